// A stand-in for the BFF in component tests: answers by "METHOD /path" (handlers read the query
// from `request.query`), records every request with its JSON body, and answers the signed-in user.

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  body: unknown;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const apiError = (status: number, message: string) => Response.json({ statusCode: status, error: 'Error', message }, { status });

export function staffUser(role: 'user' | 'editor' | 'admin' | 'superadmin') {
  return { id: '65f0000000000000000000aa', name: 'Laura Ríos', username: 'lrios', email: 'laura@gangazo.co', avatar: null, role };
}

/** Signs in as `role` (a token in localStorage) and serves `handlers`; everything else is a 404. */
export function mockApi(role: 'user' | 'editor' | 'admin' | 'superadmin' | null, handlers: Record<string, Handler>): RecordedRequest[] {
  localStorage.clear();
  if (role) localStorage.setItem('APP_TOKEN', 'jwt-staff');
  const requests: RecordedRequest[] = [];
  global.fetch = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    const text = input.method === 'GET' ? '' : await input.text();
    const recorded: RecordedRequest = {
      method: input.method,
      path: url.pathname,
      query: url.searchParams,
      authorization: input.headers.get('authorization'),
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    requests.push(recorded);
    if (url.pathname === '/api/v1/users/current') return role ? Response.json(staffUser(role)) : apiError(401, 'Debes iniciar sesión para continuar.');
    const handler = handlers[`${input.method} ${url.pathname}`];
    if (!handler) return apiError(404, 'No encontramos el recurso solicitado.');
    return handler(recorded);
  }) as unknown as typeof fetch;
  return requests;
}

export const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');
