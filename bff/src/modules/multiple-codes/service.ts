// Multiple-code coupons (SPEC §4): each visitor IP gets one code, the same one every time.
// Exactly-once is carried by the unique indexes of CodeClaim (one claim per code, one code per IP
// and offer): a request that loses an insert race gets E11000 and retries with the next unused code in order; nothing here relies on
// read-then-write or on findOneAndUpdate, which FerretDB does not make atomic.
import { clientNetwork } from '../../lib/client-network';
import { NO_MORE_CODES_MESSAGE, type MultipleCode, type MultipleCodeClaim, type MultipleCodesResponse } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { AppError, ConflictError, GoneError, NotFoundError, ValidationError, isDuplicateKeyError } from '../../errors';
import { ClaimDesks, ClaimRefused } from './claim-desk';
import { OfferModel } from '../offers/model';
import { findOfferById } from '../offers/repository';
import { isExpired, type OfferRow } from '../offers/present';
import { CodeClaimModel, MultipleCodeModel } from './model';

/** `::ffff:10.0.0.1` and `10.0.0.1` are the same visitor. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

interface CodeRow {
  _id: Types.ObjectId;
  offerId: Types.ObjectId;
  value: string;
  position: number;
}
interface ClaimRow {
  codeId: Types.ObjectId;
  ip: string;
  claimedAt: Date;
}

/**
 * The coupon's claim fields, from the offers' entity cache (exact on every write to the offer): a
 * crowd claiming one coupon reads it from the database once, not once per claim.
 */
async function multipleCodeOffer(offerId: string): Promise<{ _id: Types.ObjectId; status: OfferRow['status']; endsAt: Date | null; codesExhausted: boolean }> {
  const offer = await findOfferById(offerId);
  if (!offer) throw NotFoundError('No encontramos ese cupón.');
  if (offer.kind !== 'coupon' || !offer.multipleCodes) throw NotFoundError('Este cupón no reparte códigos individuales.');
  const id = offer._id instanceof Types.ObjectId ? offer._id : new Types.ObjectId(offer._id);
  return { _id: id, status: offer.status, endsAt: offer.endsAt, codesExhausted: offer.codesExhausted === true };
}

/** Reflects a claim on the code row (what staff see); the claim row stays the truth. */
async function markUsed(codeId: Types.ObjectId, ip: string, at: Date): Promise<void> {
  await MultipleCodeModel.updateOne({ _id: codeId }, { $set: { usedCoupon: true, usedIp: ip, usedAt: at } });
}

let claimsPerMinute = 300;
/** The desks of every coupon, for this process (claim-desk.ts). */
export const claimDesks = new ClaimDesks(() => claimsPerMinute);

/** From the configuration (CLAIMS_PER_MINUTE): codes one coupon hands out per minute at most. */
export function configureClaims(perMinute: number): void {
  claimsPerMinute = perMinute;
}

export const CLAIMS_BUSY_MESSAGE = 'Mucha gente está pidiendo códigos de este cupón en este momento. Intenta de nuevo en un minuto.';

/**
 * The code for this client: the one it already has, else the first unused one (by position),
 * claimed now. 410 'No mas cupones' when every code is taken. Codes go out strictly in order, one
 * claim at a time per coupon (claim-desk.ts), so the handed-out codes always form a prefix of the
 * list. (Staff PATCH is the one exception: it can hand out any code by hand.)
 */
export async function claimCode(offerId: string, rawIp: string, now = new Date(), clientGone: () => boolean = () => false): Promise<MultipleCodeClaim> {
  // One code per client: an IPv4 address, or a whole IPv6 /64 (its owner rotates addresses in it at will).
  const ip = clientNetwork(rawIp);
  const offer = await multipleCodeOffer(offerId);
  try {
    const outcome = await claimDesks.claim(offer._id, ip, now, clientGone, isExpired(offer, now));
    if (outcome.tookLast) await syncCodesExhausted(offer._id);
    return { id: String(outcome.code._id), value: outcome.code.value, used_ip: ip, used_at: outcome.claim.claimedAt.toISOString(), already_claimed: outcome.alreadyClaimed };
  } catch (error) {
    if (!(error instanceof ClaimRefused)) throw error;
    switch (error.reason) {
      case 'expired':
        throw GoneError('Este cupón ya expiró.');
      case 'busy':
        throw new AppError('TOO_MANY_REQUESTS', CLAIMS_BUSY_MESSAGE);
      case 'client-gone':
        throw ConflictError('La solicitud se canceló antes de su turno.');
      case 'no-more-codes':
        // Already marked: a crowd turned away must not recount the claims once each.
        if (!offer.codesExhausted) await syncCodesExhausted(offer._id);
        throw GoneError(NO_MORE_CODES_MESSAGE);
      case 'code-missing':
        throw GoneError(NO_MORE_CODES_MESSAGE);
    }
  }
}

