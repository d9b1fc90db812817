// This instance's copy of the active alerts (matching.ts AlertIndex): loaded at start, kept
// current by this instance's writes, and reloaded after another instance announces a write (the
// `alerts:changed` tag travels like every cache invalidation, lib/cache, over Redis when set).
import type { Types } from 'mongoose';
import { invalidations } from '../../lib/cache/invalidations';
import { AlertIndex, type ActiveAlert } from './matching';
import { AlertModel } from './model';

const CHANGED_TAG = 'alerts:changed';

export interface AlertRow {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  words: string[];
  tokens: string[];
  excludedTokens: string[];
  shopId: Types.ObjectId | null;
  categoryId: Types.ObjectId | null;
  maxPrice: number | null;
  minTemperature: number | null;
  email: 'none' | 'instant' | 'digest';
  paused: boolean;
}

export const ALERT_ROW_PROJECTION = { userId: 1, words: 1, tokens: 1, excludedTokens: 1, shopId: 1, categoryId: 1, maxPrice: 1, minTemperature: 1, email: 1, paused: 1 } as const;

export function toActiveAlert(row: AlertRow): ActiveAlert {
  return {
    id: String(row._id),
    userId: String(row.userId),
    tokens: row.tokens,
    excludedTokens: row.excludedTokens ?? [],
    shopId: row.shopId ? String(row.shopId) : null,
    categoryId: row.categoryId ? String(row.categoryId) : null,
    maxPrice: row.maxPrice ?? null,
    minTemperature: row.minTemperature ?? null,
    email: row.email ?? 'none',
    label: row.words.join(' '),
  };
}

const index = new AlertIndex();
let ready = false;
/** Bumped by every write: a reload that overlapped one is not trusted (it may have missed it). */
let writes = 0;
let loading: Promise<void> | null = null;

invalidations.onChange((tags, origin) => {
  if (origin === 'remote' && tags.includes(CHANGED_TAG)) ready = false;
});

async function load(): Promise<void> {
  const startedAt = writes;
  const rows = await AlertModel.find({ paused: false }, ALERT_ROW_PROJECTION).lean<AlertRow[]>();
  index.clear();
  for (const row of rows) index.put(toActiveAlert(row));
  ready = writes === startedAt;
}

/** Reads every active alert from the database again (at start, and after another instance wrote). */
export async function reloadAlertIndex(): Promise<void> {
  loading ??= load().finally(() => {
    loading = null;
  });
  await loading;
}

export async function activeAlertIndex(): Promise<AlertIndex> {
  // Two tries: a write during the first reload makes it untrusted; a second overlap is very unlikely,
  // and the index is still no older than that write's neighbours, which the next reload will bring.
  if (!ready) await reloadAlertIndex();
  if (!ready) await reloadAlertIndex();
  return index;
}

/** After this instance saved an alert: it is (or, paused, is no longer) active. */
export function alertSaved(row: AlertRow): void {
  writes++;
  if (row.paused) index.remove(String(row._id));
  else index.put(toActiveAlert(row));
  invalidations.bump([CHANGED_TAG]);
}

export function alertDeleted(alertId: string): void {
  writes++;
  index.remove(alertId);
  invalidations.bump([CHANGED_TAG]);
}

/** Forget the copy (a test or the bench wrote alerts behind the service's back). */
export function forgetAlertIndex(): void {
  ready = false;
  index.clear();
}
