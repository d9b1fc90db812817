// Reads the users module's multipart forms: `user[username]` and `username` are the same field.
// The route schemas cannot see a multipart body, so every field is checked here.
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../errors';

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
 * refused, so a typo is a clear 400 instead of a silent no-op.
 */
export async function readForm(request: FastifyRequest, allowed: readonly string[], fileField?: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Se esperaba un formulario multipart (multipart/form-data).');
  const fields = new Map<string, string>();
  let file: MultipartForm['file'] = null;
  for await (const part of request.parts()) {
    const key = fieldKey(part.fieldname);
    if (part.type === 'file') {
      if (!fileField || key !== fileField) {
        part.file.resume();
        throw ValidationError(`El campo «${part.fieldname}» no admite archivos.`);
      }
      file = { field: key, data: await part.toBuffer() };
      continue;
    }
    if (!allowed.includes(key)) throw ValidationError(`El campo «${part.fieldname}» no está permitido.`);
    if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', `El campo «${part.fieldname}» es demasiado largo.`);
    if (typeof part.value !== 'string') throw ValidationError(`El campo «${part.fieldname}» debe ser un texto.`);
    fields.set(key, part.value);
  }
  return { fields, file };
}

/** A required text field: present and not blank after trimming. */
export function requiredField(form: MultipartForm, key: string, missingMessage: string): string {
  const value = form.fields.get(key);
  if (value === undefined || !value.trim()) throw ValidationError(missingMessage);
  return value;
}
