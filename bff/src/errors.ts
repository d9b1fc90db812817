// Typed errors thrown by services. One error handler (plugins/errors.ts) maps them to HTTP
// statuses; their messages are Spanish and safe to show to people.
export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  /** Signed in, but the account's e-mail is not confirmed yet (voting, commenting, sharing). */
  | 'EMAIL_UNCONFIRMED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  EMAIL_UNCONFIRMED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
  }
}

export const ValidationError = (message: string) => new AppError('VALIDATION', message);
export const UnauthorizedError = (message = 'Debes iniciar sesión para continuar.') => new AppError('UNAUTHORIZED', message);
export const ForbiddenError = (message = 'No tienes permiso para hacer esto.') => new AppError('FORBIDDEN', message);
export const NotFoundError = (message = 'No encontramos lo que buscas.') => new AppError('NOT_FOUND', message);
export const ConflictError = (message: string) => new AppError('CONFLICT', message);
/** Well-formed, but what it points at does not hold up (a deploy whose files are missing or do not fit). */
export const UnprocessableError = (message: string) => new AppError('UNPROCESSABLE', message);
export const GoneError = (message: string) => new AppError('GONE', message);

/**
 * MongoDB's duplicate-key error: the loser of a unique-index race. FerretDB v1 reports a unique
 * violation caused by an update (not an insert) as code 1 with SQLite's message, so that counts too.
 */
export function isDuplicateKeyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 11000 || (code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}
