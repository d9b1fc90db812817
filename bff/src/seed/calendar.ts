// Every date the demo data holds comes from here, drawn from one seeded stream against one clock,
// so the demo is the same for a given seed and "now" and obeys the app's own rules on any day and
// at any hour: an end date never before its start, nothing published in the future, an expired
// offer really past its end, a claim or a vote inside its offer's life, a reply after its topic,
// and every author a member before their first post. `calendar.test.ts` checks that over 400 days.
import type { Random } from './random';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Colombia is UTC−5 all year (no daylight saving). */
const BOGOTA_OFFSET_HOURS = 5;
/** The oldest demo content (offers reach back 90 days, pinned topics 75): members joined before. */
export const OLDEST_CONTENT_DAYS = 90;
const MEMBER_SINCE_DAYS = { min: OLDEST_CONTENT_DAYS + 10, max: 730 } as const;

/** When an offer or coupon is online. `status: 'expired'` is staff's word, whatever the dates. */
export interface Lifetime {
  publishedAt: Date;
  startsAt: Date;
  endsAt: Date | null;
  status: 'published' | 'expired';
}

export interface CouponLifetime extends Lifetime {
  /** Hands out one individual code per visitor instead of a shared one. */
  multipleCodes: boolean;
}

/** What the feeds need to show on any day: a few brand-new offers ('Nuevo') and live coupons. */
const FRESH_OFFERS = 3;

export class DemoCalendar {
  constructor(
    private readonly random: Random,
    readonly now: Date,
  ) {}

  /** A uniformly drawn instant in [from, to] (to is clamped to not precede from). */
  between(from: Date | number, to: Date | number): Date {
    const start = +from;
    const end = Math.max(start, +to);
    return new Date(start + Math.floor(this.random.next() * (end - start + 1)));
  }

  /**
   * A moment between `maxDaysAgo` and `minDaysAgo` days before now at an hour Colombians post
   * (7:00–22:59 Bogotá time). The hour is kept only while it stays inside the window; a window
   * of a day or less, or the last hours before now, fall back to a uniform draw.
   */
  past(maxDaysAgo: number, minDaysAgo = 0): Date {
    const earliest = this.now.getTime() - maxDaysAgo * DAY;
    const latest = this.now.getTime() - minDaysAgo * DAY;
    const day = new Date(earliest + this.random.next() * (latest - earliest));
    const hour = (this.random.int(7, 22) + BOGOTA_OFFSET_HOURS) % 24;
    day.setUTCHours(hour, this.random.int(0, 59), this.random.int(0, 59), 0);
    for (const shift of [0, -DAY, DAY]) {
      const candidate = day.getTime() + shift;
      if (candidate >= earliest && candidate <= latest) return new Date(candidate);
    }
    return this.between(earliest, latest);
  }

  /** When a demo account joined: before any demo content, so no one authors a post before joining. */
  memberSince(): Date {
    return this.past(MEMBER_SINCE_DAYS.max, MEMBER_SINCE_DAYS.min);
  }

  /**
   * The offers' lives, newest first: three posted minutes ago, then most from the last month and
   * every tenth from the last quarter; about one in eight already past its end date, one in fifty
   * expired by staff, about a third of the live ones with an end date ahead.
   */
  offers(count: number): Lifetime[] {
    return Array.from({ length: count }, (_, i) => {
      if (i < FRESH_OFFERS) {
        const publishedAt = new Date(this.now.getTime() - this.random.int(1, 8) * MINUTE);
        return { publishedAt, startsAt: publishedAt, endsAt: this.liveEnd(0.35, 2, 30), status: 'published' };
      }
      const maxDaysAgo = i % 10 === 0 ? OLDEST_CONTENT_DAYS : 30;
      if (this.random.chance(0.12)) return this.endedLife(maxDaysAgo, 10);
      const publishedAt = this.past(maxDaysAgo);
      const status = this.random.chance(0.02) ? 'expired' : 'published';
      return { publishedAt, startsAt: publishedAt, endsAt: this.liveEnd(0.35, 2, 30), status };
    });
  }

