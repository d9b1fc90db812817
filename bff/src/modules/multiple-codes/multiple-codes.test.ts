import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser } from '../../test/login';
import { createOffer } from '../offers/create';
import { OfferModel } from '../offers/model';
import { addCodes } from './service';
import { CodeClaimModel, MultipleCodeModel } from './model';

let app: FastifyInstance;
let fixture: CatalogFixture;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture({ multipleCodes: 3 });
});
afterAll(() => app.close());

const claim = (offerId: Types.ObjectId | string, ip: string) =>
  app.inject({ method: 'POST', url: `/api/v1/multiple_codes/claim?idOffer=${String(offerId)}`, remoteAddress: ip });

async function couponWithCodes(count: number): Promise<Types.ObjectId> {
  const id = await createOffer({ kind: 'coupon', title: `Cupón con ${count} códigos ${new Types.ObjectId().toHexString()}`, reduction: '10%', multipleCodes: true });
  await addCodes(id, Array.from({ length: count }, (_, i) => `CODE-${String(i + 1).padStart(2, '0')}`));
  return id;
}

test('GET /api/ip returns the caller address as Fastify sees it', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/ip', remoteAddress: '181.49.12.7' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ip: '181.49.12.7' });
});

test('with the default TRUST_PROXY (loopback), X-Forwarded-For counts only from a local proxy', async () => {
  const viaProxy = await app.inject({ method: 'GET', url: '/api/ip', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '190.25.1.1' } });
  expect(viaProxy.json().ip).toBe('190.25.1.1');
  const spoofed = await app.inject({ method: 'GET', url: '/api/ip', remoteAddress: '200.1.1.1', headers: { 'x-forwarded-for': '190.25.1.1' } });
  expect(spoofed.json().ip).toBe('200.1.1.1');
});

test('the first unused code goes to a new IP, the same IP gets the same code again, and then "No mas cupones"', async () => {
  const first = await claim(fixture.coupons.multiple, '10.1.0.1');
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ value: 'ALK-001', used_ip: '10.1.0.1', already_claimed: false });
  const again = await claim(fixture.coupons.multiple, '10.1.0.1');
  expect(again.json()).toMatchObject({ value: 'ALK-001', already_claimed: true, used_at: first.json().used_at });
  expect((await claim(fixture.coupons.multiple, '10.1.0.2')).json().value).toBe('ALK-002');
  expect((await claim(fixture.coupons.multiple, '::ffff:10.1.0.3')).json()).toMatchObject({ value: 'ALK-003', used_ip: '10.1.0.3' });
  const none = await claim(fixture.coupons.multiple, '10.1.0.4');
  expect(none.statusCode).toBe(410);
  expect(none.json().message).toBe('No mas cupones');
  // Those who got one still get theirs.
  expect((await claim(fixture.coupons.multiple, '10.1.0.2')).json().value).toBe('ALK-002');
});

test('100 parallel claims from 100 IPs on 30 codes: 30 distinct codes, one per IP, 70 "No mas cupones"', async () => {
  const offerId = await couponWithCodes(30);
  const ips = Array.from({ length: 100 }, (_, i) => `172.16.${Math.floor(i / 50)}.${(i % 50) + 1}`);
  const results = await Promise.all(ips.map((ip) => claim(offerId, ip)));
  const won = results.filter((r) => r.statusCode === 200).map((r) => r.json() as { value: string; used_ip: string });
  const lost = results.filter((r) => r.statusCode === 410);
  expect(won).toHaveLength(30);
  expect(lost).toHaveLength(70);
  expect(lost.every((r) => r.json().message === 'No mas cupones')).toBe(true);
  expect(new Set(won.map((w) => w.value)).size).toBe(30);
  expect(new Set(won.map((w) => w.used_ip)).size).toBe(30);
  // The database agrees: 30 claims, each code once, each IP once.
  const claims = await CodeClaimModel.find({ offerId }).lean();
  expect(claims).toHaveLength(30);
  expect(new Set(claims.map((c) => String(c.codeId))).size).toBe(30);
  // A repeated claim from a winning IP returns its same code; a loser still gets none.
  const winner = won[7] as { value: string; used_ip: string };
  expect((await claim(offerId, winner.used_ip)).json()).toMatchObject({ value: winner.value, already_claimed: true });
  const loserIp = ips.find((ip) => !won.some((w) => w.used_ip === ip)) as string;
  expect((await claim(offerId, loserIp)).statusCode).toBe(410);
}, 120_000);

