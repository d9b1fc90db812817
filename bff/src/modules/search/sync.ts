// Keeps the search index in step with the database without scanning it on every write.
//
// - Load: every shop, category, user and offer once (a few seconds for 20 000 offers on FerretDB),
//   in the background at start-up; the first search waits for it.
// - Writes made through this process are seen by MongoDB driver command monitoring: a write that
//   names its documents by `_id` re-reads just those (pushed down to SQLite, ~1 ms each); any other
//   write re-reads what changed since it by `updatedAt`; writes that touch no searchable field are
//   ignored (votes and comment counters change offers all the time).
// - Against an external MongoDB (several BFF instances share it) each instance also polls by
//   `updatedAt` and re-counts the search logs every 30 s; a collection that then holds fewer
//   documents than the index has entries is reloaded (another instance deleted something).
// - Everything is reloaded every 30 minutes. Each full load (start-up included) first deletes
//   search logs older than 90 days (model.ts).
import type { FastifyBaseLogger } from 'fastify';
import { Types, type mongo } from 'mongoose';
import { normalizeText } from '../../lib/text';
import { CategoryModel } from '../categories/model';
import { ForumTopicModel } from '../forum/model';
import { OfferModel } from '../offers/model';
import { ShopModel } from '../shops/model';
import { UserModel } from '../users/model';
import { SearchClickModel, SearchTermModel, pruneSearchLogs } from './model';
import { SearchIndex, wordsOf, type CategoryEntry, type CouponEntry, type OfferEntry, type ShopEntry, type TopicEntry, type UserEntry } from './search-index';
import type { SearchGroup } from '@gangazo/contracts';

type Watched = 'offers' | 'shops' | 'categories' | 'users' | 'topics';
const WATCHED: Watched[] = ['shops', 'categories', 'users', 'offers', 'topics'];

/** Fields whose change alters what search finds or shows; a write touching none of them is ignored. */
const RELEVANT: Record<Watched, Set<string>> = {
  // `temperature` moves with every vote: such a write is one read by id, applied in place (applyOffer).
  offers: new Set(['_id', 'kind', 'title', 'imageKeys', 'imageUrl', 'shopId', 'categoryId', 'price', 'temperature', 'status', 'endsAt', 'publishedAt', 'popularity']),
  shops: new Set(['_id', 'name', 'slug', 'imageKey', 'imageUrl', 'popularity']),
  categories: new Set(['_id', 'name', 'slug', 'iconUrl', 'imageKey', 'imageUrl', 'popularity']),
  users: new Set(['_id', 'username', 'avatar']),
  topics: new Set(['_id', 'title', 'slug', 'commentsCount', 'lastActivityAt', 'status']),
};

const FIELDS: Record<Watched, Record<string, 1>> = {
  offers: { kind: 1, title: 1, imageKeys: 1, imageUrl: 1, shopId: 1, categoryId: 1, price: 1, temperature: 1, status: 1, endsAt: 1, publishedAt: 1, popularity: 1 },
  shops: { name: 1, slug: 1, imageKey: 1, imageUrl: 1, popularity: 1, createdAt: 1 },
  categories: { name: 1, slug: 1, iconUrl: 1, imageKey: 1, imageUrl: 1, popularity: 1, createdAt: 1 },
  users: { username: 1, avatar: 1, createdAt: 1 },
  topics: { title: 1, slug: 1, commentsCount: 1, lastActivityAt: 1, status: 1 },
};

/** A write's `updatedAt` is set by the writing process' clock just before it is sent. */
const CLOCK_MARGIN_MS = 5_000;
/** More changed ids than this are re-read with one `updatedAt` query instead of one read each. */
const MAX_ID_READS = 40;
const POLL_MS = 30_000;
const RELOAD_MS = 30 * 60_000;
/**
 * Ranking weights ('más buscados'). An entry's score is
 *
 *   catalog popularity + CLICK_WEIGHT × clicks + SEARCH_WEIGHT × credited searches
 *
 * where clicks and searches count once per visitor, result (or term) and day over the last 90 days.
 * Catalog popularity is a prior set by staff or the seed (0–500); what shoppers do must be able to
 * move it. A click is the strongest signal: 20 points, so 3 clicks (60) lift a result above a
 * neighbour up to 59 points more popular, and ~25 clicks span the whole seeded range. A completed
 * search that identifies one result (service.ts, creditedEntry) is weaker evidence, since nobody
 * opened anything: 5 points, a quarter of a click.
 */
