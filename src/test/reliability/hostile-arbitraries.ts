/**
 * fast-check generators of hostile input: text full of unicode edge cases (NUL and other controls,
 * lone surrogates, right-to-left overrides, zero-width characters, combining marks, emoji, digits of
 * other scripts), prototype-polluting keys, huge strings, deep nesting, wrong types, and JSON that
 * does not parse at all.
 */
import fc from 'fast-check';

/** Characters PostgreSQL cannot store as sent: NUL and unpaired surrogates. */
export const UNSTORABLE_CHARACTERS = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'];

export const EDGE_CHARACTERS = [
  '\u0001',
  '\u001b',
  '\u007f',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u2028',
  '\u2029',
  '\u0085',
  '\u00a0',
  '\u3000',
  '\t',
  '\n',
  '\r',
  '<',
  '>',
  '"',
  "'",
  '&',
  '\\',
  '/',
  '%',
  '{',
  'é',
  'e\u0301',
  '👩‍👩‍👧',
  '\u{1f600}',
  'ﷺ',
  '\u0600',
  'א',
  '١',
  '１',
  'Ⅻ',
  'ß',
  'İ',
  'ﬀ',
];

export const SPECIAL_STRINGS = [
  '',
  ' ',
  '   ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE studios; --",
  '\u0000',
  '\ud800',
  'a\u0000b',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '{{7*7}}',
  '$'.concat('{7*7}'),
  '../../etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://example.com/\u0000',
  'https://example.com/\ud800',
  'https://exa\u0000mple.com/',
  'http://localhost:80/x',
  'http://localhost/x',
  'https://ex ample.com',
  '//evil.example.com/x',
  '\u202ehttps://example.com',
];

const asciiUnit = fc.constantFrom(...'abcxyz ABC019_-.'.split(''));
// Unstorable characters are rare per character (about 1 in 100), so that most generated text
// gets past the check that refuses them and reaches the deeper paths too.
const edgeUnit = fc.oneof(
  { weight: 50, arbitrary: asciiUnit },
  { weight: 30, arbitrary: fc.constantFrom(...EDGE_CHARACTERS) },
  { weight: 20, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(...UNSTORABLE_CHARACTERS) },
);

/** Short text made of ordinary and hostile characters. */
export const edgeText = fc.string({ unit: edgeUnit, maxLength: 40 });

/** Long text: over every field limit, up to 300,000 characters. */
export const hugeText = fc
  .tuple(fc.integer({ min: 150, max: 300_000 }), fc.constantFrom('x', 'é', '\u200b', '<', '\ud800', '1'))
  .map(([n, c]) => c.repeat(n));

export const hostileText = fc.oneof(
  { weight: 8, arbitrary: edgeText },
  { weight: 2, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 1, arbitrary: hugeText },
);

export const hostileUrl = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  edgeText.map((t) => `https://example.com/${t}`),
  edgeText.map((t) => `https://${t}.example.org/`),
  fc.constantFrom(
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example.com/',
    '/frontend/studios/1',
    'http://localhost/frontend/studios/1',
    'http://localhost:80/x',
    'https://',
    'https://a',
    `https://example.com/${'x'.repeat(3000)}`,
  ),
  hostileText,
);

/** Objects or arrays nested `depth` levels deep. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

export const deepValue = fc
  .tuple(fc.integer({ min: 1, max: 2000 }), fc.constantFrom('array' as const, 'object' as const))
  .map(([depth, kind]) => nested(depth, kind));

const hostileKey = fc.oneof(
  { weight: 4, arbitrary: edgeText },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'value', 'url', 'name') },
);

/** Any JSON value, with hostile text, odd numbers, prototype keys and deep nesting. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(2 ** 31, 2 ** 53 + 1, -1, 0, 1.5, -0, 1e308),
    hostileText,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
    deepValue,
  ),
})).value;

/** A body sent as raw text: JSON that does not parse, or parses into something strange. */
export interface RawBody {
  raw: string;
}

export function isRaw(value: unknown): value is RawBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.hasOwn(value, 'raw') &&
    Object.keys(value).length === 1
  );
}

export const rawBody: fc.Arbitrary<RawBody> = fc
  .oneof(
    fc.string(),
    fc.json().chain((j) => fc.integer({ min: 0, max: j.length }).map((cut) => j.slice(0, cut))),
    fc.constantFrom(
      '{',
      '{"a":',
      '{"name": "x",}',
      "{'name': 1}",
      '[1,]',
      'NaN',
      '\ufeff{"name":"x"}',
      '{"__proto__":{"isStaff":true},"name":"x"}',
      '{"constructor":{"prototype":{"polluted":1}},"name":"x"}',
      '{"name":"a","name":"b"}',
      '{"name":"\\ud800"}',
      '{"name":"\\u0000"}',
      '{"city":"\\udfff\\ud800"}',
      '"just a string"',
      'null',
      'true',
      '1',
      '[]',
      '{}',
      '',
    ),
    fc.integer({ min: 1, max: 100_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    fc.integer({ min: 1, max: 50_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  )
  .map((raw) => ({ raw }));

/** A body for an endpoint: mostly its own shape with hostile values, else anything at all. */
export function hostileBody(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 2, arbitrary: hostileJson },
    { weight: 2, arbitrary: rawBody },
  );
}

/** Text that PostgreSQL can store as it is: no NUL, no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return (
    !text.includes('\u0000') &&
    !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)
  );
}
