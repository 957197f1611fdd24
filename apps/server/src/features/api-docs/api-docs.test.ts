import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONSOLE_API_PREFIX } from '../staff/public.ts';

interface Operation {
  tags?: string[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type OpenApiPaths = Record<string, Record<string, Operation>>;

/**
 * Every route the app registered, as `METHOD /openapi/{path}`, read from Fastify's route tree (each line's
 * segment continues its parent's). HEAD answered by a GET's automatic twin is left out.
 */
function registeredRoutes(tree: string): string[] {
  const parents: string[] = [];
  const routes = new Set<string>();
  for (const line of tree.split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const path = [...parents, match[2]!].join('');
    parents.push(match[2]!);
    const methods = match[3]!.split(', ');
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.add(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return [...routes];
}

/**
 * Console catalog routes that still answer without a declared response schema. A ratchet: the test fails
 * both when another route joins them and when one of them gains its schema but stays listed here.
 */
const awaitingResponseSchema: string[] = [];

/** The tus endpoint takes and answers bytes and headers, and the encode's event stream is text/event-stream. */
const withoutJsonAnswer = [/ \/api\/console\/v1\/uploads/, /^GET .*\/events$/];

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
});
afterAll(() => testApp.close());

describe('API documentation', () => {
  it('serves an OpenAPI document with the spec paths and their schemas', async () => {
    const response = await testApp.app.inject('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/client/v1/global/login',
      '/api/client/v1/global/logout',
      '/cm/api/otp/',
      '/cm/api/subscriber/',
      '/cm/api/auth/',
      '/tva-auth/verifyglosubscriber/',
    ]) {
      expect(Object.keys(document.paths), path).toContain(path);
    }
    const loginBody =
      document.paths['/api/client/v1/global/login'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(loginBody.properties).sort()).toEqual([
      'device',
      'device_class',
      'password',
      'username',
    ]);
  });

  it('describes every console route with its feature tag, request and response schemas', async () => {
    const document = (await testApp.app.inject('/api/docs/openapi.json')).json() as { paths: OpenApiPaths };
    const consoleRoutes = registeredRoutes(testApp.app.printRoutes({ commonPrefix: false })).filter((route) =>
      route.split(' ')[1]!.startsWith(`${CONSOLE_API_PREFIX}/`),
    );
    expect(consoleRoutes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const route of consoleRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (!operation) {
        problems.push(`${route}: missing`);
        continue;
      }
      if (!operation.tags?.some((tag) => tag.startsWith('console: ')))
        problems.push(`${route}: no console tag`);
      if (withoutJsonAnswer.some((pattern) => pattern.test(route))) continue;
      const answers = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      const answered = answers.some(([, answer]) => answer.content?.['application/json']?.schema);
      if (answered === awaitingResponseSchema.includes(route)) {
        problems.push(
          answered ? `${route}: has its schema now, drop it from the list` : `${route}: no response schema`,
        );
      }
      if (['POST', 'PUT', 'PATCH'].includes(method) && operation.requestBody) {
        if (!operation.requestBody.content['application/json']?.schema)
          problems.push(`${route}: no body schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a page a person can browse', async () => {
    const response = await testApp.app.inject('/api/docs/');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<code>/cm/api/otp/</code>');
  });
});
