// A stand-in for the BFF in component tests: answers by "METHOD /path" and records every request.
// Handlers get the query string too, so paged lists can answer page by page.

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  json: unknown;
}

export type MockApiHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function mockApi(handlers: Record<string, MockApiHandler>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  global.fetch = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    const contentType = input.headers.get('content-type');
    const json: unknown = contentType?.includes('json') ? await input.json() : null;
    const recorded: RecordedRequest = { method: input.method, path: url.pathname, query: url.searchParams, authorization: input.headers.get('authorization'), json };
    requests.push(recorded);
    const handler = handlers[`${input.method} ${url.pathname}`];
    if (!handler) return Response.json({ statusCode: 404, error: 'Not Found', message: 'No encontramos el recurso solicitado.' }, { status: 404 });
    return handler(recorded);
  }) as unknown as typeof fetch;
  return requests;
}

export const apiError = (status: number, message: string) => Response.json({ statusCode: status, error: 'Error', message }, { status });