test('three IPs claiming one after another get codes 1, 2 and 3 in order', async () => {
  const offerId = await couponWithCodes(5);
  const values: string[] = [];
  for (const ip of ['10.20.0.1', '10.20.0.2', '10.20.0.3']) values.push((await claim(offerId, ip)).json().value);
  expect(values).toEqual(['CODE-01', 'CODE-02', 'CODE-03']);
});

test('parallel claims still hand out the first codes in order: 10 claims on 20 codes take exactly codes 1 to 10', async () => {
  const offerId = await couponWithCodes(20);
  const results = await Promise.all(Array.from({ length: 10 }, (_, i) => claim(offerId, `10.30.0.${i + 1}`)));
  expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
  const values = results.map((r) => r.json().value as string).sort();
  expect(values).toEqual(Array.from({ length: 10 }, (_, i) => `CODE-${String(i + 1).padStart(2, '0')}`));
  // The next visitor gets the next one.
  expect((await claim(offerId, '10.30.1.1')).json().value).toBe('CODE-11');
});

test('parallel claims from one IP hand it a single code', async () => {
  const offerId = await couponWithCodes(5);
  const results = await Promise.all(Array.from({ length: 10 }, () => claim(offerId, '10.9.9.9')));
  expect(results.every((r) => r.statusCode === 200)).toBe(true);
  expect(new Set(results.map((r) => r.json().value)).size).toBe(1);
  expect(await CodeClaimModel.countDocuments({ offerId })).toBe(1);
});

