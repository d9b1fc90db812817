import { baseApi } from '../api/baseApi';
import { isUserRole, type UserRole } from './roles';
import { removeToken } from './tokenStorage';
import { tokenChanged } from './sessionSlice';

/** The signed-in user as `GET /api/v1/users/current` returns it (spec §3 User, minus the password). */
export interface CurrentUser {
  id: string;
  name: string;
  username: string;
  email: string;
  avatar: string | null;
  role: UserRole;
  /** False until the owner opens the link mailed to the address (voting, commenting and sharing wait for it). */
  emailConfirmed: boolean;
}

function toCurrentUser(body: unknown): CurrentUser | null {
  if (!body || typeof body !== 'object') return null;
  const raw = body as Record<string, unknown>;
  if ((typeof raw.id !== 'string' && typeof raw.id !== 'number') || !isUserRole(raw.role)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: String(raw.id),
    name: text(raw.name),
    username: text(raw.username),
    email: text(raw.email),
    avatar: typeof raw.avatar === 'string' && raw.avatar !== '' ? raw.avatar : null,
    role: raw.role,
    // Only an explicit false: a BFF from before confirmation existed sends no field.
    emailConfirmed: raw.emailConfirmed !== false,
  };
}

export const currentUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `null` means "no user": no token, or the token was refused (401). */
    getCurrentUser: build.query<CurrentUser | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('/v1/users/current');
        if (result.error) {
          return result.error.status === 401 ? { data: null } : { error: result.error };
        }
        return { data: toCurrentUser(result.data) };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // A refused token would otherwise be sent with every request and keep the user a
          // "ghost": logged in for the UI, anonymous for the API.
          if (data === null) {
            removeToken();
            dispatch(tokenChanged(null));
          }
        } catch {
          // Network or server error: keep the token, the next start tries again.
        }
      },
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useGetCurrentUserQuery } = currentUserApi;
