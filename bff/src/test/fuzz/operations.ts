// The operations of the OpenAPI document the BFF publishes (`app.swagger()`), in the shape the
// fuzz test needs: method, path template, and the schemas of its path, query and body.
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schema-arbitrary';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template: `/api/v1/offers/{id}`. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: JsonSchema;
  /** JSON body schema; null when the operation declares none (GET, multipart forms, bodiless POSTs). */
  body: JsonSchema | null;
  /** Other media types the body may come as (`text/plain` error reports, Sentry envelopes). */
  otherMediaTypes: string[];
  /** Refusals documented as an HTML page (a page a person opens from a mail), not JSON. */
  refusesWithPage: boolean;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const pathParams: Record<string, JsonSchema> = {};
      const query: JsonSchema = { type: 'object', properties: {}, required: [] };
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path') pathParams[parameter.name] = parameter.schema ?? { type: 'string' };
        if (parameter.in === 'query') {
          query.properties![parameter.name] = parameter.schema ?? { type: 'string' };
          if (parameter.required) query.required!.push(parameter.name);
        }
      }
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: upper as Operation['method'],
        path,
        pathParams,
        query,
        body: content['application/json']?.schema ?? null,
        otherMediaTypes: Object.keys(content).filter((type) => type !== 'application/json'),
        refusesWithPage: Object.entries(operation.responses ?? {}).some(([status, response]) => status.startsWith('4') && 'text/html' in (response.content ?? {})),
      });
    }
  }
  return operations;
}
