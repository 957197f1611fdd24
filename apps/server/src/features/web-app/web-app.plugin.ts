import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const defaultWebDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/**
 * Serves the built single-page app under /play/. Hashed assets are cached for a year; index.html is always
 * revalidated so a deploy reaches users on their next visit. Any other /play path gets index.html, and the
 * app's router decides what to show.
 */
export async function webAppPlugin(app: FastifyInstance, options: { distDir?: string }): Promise<void> {
  const distDir = options.distDir ?? defaultWebDist;
  const indexFile = path.join(distDir, 'index.html');

  app.get('/', (_request, reply) => reply.redirect('/play/', 302));

  await app.register(
    async (play) => {
      if (!fs.existsSync(indexFile)) {
        play.log.warn({ distDir }, 'web app is not built; run `npm run build`');
        play.get('/*', (_request, reply) =>
          reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.'),
        );
        return;
      }
      const indexHtml = fs.readFileSync(indexFile);
      await play.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: true,
        index: false,
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      const sendIndex = (_request: unknown, reply: import('fastify').FastifyReply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
      play.get('/', sendIndex);
      play.setNotFoundHandler((request, reply) => {
        const wantsAsset = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
        if (request.method !== 'GET' || wantsAsset) {
          return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
        }
        return sendIndex(request, reply);
      });
    },
    { prefix: '/play' },
  );
}
