import { errorMessage, errorStatus } from '../profile-layout/apiError';

/**
 * Puts the BFF's Spanish message under the field it is about (the server owns the rules: a taken
 * username, a bad e-mail, a wrong current password); anything else is a message for the whole form.
 */
export function serverFieldError<Field extends string>(
  error: unknown,
  fields: ReadonlyArray<{ field: Field; mentions: RegExp }>,
  fallback: string,
): { field: Field | 'form'; message: string } {
  const status = errorStatus(error);
  const message = errorMessage(error, fallback);
  if (status === 400 || status === 409) {
    const match = fields.find((candidate) => candidate.mentions.test(message));
    if (match) return { field: match.field, message };
  }
  return { field: 'form', message };
}
