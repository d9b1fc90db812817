// The demo's dates against every rule the app applies, for 400 consecutive days at a different
// hour each day (an injected clock, never the real one): the seed must load whole on any day.
import { SEED_COUNTS } from '../modules/catalog-seed';
import { BANNERS } from '../modules/content/seed-data';
import { FORUM_TOPICS } from '../modules/forum/seed-data';
import { checkNewOffer } from '../modules/offers/create';
import { isExpired } from '../modules/offers/present';
import { POSTS } from '../modules/posts/seed-data';
import { DEMO_USERS } from '../modules/users/seed';
import { calendarFor, DAY, MINUTE, OLDEST_CONTENT_DAYS, type Lifetime } from './calendar';
import { DEMO_RANDOM_SEED } from './index';
import { Random } from './random';

const FIRST_DAY = Date.UTC(2026, 0, 1, 0, 0, 0);
const DAYS = 400;

/** Day `i` of the run, at an hour that walks round the clock (37 min 13 s later each day). */
function clock(i: number): Date {
  return new Date(FIRST_DAY + i * DAY + ((i * (37 * MINUTE + 13_000)) % DAY));
}

/** The calendars each seeder gets on the first start, in the same order from the same streams. */
function calendars(now: Date) {
  const root = new Random(DEMO_RANDOM_SEED);
  const of = (seeder: string) => calendarFor({ random: root.fork(seeder), now });
  return { users: of('users'), catalog: of('catalog'), forum: of('forum'), posts: of('posts'), content: of('content') };
}

interface DayReport {
  problems: string[];
  liveOffers: number;
  liveCoupons: number;
  liveMultipleCodeCoupons: number;
}

function checkDay(now: Date): DayReport {
  const problems: string[] = [];
  const fail = (what: string) => problems.push(`${now.toISOString()}: ${what}`);
  const cal = calendars(now);
  const t = now.getTime();
  const contentDates: number[] = [];

  const checkLife = (what: string, life: Lifetime) => {
    try {
      checkNewOffer({ kind: 'offer', title: what, ...life });
    } catch (error) {
      fail(`${what}: ${(error as Error).message}`);
    }
    if (life.publishedAt.getTime() > t) fail(`${what} publicada en el futuro`);
    if (life.startsAt.getTime() !== life.publishedAt.getTime()) fail(`${what} empieza en otra fecha que su publicación`);
    if (life.publishedAt.getTime() < t - (OLDEST_CONTENT_DAYS + 1) * DAY) fail(`${what} más vieja de ${OLDEST_CONTENT_DAYS} días`);
    contentDates.push(life.publishedAt.getTime());
    for (const at of cal.catalog.activityTimes(life, 4)) {
      if (at < life.publishedAt || at.getTime() > t) fail(`${what}: voto o comentario fuera de su vida (${at.toISOString()})`);
    }
  };

  const offers = cal.catalog.offers(SEED_COUNTS.offers);
  offers.forEach((life, i) => checkLife(`oferta ${i}`, life));
  offers.slice(0, 3).forEach((life, i) => {
    if (t - life.publishedAt.getTime() > 10 * MINUTE || isExpired(life, now)) fail(`la oferta ${i} no es 'Nuevo'`);
  });

  const coupons = cal.catalog.coupons(SEED_COUNTS.coupons);
  coupons.forEach((life, i) => {
    checkLife(`cupón ${i}`, life);
    if (!life.multipleCodes) return;
    for (const at of cal.catalog.claimTimes(life, 20)) {
      if (at < life.startsAt || at.getTime() > t || isExpired(life, at)) fail(`cupón ${i}: código reclamado fuera de su vigencia (${at.toISOString()})`);
    }
  });

  const members = [...DEMO_USERS, 'demo'].map(() => cal.users.memberSince().getTime());

  for (const demo of FORUM_TOPICS) {
    const thread = cal.forum.thread(Boolean(demo.pinned), demo.comments.length + 2);
    contentDates.push(thread.createdAt.getTime());
    let previous = thread.createdAt.getTime();
    if (previous > t - MINUTE) fail(`tema «${demo.title}» creado en el futuro`);
    for (const reply of thread.replies) {
      if (reply.getTime() <= previous || reply.getTime() > t - MINUTE + 1) fail(`respuesta fuera de orden en «${demo.title}»`);
      previous = reply.getTime();
    }
  }

  for (const post of POSTS) {
    const at = cal.posts.post(post.daysAgo).getTime();
    if (post.daysAgo >= 0 && at > t) fail(`la publicación «${post.title}» queda en el futuro`);
    if (post.daysAgo < 0 && at <= t) fail(`la publicación programada «${post.title}» ya salió`);
    if (post.daysAgo >= 0) contentDates.push(at);
  }

  for (const banner of BANNERS) {
    const { startsAt, endsAt } = cal.content.campaign(banner.daysLeft);
    if ((startsAt === null) !== (endsAt === null)) fail(`banner «${banner.title}» con media campaña`);
    if (startsAt && endsAt && !(startsAt.getTime() <= t && t < endsAt.getTime())) fail(`banner «${banner.title}» fuera de campaña`);
  }

  if (Math.max(...members) >= Math.min(...contentDates)) fail('un usuario se unió después del primer contenido');

  const live = (lives: Lifetime[]) => lives.filter((life) => !isExpired(life, now));
  return {
    problems,
    liveOffers: live(offers).length,
    liveCoupons: live(coupons).length,
    liveMultipleCodeCoupons: live(coupons.filter((c) => c.multipleCodes)).length,
  };
}

test(`every demo date obeys the app's rules on each of ${DAYS} consecutive days, at every hour`, () => {
  const problems: string[] = [];
  for (let i = 0; i < DAYS; i++) {
    const report = checkDay(clock(i));
    problems.push(...report.problems);
    // What a first start must show on any day: full feeds and coupons, some with individual codes.
    if (report.liveOffers < 150) problems.push(`${clock(i).toISOString()}: solo ${report.liveOffers} ofertas vigentes`);
    if (report.liveCoupons < 40) problems.push(`${clock(i).toISOString()}: solo ${report.liveCoupons} cupones vigentes`);
    if (report.liveMultipleCodeCoupons < 5) problems.push(`${clock(i).toISOString()}: solo ${report.liveMultipleCodeCoupons} cupones de códigos únicos`);
  }
  expect(problems.slice(0, 20)).toEqual([]);
});

test('the run covers every hour of the day', () => {
  const hours = new Set(Array.from({ length: DAYS }, (_, i) => clock(i).getUTCHours()));
  expect(hours.size).toBe(24);
});

test('the same seed and clock give the same dates', () => {
  const now = clock(123);
  const first = calendars(now);
  const second = calendars(now);
  expect(second.catalog.offers(20)).toEqual(first.catalog.offers(20));
  expect(second.forum.thread(false, 5)).toEqual(first.forum.thread(false, 5));
});

test('a moment in the past lands at a Colombian posting hour when the window allows it', () => {
  const cal = calendarFor({ random: new Random('hours'), now: clock(7) });
  for (let i = 0; i < 500; i++) {
    const at = cal.past(30, 1);
    const bogotaHour = (at.getUTCHours() + 24 - 5) % 24;
    expect(bogotaHour).toBeGreaterThanOrEqual(7);
    expect(bogotaHour).toBeLessThanOrEqual(22);
    expect(at.getTime()).toBeLessThanOrEqual(clock(7).getTime() - DAY);
    expect(at.getTime()).toBeGreaterThanOrEqual(clock(7).getTime() - 30 * DAY);
  }
});