  /** The coupons' lives: posted in the last 40 days, one in ten past its end, every fourth with individual codes. */
  coupons(count: number): CouponLifetime[] {
    return Array.from({ length: count }, (_, i) => {
      const multipleCodes = i % 4 === 1;
      if (this.random.chance(0.1)) return { ...this.endedLife(40, 5), multipleCodes };
      const publishedAt = this.past(40);
      return { publishedAt, startsAt: publishedAt, endsAt: this.liveEnd(1, 7, 60), status: 'published', multipleCodes };
    });
  }

  /** When earlier visitors claimed codes: while the coupon was live (a minute before its end at the latest), never ahead of now. */
  claimTimes(life: Lifetime, count: number): Date[] {
    const until = Math.min(this.now.getTime(), (life.endsAt?.getTime() ?? Infinity) - MINUTE);
    return Array.from({ length: count }, () => this.between(life.startsAt, until)).sort((a, b) => +a - +b);
  }

  /** When people voted or commented: between publication and now. */
  activityTimes(life: Pick<Lifetime, 'publishedAt'>, count: number): Date[] {
    return Array.from({ length: count }, () => this.between(life.publishedAt, this.now));
  }

  /**
   * A forum thread: the topic at least a day old (pinned ones two months), then its replies in
   * order, hours or days apart, the last one at least a minute before now.
   */
  thread(pinned: boolean, replies: number): { createdAt: Date; replies: Date[] } {
    const createdAt = pinned ? this.past(75, 60) : this.past(55, 1);
    const last = this.now.getTime() - MINUTE;
    const step = (last - createdAt.getTime()) / Math.max(1, replies);
    let at = createdAt.getTime();
    const times: Date[] = [];
    for (let r = 0; r < replies; r++) {
      at = Math.min(last, at + Math.max(MINUTE, Math.floor(step * (0.1 + this.random.next()))));
      times.push(new Date(at));
    }
    return { createdAt, replies: times };
  }

  /** A blog post `daysAgo` days back (negative: scheduled ahead), at some hour of that day. */
  post(daysAgo: number): Date {
    return new Date(this.now.getTime() - daysAgo * DAY - this.random.int(0, 10) * HOUR);
  }

  /** A banner's campaign: started two days ago, for `daysLeft` more days (null: always on). */
  campaign(daysLeft: number | null): { startsAt: Date | null; endsAt: Date | null } {
    if (daysLeft === null) return { startsAt: null, endsAt: null };
    return { startsAt: new Date(this.now.getTime() - 2 * DAY), endsAt: new Date(this.now.getTime() + Math.max(1, daysLeft) * DAY) };
  }

  /** With probability `p`, an end `minDays`–`maxDays` days ahead; otherwise none. */
  private liveEnd(p: number, minDays: number, maxDays: number): Date | null {
    return this.random.chance(p) ? new Date(this.now.getTime() + this.random.int(minDays, maxDays) * DAY) : null;
  }

  /**
   * A life already over: posted at least a day ago, ended up to `maxLifeDays` after, always at
   * least an hour after it started and at least a minute before now.
   */
  private endedLife(maxDaysAgo: number, maxLifeDays: number): Lifetime {
    const publishedAt = this.past(maxDaysAgo, 1);
    const endsAt = this.between(
      publishedAt.getTime() + HOUR,
      Math.min(this.now.getTime() - MINUTE, publishedAt.getTime() + this.random.int(1, maxLifeDays) * DAY),
    );
    return { publishedAt, startsAt: publishedAt, endsAt, status: 'published' };
  }
}

/** A seeder's calendar: its own stream (forked from the seeder's), against the seed's one clock. */
export function calendarFor(ctx: { random: Random; now: Date }): DemoCalendar {
  return new DemoCalendar(ctx.random.fork('calendar'), ctx.now);
}
