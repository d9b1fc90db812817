// Reads the users module's multipart forms: `user[username]` and `username` are the same field.
// The route schemas cannot see a multipart body, so every field is checked here.
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../errors';
import { readMultipart } from '../../plugins/multipart';

export interface MultipartForm {
  fields: Map<string, string>;
  file: { field: string; data: Buffer } | null;
}

/** `user[email]` → `email`; other names stay as they are. */
function fieldKey(name: string): string {
  const match = /^user\[([a-z_]+)\]$/i.exec(name);
  return (match?.[1] ?? name).toLowerCase();
}

/**
 * Collects the text fields in `allowed` and at most one file in `fileField`. Unknown fields are
 * refused, so a typo is a clear 400 instead of a silent no-op. A malformed form is refused by
 * readMultipart before any field is looked at.
 */
export async function readForm(request: FastifyRequest, allowed: readonly string[], fileField?: string): Promise<MultipartForm> {
  const body = await readMultipart(request);
  const fields = new Map<string, string>();
  for (const part of body.fields) {
    const key = fieldKey(part.name);
    if (!allowed.includes(key)) throw ValidationError(`El campo «${part.name}» no está permitido.`);
    if (part.truncated) throw new AppError('PAYLOAD_TOO_LARGE', `El campo «${part.name}» es demasiado largo.`);
    fields.set(key, part.value);
  }
  let file: MultipartForm['file'] = null;
  if (body.file) {
    const key = fieldKey(body.file.name);
    if (!fileField || key !== fileField) throw ValidationError(`El campo «${body.file.name}» no admite archivos.`);
    file = { field: key, data: body.file.data };
  }
  return { fields, file };
}

/** A required text field: present and not blank after trimming. */
export function requiredField(form: MultipartForm, key: string, missingMessage: string): string {
  const value = form.fields.get(key);
  if (value === undefined || !value.trim()) throw ValidationError(missingMessage);
  return value;
}
