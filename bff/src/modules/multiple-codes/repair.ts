// A claim is two writes: the claim row (the truth, under unique indexes), then the code's "used"
// mark that staff see. A crash between them (kill -9, the engine dying) leaves a handed-out code
// that looks free. At start, every claim's code gets its mark back.
import type { Types } from 'mongoose';
import { CodeClaimModel, MultipleCodeModel } from './model';

const BATCH = 500;

interface ClaimRow {
  codeId: Types.ObjectId;
  ip: string;
  claimedAt: Date;
}

/** Marks as used every code that has a claim but not its mark; returns how many were repaired. */
export async function repairClaimedCodes(): Promise<number> {
  let repaired = 0;
  let batch: ClaimRow[] = [];
  const flush = async () => {
    const byCode = new Map(batch.map((claim) => [String(claim.codeId), claim]));
    batch = [];
    const unmarked = await MultipleCodeModel.find({ _id: { $in: [...byCode.values()].map((claim) => claim.codeId) }, usedCoupon: { $ne: true } }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
    for (const code of unmarked) {
      const claim = byCode.get(String(code._id));
      if (!claim) continue;
      await MultipleCodeModel.updateOne({ _id: code._id }, { $set: { usedCoupon: true, usedIp: claim.ip, usedAt: claim.claimedAt } });
      repaired += 1;
    }
  };
  for await (const claim of CodeClaimModel.find({}, { codeId: 1, ip: 1, claimedAt: 1 }).lean<ClaimRow[]>().cursor()) {
    batch.push(claim as ClaimRow);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return repaired;
}
