import type { FastifyInstance } from 'fastify';

/** A JSON schema as the served OpenAPI document spells it (OpenAPI 3.0 flavour of zod's output). */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
}

/** One method of one path, as the app routes it, with what its OpenAPI description says it reads. */
export interface Route {
  method: string;
  /** Fastify's form: `/cm/api/purchase/:reference`, `/media/s/:sig/:expires/:asset/*`. */
  path: string;
  /** The path parameters in order; a trailing wildcard is `*`. */
  params: string[];
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
  requiredQuery: string[];
  pathSchemas: Record<string, JsonSchema>;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function takesBody(route: Route): boolean {
  return METHODS_WITH_BODY.has(route.method);
}

/**
 * Every route the app serves, read from its own router (`printRoutes`), so a new endpoint is fuzzed without
 * anyone listing it. The radix-tree print is used because it is complete; each line is a segment appended to
 * its parent's path, and lines ending in `(METHODS)` are routes.
 */
export function enumerateRoutes(app: FastifyInstance): Route[] {
  const described = describedOperations(app);
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((name) => name.trim())) {
      if (!method) continue;
      // HEAD runs the GET route's handler and schemas.
      const operation = described.get(`${method === 'HEAD' ? 'GET' : method} ${openApiPath(path)}`);
      routes.push({ method, path, params: paramsOf(path), ...schemasOf(operation, method) });
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

export function routeName(route: Pick<Route, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** `METHOD /fastify/:path` of every operation the served OpenAPI document describes. */
export function documentedRoutes(app: FastifyInstance): string[] {
  return [...describedOperations(app).keys()].map((key) =>
    key.replace(/\{\*\}$/, '*').replace(/\{([A-Za-z0-9_]+)\}/g, ':$1'),
  );
}

function paramsOf(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)|\*$/g)].map((match) => match[1] ?? '*');
}

function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The served OpenAPI document's operations by `METHOD /path/{param}`. */
function describedOperations(app: FastifyInstance): Map<string, Operation> {
  const document = (
    app as unknown as { swagger(): { paths?: Record<string, Record<string, Operation>> } }
  ).swagger();
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods))
      operations.set(`${method.toUpperCase()} ${path}`, operation);
  }
  return operations;
}

function schemasOf(operation: Operation | undefined, method: string) {
  const query: Record<string, JsonSchema> = {};
  const requiredQuery: string[] = [];
  const pathSchemas: Record<string, JsonSchema> = {};
  for (const parameter of operation?.parameters ?? []) {
    if (parameter.in === 'query') query[parameter.name] = parameter.schema ?? {};
    if (parameter.in === 'query' && parameter.required) requiredQuery.push(parameter.name);
    if (parameter.in === 'path') pathSchemas[parameter.name] = parameter.schema ?? {};
  }
  const body = METHODS_WITH_BODY.has(method)
    ? operation?.requestBody?.content?.['application/json']?.schema
    : undefined;
  return { body, query, requiredQuery, pathSchemas };
}
