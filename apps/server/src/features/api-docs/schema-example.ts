/** A JSON Schema as @fastify/swagger writes it from zod: only what an example needs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  nullable?: boolean;
}

const byFormat: Record<string, string> = {
  'date-time': '2026-03-01T19:30:00.000Z',
  date: '2026-03-01',
  email: 'viewer@example.com',
  uri: 'https://tv.example.ng/play/',
  url: 'https://tv.example.ng/play/',
  uuid: '3f0c1a52-6a4e-4b8e-9a43-2f5c8d1e7b10',
};

/** Strings the portal's patterns usually take: the first that matches a pattern is its example. */
const patternCandidates = [
  '0123456789abcdef0123456789abcdef',
  '0123456789abcdef',
  'Zm9vYmFyYmF6cXV4LXRva2Vu',
  '8051234567',
  'g8051234567',
  '+2348051234567',
  '08051234567',
  '123456',
  'eko-blues',
  'glotv',
  'NG',
  'abc',
  '1',
  'a',
];

/** An example value that satisfies `schema` (as far as its keywords go), built from the schema itself. */
export function exampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 10) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined && schema.default !== null) return schema.default;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    return exampleOf(options.find((option) => option.type !== 'null') ?? options[0], depth + 1);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, depth + 1)));
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          exampleOf(property, depth + 1),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        exampleOf(schema.items, depth + 1),
      );
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.properties ? exampleOf({ ...schema, type: 'object' }, depth) : null;
  }
}

function stringExample(schema: JsonSchema): string {
  let text = (schema.format && byFormat[schema.format]) ?? 'example';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    text = patternCandidates.find((candidate) => pattern.test(candidate)) ?? text;
  }
  if (schema.minLength && text.length < schema.minLength) text = text.padEnd(schema.minLength, 'x');
  if (schema.maxLength !== undefined && text.length > schema.maxLength)
    text = text.slice(0, schema.maxLength);
  return text;
}

function numberExample(schema: JsonSchema): number {
  const floor =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
  return schema.maximum !== undefined ? Math.min(Math.max(floor, 1), schema.maximum) : Math.max(floor, 1);
}
