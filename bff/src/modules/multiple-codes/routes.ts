import { ApiError, IpResponse, MultipleCode, MultipleCodeClaim, MultipleCodePatchBody, MultipleCodesResponse, ObjectIdString } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors';
import { STAFF_ROLES } from '../../plugins/auth';
import { readMultipart } from '../../plugins/multipart';
import { claimCode, codesForOffer, configureClaims, markCodeUsed, normalizeIp } from './service';
import { repairClaimedCodes } from './repair';

const OfferQuery = Type.Object({ idOffer: ObjectIdString });

// The PATCH body comes as form data (`multiple_code[used_ip]`, SPEC §7) or as JSON of the same keys.
const PatchBody = MultipleCodePatchBody;
type PatchBody = MultipleCodePatchBody;
const PATCH_FIELDS = Object.keys(PatchBody.properties);

/** The route schema cannot see a multipart body, so both forms are checked here against one schema. */
async function readPatchBody(request: FastifyRequest): Promise<PatchBody> {
  let body: unknown = request.body;
  if (request.isMultipart()) {
    const form = await readMultipart(request);
    if (form.file) throw ValidationError(`El campo «${form.file.name}» no admite archivos.`);
    const fields: Record<string, string> = {};
    for (const field of form.fields) {
      if (!PATCH_FIELDS.includes(field.name)) throw ValidationError(`El campo «${field.name}» no está permitido.`);
      fields[field.name] = field.value;
    }
    body = fields;
  }
  if (typeof body !== 'object' || body === null) throw ValidationError('Falta el campo obligatorio «multiple_code[used_ip]».');
  const unknown = Object.keys(body).find((key) => !PATCH_FIELDS.includes(key));
  if (unknown) throw ValidationError(`El campo «${unknown}» no está permitido.`);
  if (!Value.Check(PatchBody, body)) {
    const first = Value.Errors(PatchBody, body).First();
    const field = first?.path.replace(/^\//, '') || 'multiple_code[used_ip]';
    throw ValidationError(`El campo «${field}» no es válido.`);
  }
  return body;
}

export const multipleCodesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  configureClaims(app.config.claimsPerMinute);
  // Codes handed out just before a crash get their "used" mark back before the first request.
  app.addHook('onReady', async () => {
    const repaired = await repairClaimedCodes();
    if (repaired > 0) app.log.warn({ repaired }, 'códigos entregados sin su marca de usado: reparados desde sus reclamos');
  });

  app.get(
    '/api/ip',
    { schema: { tags: ['multiple-codes'], summary: 'La IP de quien consulta (según TRUST_PROXY)', response: { 200: IpResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ip: normalizeIp(request.ip) };
    },
  );

  app.post(
    '/api/v1/multiple_codes/claim',
    {
      // A claim changes no page at once; a coupon's last code shows 'Agotado' once the pages' few seconds pass.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, keepsGuestPages: true },
      schema: {
        tags: ['multiple-codes'],
        summary: 'Entrega el código de esta IP: el que ya tenía o el primero sin usar (410 «No mas cupones»)',
        querystring: OfferQuery,
        response: { 200: MultipleCodeClaim, 400: ApiError, 404: ApiError, 410: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A visitor who gave up (closed the tab, timed out) is skipped when the line reaches them.
      return claimCode(request.query.idOffer, request.ip, new Date(), () => request.raw.destroyed);
    },
  );

  app.get(
    '/api/v1/multiple_codes/codes_for_offer',
    {
      preHandler: app.requireRole(...STAFF_ROLES),
      schema: {
        tags: ['multiple-codes'],
        summary: 'Personal: todos los códigos de un cupón y a qué IP se entregó cada uno',
        querystring: OfferQuery,
        response: { 200: MultipleCodesResponse, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request) => codesForOffer(request.query.idOffer),
  );

  app.patch(
    '/api/v1/multiple_codes/:id',
    {
      preHandler: app.requireRole(...STAFF_ROLES),
      schema: {
        tags: ['multiple-codes'],
        summary: 'Personal: marca un código como entregado a una IP (409 si ya es de otra)',
        description: 'Formulario multipart/form-data o JSON con multiple_code[used_ip], multiple_code[used_at] (ISO) y multiple_code[used_coupon]=true.',
        consumes: ['multipart/form-data', 'application/json'],
        params: Type.Object({ id: ObjectIdString }),
        response: { 200: MultipleCode, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      const body = await readPatchBody(request);
      const usedAt = body['multiple_code[used_at]'];
      return markCodeUsed(request.params.id, body['multiple_code[used_ip]'], usedAt ? new Date(usedAt) : undefined);
    },
  );
};