export const CLICK_WEIGHT = 20;
export const SEARCH_WEIGHT = 5;

interface OfferRow {
  _id: Types.ObjectId;
  kind: 'offer' | 'coupon';
  title: string;
  imageKeys?: string[];
  imageUrl?: string | null;
  shopId?: Types.ObjectId | null;
  categoryId?: Types.ObjectId | null;
  price?: number | null;
  temperature?: number;
  status?: 'published' | 'expired' | 'pending' | 'rejected';
  endsAt?: Date | null;
  publishedAt?: Date | null;
  popularity?: number;
}
interface ShopRow {
  _id: Types.ObjectId;
  name: string;
  slug: string;
  imageKey?: string | null;
  imageUrl?: string | null;
  popularity?: number;
  createdAt?: Date;
}
interface CategoryRow extends ShopRow {
  iconUrl?: string | null;
}
interface UserRow {
  _id: Types.ObjectId;
  username: string;
  avatar?: string | null;
  createdAt?: Date;
}
interface TopicRow {
  _id: Types.ObjectId;
  status?: string;
  title: string;
  slug: string;
  commentsCount?: number;
  lastActivityAt?: Date;
}

interface Pending {
  /** Inserted documents, applied as they were sent (no read needed). */
  docs: Map<string, Document>;
  ids: Set<string>;
  removed: Set<string>;
  scanSince: number | null;
  reload: boolean;
  /**
   * New temperatures written by `{ _id }` with a plain `$set` (a vote, votes/service.ts): applied
   * as soon as the write succeeds, with no read and no flush, so votes cost search nothing.
   */
  temperatures: Map<string, number>;
}

const emptyPending = (): Pending => ({ docs: new Map(), ids: new Set(), removed: new Set(), scanSince: null, reload: false, temperatures: new Map() });

/** Whether anything but temperatures waits to be read. */
function needsFlush(pending: Pending): boolean {
  return pending.docs.size > 0 || pending.ids.size > 0 || pending.removed.size > 0 || pending.scanSince !== null || pending.reload;
}

/** The temperature an update sets when it is `{ $set: { temperature: n } }` and nothing else. */
function temperatureOnly(change: unknown): number | null {
  if (!change || typeof change !== 'object' || Array.isArray(change)) return null;
  const operators = Object.keys(change);
  if (operators.length !== 1 || operators[0] !== '$set') return null;
  const set: unknown = (change as { $set: unknown }).$set;
  if (!set || typeof set !== 'object' || Object.keys(set).length !== 1) return null;
  const value: unknown = (set as { temperature?: unknown }).temperature;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

type Document = mongo.Document;
type UpdatedSince = { updatedAt?: { $gte: Date } };

/** One collection's rows with the search fields (a switch, so each model keeps its own types). */
function findRows(collection: Watched, filter: UpdatedSince): Promise<Document[]> {
  switch (collection) {
    case 'offers':
      return OfferModel.find(filter, FIELDS.offers).lean<Document[]>();
    case 'shops':
      return ShopModel.find(filter, FIELDS.shops).lean<Document[]>();
    case 'categories':
      return CategoryModel.find(filter, FIELDS.categories).lean<Document[]>();
    case 'users':
      return UserModel.find(filter, FIELDS.users).lean<Document[]>();
    case 'topics':
      return ForumTopicModel.find(filter, FIELDS.topics).lean<Document[]>();
  }
}

function countRows(collection: Watched): Promise<number> {
  switch (collection) {
    case 'offers':
      return OfferModel.estimatedDocumentCount();
    case 'shops':
      return ShopModel.estimatedDocumentCount();
    case 'categories':
      return CategoryModel.estimatedDocumentCount();
    case 'users':
      return UserModel.estimatedDocumentCount();
    case 'topics':
      return ForumTopicModel.estimatedDocumentCount();
  }
}

/** One row by `_id`: the only filter FerretDB pushes down to SQLite (`$in` would scan everything). */
function findRow(collection: Watched, id: string): Promise<Document | null> {
  switch (collection) {
    case 'offers':
      return OfferModel.findById(id, FIELDS.offers).lean<Document>();
    case 'shops':
      return ShopModel.findById(id, FIELDS.shops).lean<Document>();
    case 'categories':
      return CategoryModel.findById(id, FIELDS.categories).lean<Document>();
    case 'users':
      return UserModel.findById(id, FIELDS.users).lean<Document>();
    case 'topics':
      return ForumTopicModel.findById(id, FIELDS.topics).lean<Document>();
  }
}

// ---------------------------------------------------------------------------------------------
// Reading a write command

/** The ids a filter names by `_id` (equality or `$in`), or null when it selects some other way. */
export function idsOfFilter(filter: unknown): string[] | null {
  if (!filter || typeof filter !== 'object') return null;
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0] !== '_id') return null;
  const value: unknown = (filter as { _id: unknown })._id;
  const scalar = (v: unknown): string | null => (v instanceof Types.ObjectId || typeof v === 'string' ? String(v) : null);
  const single = scalar(value);
  if (single) return [single];
  if (value && typeof value === 'object' && Object.keys(value).length === 1 && Array.isArray((value as { $in?: unknown }).$in)) {
    const ids = ((value as { $in: unknown[] }).$in).map(scalar);
    return ids.every((id): id is string => id !== null) ? ids : null;
  }
  return null;
}

