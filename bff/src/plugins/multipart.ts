import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ValidationError } from '../errors';

/** Upload limits: one file (an avatar or an offer image) of at most 5 MB, a few text fields. */
export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 };

export const MULTIPART_MESSAGES = {
  notMultipart: 'Se esperaba un formulario multipart (multipart/form-data).',
  noBoundary: 'El formulario no indica su separador: falta «boundary» en el tipo de contenido multipart/form-data.',
  nameless: 'Cada campo del formulario necesita un nombre.',
  incomplete: 'El formulario llegó incompleto o mal formado. Vuelve a enviarlo.',
  oneFile: 'Solo se admite un archivo por formulario.',
  forbiddenName: 'El formulario tiene un campo con un nombre no permitido.',
  badJsonField: 'Un campo del formulario se declara como JSON y no lo es.',
} as const;

export interface FormField {
  name: string;
  value: string;
  /** Longer than UPLOAD_LIMITS.fieldSize: the value was cut. */
  truncated: boolean;
}

export interface FormFile {
  name: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** A whole multipart form, read and checked: its text fields in order and its one file, if any. */
export interface MultipartBody {
  fields: FormField[];
  file: FormFile | null;
}

/** The boundary parameter of a multipart content type (quoted or not), or null. */
export function formBoundary(contentType: string | undefined): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,200})"|([^\s;"]{1,200}))\s*(?:;|$)/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * Watches a request body for the form's closing delimiter (`--boundary--`). The multipart parser
 * treats a body that stops short as a normal end, so without this a form cut in the middle of a
 * field would be taken, silently, as a shorter form.
 */
export function watchClosingDelimiter(stream: Readable, boundary: string): { seen(): boolean; stop(): void } {
  const needle = Buffer.from(`--${boundary}--`);
  let tail = Buffer.alloc(0);
  let found = false;
  const onData = (chunk: Buffer | string) => {
    if (found) return;
    const data = Buffer.concat([tail, Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)]);
    found = data.includes(needle);
    // Keep enough of the end to find a delimiter split across two chunks.
    tail = data.subarray(Math.max(0, data.length - needle.length + 1));
  };
  stream.on('data', onData);
  return { seen: () => found, stop: () => stream.off('data', onData) };
}

/** What went wrong while parsing, as the caller's fault (400) unless it is a size limit (413). */
function formError(error: unknown): Error {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_FILES_LIMIT':
      return ValidationError(MULTIPART_MESSAGES.oneFile);
    case 'FST_PROTO_VIOLATION':
      return ValidationError(MULTIPART_MESSAGES.forbiddenName);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return ValidationError(MULTIPART_MESSAGES.badJsonField);
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return error as Error; // 413s, worded by the error handler
    default:
      // The parser's own errors are plain ones about the body (a broken part header, a part cut short).
      return ValidationError(MULTIPART_MESSAGES.incomplete);
  }
}

/**
 * Reads a route's whole multipart form. Every route that takes one reads it here, so a malformed
 * form (no boundary, a nameless part, a body cut short, a second file) is the same Spanish 400
 * everywhere. The route must declare `consumes: ['multipart/form-data']`: the OpenAPI document
 * says so, and the test that sends broken forms to every multipart route finds the routes by it.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.routeOptions.schema?.consumes?.includes('multipart/form-data')) {
    throw new Error(`${request.routeOptions.url ?? request.url} reads a multipart form without declaring consumes: ['multipart/form-data']`);
  }
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MULTIPART_MESSAGES.notMultipart);
  const boundary = formBoundary(request.headers['content-type']);
  if (!boundary) throw ValidationError(MULTIPART_MESSAGES.noBoundary);

  const parts = request.parts()[Symbol.asyncIterator]();
  // Attached before the first parts.next() below pipes the body into the parser; a stream starts
  // flowing only on the next tick, so both listeners see every chunk.
  const closing = watchClosingDelimiter(request.raw, boundary);
  const body: MultipartBody = { fields: [], file: null };
  let done = false;
  try {
    for (;;) {
      const next = await parts.next().catch((error: unknown) => Promise.reject(formError(error)));
      if (next.done) break;
      const part = next.value;
      // Busboy gives a part without `name` an undefined field name.
      const name = typeof part.fieldname === 'string' ? part.fieldname : '';
      if (part.type === 'file') {
        const data = await part.toBuffer().catch((error: unknown) => Promise.reject(formError(error)));
        if (!name) throw ValidationError(MULTIPART_MESSAGES.nameless);
        // UPLOAD_LIMITS.files is 1: a second file stops the parser (FST_FILES_LIMIT) before it gets here.
        body.file = { name, filename: part.filename, mimetype: part.mimetype, data };
        continue;
      }
      if (!name) throw ValidationError(MULTIPART_MESSAGES.nameless);
      // A part sent as application/json arrives parsed; every field here is text.
      if (typeof part.value !== 'string') throw ValidationError(`El campo «${name}» debe ser un texto.`);
      body.fields.push({ name, value: part.value, truncated: part.valueTruncated });
    }
    done = true;
  } finally {
    closing.stop();
    if (!done) await parts.return?.(undefined).catch(() => undefined);
  }
  if (!closing.seen()) throw ValidationError(MULTIPART_MESSAGES.incomplete);
  return body;
}

export default fp(
  async (app) => {
    await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  },
  { name: 'multipart' },
);
