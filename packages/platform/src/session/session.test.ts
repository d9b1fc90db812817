import { waitFor } from '@testing-library/react';
import { makeStore } from '../store/makeStore';
import { currentUserApi } from './currentUserApi';
import { isStaff } from './roles';
import { selectToken } from './sessionSlice';
import { loggedIn, logout } from './sessionThunks';

const user = { id: 7, name: 'Ana Gómez', username: 'anagomez', email: 'ana@example.co', avatar: '', role: 'editor' };

function mockFetch(respond: (request: Request) => Response) {
  const calls: Request[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    calls.push(request);
    return respond(request);
  }) as typeof fetch;
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('session token (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the token kept under APP_TOKEN', () => {
    localStorage.setItem('APP_TOKEN', 'abc');
    expect(selectToken(makeStore().getState())).toBe('abc');
    expect(selectToken((localStorage.clear(), makeStore()).getState())).toBeNull();
  });

  it('stores the token on login and sends it as a bearer token when fetching the current user', async () => {
    const calls = mockFetch(() => json(200, user));
    const store = makeStore();
    store.dispatch(loggedIn('jwt-1'));
    expect(localStorage.getItem('APP_TOKEN')).toBe('jwt-1');
    expect(selectToken(store.getState())).toBe('jwt-1');

    const result = await store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
    expect(calls[0]?.url).toBe('http://localhost/api/v1/users/current');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
    // A BFF from before e-mail confirmation sends no `emailConfirmed`: such an account counts as confirmed.
    expect(result.data).toEqual({ ...user, id: '7', avatar: null, emailConfirmed: true });
    const unconfirmed = mockFetch(() => json(200, { ...user, emailConfirmed: false }));
    const again = await store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
    expect(unconfirmed).toHaveLength(1);
    expect(again.data?.emailConfirmed).toBe(false);
  });

  it('sends no Authorization header for a guest', async () => {
    const calls = mockFetch(() => json(401, { message: 'No autorizado' }));
    const store = makeStore();
    await store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('treats a refused token (401) as no user and forgets the token', async () => {
    localStorage.setItem('APP_TOKEN', 'expired');
    mockFetch(() => json(401, { message: 'Token vencido' }));
    const store = makeStore();
    const result = await store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toBeNull();
    await waitFor(() => expect(selectToken(store.getState())).toBeNull());
    expect(localStorage.getItem('APP_TOKEN')).toBeNull();
  });

  it('logout removes the token and drops the cached user', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt-1');
    mockFetch(() => json(200, user));
    const store = makeStore();
    await store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
    store.dispatch(logout());
    expect(localStorage.getItem('APP_TOKEN')).toBeNull();
    expect(selectToken(store.getState())).toBeNull();
    expect(currentUserApi.endpoints.getCurrentUser.select()(store.getState()).data).toBeUndefined();
  });

  it('logout asks the server to revoke the session, with its token, without waiting for it', async () => {
    localStorage.setItem('APP_TOKEN', 'jwt-9');
    let answer: (response: Response) => void = () => undefined;
    const calls: Request[] = [];
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init));
      return new Promise<Response>((resolve) => (answer = resolve));
    }) as typeof fetch;
    const store = makeStore();
    store.dispatch(logout());
    // Signed out here at once, before the server answers.
    expect(selectToken(store.getState())).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('DELETE');
    expect(calls[0]?.url).toBe('http://localhost/api/v1/user_token');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer jwt-9');
    answer(new Response(null, { status: 204 }));
  });

  it('a guest logging out sends nothing', () => {
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    makeStore().dispatch(logout());
    expect(calls).toHaveLength(0);
  });
});

describe('isStaff (spec §6)', () => {
  it.each([
    ['admin', true],
    ['editor', true],
    ['superadmin', true],
    ['user', false],
    [null, false],
  ] as const)('%s → %s', (role, expected) => {
    expect(isStaff(role)).toBe(expected);
  });
});