/** Top-level fields an update writes, or null when it replaces the document or is a pipeline. */
export function touchedFields(update: unknown): string[] | null {
  if (!update || typeof update !== 'object' || Array.isArray(update)) return null;
  const operators = Object.keys(update);
  if (!operators.every((key) => key.startsWith('$'))) return null;
  const fields: string[] = [];
  for (const operator of operators) {
    const body: unknown = (update as Record<string, unknown>)[operator];
    if (body && typeof body === 'object') for (const path of Object.keys(body)) fields.push(path.split('.')[0] ?? path);
  }
  return fields;
}

/**
 * What one successful write command means for the index, merged into `pending`. `failedIndexes`
 * are the positions of an insert's documents the server refused (`writeErrors`).
 */
export function readWriteCommand(collection: Watched, name: string, command: Document, pending: Pending, now: number, failedIndexes: number[] = []): void {
  const scan = () => {
    pending.scanSince = Math.min(pending.scanSince ?? Infinity, now - CLOCK_MARGIN_MS);
  };
  const update = (filter: unknown, change: unknown, upsert: boolean) => {
    const fields = touchedFields(change);
    if (fields && !fields.some((field) => RELEVANT[collection].has(field))) return;
    const ids = idsOfFilter(filter);
    const temperature = collection === 'offers' && !upsert ? temperatureOnly(change) : null;
    if (ids && temperature !== null) {
      // An offer still waiting to be read (just inserted) takes its temperature from that read.
      for (const id of ids) {
        if (pending.docs.has(id) || pending.ids.has(id)) pending.ids.add(id);
        else pending.temperatures.set(id, temperature);
      }
      return;
    }
    if (ids) ids.forEach((id) => pending.ids.add(id));
    else scan();
    if (upsert && !ids) scan();
  };
  if (name === 'insert') {
    const docs: unknown = command.documents;
    if (!Array.isArray(docs)) return scan();
    (docs as Document[]).forEach((doc, position) => {
      if (failedIndexes.includes(position)) return;
      const id = idsOfFilter({ _id: doc._id })?.[0];
      if (!id) return scan();
      pending.ids.delete(id);
      pending.removed.delete(id);
      pending.docs.set(id, doc);
    });
  } else if (name === 'update') {
    const statements: unknown = command.updates;
    if (!Array.isArray(statements)) return scan();
    for (const statement of statements as { q?: unknown; u?: unknown; upsert?: boolean }[]) update(statement.q, statement.u, !!statement.upsert);
  } else if (name === 'findAndModify') {
    if (command.remove) {
      const ids = idsOfFilter(command.query);
      if (ids) ids.forEach((id) => pending.removed.add(id));
      else pending.reload = true;
    } else update(command.query, command.update, !!command.upsert);
  } else if (name === 'delete') {
    const statements: unknown = command.deletes;
    if (!Array.isArray(statements)) return void (pending.reload = true);
    for (const statement of statements as { q?: unknown }[]) {
      const ids = idsOfFilter(statement.q);
      if (ids) ids.forEach((id) => pending.removed.add(id));
      else pending.reload = true;
    }
  } else if (name === 'drop') {
    pending.reload = true;
  }
}