function toMultipleCode(code: CodeRow, claim: ClaimRow | undefined): MultipleCode {
  return {
    id: String(code._id),
    value: code.value,
    used_coupon: !!claim,
    used_ip: claim?.ip ?? null,
    used_at: claim ? claim.claimedAt.toISOString() : null,
  };
}

/** Staff: every code of a coupon with who got it (read from the claims, the source of truth). */
export async function codesForOffer(offerId: string): Promise<MultipleCodesResponse> {
  const offer = await multipleCodeOffer(offerId);
  const [codes, claims] = await Promise.all([
    MultipleCodeModel.find({ offerId: offer._id }, { offerId: 1, value: 1, position: 1 }).sort({ position: 1 }).lean<CodeRow[]>(),
    CodeClaimModel.find({ offerId: offer._id }, { codeId: 1, ip: 1, claimedAt: 1 }).lean<ClaimRow[]>(),
  ]);
  const byCode = new Map(claims.map((claim) => [String(claim.codeId), claim]));
  const items = codes.map((code) => toMultipleCode(code, byCode.get(String(code._id))));
  return { items, total: items.length, used: claims.length };
}

/**
 * Staff: marks a code as handed to an IP (e.g. given out by hand). It goes through the same unique
 * claim, so a code already given to another IP, or an IP that already has another code of this
 * coupon, is a 409 and nothing changes.
 */
export async function markCodeUsed(codeId: string, rawIp: string, usedAt: Date | undefined): Promise<MultipleCode> {
  const code = Types.ObjectId.isValid(codeId)
    ? await MultipleCodeModel.findById(codeId, { offerId: 1, value: 1, position: 1 }).lean<CodeRow>()
    : null;
  if (!code) throw NotFoundError('No encontramos ese código.');
  const ip = normalizeIp(rawIp);
  if (!/^[0-9a-f:.]{2,45}$/.test(ip)) throw ValidationError('La IP no es válida.');
  const at = usedAt ?? new Date();
  if (Number.isNaN(at.getTime())) throw ValidationError('La fecha de uso no es válida.');
  try {
    await CodeClaimModel.create({ offerId: code.offerId, codeId: code._id, ip, claimedAt: at });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const claim = await CodeClaimModel.findOne({ codeId: code._id }, { codeId: 1, ip: 1, claimedAt: 1 }).lean<ClaimRow>();
    if (claim && claim.ip === ip) return toMultipleCode(code, claim);
    if (claim) throw ConflictError('Este código ya fue entregado a otra IP.');
    throw ConflictError('Esa IP ya tiene otro código de este cupón.');
  }
  await markUsed(code._id, ip, at);
  claimDesks.forget(code.offerId);
  await syncCodesExhausted(code.offerId);
  return toMultipleCode(code, { codeId: code._id, ip, claimedAt: at });
}

/**
 * Marks the coupon 'Agotado' (codesExhausted) when every code is handed out, and live again when
 * codes are added. Counted from the claims, the source of truth, so it heals itself: a visitor
 * turned away with 'No mas cupones' marks it too.
 */
export async function syncCodesExhausted(offerId: Types.ObjectId): Promise<boolean> {
  const [codes, claims] = await Promise.all([MultipleCodeModel.countDocuments({ offerId }), CodeClaimModel.countDocuments({ offerId })]);
  const exhausted = claims >= codes;
  await OfferModel.updateOne({ _id: offerId, codesExhausted: { $ne: exhausted } }, { $set: { codesExhausted: exhausted } });
  return exhausted;
}

/** Loads codes for a multiple-code coupon, after the ones it has (duplicates are skipped). */
export async function addCodes(offerId: Types.ObjectId, values: string[]): Promise<number> {
  const last = await MultipleCodeModel.find({ offerId }, { position: 1 }).sort({ position: -1 }).limit(1).lean<{ position: number }[]>();
  let position = (last[0]?.position ?? 0) + 1;
  let added = 0;
  for (const value of values) {
    try {
      await MultipleCodeModel.create({ offerId, value, position });
      position++;
      added++;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  if (added > 0) {
    claimDesks.forget(offerId);
    await syncCodesExhausted(offerId);
  }
  return added;
}
