import fc from 'fast-check';
import type { JsonSchema } from './bad-input-routes.ts';

/** Strings that have broken web servers before: injection, markup, traversal, odd unicode, odd numbers. */
const notorious = [
  "' OR '1'='1",
  "'; DROP TABLE subscribers; --",
  '1; SELECT pg_sleep(5) --',
  "1' UNION SELECT password_hash FROM subscribers --",
  '\\',
  "'",
  '"',
  '%',
  '_',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  `{{7*7}}\${7*7}`,
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/dev/null',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  '\uDFFFx',
  'ȷ̷̡̛͓̩̖̣̣͐̾͊͌ͅa̵͙͙̦͊l̶̡̩̀̒g̶̳̗̈́͋o̷͚̅',
  '👨‍👩‍👧‍👦🇳🇬',
  'Ａｄａ',
  'İı',
  '٠١٢٣٤٥٦٧٨٩',
  '０８０５１２３４５６７',
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '0x10',
  '9223372036854775808',
  '99999999999999999999999999999',
  '2147483648',
  '1.5',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '+2348051234567',
  '08051234567',
  'a@b',
  'a@b.co',
  '@',
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '0000-00-00',
];

/** A lone surrogate, which is not valid UTF-16 and cannot be encoded as UTF-8. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Large enough to pass a small limit and hit a big one; the app's body limit is 64 KiB. */
const hugeString = fc
  .tuple(fc.constantFrom(1_000, 10_000, 70_000), fc.constantFrom('a', '9', 'é', '💥', "'", '<', '%'))
  .map(([length, unit]) => unit.repeat(length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...notorious) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: loneSurrogate, minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Values of the wrong JSON type for almost any field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    Number.MIN_VALUE,
    [],
    {},
    [null],
    { '': '' },
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Nested arrays/objects deep enough to trip recursive code, shallow enough to stringify. */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 50, max: 300 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 'bottom';
    for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
    return value;
  });

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: wrongType },
  { weight: 1, arbitrary: deeplyNested },
);

/** Real values by field or parameter name (the signed-in subscriber's id, a movie's id…), to get past lookups. */
export type Vocabulary = Record<string, string[]>;

/**
 * A value the schema accepts (roughly), or a real one for that name, so that the request gets past one check
 * to the next.
 */
export function plausible(
  schema: JsonSchema,
  name?: string,
  vocabulary: Vocabulary = {},
): fc.Arbitrary<unknown> {
  const known = name === undefined ? undefined : vocabulary[name];
  const value = plausibleValue(schema, vocabulary, name);
  const either = known?.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, value) : value;
  return schema.nullable ? fc.oneof(fc.constant(null), either) : either;
}

function plausibleValue(schema: JsonSchema, vocabulary: Vocabulary, name?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => plausible(alternative)));
  switch (schema.type) {
    case 'string':
      return plausibleString(schema, name);
    case 'integer':
    case 'number': {
      const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
      const min = Math.max(-(2 ** 31), (schema.minimum ?? -1000) + exclusive);
      const max = Math.min(2 ** 31 - 1, schema.maximum ?? 1000);
      // Small numbers are the likely ids; the bounds are where off-by-one errors live.
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.constantFrom(min, max));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items ?? {}), { maxLength: 3 });
    case 'object':
      return nearlyValidObject(schema, vocabulary, 0);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Addresses every validator takes; fc.emailAddress() covers RFC 5322, which the app rightly narrows. */
const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('example.com', 'mail.glo.ng'))
  .map(([local, domain]) => `${local}@${domain}`);

/** Within a few decades of now, so that a date is valid by any reasonable rule. */
const plausibleDate = fc.date({
  min: new Date('1950-01-01'),
  max: new Date('2060-01-01'),
  noInvalidDate: true,
});

function plausibleString(schema: JsonSchema, name?: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 10_000;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.format === 'email' || name === 'email') return plainEmail.filter(fits);
  if (schema.format === 'date-time') return plausibleDate.map((date) => date.toISOString());
  if (schema.format === 'date') return plausibleDate.map((date) => date.toISOString().slice(0, 10));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' }).filter(fits);
    } catch {
      // A pattern fast-check cannot generate from: fall through to a string of the right length.
    }
  }
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 20)) }),
    // Valid by type and length, hostile by content: SQL, markup, odd unicode.
    hostileString.filter(fits),
  );
}

/**
 * An object with the schema's own field names, each holding a valid value, then spoiled a little: with
 * `hostileShare` > 0, one or two fields take a hostile value, or a field is dropped, or an unknown one added.
 * That is the case a strict validator must catch one field at a time; unspoiled, it reaches the handler.
 */
export function nearlyValidObject(
  schema: JsonSchema,
  vocabulary: Vocabulary,
  hostileShare = 2,
): fc.Arbitrary<Record<string, unknown>> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length && !schema.properties) {
    return fc.oneof(
      ...alternatives.map((alternative) => nearlyValidObject(alternative, vocabulary, hostileShare)),
    );
  }
  const properties = propertiesOf(schema);
  const names = Object.keys(properties);
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    names.map((name) => [name, plausible(properties[name]!, name, vocabulary)]),
  );
  const valid = fc
    .tuple(fc.record(fields, { requiredKeys: names.filter((name) => required.has(name)) }), fc.boolean())
    .map(([object, confirmed]) => (confirmed ? withConfirmations(object) : object));
  if (hostileShare === 0) return valid;
  const spoiled = fc.subarray(names, { maxLength: Math.min(2, names.length) });
  const hostile = fc.array(hostileValue, { minLength: 2, maxLength: 2 });
  const extra = oneTimeIn(5, fc.tuple(hostileString, hostileValue));
  const dropped = oneTimeIn(5, fc.constantFrom(...(names.length > 0 ? names : [''])));
  return fc
    .tuple(valid, spoiled, hostile, extra, dropped, fc.integer({ min: 0, max: hostileShare + 2 }))
    .map(([object, chosen, values, added, drop, roll]) => {
      const result: Record<string, unknown> = { ...object };
      // Now and then the whole object is valid, so bad content inside valid types reaches the handler.
      if (roll < hostileShare) {
        for (const [index, name] of chosen.entries()) result[name] = values[index];
      }
      if (drop !== null) delete result[drop];
      // defineProperty, so that a key like `__proto__` becomes a field of the body rather than its prototype.
      if (added)
        Object.defineProperty(result, added[0], { value: added[1], enumerable: true, writable: true });
      return result;
    });
}

/** `confirm_password` repeats `password`, as a form would send it, so the handler gets past that check. */
function withConfirmations(object: Record<string, unknown>): Record<string, unknown> {
  const result = { ...object };
  for (const name of Object.keys(result)) {
    const confirmed = name.replace(/^confirm_/, '');
    if (confirmed !== name && confirmed in result) result[name] = result[confirmed];
  }
  return result;
}

function oneTimeIn<T>(times: number, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: times - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

/** The properties of an object schema, or of every object in a union of them. */
export function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const alternatives = schema.anyOf ?? schema.oneOf ?? [];
  return Object.assign({}, ...alternatives.map(propertiesOf), schema.properties ?? {});
}
