// Multiple-code coupons (SPEC §4): each visitor IP gets one code, the same one every time.
// Exactly-once is carried by the unique indexes of CodeClaim (one claim per code, one code per IP
// and offer): a request that loses an insert race gets E11000 and retries with the next unused code in order; nothing here relies on
// read-then-write or on findOneAndUpdate, which FerretDB does not make atomic.
import { clientNetwork } from '../../lib/client-network';
import { NO_MORE_CODES_MESSAGE, type MultipleCode, type MultipleCodeClaim, type MultipleCodesResponse } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { ConflictError, GoneError, NotFoundError, ValidationError, isDuplicateKeyError } from '../../errors';
import { OfferModel } from '../offers/model';
import { isExpired } from '../offers/present';
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

async function multipleCodeOffer(offerId: string) {
  const offer = Types.ObjectId.isValid(offerId)
    ? await OfferModel.findById(offerId, { kind: 1, multipleCodes: 1, codesExhausted: 1, status: 1, endsAt: 1 }).lean<{
        _id: Types.ObjectId;
        kind: string;
        multipleCodes: boolean;
        codesExhausted?: boolean;
        status: 'published' | 'expired';
        endsAt: Date | null;
      }>()
    : null;
  if (!offer) throw NotFoundError('No encontramos ese cupón.');
  if (offer.kind !== 'coupon' || !offer.multipleCodes) throw NotFoundError('Este cupón no reparte códigos individuales.');
  return offer;
}

/** Reflects a claim on the code row (what staff see); the claim row stays the truth. */
async function markUsed(codeId: Types.ObjectId, ip: string, at: Date): Promise<void> {
  await MultipleCodeModel.updateOne({ _id: codeId }, { $set: { usedCoupon: true, usedIp: ip, usedAt: at } });
}

/**
 * The code for this IP: the one it already has, else the first unused one (by position), claimed now.
 * 410 'No mas cupones' when every code is taken.
 *
 * Codes go out strictly in order. A request that loses the insert race for a code reads the
 * offer's claims again and retries with the first code still unused, never a random later one, so
 * the handed-out codes always form a prefix of the list: a claim on code k is only attempted once
 * every code before it was seen claimed, and claims are never removed. (Staff PATCH is the one
 * exception: it can hand out any code by hand.) Under contention every loser queues on the next
 * code; one re-read of the claims per lost race keeps that cheap, because the same read also tells
 * whether a parallel request from this IP already won (then that code is returned). Measured on 2
 * cores: 100 parallel IPs on 30 codes take about 6 s this way, against about 3.5 s when losers
 * picked a random remaining code, which gave codes out of order.
 */
export async function claimCode(offerId: string, rawIp: string, now = new Date()): Promise<MultipleCodeClaim> {
  // One code per client: an IPv4 address, or a whole IPv6 /64 (its owner rotates addresses in it at will).
  const ip = clientNetwork(rawIp);
  const offer = await multipleCodeOffer(offerId);
  const codes = await MultipleCodeModel.find({ offerId: offer._id }, { value: 1, position: 1 }).sort({ position: 1 }).lean<CodeRow[]>();
  const byId = new Map(codes.map((code) => [String(code._id), code]));
  /** One read of the offer's claims: this IP's claim if it has one, else the first unused code. */
  const look = async (): Promise<{ mine: MultipleCodeClaim | null; next: CodeRow | undefined }> => {
    const claims = await CodeClaimModel.find({ offerId: offer._id }, { codeId: 1, ip: 1, claimedAt: 1 }).lean<ClaimRow[]>();
    const claim = claims.find((c) => c.ip === ip);
    if (claim) {
      const value = byId.get(String(claim.codeId))?.value ?? (await MultipleCodeModel.findById(claim.codeId, { value: 1 }).lean<{ value: string }>())?.value;
      // A claim whose code row is gone cannot be shown, and this IP cannot claim another one.
      if (value === undefined) throw GoneError(NO_MORE_CODES_MESSAGE);
      return { mine: { id: String(claim.codeId), value, used_ip: ip, used_at: claim.claimedAt.toISOString(), already_claimed: true }, next: undefined };
    }
    const taken = new Set(claims.map((c) => String(c.codeId)));
    return { mine: null, next: codes.find((code) => !taken.has(String(code._id))) };
  };

  let state = await look();
  if (state.mine) return state.mine;
  if (isExpired(offer, now)) throw GoneError('Este cupón ya expiró.');
  while (state.next) {
    const code = state.next;
    try {
      await CodeClaimModel.create({ offerId: offer._id, codeId: code._id, ip, claimedAt: now });
      await markUsed(code._id, ip, now);
      // Codes go out in order: taking the last one may leave none (a parallel claim still landing
      // is caught by the next visitor's 'No mas cupones').
      if (code === codes[codes.length - 1]) await syncCodesExhausted(offer._id);
      return { id: String(code._id), value: code.value, used_ip: ip, used_at: now.toISOString(), already_claimed: false };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    // Lost the race: another IP took this code, or a parallel request from this IP won another one.
    state = await look();
    if (state.mine) return state.mine;
  }
  // Already marked: a crowd turned away must not recount the claims once each.
  if (!offer.codesExhausted) await syncCodesExhausted(offer._id);
  throw GoneError(NO_MORE_CODES_MESSAGE);
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
  if (added > 0) await syncCodesExhausted(offerId);
  return added;
}
