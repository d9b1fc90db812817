// Uploads (`POST /api/v1/assets?type=`) and the image "CDN" (SPEC §7 Other): any stored image,
// resized by width and height, rendered once per size and cached on disk, sent with a one-year
// immutable cache lifetime (a key's content never changes: it is the hash of the bytes).
import { clientNetwork } from '../../lib/client-network';
import { ApiError, AssetType, AssetUploadResponse, ImageSizeQuery, snapImageSize } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError, ValidationError } from '../../errors';
import { readMultipart } from '../../plugins/multipart';
import { ASSET_KINDS } from './model';
import { assetStorage, MAX_VARIANT_SIDE } from './storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const assetsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = assetStorage(app.config.dataDir);

  app.post(
    '/api/v1/assets',
    {
      preHandler: app.requireConfirmedUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (request) => `assets:${request.session?.sub ?? clientNetwork(request.ip)}` } },
      schema: {
        tags: ['assets'],
        summary: 'Sube una imagen (PNG, JPEG, GIF o WebP, hasta 5 MB) en el campo de archivo del formulario',
        consumes: ['multipart/form-data'],
        querystring: Type.Object({ type: AssetType }),
        response: { 201: AssetUploadResponse, 400: ApiError, 401: ApiError, 403: ApiError, 413: ApiError, 415: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Se esperaba un formulario multipart (multipart/form-data) con la imagen.');
      // Text fields are ignored: the editors send only the file, under whatever name.
      const { file } = await readMultipart(request);
      if (!file) throw ValidationError('Falta la imagen en el formulario.');
      if (file.data.length === 0) throw ValidationError('La imagen está vacía.');
      const asset = await storage.save(file.data, request.query.type);
      return reply.status(201).send({ key: asset.key, url: `/api/v1/images/${asset.key}`, width: asset.width, height: asset.height });
    },
  );

  app.get(
    '/api/v1/images/:kind/:hash',
    {
      schema: {
        tags: ['assets'],
        summary: 'Una imagen guardada, redimensionada (width/height se ajustan a la escala de tamaños; fit=cover recorta)',
        params: Type.Object({
          kind: Type.Union(ASSET_KINDS.map((kind) => Type.Literal(kind))),
          hash: Type.String({ pattern: '^[0-9a-f]{24}$' }),
        }),
        querystring: ImageSizeQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'WebP' }), 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const key = `${request.params.kind}/${request.params.hash}`;
      const { width, height, fit } = request.query;
      let body: Buffer;
      if (!width && !height) {
        body = await storage.read(key);
      } else {
        // A missing side is left free (up to the maximum), so the picture keeps its proportions.
        body = await storage.variant(key, {
          width: width ? snapImageSize(width) : MAX_VARIANT_SIDE,
          height: height ? snapImageSize(height) : MAX_VARIANT_SIDE,
          fit: width && height ? (fit ?? 'cover') : 'inside',
        });
      }
      return reply.header('content-type', 'image/webp').header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff').send(body);
    },
  );
};
