// Query strings and path parameters are text, so their schemas coerce ('2' → 2, one value → an
// array). JSON bodies arrive typed: coercing them would accept `price: true` as 1, `"0x10"` as 16,
// `"   "` as 0 or a password sent as an array. Bodies are checked exactly, everything else coerced.
import AjvCompiler from '@fastify/ajv-compiler';

type BuildCompilerFromPool = ReturnType<typeof AjvCompiler>;
type RouteCompiler = ReturnType<BuildCompilerFromPool>;
/** What Fastify hands the compiler for each part of each route (the typings say only `schema`). */
interface RouteSchema {
  schema: unknown;
  httpPart?: string;
}

export function buildValidator(): BuildCompilerFromPool {
  const fromPool = AjvCompiler();
  const factory = (externalSchemas: Parameters<BuildCompilerFromPool>[0], options: Parameters<BuildCompilerFromPool>[1]): RouteCompiler => {
    // Fastify always passes its `ajv` option here: { customOptions, plugins } (never JTD on this site).
    const given = (options ?? {}) as { customOptions?: Record<string, unknown>; plugins?: never[] };
    const coercing = fromPool(externalSchemas, { ...given, customOptions: { ...given.customOptions } });
    const exact = fromPool(externalSchemas, { ...given, customOptions: { ...given.customOptions, coerceTypes: false } });
    const compile = (route: RouteSchema) => (route.httpPart === 'body' ? exact : coercing)(route as never);
    return compile as unknown as RouteCompiler;
  };
  return factory as BuildCompilerFromPool;
}