/** Whether a re-read offer differs from its entry only by temperature (a vote). */
function sameButTemperature(known: CouponEntry, next: CouponEntry, row: OfferRow): boolean {
  const image = known as Partial<OfferEntry>;
  return (
    known.name === next.name &&
    known.title === next.title &&
    known.popularity === next.popularity &&
    known.recency === next.recency &&
    known.shopId === next.shopId &&
    known.categoryId === next.categoryId &&
    known.price === next.price &&
    known.endsAt === next.endsAt &&
    known.expiredByStaff === next.expiredByStaff &&
    (row.kind === 'coupon' || (image.imageKey === (row.imageKeys?.[0] ?? null) && image.imageUrl === (row.imageUrl ?? null)))
  );
}

// ---------------------------------------------------------------------------------------------

export class SearchStore {
  readonly index = new SearchIndex();
  private loaded: Promise<void> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private queueDepth = 0;
  private pending: Record<Watched, Pending> = { offers: emptyPending(), shops: emptyPending(), categories: emptyPending(), users: emptyPending(), topics: emptyPending() };
  private flushScheduled = false;
  private readonly inflight = new Map<number, { collection: Watched; name: string; command: Document; at: number }>();
  private readonly collections = new Map<string, Watched>();
  private readonly timers: NodeJS.Timeout[] = [];
  private client: mongo.MongoClient | null = null;
  private lastPoll = Date.now();

  constructor(private readonly log: FastifyBaseLogger) {
    this.collections.set(OfferModel.collection.collectionName, 'offers');
    this.collections.set(ShopModel.collection.collectionName, 'shops');
    this.collections.set(CategoryModel.collection.collectionName, 'categories');
    this.collections.set(UserModel.collection.collectionName, 'users');
    this.collections.set(ForumTopicModel.collection.collectionName, 'topics');
  }

  /** Follows this process' writes; `poll` also follows other instances' (external MongoDB). */
  start(client: mongo.MongoClient, options: { poll: boolean }): void {
    this.client = client;
    client.on('commandStarted', this.onStarted);
    client.on('commandSucceeded', this.onSucceeded);
    client.on('commandFailed', this.onFailed);
    this.timers.push(setInterval(() => void this.enqueue(() => this.loadAll()).catch((error: unknown) => this.log.error({ err: error }, 'búsqueda: recarga fallida')), RELOAD_MS));
    if (options.poll) this.timers.push(setInterval(() => void this.catchUp().catch((error: unknown) => this.log.error({ err: error }, 'búsqueda: sondeo fallido')), POLL_MS));
    for (const timer of this.timers) timer.unref();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
    this.client?.off('commandStarted', this.onStarted);
    this.client?.off('commandSucceeded', this.onSucceeded);
    this.client?.off('commandFailed', this.onFailed);
    this.client = null;
    await this.queue.catch(() => undefined);
  }

  /** Starts the first load (idempotent). */
  warm(): Promise<void> {
    this.loaded ??= this.enqueue(() => this.loadAll());
    return this.loaded;
  }

  /**
   * Waits for the first load, then up to `maxWaitMs` for changes already seen to be applied: a cheap
   * catch-up (a few reads by id) finishes inside it; a long one is served from the current index.
   */
  async ready(maxWaitMs: number): Promise<void> {
    try {
      await this.warm();
    } catch (error) {
      this.loaded = null;
      throw error;
    }
    if (this.queueDepth === 0 && !this.flushScheduled) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.settled(), new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
    clearTimeout(timer);
  }

