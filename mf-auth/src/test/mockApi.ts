// A stand-in for the BFF in component tests: answers by "METHOD /path" and records every request.

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  json: unknown;
  form: Record<string, string> | null;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function mockApi(handlers: Record<string, Handler>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  global.fetch = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    const contentType = input.headers.get('content-type');
    let json: unknown = null;
    let form: Record<string, string> | null = null;
    if (contentType?.startsWith('multipart/form-data')) {
      form = {};
      for (const [key, value] of (await input.formData()).entries()) form[key] = String(value);
    } else if (contentType?.includes('json')) {
      json = await input.json();
    }
    const recorded: RecordedRequest = { method: input.method, path: url.pathname, authorization: input.headers.get('authorization'), contentType, json, form };
    requests.push(recorded);
    const handler = handlers[`${input.method} ${url.pathname}`];
    if (!handler) return Response.json({ statusCode: 404, error: 'Not Found', message: 'No encontramos el recurso solicitado.' }, { status: 404 });
    return handler(recorded);
  }) as unknown as typeof fetch;
  return requests;
}

export const apiError = (status: number, message: string) => Response.json({ statusCode: status, error: 'Error', message }, { status });
