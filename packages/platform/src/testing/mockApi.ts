// A stand-in for the BFF in component tests: answers by "METHOD /path" and records every request.
// Handlers get the query string too, so paged lists can answer page by page.

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  contentType: string | null;
  /** A JSON body, parsed. */
  json: unknown;
  /** Text fields of a multipart body; its files are listed in `files`. */
  form: Record<string, string> | null;
  files: Record<string, { name: string; type: string; size: number }>;
}

export type MockApiHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function mockApi(handlers: Record<string, MockApiHandler>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  global.fetch = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    const contentType = input.headers.get('content-type');
    let json: unknown = null;
    let form: Record<string, string> | null = null;
    const files: RecordedRequest['files'] = {};
    if (contentType?.startsWith('multipart/form-data')) {
      form = {};
      for (const [key, value] of (await input.formData()).entries()) {
        if (typeof value === 'string') form[key] = value;
        else files[key] = { name: value.name, type: value.type, size: value.size };
      }
    } else if (contentType?.includes('json')) {
      json = await input.json();
    }
    const recorded: RecordedRequest = { method: input.method, path: url.pathname, query: url.searchParams, authorization: input.headers.get('authorization'), contentType, json, form, files };
    requests.push(recorded);
    const handler = handlers[`${input.method} ${url.pathname}`];
    if (!handler) return Response.json({ statusCode: 404, error: 'Not Found', message: 'No encontramos el recurso solicitado.' }, { status: 404 });
    return handler(recorded);
  }) as unknown as typeof fetch;
  return requests;
}

export const apiError = (status: number, message: string) => Response.json({ statusCode: status, error: 'Error', message }, { status });
