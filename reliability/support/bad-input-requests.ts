import fc from 'fast-check';
import { type Route, takesBody } from './bad-input-routes.ts';
import {
  deeplyNested,
  hostileString,
  hostileValue,
  nearlyValidObject,
  plausible,
  propertiesOf,
  type Vocabulary,
} from './bad-input-values.ts';

/** One request to send with `app.inject`; the caller adds the signed-in identity's headers. */
export interface BadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Which part of the request carries the bad input; the other parts are plausible. */
export type Shape = 'body' | 'query' | 'path';

export function shapesOf(route: Route): Shape[] {
  return [
    ...(takesBody(route) ? (['body'] as const) : []),
    'query' as const,
    ...(route.params.length > 0 ? (['path'] as const) : []),
  ];
}

export interface RequestContext {
  vocabulary: Vocabulary;
  /** The web app's API-client credentials, which a signed-out browser sends to the login call. */
  apiClientAuthorization: string;
  signedIn: boolean;
}

export function badRequests(route: Route, shape: Shape, context: RequestContext): fc.Arbitrary<BadRequest> {
  const path = shape === 'path' ? hostilePath(route, context) : plausiblePath(route, context);
  const query = shape === 'query' ? hostileQuery(route, context) : plausibleQuery(route, context);
  const body = !takesBody(route)
    ? fc.constant(undefined)
    : shape === 'body'
      ? hostileBody(route, context)
      : plausibleBody(route, context);
  return fc
    .record({ path, query, body, headers: extraHeaders(context) })
    .map(({ path, query, body, headers }) => ({
      method: route.method,
      url: query ? `${path}?${query}` : path,
      headers: { ...headers, ...(body?.contentType ? { 'content-type': body.contentType } : {}) },
      ...(body ? { payload: body.payload } : {}),
    }));
}

