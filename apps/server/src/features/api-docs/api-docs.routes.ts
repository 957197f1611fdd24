import type { FastifyInstance } from 'fastify';

const methodsShown = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!,
  );

/** The OpenAPI document, and a plain page listing every operation for a person to browse. */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/api/docs/', { schema: { hide: true } }, async (_request, reply) => {
    const paths = (app.swagger().paths ?? {}) as Record<
      string,
      Record<string, { summary?: string } | undefined>
    >;
    const rows = Object.entries(paths)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([path, item]) =>
        methodsShown
          .filter((method) => item[method])
          .map(
            (method) => `<tr><td>${method.toUpperCase()}</td><td><code>${escapeHtml(path)}</code></td></tr>`,
          ),
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>GLO-TV web API</title>` +
          `<h1>GLO-TV web API</h1><p>Machine-readable: <a href="openapi.json">openapi.json</a></p>` +
          `<table><thead><tr><th>method</th><th>path</th></tr></thead><tbody>${rows}</tbody></table></html>`,
      );
  });
}
