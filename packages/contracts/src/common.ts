import { Type, type Static } from '@sinclair/typebox';

/** Every 4xx/5xx answer of the API has this body; `message` is Spanish and meant for people. */
export const ApiError = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ApiError>;

/** A MongoDB ObjectId as it travels over the API. */
export const ObjectIdString = Type.String({ pattern: '^[0-9a-fA-F]{24}$' });
export type ObjectIdString = Static<typeof ObjectIdString>;
