// Requests for one operation of the OpenAPI document: well-formed ones (schema-valid, with ids
// that exist) to reach the code behind validation, and hostile ones that break one part at a time
// (path, query, body, media type, session), for the schema-driven fuzz test.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { Operation } from './operations';
import { NASTY_STRINGS, hostileValue, nasty, validValue, type JsonSchema } from './schema-arbitrary';

export interface FuzzWorld {
  /** Ids that exist (offers, coupons, users, topics, comments, categories…), for `{id}`-like params. */
  ids: string[];
  /** Values that exist for other path params, by name (`name`, `slug`, `file`, `kind`…). */
  pathValues: Record<string, string[]>;
  /** `authorization` headers: none, a member, staff, and broken tokens. */
  authorizations: Array<string | undefined>;
}

export type FuzzRequest = InjectOptions & { method: Operation['method']; url: string; label: string };

const FORM_FIELDS = ['user[username]', 'user[email]', 'user[password]', 'user[newsletter]', 'user[terms]', 'user[avatar]', 'password', 'passwordold', 'file', 'user[role]', 'x'];

function pathValue(name: string, schema: JsonSchema, world: FuzzWorld): fc.Arbitrary<string> {
  const known = world.pathValues[name] ?? (/id$/i.test(name) ? world.ids : []);
  const generated = validValue(schema).map((value) => String(value));
  return known.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated }) : generated;
}

const hex = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength, maxLength });

function hostilePathValue(): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 40 }), hex(23, 25));
}

/** encodeURIComponent, with lone surrogates (which it refuses) sent as the replacement character. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encode(values[name] ?? 'x').replace(/%2F/gi, name === '*' ? '/' : '%2F'));
}

/** qs-style serialization, so objects become `key[$ne]=…` and arrays repeat the key. */
function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else if (value !== null && typeof value === 'object') for (const [inner, item] of Object.entries(value)) add(`${key}[${inner}]`, item);
    else parts.push(`${encode(key)}=${encode(String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function multipart(fields: Array<[string, string]>, files: Array<[string, Buffer, string]>): { payload: Buffer; contentType: string } {
  const boundary = 'fuzzboundary0123456789';
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, data, type] of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="f.bin"\r\nContent-Type: ${type}\r\n\r\n`), data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const multipartBody = fc
  .tuple(
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FORM_FIELDS), fc.string({ maxLength: 12 })), fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...NASTY_STRINGS))), { maxLength: 6 }),
    fc.array(fc.tuple(fc.constantFrom('user[avatar]', 'file', 'x'), fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)), fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream')), { maxLength: 2 }),
  )
  .map(([fields, files]) => multipart(fields, files));

type Body = { payload?: string | Buffer; contentType?: string };

function bodyArbitrary(operation: Operation, hostile: boolean): fc.Arbitrary<Body> {
  if (operation.method === 'GET' || operation.method === 'DELETE') {
    return hostile ? fc.oneof(fc.constant<Body>({}), fc.jsonValue().map((value): Body => ({ payload: JSON.stringify(value), contentType: 'application/json' }))) : fc.constant<Body>({});
  }
  const json = (schema: JsonSchema) => (hostile ? hostileValue(schema) : validValue(schema)).map((value): Body => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' }));
  const declared = operation.body ? json(operation.body) : fc.oneof(fc.constant<Body>({}), multipartBody.map((form): Body => ({ payload: form.payload, contentType: form.contentType })));
  if (!hostile) return declared;
  return fc.oneof(
    { weight: 6, arbitrary: declared },
    { weight: 1, arbitrary: fc.constantFrom<Body>({ payload: '{"a":', contentType: 'application/json' }, { payload: '', contentType: 'application/json' }, { payload: 'null', contentType: 'application/json' }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 80 }).map((text): Body => ({ payload: text, contentType: 'text/plain' })) },
    { weight: 1, arbitrary: multipartBody.map((form): Body => ({ payload: form.payload, contentType: form.contentType })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ payload: JSON.stringify(value), contentType: 'application/x-www-form-urlencoded' })) },
    // Deep nesting: a parser or a sanitizer that recurses without a limit.
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 3000 }).map((depth): Body => ({ payload: `${'['.repeat(depth)}${']'.repeat(depth)}`, contentType: 'application/json' })) },
  );
}

function clientAddress(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.tuple(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 })).map(([a, b, c]) => `10.${a}.${b}.${c}`),
    hex(4, 4).map((group) => `2001:db8:${group}::1`),
  );
}

/** One request to `operation`: half well-formed, half with one part broken. */
export function requestFor(operation: Operation, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(operation.pathParams);
  const validPath = fc.record(Object.fromEntries(names.map((name) => [name, pathValue(name, operation.pathParams[name] ?? {}, world)])) as Record<string, fc.Arbitrary<string>>);
  const validQuery = validValue(operation.query) as fc.Arbitrary<Record<string, unknown>>;
  return fc.constantFrom('valid', 'path', 'query', 'body', 'session').chain((broken) => {
    const path =
      broken === 'path' && names.length > 0
        ? validPath.chain((values) => fc.constantFrom(...names).chain((name) => hostilePathValue().map((bad) => ({ ...values, [name]: bad }))))
        : validPath;
    const query =
      broken === 'query'
        ? fc.oneof(
            hostileValue(operation.query).map((value) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { q: value })),
            fc.dictionary(fc.constantFrom('page', 'per_page', 'id', 'q', '$where', 'order', 'idOffer'), nasty),
          )
        : validQuery;
    const authorization = broken === 'session' ? fc.constantFrom(...world.authorizations) : fc.constantFrom(...world.authorizations.slice(0, 4));
    return fc.record({ path, query, body: bodyArbitrary(operation, broken === 'body'), authorization, address: clientAddress() }).map(({ path: values, query: params, body, authorization: auth, address }) => {
      const headers: Record<string, string> = {};
      if (auth !== undefined) headers.authorization = auth;
      if (body.contentType) headers['content-type'] = body.contentType;
      const url = fillPath(operation.path, values) + queryString(params);
      return {
        method: operation.method,
        url,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        remoteAddress: address,
        label: `${operation.method} ${operation.path} [${broken}]`,
      };
    });
  });
}