/** Percent-encodes what encodeURIComponent would, and also lone surrogates (as their UTF-8 replacement). */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Leaves a string as raw as a request line allows: only what would end or break it is encoded. */
function encodeLoosely(value: string): string {
  return [...value]
    .map((char) => (/^[\x21-\x7e]$/.test(char) && char !== '?' && char !== '#' ? char : encode(char)))
    .join('');
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

// --- path ------------------------------------------------------------------------------------------------

function plausibleSegment(route: Route, name: string, context: RequestContext): fc.Arbitrary<string> {
  const known = context.vocabulary[name];
  if (known?.length) return fc.constantFrom(...known);
  const schema = route.pathSchemas[name];
  if (schema) return plausible(schema).map((value) => encode(asText(value)));
  return fc.constantFrom('1', 'index.m3u8', 'master.m3u8');
}

/** Percent-escapes that decode to no valid UTF-8 (a lone surrogate, an overlong form) or to nothing at all. */
const brokenEscapes = fc.constantFrom(
  '%ED%A0%80',
  '%ED%B0%80',
  '%C0%AF',
  '%FF%FE',
  '%E0%A4%A',
  '%',
  '%2',
  '%zz',
  '%00',
);

const hostileSegment = fc.oneof(
  { weight: 4, arbitrary: hostileString.map(encode) },
  { weight: 1, arbitrary: hostileString.map(encodeLoosely) },
  { weight: 1, arbitrary: brokenEscapes },
);

function pathFrom(route: Route, segments: Record<string, string>): string {
  return route.path.replace(
    /:([A-Za-z0-9_]+)|\*$/g,
    (_match, name: string | undefined) => segments[name ?? '*'] ?? '',
  );
}

function plausiblePath(route: Route, context: RequestContext): fc.Arbitrary<string> {
  const segments = Object.fromEntries(
    route.params.map((name) => [name, plausibleSegment(route, name, context)]),
  );
  return fc.record(segments).map((chosen) => pathFrom(route, chosen));
}

/** One or more parameters hostile, the others real; the wildcard may span several hostile segments. */
function hostilePath(route: Route, context: RequestContext): fc.Arbitrary<string> {
  const real = fc.record(
    Object.fromEntries(route.params.map((name) => [name, plausibleSegment(route, name, context)])),
  );
  const hostile = fc.record(
    Object.fromEntries(
      route.params.map((name) => [
        name,
        name === '*'
          ? fc.array(hostileSegment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'))
          : hostileSegment,
      ]),
    ),
  );
  const spoiled = fc.subarray(route.params, { minLength: 1 });
  return fc.tuple(real, hostile, spoiled).map(([realSegments, hostileSegments, names]) => {
    const chosen: Record<string, string> = { ...realSegments };
    for (const name of names) chosen[name] = hostileSegments[name] ?? '';
    return pathFrom(route, chosen);
  });
}

// --- query -----------------------------------------------------------------------------------------------

function queryString(entries: [string, unknown][]): string {
  return entries
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encode(name)}=${encode(asText(value))}`)
    .join('&');
}

function plausibleQuery(route: Route, context: RequestContext): fc.Arbitrary<string> {
  const fields = Object.fromEntries(
    Object.entries(route.query).map(([name, schema]) => [name, plausible(schema, name, context.vocabulary)]),
  );
  return fc
    .record(fields, { requiredKeys: route.requiredQuery.filter((name) => name in fields) })
    .map((record) => queryString(Object.entries(record)));
}

const malformedQuery = fc.constantFrom(
  '&&&',
  '=',
  '==&=',
  'a[b]=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a=1;b=2',
  '?',
  '+',
);

/** The route's own query names holding hostile values, repeated names, unknown names, malformed strings. */
function hostileQuery(route: Route, context: RequestContext): fc.Arbitrary<string> {
  const schema = { type: 'object', properties: route.query };
  const named = nearlyValidObject(schema, context.vocabulary).map((record) =>
    queryString(Object.entries(record)),
  );
  const repeated = fc
    .tuple(
      fc.constantFrom(...Object.keys(route.query), 'limit', 'id'),
      fc.array(hostileValue, { minLength: 2, maxLength: 3 }),
    )
    .map(([name, values]) => queryString(values.map((value) => [name, value])));
  const unknown = fc
    .array(fc.tuple(hostileString, hostileValue), { minLength: 1, maxLength: 3 })
    .map((entries) => queryString(entries));
  const broken = fc
    .tuple(fc.constantFrom(...Object.keys(route.query), 'x'), brokenEscapes)
    .map(([name, broken]) => `${name}=${broken}&${broken}=1`);
  const raw = fc.oneof(malformedQuery, broken, hostileString.map(encodeLoosely));
  return fc.oneof({ weight: 4, arbitrary: named }, repeated, unknown, raw);
}

// --- body ------------------------------------------------------------------------------------------------

interface Body {
  contentType?: string;
  payload: string;
}

/** Field names of bodies that a handler parses itself, so the OpenAPI document does not describe them. */
const handlerParsedBodies: Record<string, object> = {
  'POST /cm/api/payments/webhook/': {
    type: 'object',
    properties: {
      event: { type: 'string' },
      data: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
    },
  },
};

function bodySchemaOf(route: Route) {
  return route.body ?? handlerParsedBodies[`${route.method} ${route.path}`] ?? { type: 'object' };
}

function plausibleBody(route: Route, context: RequestContext): fc.Arbitrary<Body | undefined> {
  if (Object.keys(propertiesOf(bodySchemaOf(route))).length === 0) return fc.constant(undefined);
  return nearlyValidObject(bodySchemaOf(route), context.vocabulary, 0).map((object) => ({
    contentType: 'application/json',
    payload: JSON.stringify(object),
  }));
}

const malformedJson = fc.constantFrom(
  '',
  ' ',
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  '{"a":1}{"b":2}',
  'undefined',
  'NaN',
  '\u0000',
  '"unterminated',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1,"a":2}',
  '1e999999',
  '[]'.repeat(1000),
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
);

const otherContentTypes = fc.constantFrom(
  undefined,
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'application/jsonx',
  'APPLICATION/JSON',
  '*/*',
  'nonsense',
);

function hostileBody(route: Route, context: RequestContext): fc.Arbitrary<Body> {
  const schema = bodySchemaOf(route);
  const json = (value: unknown): Body => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  });
  return fc.oneof(
    { weight: 5, arbitrary: nearlyValidObject(schema, context.vocabulary).map(json) },
    { weight: 2, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: fc.jsonValue().map(json) },
    { weight: 1, arbitrary: deeplyNested.map(json) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(malformedJson, hostileString)
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          otherContentTypes,
          fc.oneof(
            nearlyValidObject(schema, context.vocabulary).map((value) => JSON.stringify(value)),
            hostileString,
          ),
        )
        .map(([contentType, payload]) => (contentType ? { contentType, payload } : { payload })),
    },
  );
}

// --- headers ---------------------------------------------------------------------------------------------

/** Printable ASCII: anything else is refused by the HTTP layer before the app sees it. */
const headerText = fc.oneof(
  fc.constantFrom(...['', ' ', 'null', "' OR 1=1 --", '<script>', '../..', 'a'.repeat(8_000)]),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
);

function rarely<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arbitrary });
}

/**
 * Headers the app reads: credentials (signed out, sometimes the web app's API-client auth or a forged one),
 * session cookies, the cookie-session switch, the client address, content negotiation, caching, and a body
 * encoding the app does not take.
 */
function extraHeaders(context: RequestContext): fc.Arbitrary<Record<string, string>> {
  const authorization = context.signedIn
    ? fc.constant(undefined)
    : fc.oneof(
        { weight: 3, arbitrary: fc.constant(context.apiClientAuthorization) },
        { weight: 2, arbitrary: fc.constant(undefined) },
        headerText.map((text) => `Bearer ${text}`),
        headerText.map((text) => `Basic ${Buffer.from(text).toString('base64')}`),
        headerText,
      );
  return fc
    .record({
      authorization,
      cookie: rarely(
        fc.tuple(headerText, headerText).map(([at, rt]) => `glotv_at=${encode(at)}; glotv_rt=${encode(rt)}`),
      ),
      'x-session-mode': rarely(fc.constantFrom('cookie', 'bearer', '')),
      'x-forwarded-for': rarely(
        fc.oneof(headerText, fc.constantFrom('999.1.1.1', '::ffff:1.2.3.4', '41.58.0.1', 'unknown, 1.1.1.1')),
      ),
      accept: rarely(
        fc.oneof(headerText, fc.constantFrom('image/avif', 'image/webp,*/*;q=0.1', '*/*;q=bogus')),
      ),
      'if-none-match': rarely(headerText),
      range: rarely(
        fc.oneof(headerText, fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=999999999-', 'bytes=5-1')),
      ),
      'verif-hash': rarely(headerText),
      'content-encoding': rarely(fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'bogus')),
    })
    .map((headers) =>
      Object.fromEntries(
        Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    );
}
