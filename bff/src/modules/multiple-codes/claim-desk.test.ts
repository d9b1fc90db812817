// The claim desk under load and across instances: constant work per claim, a per-coupon rate,
// visitors who left skipped, and a desk that another instance outran still never hands a code twice.
import type { FastifyInstance } from 'fastify';
import mongoose, { Types } from 'mongoose';
import { buildTestApp } from '../../test/build-test-app';
import { createOffer } from '../offers/create';
import { CodeClaimModel, MultipleCodeModel } from './model';
import { CLAIMS_BUSY_MESSAGE, addCodes, claimCode, claimDesks, configureClaims } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => configureClaims(app.config.claimsPerMinute));

let nextIp = 0;
const freshIp = () => {
  nextIp += 1;
  return `10.${Math.floor(nextIp / 250) + 50}.${nextIp % 250}.1`;
};

async function couponWithCodes(count: number): Promise<Types.ObjectId> {
  const id = await createOffer({ kind: 'coupon', title: `Cupón de la taquilla ${new Types.ObjectId().toHexString()}`, reduction: '10%', multipleCodes: true });
  await addCodes(id, Array.from({ length: count }, (_, i) => `TQ-${String(i + 1).padStart(4, '0')}`));
  return id;
}

/** Database commands run while `work` runs (the driver reports each one). */
async function commandsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const client = mongoose.connection.getClient();
  const listen = (event: { commandName: string }) => seen.push(event.commandName);
  client.on('commandStarted', listen);
  try {
    await work();
  } finally {
    client.off('commandStarted', listen);
  }
  return seen;
}

test('a claim costs the same few commands whether it is the 2nd or the 300th of the coupon', async () => {
  const offerId = await couponWithCodes(400);
  await claimCode(String(offerId), freshIp());
  const early = await commandsDuring(() => claimCode(String(offerId), freshIp()));
  for (let i = 0; i < 300; i += 1) await claimCode(String(offerId), freshIp());
  const late = await commandsDuring(() => claimCode(String(offerId), freshIp()));
  // The claim row and the code's mark: nothing that grows with the claims. The offer itself comes
  // from the entity cache (a crowd on one coupon does not read it once per claim).
  expect(late).toEqual(early);
  expect(late).toEqual(['insert', 'update']);
});

test('250 parallel claims: codes in order, one per client, no code twice, the rest told there are none', async () => {
  const offerId = await couponWithCodes(200);
  const ips = Array.from({ length: 250 }, freshIp);
  const results = await Promise.allSettled(ips.map((ip) => claimCode(String(offerId), ip)));
  const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  expect(won).toHaveLength(200);
  expect(new Set(won.map((claim) => claim.value)).size).toBe(200);
  expect(won.map((claim) => claim.value).sort()).toEqual(Array.from({ length: 200 }, (_, i) => `TQ-${String(i + 1).padStart(4, '0')}`));
  expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message)).toEqual(Array(50).fill('No mas cupones'));
  expect(await CodeClaimModel.countDocuments({ offerId })).toBe(200);
  expect(await MultipleCodeModel.countDocuments({ offerId, usedCoupon: true })).toBe(200);
});

test('a coupon hands out at most CLAIMS_PER_MINUTE codes a minute; clients who have one still get it', async () => {
  configureClaims(3);
  const offerId = await couponWithCodes(10);
  const first = freshIp();
  await claimCode(String(offerId), first);
  await claimCode(String(offerId), freshIp());
  await claimCode(String(offerId), freshIp());
  await expect(claimCode(String(offerId), freshIp())).rejects.toMatchObject({ statusCode: 429, message: CLAIMS_BUSY_MESSAGE });
  await expect(claimCode(String(offerId), first)).resolves.toMatchObject({ value: 'TQ-0001', already_claimed: true });
  expect(await CodeClaimModel.countDocuments({ offerId })).toBe(3);
});

test('a visitor who left before their turn costs no write', async () => {
  const offerId = await couponWithCodes(5);
  await expect(claimCode(String(offerId), freshIp(), new Date(), () => true)).rejects.toMatchObject({ statusCode: 409 });
  expect(await CodeClaimModel.countDocuments({ offerId })).toBe(0);
  await expect(claimCode(String(offerId), freshIp())).resolves.toMatchObject({ value: 'TQ-0001' });
});

test('another instance outran this desk: its codes and its clients are respected, never doubled', async () => {
  const offerId = await couponWithCodes(4);
  await claimCode(String(offerId), freshIp()); // TQ-0001, desk loaded
  const codes = await MultipleCodeModel.find({ offerId }).sort({ position: 1 }).lean();
  // As another BFF instance would: TQ-0002 to someone, and a code to a client who asks here next.
  const elsewhere = freshIp();
  await CodeClaimModel.create({ offerId, codeId: codes[1]?._id, ip: '10.250.0.1', claimedAt: new Date() });
  await CodeClaimModel.create({ offerId, codeId: codes[2]?._id, ip: elsewhere, claimedAt: new Date() });
  await expect(claimCode(String(offerId), elsewhere)).resolves.toMatchObject({ value: 'TQ-0003', already_claimed: true });
  await expect(claimCode(String(offerId), freshIp())).resolves.toMatchObject({ value: 'TQ-0004', already_claimed: false });
  await expect(claimCode(String(offerId), freshIp())).rejects.toThrow('No mas cupones');
});

test('codes added after the last one went out are handed out next', async () => {
  const offerId = await couponWithCodes(1);
  await claimCode(String(offerId), freshIp());
  await expect(claimCode(String(offerId), freshIp())).rejects.toThrow('No mas cupones');
  await addCodes(offerId, ['NUEVO-1']);
  await expect(claimCode(String(offerId), freshIp())).resolves.toMatchObject({ value: 'NUEVO-1' });
  claimDesks.forget(offerId);
});

test('a crowd on two coupons writes the codes\' "used" marks one at a time, every one of them', async () => {
  const first = await couponWithCodes(30);
  const second = await couponWithCodes(30);
  const marks = new Map<string, number>();
  let running = 0;
  let mostAtOnce = 0;
  const client = mongoose.connection.getClient();
  const started = (event: { commandName: string; requestId: number; command: { update?: unknown } }) => {
    if (event.command.update !== MultipleCodeModel.collection.collectionName) return;
    marks.set(String(event.requestId), 1);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
  };
  const ended = (event: { commandName: string; requestId: number }) => {
    if (marks.delete(String(event.requestId))) running -= 1;
  };
  client.on('commandStarted', started);
  client.on('commandSucceeded', ended);
  client.on('commandFailed', ended);
  try {
    await Promise.all([first, second].flatMap((offerId) => Array.from({ length: 30 }, () => claimCode(String(offerId), freshIp()))));
  } finally {
    client.off('commandStarted', started);
    client.off('commandSucceeded', ended);
    client.off('commandFailed', ended);
  }
  // Written all at once they fought for the embedded engine's single writer (28 ms each, not 9).
  expect(mostAtOnce).toBe(1);
  for (const offerId of [first, second]) expect(await MultipleCodeModel.countDocuments({ offerId, usedCoupon: true })).toBe(30);
});
