import { Type, type Static } from '@sinclair/typebox';
import { ObjectIdString } from './common';

/** Roles, from least to most powerful. Staff (editor, admin, superadmin) see the Dashboard link. */
export const UserRole = Type.Union([Type.Literal('user'), Type.Literal('editor'), Type.Literal('admin'), Type.Literal('superadmin')]);
export type UserRole = Static<typeof UserRole>;

/** The signed-in user as `GET /api/v1/users/current` returns it: never a secret. */
export const CurrentUser = Type.Object({
  id: ObjectIdString,
  name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  /** URL of the avatar (served by the BFF or Google's), or null for the default picture. */
  avatar: Type.Union([Type.String(), Type.Null()]),
  role: UserRole,
  /** False until the owner opens the link mailed to the address; voting, commenting and sharing wait for it. */
  emailConfirmed: Type.Boolean(),
});
export type CurrentUser = Static<typeof CurrentUser>;

/** `POST /api/v1/user_token` body (spec §3). `email` may also hold a username. */
export const LoginBody = Type.Object({
  auth: Type.Object({
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 256 }),
    username: Type.Optional(Type.String({ maxLength: 60 })),
  }),
});
export type LoginBody = Static<typeof LoginBody>;

export const TokenResponse = Type.Object({ jwt: Type.String() });
export type TokenResponse = Static<typeof TokenResponse>;

/**
 * `PATCH /api/v1/users/{id}`: the account after the change. A new e-mail ends every session, so
 * the owner who made it gets a fresh token (`jwt`) for this tab.
 */
export const ProfileUpdateResponse = Type.Intersect([CurrentUser, Type.Object({ jwt: Type.Optional(Type.String()) })]);
export type ProfileUpdateResponse = Static<typeof ProfileUpdateResponse>;

/** `POST /api/v1/users/google_oauth`: the Google ID token (its `credential`). Never a provider id. */
export const GoogleOAuthBody = Type.Object({
  credential: Type.String({ minLength: 20, maxLength: 8192 }),
});
export type GoogleOAuthBody = Static<typeof GoogleOAuthBody>;

/** Answer of `POST /api/v1/users/confirm_user` (multipart user[username], user[email], user[password]). */
export const RegisterResponse = Type.Object({
  valueUser: Type.Boolean(),
  /** A Spanish sentence shown in the '¡Muy Bien!' or '¡Upps!' alert. */
  data: Type.String(),
  /**
   * Never sent since registration answers the same whether or not the e-mail already has an
   * account: the new member signs in by opening the confirmation link (`POST /api/v1/users/confirm_email`).
   */
  jwt: Type.Optional(Type.String()),
});

/** `POST /api/v1/users/confirm_email`: the token of the link mailed at registration (`?token=`). */
export const ConfirmEmailBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
export type ConfirmEmailBody = Static<typeof ConfirmEmailBody>;
export type RegisterResponse = Static<typeof RegisterResponse>;

export const RecoverPasswordBody = Type.Object({
  user: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }),
});
export type RecoverPasswordBody = Static<typeof RecoverPasswordBody>;

export const PasswordResetBody = Type.Object({
  password: Type.String({ maxLength: 256 }),
  token: Type.String({ minLength: 10, maxLength: 200 }),
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** A short Spanish confirmation. */
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** An offer as listed on a public profile (`GET /api/v1/users/{id}?offer=true`). */
export const ProfileOffer = Type.Object({
  id: Type.String(),
  name: Type.String(),
  url: Type.String(),
  image_url: Type.Union([Type.String(), Type.Null()]),
  price: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
});
export type ProfileOffer = Static<typeof ProfileOffer>;

/** `GET /api/v1/users/{id}`: what anyone may see of an account. */
export const PublicProfile = Type.Object({
  id: ObjectIdString,
  name: Type.String(),
  username: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  role: UserRole,
  createdAt: Type.String(),
  offers: Type.Optional(Type.Array(ProfileOffer)),
});
export type PublicProfile = Static<typeof PublicProfile>;

export const UserActivityItem = Type.Object({
  id: ObjectIdString,
  kind: Type.String(),
  title: Type.String(),
  url: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type UserActivityItem = Static<typeof UserActivityItem>;

/** `GET /api/v1/users/history_data?id=&page=`: a user's recent activity, newest first. */
export const UserHistoryResponse = Type.Object({
  data: Type.Array(UserActivityItem),
  page: Type.Integer(),
  perPage: Type.Integer(),
  total: Type.Integer(),
});
export type UserHistoryResponse = Static<typeof UserHistoryResponse>;

/** Public, non-secret settings the auth modal needs (`GET /api/v1/users/auth_settings`). */
export const AuthSettings = Type.Object({
  googleClientId: Type.Union([Type.String(), Type.Null()]),
});
export type AuthSettings = Static<typeof AuthSettings>;
