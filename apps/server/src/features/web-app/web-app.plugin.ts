import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from '../accounts/session-cookies.ts';
import {
  type FirstViewLanguage,
  type FirstViewPage,
  firstViewHtml,
  loadFirstViewRenderer,
  prepareFirstViewPage,
  withLoaderHash,
} from './first-view.ts';

export const defaultWebDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));
export const defaultFirstViewRenderer = fileURLToPath(
  new URL('../../../../web/dist-ssr/render-first-view.js', import.meta.url),
);

/** Longer than this, and the dashboard is served without its first view: the app then asks for itself. */
const firstViewBudgetMs = 1000;

class FirstViewUnavailable extends Error {}

/**
 * The apps' pages are not API operations: left out of the API document, which is then the same whether or not
 * the web app has been built.
 */
const pageRoute = { schema: { hide: true } };

/**
 * Serves the built single-page app under /play/. Hashed assets are cached for a year; index.html is always
 * revalidated so a deploy reaches users on their next visit. Any other /play path gets index.html, and the
 * app's router decides what to show.
 */
export async function webAppPlugin(
  app: FastifyInstance,
  options: { distDir?: string; firstViewRenderer?: string },
): Promise<void> {
  const distDir = options.distDir ?? defaultWebDist;
  const indexFile = path.join(distDir, 'index.html');

  app.get('/', (_request, reply) => reply.redirect('/play/', 302));

  await app.register(
    async (play) => {
      if (!fs.existsSync(indexFile)) {
        play.log.warn({ distDir }, 'web app is not built; run `npm run build`');
        play.get('/*', pageRoute, (_request, reply) =>
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
        // The console's build sits in dist/console and is served under /console/ only.
        allowedPath: (pathName) => !pathName.startsWith('/console/'),
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      const sendIndex = (_request: unknown, reply: import('fastify').FastifyReply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
      play.get('/', pageRoute, sendIndex);
      const firstView = await loadFirstView(distDir, options.firstViewRenderer, indexHtml.toString('utf8'));
      if (firstView) {
        const route = firstView.renderer.dashboardPath.replace(/^\/play/, '');
        play.get(route, pageRoute, (request, reply) =>
          sendDashboard(play, firstView, request, reply, indexHtml),
        );
      }
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

  await app.register(consoleApp, { prefix: '/console', distDir: path.join(distDir, 'console') });
}

/**
 * The operator's console, its own build (dist/console), under /console/: the same caching, and any other
 * /console path gets its index.html so the console's router decides.
 */
async function consoleApp(scope: FastifyInstance, options: { distDir: string }): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    scope.get('/*', pageRoute, (_request, reply) =>
      reply.code(503).type('text/plain').send('The console is not built. Run `npm run build`.'),
    );
    return;
  }
  const indexHtml = fs.readFileSync(indexFile);
  await scope.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(indexHtml);
  scope.get('/', pageRoute, sendIndex);
  scope.setNotFoundHandler((request, reply) => {
    const wantsAsset = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (request.method !== 'GET' || wantsAsset) {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    return sendIndex(request, reply);
  });
}

async function loadFirstView(
  distDir: string,
  rendererFile: string | undefined,
  indexHtml: string,
): Promise<FirstViewPage | undefined> {
  const renderer = await loadFirstViewRenderer(
    rendererFile ?? path.join(distDir, '..', 'dist-ssr', 'render-first-view.js'),
  );
  return renderer ? prepareFirstViewPage(distDir, renderer, indexHtml) : undefined;
}

const languageOf = (request: FastifyRequest): FirstViewLanguage =>
  request.cookies.glotv_lang === 'pt' ? 'pt' : 'gb';

/**
 * The dashboard: for a visitor with a session, index.html with the first view rendered in (private, never
 * stored: it holds the subscriber's data); otherwise, or when the API cannot answer in time, index.html.
 */
async function sendDashboard(
  app: FastifyInstance,
  page: FirstViewPage,
  request: FastifyRequest,
  reply: FastifyReply,
  indexHtml: Buffer,
): Promise<FastifyReply> {
  reply.type('text/html; charset=utf-8').header('vary', 'Cookie');
  if (!request.cookies[ACCESS_COOKIE]) return reply.header('cache-control', 'no-cache').send(indexHtml);
  // The API's own routes answer, with the visitor's cookies and address: the same checks as the app's calls.
  const get = async (url: string) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
      remoteAddress: request.ip,
    });
    if (response.statusCode !== 200) throw new FirstViewUnavailable(`${url} answered ${response.statusCode}`);
    return response.json() as unknown;
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FirstViewUnavailable('the API took too long')), firstViewBudgetMs);
  });
  try {
    const view = await Promise.race([
      page.renderer.renderDashboard({ language: languageOf(request), get }),
      late,
    ]);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', withLoaderHash(policy, page));
    return reply.header('cache-control', 'private, no-store').send(firstViewHtml(page, view));
  } catch (error) {
    if (error instanceof FirstViewUnavailable) request.log.debug({ reason: error.message }, 'no first view');
    else request.log.error({ err: error }, 'the first view could not be rendered');
    return reply.header('cache-control', 'no-cache').send(indexHtml);
  } finally {
    clearTimeout(timer);
  }
}
