// Handing out codes under a crowd. Each coupon has a desk in memory: its codes in order, which are
// taken, and which client has which (read from the database once, with two queries). Claims on one
// coupon are served one after another, so each costs a constant number of small writes whatever the
// number of claims: the claim row (its unique indexes stay the only source of truth, so another BFF
// instance or a stale desk can never hand a code twice) and the code's "used" mark. A request whose
// client has gone is dropped from the line without touching the database; a coupon hands out at most
// CLAIMS_PER_MINUTE codes a minute, on top of each client's own limit.
import type { Types } from 'mongoose';
import { isDuplicateKeyError } from '../../errors';
import { CodeClaimModel, MultipleCodeModel } from './model';

export interface DeskCode {
  _id: Types.ObjectId;
  value: string;
  position: number;
}
export interface DeskClaim {
  codeId: Types.ObjectId;
  ip: string;
  claimedAt: Date;
}

/** Why a claim was not served; the caller turns each into its Spanish answer. */
export type ClaimRefusal = 'no-more-codes' | 'busy' | 'client-gone' | 'code-missing' | 'expired';
export class ClaimRefused extends Error {
  constructor(readonly reason: ClaimRefusal) {
    super(reason);
  }
}

export type ClaimOutcome = { code: DeskCode; claim: DeskClaim; alreadyClaimed: boolean; tookLast: boolean };

/** A desk that found no free code looks at the database again after this long (codes added elsewhere). */
const STALE_MS = 2000;
/** Desks kept in memory (the busiest coupons); others are read again when asked. */
const MAX_DESKS = 500;

class Desk {
  readonly taken = new Set<string>();
  readonly byClient = new Map<string, DeskClaim>();
  private cursor = 0;

  constructor(
    readonly codes: DeskCode[],
    claims: DeskClaim[],
    readonly loadedAt: number,
  ) {
    for (const claim of claims) this.record(claim);
  }

  record(claim: DeskClaim): void {
    this.taken.add(String(claim.codeId));
    this.byClient.set(claim.ip, claim);
  }

  /** The first code not taken, in order (codes go out as a prefix of the list). */
  nextFree(): DeskCode | undefined {
    while (this.cursor < this.codes.length && this.taken.has(String(this.codes[this.cursor]?._id))) this.cursor += 1;
    return this.codes[this.cursor];
  }

  codeOf(claim: DeskClaim): DeskCode | undefined {
    return this.codes.find((code) => code._id.equals(claim.codeId));
  }
}

async function readDesk(offerId: Types.ObjectId, now: number): Promise<Desk> {
  const [codes, claims] = await Promise.all([
    MultipleCodeModel.find({ offerId }, { value: 1, position: 1 }).sort({ position: 1 }).lean<DeskCode[]>(),
    CodeClaimModel.find({ offerId }, { codeId: 1, ip: 1, claimedAt: 1 }).lean<DeskClaim[]>(),
  ]);
  return new Desk(codes, claims, now);
}

export class ClaimDesks {
  private readonly desks = new Map<string, Promise<Desk>>();
  private readonly lines = new Map<string, Promise<unknown>>();
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private marks: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly perMinute: () => number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Drops a coupon's desk (codes added, handed out by staff, or deleted): the next claim reads it again. */
  forget(offerId: Types.ObjectId | string): void {
    this.desks.delete(String(offerId));
  }

  private desk(offerId: Types.ObjectId): Promise<Desk> {
    const key = String(offerId);
    let desk = this.desks.get(key);
    if (!desk) {
      if (this.desks.size >= MAX_DESKS) this.desks.delete(this.desks.keys().next().value as string);
      desk = readDesk(offerId, this.clock());
      desk.catch(() => this.desks.delete(key));
      this.desks.set(key, desk);
    }
    return desk;
  }

  /** Token bucket per coupon: `perMinute` codes a minute, refilled continuously. */
  private takeToken(key: string): boolean {
    const capacity = Math.max(1, this.perMinute());
    const now = this.clock();
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 60_000) * capacity);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Runs `task` after every earlier claim on this coupon (in this process) has finished. */
  private inLine<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.lines.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.lines.set(key, settled);
    void settled.then(() => {
      if (this.lines.get(key) === settled) this.lines.delete(key);
    });
    return run;
  }

  /**
   * The client's code: the one it has, else the next free one, claimed now (none when `closed`).
   * `clientGone` is asked when the request's turn comes: a visitor who gave up costs nothing more.
   */
  async claim(offerId: Types.ObjectId, ip: string, at: Date, clientGone: () => boolean, closed = false): Promise<ClaimOutcome> {
    const key = String(offerId);
    const mine = (await this.desk(offerId)).byClient.get(ip);
    if (mine) return this.existing(await this.desk(offerId), mine);
    // An expired coupon still shows clients their codes, and hands out no new one.
    if (closed) throw new ClaimRefused('expired');
    if (!this.takeToken(key)) throw new ClaimRefused('busy');
    const outcome = await this.inLine(key, async (): Promise<ClaimOutcome> => {
      if (clientGone()) throw new ClaimRefused('client-gone');
      let desk = await this.desk(offerId);
      const won = desk.byClient.get(ip);
      if (won) return this.existing(desk, won);
      let reread = false;
      for (;;) {
        const code = desk.nextFree();
        if (!code) {
          // Codes may have been added through another instance since this desk was read.
          if (reread || this.clock() - desk.loadedAt < STALE_MS) throw new ClaimRefused('no-more-codes');
          this.forget(offerId);
          desk = await this.desk(offerId);
          reread = true;
          continue;
        }
        const claim: DeskClaim = { codeId: code._id, ip, claimedAt: at };
        try {
          await CodeClaimModel.create({ offerId, ...claim });
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          // Another instance got there first: this client already has a code, or this code is gone.
          const theirs = await CodeClaimModel.findOne({ offerId, ip }, { codeId: 1, ip: 1, claimedAt: 1 }).lean<DeskClaim>();
          if (theirs) {
            desk.record(theirs);
            return this.existing(desk, theirs);
          }
          desk.taken.add(String(code._id));
          continue;
        }
        desk.record(claim);
        return { code, claim, alreadyClaimed: false, tookLast: desk.nextFree() === undefined };
      }
    });
    // The code's "used" mark (what staff see) is written after the line moves on: the claim row is
    // the truth, and a mark lost to a crash is repaired at start (repair.ts).
    if (!outcome.alreadyClaimed) await this.markUsed(outcome.code._id, ip, at);
    return outcome;
  }

  /**
   * One mark at a time, for every coupon. Written all at once, a crowd's marks fought each other and
   * the claims' own writes for the embedded engine's single writer: 50 at once took 28 ms each
   * against 9 ms one after another, and 1 000 claims on one coupon went past 10 s.
   */
  private markUsed(codeId: Types.ObjectId, ip: string, at: Date): Promise<void> {
    const write = this.marks.then(async () => {
      await MultipleCodeModel.updateOne({ _id: codeId }, { $set: { usedCoupon: true, usedIp: ip, usedAt: at } });
    });
    this.marks = write.catch(() => undefined);
    return write;
  }

  private async existing(desk: Desk, claim: DeskClaim): Promise<ClaimOutcome> {
    const code = desk.codeOf(claim) ?? (await MultipleCodeModel.findById(claim.codeId, { value: 1, position: 1 }).lean<DeskCode>()) ?? undefined;
    // A claim whose code row is gone cannot be shown, and this client cannot claim another one.
    if (!code) throw new ClaimRefused('code-missing');
    return { code, claim, alreadyClaimed: true, tookLast: false };
  }
}