  private async settled(): Promise<void> {
    while (this.queueDepth > 0 || this.flushScheduled) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await this.queue.catch(() => undefined);
    }
  }

  private enqueue(job: () => Promise<void>): Promise<void> {
    this.queueDepth += 1;
    const run = this.queue.catch(() => undefined).then(job);
    this.queue = run.finally(() => {
      this.queueDepth -= 1;
    });
    return run;
  }

  private readonly onStarted = (event: mongo.CommandStartedEvent): void => {
    const name = event.commandName;
    if (name !== 'insert' && name !== 'update' && name !== 'delete' && name !== 'findAndModify' && name !== 'drop') return;
    const collection = this.collections.get(String(event.command[name]));
    if (collection) this.inflight.set(event.requestId, { collection, name, command: event.command, at: Date.now() });
  };

  private readonly onSucceeded = (event: mongo.CommandSucceededEvent): void => {
    const write = this.inflight.get(event.requestId);
    if (!write) return;
    this.inflight.delete(event.requestId);
    const writeErrors: unknown = (event.reply as { writeErrors?: unknown } | undefined)?.writeErrors;
    const failed = Array.isArray(writeErrors) ? (writeErrors as { index?: number }[]).map((error) => error.index ?? -1) : [];
    const pending = this.pending[write.collection];
    readWriteCommand(write.collection, write.name, write.command, pending, write.at, failed);
    if (pending.temperatures.size > 0 && this.loaded) {
      for (const [id, temperature] of pending.temperatures) {
        this.index.offers.setTemperature(id, temperature);
        this.index.coupons.setTemperature(id, temperature);
      }
      pending.temperatures.clear();
    }
    if (this.flushScheduled || !needsFlush(pending)) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.enqueue(() => this.flush()).catch((error: unknown) => this.log.error({ err: error }, 'búsqueda: no se pudo actualizar el índice'));
    });
  };

  private readonly onFailed = (event: mongo.CommandFailedEvent): void => {
    this.inflight.delete(event.requestId);
  };

  private async flush(): Promise<void> {
    if (!this.loaded) {
      // Nothing to keep in step yet: the first load will read everything.
      this.pending = { offers: emptyPending(), shops: emptyPending(), categories: emptyPending(), users: emptyPending(), topics: emptyPending() };
      return;
    }
    const work = this.pending;
    this.pending = { offers: emptyPending(), shops: emptyPending(), categories: emptyPending(), users: emptyPending(), topics: emptyPending() };
    for (const collection of WATCHED) {
      const change = work[collection];
      if (change.reload) {
        await this.loadCollection(collection, {}, true);
        continue;
      }
      for (const doc of change.docs.values()) this.applyRow(collection, doc);
      for (const id of change.removed) this.removeEntry(collection, id);
      if (change.scanSince !== null || change.ids.size > MAX_ID_READS) {
        const since = change.scanSince ?? Date.now() - CLOCK_MARGIN_MS;
        await this.loadCollection(collection, { updatedAt: { $gte: new Date(since) } }, false);
        if (change.scanSince !== null) continue;
      }
      if (change.ids.size > 0 && change.ids.size <= MAX_ID_READS) {
        const ids = [...change.ids].filter((id) => Types.ObjectId.isValid(id));
        const rows = await Promise.all(ids.map((id) => findRow(collection, id)));
        rows.forEach((row, i) => (row ? this.applyRow(collection, row) : this.removeEntry(collection, ids[i] ?? '')));
      }
    }
  }

  /** What other BFF instances wrote since the last catch-up (every POLL_MS against an external MongoDB). */
  catchUp(): Promise<void> {
    return this.enqueue(() => this.poll());
  }

  private async poll(): Promise<void> {
    const since = new Date(this.lastPoll - 60_000);
    this.lastPoll = Date.now();
    for (const collection of WATCHED) {
      await this.loadCollection(collection, { updatedAt: { $gte: since } }, false);
      // A deletion leaves no `updatedAt` to find: a collection holding fewer documents than the
      // index has entries lost some elsewhere, so it is read again whole (a count is cheap on MongoDB).
      if ((await countRows(collection)) < this.indexedCount(collection)) await this.loadCollection(collection, {}, true);
    }
    await this.loadScores();
  }

  private indexedCount(collection: Watched): number {
    if (collection === 'offers') return this.index.offers.size + this.index.coupons.size;
    return collection === 'topics' ? this.index.topics.size : this.index.group(collection).size;
  }

  private async loadAll(): Promise<void> {
    const started = performance.now();
    for (const collection of WATCHED) await this.loadCollection(collection, {}, true);
    try {
      const pruned = await pruneSearchLogs();
      if (pruned.clicks + pruned.terms > 0) this.log.info(pruned, 'búsqueda: registros de más de 90 días borrados');
    } catch (error) {
      // Old entries only weigh a little more until the next reload tries again.
      this.log.error({ err: error }, 'búsqueda: no se pudieron borrar los registros antiguos');
    }
    await this.loadScores();
    this.log.info({ ms: Math.round(performance.now() - started), offers: this.index.offers.size + this.index.coupons.size }, 'búsqueda: índice cargado');
  }

  /** Reads rows and applies them in one synchronous step, so a search never sees half a reload. */
  private async loadCollection(collection: Watched, filter: UpdatedSince, replace: boolean): Promise<void> {
    const rows = await findRows(collection, filter);
    if (replace) {
      if (collection === 'offers') {
        this.index.offers.clear();
        this.index.coupons.clear();
      } else if (collection === 'topics') this.index.topics.clear();
      else this.index.group(collection).clear();
    }
    for (const row of rows) this.applyRow(collection, row);
  }

  private removeEntry(collection: Watched, id: string): void {
    if (collection === 'offers') {
      this.index.offers.remove(id);
      this.index.coupons.remove(id);
    } else if (collection === 'topics') this.index.topics.remove(id);
    else this.index.group(collection).remove(id);
  }

  private applyRow(collection: Watched, row: Document): void {
    if (collection === 'offers') this.applyOffer(row as OfferRow);
    else if (collection === 'shops') this.applyShop(row as ShopRow);
    else if (collection === 'categories') this.applyCategory(row as CategoryRow);
    else if (collection === 'topics') this.applyTopic(row as TopicRow);
    else this.applyUser(row as UserRow);
  }

  private applyOffer(row: OfferRow): void {
    const id = String(row._id);
    // Held for review or rejected: only its author and staff may see it, never search.
    if (row.status === 'pending' || row.status === 'rejected') {
      this.removeEntry('offers', id);
      return;
    }
    const shopId = row.shopId ? String(row.shopId) : null;
    const base: CouponEntry = {
      id,
      title: row.title,
      name: normalizeText(row.title),
      words: wordsOf(row.title),
      popularity: row.popularity ?? 0,
      recency: row.publishedAt ? new Date(row.publishedAt).getTime() : 0,
      shopId,
      categoryId: row.categoryId ? String(row.categoryId) : null,
      price: row.price ?? null,
      temperature: row.temperature ?? 0,
      endsAt: row.endsAt ? new Date(row.endsAt).getTime() : null,
      expiredByStaff: row.status === 'expired',
    };
    const group = row.kind === 'coupon' ? this.index.coupons : this.index.offers;
    const known = group.get(id);
    if (known && sameButTemperature(known, base, row)) {
      // A vote: nothing the dropdown shows changed.
      group.setTemperature(id, base.temperature);
      return;
    }
    this.removeEntry('offers', id);
    if (row.kind === 'coupon') {
      // A coupon is found by its shop's name too: 'exito' lists the Éxito coupons.
      const shop = shopId ? this.index.shops.get(shopId) : undefined;
      this.index.coupons.upsert({ ...base, words: shop ? [...new Set([...base.words, ...shop.words])] : base.words });
    } else {
      const entry: OfferEntry = { ...base, imageKey: row.imageKeys?.[0] ?? null, imageUrl: row.imageUrl ?? null };
      this.index.offers.upsert(entry);
    }
  }

  private applyShop(row: ShopRow): void {
    const id = String(row._id);
    const before = this.index.shops.get(id);
    const entry: ShopEntry = {
      id,
      displayName: row.name,
      name: normalizeText(row.name),
      words: wordsOf(row.name),
      slug: row.slug,
      imageKey: row.imageKey ?? null,
      imageUrl: row.imageUrl ?? null,
      popularity: row.popularity ?? 0,
      recency: row.createdAt ? new Date(row.createdAt).getTime() : 0,
    };
    this.index.shops.upsert(entry);
    if (before && before.name !== entry.name) this.reindexCouponsOf(id, entry.words);
  }

  /** A renamed shop: its coupons are found by the new name, not the old one. */
  private reindexCouponsOf(shopId: string, shopWords: string[]): void {
    for (const coupon of [...this.index.coupons.values()]) {
      if (coupon.shopId === shopId) this.index.coupons.upsert({ ...coupon, words: [...new Set([...wordsOf(coupon.title), ...shopWords])] });
    }
  }

  private applyCategory(row: CategoryRow): void {
    const entry: CategoryEntry = {
      id: String(row._id),
      displayName: row.name,
      name: normalizeText(row.name),
      words: wordsOf(row.name),
      slug: row.slug,
      iconUrl: row.iconUrl ?? null,
      imageKey: row.imageKey ?? null,
      imageUrl: row.imageUrl ?? null,
      popularity: row.popularity ?? 0,
      recency: row.createdAt ? new Date(row.createdAt).getTime() : 0,
    };
    this.index.categories.upsert(entry);
  }

  private applyUser(row: UserRow): void {
    const entry: UserEntry = {
      id: String(row._id),
      username: row.username,
      avatar: row.avatar ?? null,
      name: normalizeText(row.username),
      words: wordsOf(row.username),
      popularity: 0,
      recency: row.createdAt ? new Date(row.createdAt).getTime() : 0,
    };
    this.index.users.upsert(entry);
  }

  private applyTopic(row: TopicRow): void {
    if (row.status === 'pending' || row.status === 'rejected') {
      this.index.topics.remove(String(row._id));
      return;
    }
    const entry: TopicEntry = {
      id: String(row._id),
      title: row.title,
      slug: row.slug,
      name: normalizeText(row.title),
      words: wordsOf(row.title),
      commentsCount: row.commentsCount ?? 0,
      // Comments count as the topic's popularity: a lively conversation ranks first among equals.
      popularity: row.commentsCount ?? 0,
      recency: row.lastActivityAt ? new Date(row.lastActivityAt).getTime() : 0,
    };
    this.index.topics.upsert(entry);
  }

  /** The category entry id for a slug (clicks on categories carry the slug). */
  categoryIdBySlug(slug: string): string | null {
    for (const entry of this.index.categories.values()) if (entry.slug === slug) return entry.id;
    return null;
  }

  /** Counts every logged click and credited search into the index's scores (weights above). */
  private async loadScores(): Promise<void> {
    const [clicks, searches] = await Promise.all([
      SearchClickModel.aggregate<{ _id: { group: SearchGroup; entityId: string }; n: number }>([
        { $group: { _id: { group: '$group', entityId: '$entityId' }, n: { $sum: 1 } } },
      ]),
      SearchTermModel.aggregate<{ _id: string; n: number }>([{ $unwind: '$exact' }, { $group: { _id: '$exact', n: { $sum: 1 } } }]),
    ]);
    const scores: Record<SearchGroup, Map<string, number>> = { coupons: new Map(), shops: new Map(), categories: new Map(), offers: new Map(), users: new Map() };
    const add = (group: SearchGroup, entityId: string, amount: number) => {
      const id = group === 'categories' && !Types.ObjectId.isValid(entityId) ? this.categoryIdBySlug(entityId) : entityId;
      if (id) scores[group].set(id, (scores[group].get(id) ?? 0) + amount);
    };
    for (const row of clicks) add(row._id.group, row._id.entityId, row.n * CLICK_WEIGHT);
    for (const row of searches) {
      const [group, entityId] = row._id.split(':') as [SearchGroup, string | undefined];
      if (entityId && group in scores) add(group, entityId, row.n * SEARCH_WEIGHT);
    }
    for (const group of Object.keys(scores) as SearchGroup[]) this.index.group(group).setSearchScores(scores[group]);
  }
}
