// Acknowledged writes survive a crash: three rounds of `kill -9` (the BFF and its embedded engine
// together, as a power cut or an OOM kill would) in the middle of a write load of coupon-code claims
// and registrations, each followed by a start on the same data folder. Afterwards every code that
// was handed out is still that visitor's (asked again, the same one comes back), no code went to
// two visitors, the staff list marks exactly the claimed codes as used, and every acknowledged
// registration signs in.
import type { ChildProcess } from 'node:child_process';
import { SUPERADMIN, startServer, type ServerState } from './support/server';

const ROUNDS = 3;
const CONCURRENCY = 24;
const PASSWORD = 'clave-duradera-123';

interface Site {
  state: ServerState;
  child: ChildProcess;
}

let dataDir: string | undefined;
const sites: Site[] = [];

async function start(): Promise<Site> {
  const site = await startServer({ CLAIMS_PER_MINUTE: '1000000', ...(dataDir ? { DATA_DIR: dataDir } : {}) });
  dataDir ??= site.state.dataDir;
  sites.push(site);
  return site;
}

/** SIGKILL to the whole process group: the BFF and the engine it started die at the same instant. */
function crash(site: Site): Promise<void> {
  return new Promise((resolve) => {
    site.child.once('exit', () => resolve());
    process.kill(-site.state.pid, 'SIGKILL');
  });
}

afterAll(() => {
  for (const site of sites) {
    try {
      process.kill(-site.state.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

async function call<T>(site: Site, path: string, init: RequestInit & { ip?: string; token?: string } = {}): Promise<{ status: number; body: T }> {
  const headers = new Headers(init.headers);
  if (init.ip) headers.set('x-forwarded-for', init.ip);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(`${site.state.baseUrl}${path}`, { ...init, headers, signal: AbortSignal.timeout(20_000) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

const ipOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) + 1}`;

test(
  `${ROUNDS} rounds of kill -9 under write load lose no acknowledged write and hand no code out twice`,
  async () => {
    let site = await start();
    const boss = (await call<{ jwt: string }>(site, '/api/v1/user_token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ auth: { email: SUPERADMIN.email, password: SUPERADMIN.password } }) })).body.jwt;
    const coupons = await call<{ items: Array<{ id: string; multiple_codes_offer: boolean; expired: boolean }> }>(site, '/api/gangazo/offers/coupons?order=news&page=1&per_page=50');
    const coupon = coupons.body.items.find((item) => item.multiple_codes_offer && !item.expired);
    if (!coupon) throw new Error('the demo data has no live multiple-code coupon');
    for (let batch = 0; batch < 4; batch += 1) {
      const codes = Array.from({ length: 1000 }, (_, i) => `DURA-${batch}-${String(i).padStart(4, '0')}`);
      expect((await call(site, `/api/v1/admin/offers/${coupon.id}/codes`, { method: 'POST', token: boss, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ codes }) })).status).toBe(201);
    }

    const claimed = new Map<string, string>(); // visitor → code value, for every acknowledged claim
    const registered: string[] = []; // e-mails of acknowledged registrations
    let next = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      let stop = false;
      const worker = async () => {
        while (!stop) {
          next += 1;
          const n = next;
          try {
            if (n % 5 === 0) {
              const email = `duradera${n}-${Date.now().toString(36)}@example.co`;
              const form = new FormData();
              form.append('user[username]', `duradera_${n}_${Date.now().toString(36)}`);
              form.append('user[email]', email);
              form.append('user[password]', PASSWORD);
              const res = await call<{ valueUser: boolean }>(site, '/api/v1/users/confirm_user', { method: 'POST', body: form, ip: ipOf(n) });
              if (res.status === 200 && res.body.valueUser) registered.push(email);
            } else {
              const res = await call<{ value: string }>(site, `/api/v1/multiple_codes/claim?idOffer=${coupon.id}`, { method: 'POST', ip: ipOf(n) });
              if (res.status === 200) claimed.set(ipOf(n), res.body.value);
            }
          } catch {
            // The crash: requests in flight get no answer, so they were never acknowledged.
          }
        }
      };
      const workers = Array.from({ length: CONCURRENCY }, worker);
      // Enough time for writes to be flowing at full speed, then the crash, mid-stream.
      const before = claimed.size + registered.length;
      const deadline = Date.now() + 30_000;
      while (claimed.size + registered.length < before + 150 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await crash(site);
      stop = true;
      await Promise.all(workers);
      site = await start();
    }
    expect(claimed.size).toBeGreaterThan(300);
    expect(registered.length).toBeGreaterThan(30);

    // Every acknowledged claim is still that visitor's code.
    const lost: string[] = [];
    const entries = [...claimed];
    for (let i = 0; i < entries.length; i += CONCURRENCY) {
      await Promise.all(
        entries.slice(i, i + CONCURRENCY).map(async ([ip, value]) => {
          const again = await call<{ value: string; already_claimed: boolean }>(site, `/api/v1/multiple_codes/claim?idOffer=${coupon.id}`, { method: 'POST', ip });
          if (again.status !== 200 || again.body.value !== value || !again.body.already_claimed) lost.push(`${ip}: ${value} → ${again.status} ${JSON.stringify(again.body)}`);
        }),
      );
    }
    expect(lost).toEqual([]);

    // No code went to two visitors, and the staff list marks exactly the claimed codes as used.
    const list = await call<{ items: Array<{ value: string; used_coupon: boolean; used_ip: string | null }>; used: number }>(site, `/api/v1/multiple_codes/codes_for_offer?idOffer=${coupon.id}`, { token: boss });
    expect(list.status).toBe(200);
    const used = list.body.items.filter((code) => code.used_coupon);
    expect(new Set(used.map((code) => code.used_ip)).size).toBe(used.length);
    for (const [ip, value] of claimed) expect(used.find((code) => code.value === value)?.used_ip).toBe(ip);

    // Every acknowledged registration signs in.
    const refused: string[] = [];
    for (const [i, email] of registered.entries()) {
      const login = await call(site, '/api/v1/user_token', { method: 'POST', ip: `192.0.${i >> 8}.${(i & 255) + 1}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ auth: { email, password: PASSWORD } }) });
      if (login.status !== 200) refused.push(`${email}: ${login.status}`);
    }
    expect(refused).toEqual([]);
  },
  600_000,
);
