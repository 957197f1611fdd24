import { securityOf, securitySchemes } from './operation-security.ts';
import { exampleOf, type JsonSchema } from './schema-example.ts';

interface Media {
  schema?: JsonSchema;
  example?: unknown;
  examples?: unknown;
}
interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: JsonSchema; example?: unknown }[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media> }>;
}
export interface OpenApiDocument {
  info: Record<string, unknown>;
  servers?: unknown[];
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const verbs: Record<string, string> = {
  get: 'Read',
  post: 'Submit',
  put: 'Replace',
  patch: 'Change',
  delete: 'Remove',
  head: 'Check',
};
/** Path segments that name no resource. */
const plumbing = new Set(['api', 'client', 'v1', 'cm', 'console', '{operator}']);

const errorSchema: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string', example: 'validation_failed' },
        message: { type: 'string', example: 'Please check the highlighted fields.' },
      },
    },
  },
};

/**
 * What every operation needs for API consumers beyond its zod schemas: its security, an operation id, a summary
 * when the route gave none, the one error shape as its 4XX answer, and an example made from its own schemas.
 */
export function finishDocument(document: OpenApiDocument): OpenApiDocument {
  typeNullableSchemas(document.paths);
  const usedIds = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    // The web app's and the console's pages (`/play/*`) are not API operations.
    if (path.includes('{*}')) {
      delete document.paths![path];
      continue;
    }
    for (const method of methods) {
      if (!item[method]) continue;
      // A route with several methods (the tus uploads) shares one object among them: each gets its own.
      const operation: Operation = { ...item[method] };
      item[method] = operation;
      operation.operationId ??= uniqueId(`${method} ${path}`, usedIds);
      operation.summary ??= summaryOf(method, path);
      operation.security ??= securityOf(path);
      operation.responses ??= {};
      if (!Object.keys(operation.responses).some((status) => status.startsWith('4'))) {
        operation.responses['4XX'] = { $ref: '#/components/responses/Error' } as never;
      }
      addExamples(operation);
    }
  }
  return {
    ...document,
    info: { ...document.info, license: { name: 'Proprietary', url: 'https://www.gloworld.com/' } },
    servers: [{ url: '/', description: 'The portal that serves this document' }],
    components: {
      ...document.components,
      securitySchemes: securitySchemes as unknown as Record<string, unknown>,
      responses: {
        Error: {
          description: 'Refused: `{error: {code, message}}`, the code stable, the message readable.',
          content: { 'application/json': { schema: errorSchema, example: exampleOf(errorSchema) } },
        },
      },
    },
  };
}

function uniqueId(text: string, used: Set<string>): string {
  const words = text
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const base = words
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}${n}`;
  used.add(id);
  return id;
}

/** `Read movies/{movieId}/related`: the verb and the path's resource part. */
function summaryOf(method: string, path: string): string {
  const resource = path
    .split('/')
    .filter((segment) => segment && !plumbing.has(segment))
    .join('/');
  return `${verbs[method] ?? method.toUpperCase()} ${resource || 'the root'}`;
}

function addExamples(operation: Operation): void {
  const media = [
    ...Object.values(operation.requestBody?.content ?? {}),
    ...Object.values(operation.responses ?? {}).flatMap((response) => Object.values(response.content ?? {})),
  ];
  let added = false;
  for (const entry of media) {
    if (!entry.schema || entry.example !== undefined || entry.examples !== undefined) continue;
    entry.example = exampleOf(entry.schema);
    added = true;
  }
  if (added) return;
  for (const parameter of operation.parameters ?? []) {
    if (parameter.example === undefined) parameter.example = exampleOf(parameter.schema);
  }
}

/**
 * OpenAPI 3.0 wants `type` beside `nullable`; a zod `.nullable()` of an object or a union comes out without one.
 * Such a schema gets the type its alternatives share, or loses `nullable` when they share none.
 */
function typeNullableSchemas(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  for (const child of Object.values(node)) typeNullableSchemas(child);
  const schema = node as JsonSchema & { nullable?: boolean };
  if (schema.nullable !== true || schema.type !== undefined) return;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [];
  const types = new Set(
    alternatives.map((alternative) => alternative.type ?? (alternative.properties ? 'object' : undefined)),
  );
  const [only] = [...types];
  if (types.size === 1 && typeof only === 'string') schema.type = only;
  else delete schema.nullable;
}
