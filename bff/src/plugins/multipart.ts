import fastifyMultipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** Upload limits: one file (an avatar or an offer image) of at most 5 MB, a few text fields. */
export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 };

export default fp(
  async (app) => {
    await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  },
  { name: 'multipart' },
);
