// fast-check arbitraries from the JSON schemas of the OpenAPI document: values a schema accepts
// (to reach the code behind validation) and hostile ones (wrong types, missing or extra fields,
// operators, limits crossed by one, huge and odd text), for the schema-driven fuzz test.
import fc from 'fast-check';

/** The subset of JSON Schema the route schemas (TypeBox) use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  nullable?: boolean;
}

/** Text that has broken servers before: operators, traversal, markup, control and wide characters. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '   ',
  '$ne',
  '{"$gt":""}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\uFEFF',
  '\uD800',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR '1'='1",
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '0x10',
  '9'.repeat(40),
  'ñandú ÁÉÍÓÚ 😀',
  'a'.repeat(5000),
  'http://169.254.169.254/latest/meta-data/',
  '\r\nSet-Cookie: x=1',
];

const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  [],
  [1, 2, 3],
  {},
  { $ne: null },
  { $gt: '' },
  { $where: 'sleep(1000)' },
  { $regex: '.*' },
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  ...NASTY_STRINGS,
];

export const nasty: fc.Arbitrary<unknown> = fc.constantFrom(...NASTY_VALUES);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.string();
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    const anchored = schema.pattern.startsWith('^') ? schema.pattern : `^${schema.pattern}`;
    return patternArbitrary(anchored.endsWith('$') ? anchored : `${anchored}$`).filter(
      (value) => value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity),
    );
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, minLength + 60);
  switch (schema.format) {
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
    default:
      return fc.oneof(
        fc.string({ minLength, maxLength }),
        fc.string({ unit: 'grapheme', minLength, maxLength }),
        fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity))).map(String),
      );
  }
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (best effort: a pattern or a format may not always be met). */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map((member) => validValue(member, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties!, part.properties ?? {});
      merged.required!.push(...(part.required ?? []));
    }
    return validValue(merged, depth + 1);
  }
  const types = typesOf(schema);
  if (types.length === 0) return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringArbitrary(schema);
        case 'integer':
          return numberArbitrary(schema, true);
        case 'number':
          return numberArbitrary(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return depth > 4
            ? fc.constant([])
            : fc.array(validValue(schema.items ?? {}, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4) });
        case 'object': {
          const properties = schema.properties ?? {};
          const required = new Set(schema.required ?? []);
          const record: Record<string, fc.Arbitrary<unknown>> = {};
          for (const [name, property] of Object.entries(properties)) record[name] = validValue(property, depth + 1);
          return depth > 4 ? fc.constant({}) : fc.record(record, { requiredKeys: [...required].filter((name) => name in properties) });
        }
        default:
          return fc.constant(null);
      }
    }),
  );
}

/** One value crossing the schema's limits or type, where it has some. */
function brokenLeaf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [nasty];
  if (schema.maxLength !== undefined) options.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  if (schema.minLength !== undefined && schema.minLength > 0) options.push(fc.constant('x'.repeat(schema.minLength - 1)));
  if (schema.maximum !== undefined) options.push(fc.constant(schema.maximum + 1), fc.constant(schema.maximum + 0.5));
  if (schema.minimum !== undefined) options.push(fc.constant(schema.minimum - 1));
  if (schema.enum) options.push(fc.constant(`${String(schema.enum[0])}x`));
  if (schema.maxItems !== undefined) options.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, () => 'x')));
  const types = typesOf(schema);
  if (types.includes('string')) options.push(fc.integer(), fc.boolean(), fc.constant(['texto']));
  if (types.includes('integer') || types.includes('number')) options.push(fc.constant('12'), fc.constant('abc'), fc.constant(1.25), fc.constant(-1e20));
  if (types.includes('boolean')) options.push(fc.constant('true'), fc.constant(1));
  return fc.oneof(...options);
}

/** A copy of `value` with one field broken, dropped or added, following the schema. */
export function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: nasty },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 5, arbitrary: validValue(schema).chain((value) => mutate(schema, value)) },
  );
}

function mutate(schema: JsonSchema, value: unknown): fc.Arbitrary<unknown> {
  const properties = schema.properties;
  if (!properties || typeof value !== 'object' || value === null || Array.isArray(value)) return brokenLeaf(schema);
  const names = Object.keys(properties);
  const record = value as Record<string, unknown>;
  const changes: fc.Arbitrary<unknown>[] = [
    // An unknown field, or an operator where a field belongs.
    fc.tuple(fc.constantFrom('$where', '__proto__', 'role', 'isAdmin', 'extra', '_id', 'status', 'temperature'), nasty).map(([key, bad]) => ({ ...record, [key]: bad })),
  ];
  if (names.length > 0) {
    // One field broken (recursively, for nested objects).
    changes.push(
      fc.constantFrom(...names).chain((name) => {
        const property = properties[name] ?? {};
        const inner = property.properties && record[name] && typeof record[name] === 'object' ? mutate(property, record[name]) : brokenLeaf(property);
        return inner.map((bad) => ({ ...record, [name]: bad }));
      }),
    );
    const required = (schema.required ?? []).filter((name) => name in record);
    if (required.length > 0) {
      changes.push(
        fc.constantFrom(...required).map((name) => {
          const copy = { ...record };
          delete copy[name];
          return copy;
        }),
      );
    }
  }
  return fc.oneof(...changes);
}