test('claims on unknown, malformed or single-code coupons are 4xx', async () => {
  expect((await claim('ffffffffffffffffffffffff', '10.0.0.1')).statusCode).toBe(404);
  expect((await claim('nope', '10.0.0.1')).statusCode).toBe(400);
  expect((await claim(fixture.coupons.single, '10.0.0.1')).statusCode).toBe(404);
  expect((await claim(fixture.offers.tv, '10.0.0.1')).statusCode).toBe(404);
  const missing = await app.inject({ method: 'POST', url: '/api/v1/multiple_codes/claim', remoteAddress: '10.0.0.1' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toContain('idOffer');
});

test('an expired coupon hands out nothing new', async () => {
  const offerId = await createOffer({ kind: 'coupon', title: 'Cupón vencido', multipleCodes: true, endsAt: new Date(Date.now() - 1000) });
  await addCodes(offerId, ['OLD-1']);
  const res = await claim(offerId, '10.0.0.8');
  expect(res.statusCode).toBe(410);
  expect(await CodeClaimModel.countDocuments({ offerId })).toBe(0);
});

test('a coupon expired after its first claims hands out nothing new from the next claim on', async () => {
  const offerId = await createOffer({ kind: 'coupon', title: 'Cupón que expira mientras reparte', multipleCodes: true });
  await addCodes(offerId, ['LIVE-1', 'LIVE-2', 'LIVE-3']);
  expect((await claim(offerId, '10.0.0.21')).statusCode).toBe(200);
  // The claim read the offer into the cache; the write must reach the next claim at once.
  await OfferModel.updateOne({ _id: offerId }, { $set: { status: 'expired' } });
  expect((await claim(offerId, '10.0.0.22')).statusCode).toBe(410);
  expect((await claim(offerId, '10.0.0.21')).json()).toMatchObject({ value: 'LIVE-1', already_claimed: true });
  expect(await CodeClaimModel.countDocuments({ offerId })).toBe(1);
});

describe('staff endpoints', () => {
  let staff: { authorization: string };
  let user: { authorization: string };
  beforeAll(async () => {
    staff = (await createUser(app, { role: 'editor' })).authHeader;
    user = (await createUser(app)).authHeader;
  });

  test('codes_for_offer needs a staff role and shows who got each code', async () => {
    const url = `/api/v1/multiple_codes/codes_for_offer?idOffer=${String(fixture.coupons.multiple)}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: user })).statusCode).toBe(403);
    const res = await app.inject({ method: 'GET', url, headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, used: 3 });
    expect(res.json().items[0]).toMatchObject({ value: 'ALK-001', used_coupon: true, used_ip: '10.1.0.1', used_at: expect.any(String) });
  });

  test('PATCH marks an unused code for an IP, as form data; it can never give a code to a second IP', async () => {
    const offerId = await couponWithCodes(3);
    const codes = await MultipleCodeModel.find({ offerId }).sort({ position: 1 }).lean();
    const [c1, c2] = codes;
    if (!c1 || !c2) throw new Error('codes missing');
    const boundary = '----gangazo';
    const form = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const patch = (id: string, fields: Record<string, string>, headers = staff) =>
      app.inject({ method: 'PATCH', url: `/api/v1/multiple_codes/${id}`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: form(fields) });

    const ok = await patch(String(c1._id), { 'multiple_code[used_ip]': '10.5.5.5', 'multiple_code[used_at]': '2025-01-02T03:04:05.000Z', 'multiple_code[used_coupon]': 'true' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ value: 'CODE-01', used_coupon: true, used_ip: '10.5.5.5', used_at: '2025-01-02T03:04:05.000Z' });
    // The same IP claiming gets that code; nobody else can.
    expect((await claim(offerId, '10.5.5.5')).json().value).toBe('CODE-01');
    const other = await patch(String(c1._id), { 'multiple_code[used_ip]': '10.6.6.6' });
    expect(other.statusCode).toBe(409);
    // That IP already holds a code of this coupon: it cannot get a second one.
    const second = await patch(String(c2._id), { 'multiple_code[used_ip]': '10.5.5.5' });
    expect(second.statusCode).toBe(409);
    expect((await claim(offerId, '10.7.7.7')).json().value).toBe('CODE-02');

    // JSON works too; bad bodies are 400; users are 403.
    const json = await app.inject({ method: 'PATCH', url: `/api/v1/multiple_codes/${String(codes[2]?._id)}`, headers: staff, payload: { 'multiple_code[used_ip]': '10.8.8.8' } });
    expect(json.statusCode).toBe(200);
    expect((await app.inject({ method: 'PATCH', url: `/api/v1/multiple_codes/${String(c2._id)}`, headers: staff, payload: {} })).statusCode).toBe(400);
    expect((await patch(String(c2._id), { 'multiple_code[used_ip]': '10.1.1.1', extra: 'x' })).statusCode).toBe(400);
    expect((await patch(String(c2._id), { 'multiple_code[used_ip]': '10.1.1.1', 'multiple_code[used_at]': 'ayer' })).statusCode).toBe(400);
    expect((await patch(String(c2._id), { 'multiple_code[used_ip]': 'no es una ip' })).statusCode).toBe(400);
    expect((await patch(String(c2._id), { 'multiple_code[used_ip]': '10.1.1.1' }, user)).statusCode).toBe(403);
    expect((await patch('ffffffffffffffffffffffff', { 'multiple_code[used_ip]': '10.1.1.1' })).statusCode).toBe(404);
    expect((await patch('zzz', { 'multiple_code[used_ip]': '10.1.1.1' })).statusCode).toBe(400);
  });
});

describe("a coupon with every code handed out is 'Agotado' (codes_exhausted)", () => {
  const couponsPage = async () =>
    (await app.inject({ method: 'GET', url: '/api/gangazo/offers/coupons?order=news&page=1&per_page=50' })).json<{ items: { id: string; codes_exhausted: boolean }[] }>().items;

  test('the last claim marks it, it ranks after every live coupon, and new codes make it live again', async () => {
    const offerId = await couponWithCodes(2);
    const id = String(offerId);
    // Newest first: a live coupon just posted leads the list.
    let items = await couponsPage();
    expect(items[0]).toMatchObject({ id, codes_exhausted: false });

    expect((await claim(offerId, '10.9.0.1')).statusCode).toBe(200);
    expect((await couponsPage()).find((item) => item.id === id)?.codes_exhausted).toBe(false);
    expect((await claim(offerId, '10.9.0.2')).statusCode).toBe(200);

    items = await couponsPage();
    const at = items.findIndex((item) => item.id === id);
    expect(items[at]?.codes_exhausted).toBe(true);
    // It was the newest: now live coupons (older) come first.
    expect(at).toBeGreaterThan(0);
    // Every live coupon comes before it, whatever the order asked.
    expect(items.slice(0, at).every((item) => !item.codes_exhausted)).toBe(true);
    const detail = await app.inject({ method: 'GET', url: `/api/v1/coupons/${id}` });
    expect(detail.json().offer.codes_exhausted).toBe(true);
    for (const order of ['ranking', 'hot', 'comments']) {
      const list = (await app.inject({ method: 'GET', url: `/api/gangazo/offers/coupons?order=${order}&page=1&per_page=50` })).json<{ items: { id: string; codes_exhausted: boolean }[] }>().items;
      const index = list.findIndex((item) => item.id === id);
      expect(list.slice(index + 1).every((item) => item.codes_exhausted)).toBe(true);
      expect(list.slice(0, index).every((item) => !item.codes_exhausted)).toBe(true);
    }

    await addCodes(offerId, ['CODE-03']);
    items = await couponsPage();
    expect(items[0]).toMatchObject({ id, codes_exhausted: false });
  });

  test("a visitor turned away with 'No mas cupones' marks it when the flag was missed", async () => {
    const offerId = await couponWithCodes(1);
    await CodeClaimModel.create({ offerId, codeId: (await MultipleCodeModel.findOne({ offerId }).lean())!._id, ip: '10.9.1.1', claimedAt: new Date() });
    expect((await couponsPage()).find((item) => item.id === String(offerId))?.codes_exhausted).toBe(false);
    expect((await claim(offerId, '10.9.1.2')).statusCode).toBe(410);
    expect((await couponsPage()).find((item) => item.id === String(offerId))?.codes_exhausted).toBe(true);
  });
});

test('a code handed out just before a crash (its claim written, its "used" mark not) is marked at the next start', async () => {
  const offerId = await couponWithCodes(3);
  const codes = await MultipleCodeModel.find({ offerId }).sort({ position: 1 }).lean();
  const [first, second] = codes;
  if (!first || !second) throw new Error('faltan códigos');
  const at = new Date('2026-11-20T15:04:05.000Z');
  // As the crash left it: the claim row alone.
  await CodeClaimModel.create({ offerId, codeId: second._id, ip: '10.9.9.9', claimedAt: at });
  expect((await MultipleCodeModel.findById(second._id).lean())?.usedCoupon).toBe(false);

  const { repairClaimedCodes } = await import('./repair');
  // (Other tests in this file leave bare claims too: at least this one is repaired.)
  expect(await repairClaimedCodes()).toBeGreaterThanOrEqual(1);
  expect(await MultipleCodeModel.findById(second._id).lean()).toMatchObject({ usedCoupon: true, usedIp: '10.9.9.9', usedAt: at });
  expect((await MultipleCodeModel.findById(first._id).lean())?.usedCoupon).toBe(false);
  // Nothing left to repair; the next visitor gets the first free code, not the claimed one.
  expect(await repairClaimedCodes()).toBe(0);
  expect((await claim(offerId, '10.9.9.10')).json().value).toBe('CODE-01');
  expect((await claim(offerId, '10.9.9.11')).json().value).toBe('CODE-03');
});

test('an IPv6 /64 is one visitor: rotating addresses inside it gets the same code, never a second one', async () => {
  const offerId = await couponWithCodes(3);
  const first = await claim(offerId, '2800:e2:4a80:9f1::1');
  expect(first.json()).toMatchObject({ value: 'CODE-01', already_claimed: false, used_ip: '2800:e2:4a80:9f1::/64' });
  for (const address of ['2800:e2:4a80:9f1:dead:beef:1:2', '2800:E2:4A80:09F1::ffff']) {
    expect((await claim(offerId, address)).json()).toMatchObject({ value: 'CODE-01', already_claimed: true });
  }
  expect((await claim(offerId, '2800:e2:4a80:9f2::1')).json()).toMatchObject({ value: 'CODE-02', already_claimed: false });
});
