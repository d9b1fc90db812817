// Keyword alerts: a user's own list, created, edited, paused and deleted only by that user.
import { ALERT_LIMITS, encodeCategoryId, type Alert, type AlertBody, type AlertList } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import { CategoryModel } from '../categories/model';
import { CategoryIndex } from '../categories/service';
import { ShopModel } from '../shops/model';
import { ALERT_ROW_PROJECTION, alertDeleted, alertSaved, type AlertRow } from './active-index';
import { alertTokens } from './matching';
import { AlertMatchModel, AlertModel } from './model';

interface StoredAlertRow extends AlertRow {
  excludedWords: string[];
  /** Filled from AlertMatch when listed. */
  matches?: number;
  createdAt: Date;
}

const LIST_PROJECTION = { ...ALERT_ROW_PROJECTION, excludedWords: 1, createdAt: 1 } as const;

function cleanWords(words: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of words ?? []) {
    const clean = word.replace(/\s+/g, ' ').trim();
    const key = alertTokens([clean]).join(' ');
    if (key && !seen.has(key)) {
      seen.add(key);
      kept.push(clean);
    }
  }
  return kept;
}

/** What a body sets on an alert: the stored row's fields (active-index.ts) and the excluded words as written. */
type AlertFields = Omit<AlertRow, '_id' | 'userId'> & { excludedWords: string[] };

/** Checks the body beyond its schema (words with letters, shop and category that exist) and maps it to fields. */
async function findCategory(id: string): Promise<Types.ObjectId> {
  const index = await CategoryIndex.load();
  try {
    return index.resolve(id)._id;
  } catch (error) {
    if (error instanceof AppError) throw ValidationError('No encontramos esa categoría.');
    throw error;
  }
}

async function alertFields(body: AlertBody): Promise<AlertFields> {
  const words = cleanWords(body.words);
  const tokens = alertTokens(words);
  if (tokens.length === 0) throw ValidationError('Escribe al menos una palabra con letras o números para la alerta.');
  const excludedWords = cleanWords(body.excluded_words);
  const excludedTokens = alertTokens(excludedWords);
  const clash = excludedTokens.find((token) => tokens.includes(token));
  if (clash) throw ValidationError(`La palabra «${clash}» no puede ser obligatoria y excluida a la vez.`);
  const [shop, category] = await Promise.all([body.shop_id ? ShopModel.exists({ _id: body.shop_id }) : null, body.category_id ? findCategory(body.category_id) : null]);
  if (body.shop_id && !shop) throw ValidationError('No encontramos esa tienda.');
  return {
    words,
    tokens,
    excludedWords,
    excludedTokens,
    shopId: shop?._id ?? null,
    categoryId: category ?? null,
    maxPrice: body.max_price ?? null,
    minTemperature: body.min_temperature ?? null,
    email: body.email ?? 'none',
    paused: body.paused ?? false,
  };
}

async function present(rows: StoredAlertRow[]): Promise<Alert[]> {
  const shopIds = rows.flatMap((row) => (row.shopId ? [row.shopId] : []));
  const categoryIds = rows.flatMap((row) => (row.categoryId ? [row.categoryId] : []));
  const [shops, categories] = await Promise.all([
    shopIds.length ? ShopModel.find({ _id: { $in: shopIds } }, { name: 1 }).lean<{ _id: Types.ObjectId; name: string }[]>() : [],
    categoryIds.length ? CategoryModel.find({ _id: { $in: categoryIds } }, { name: 1, slug: 1 }).lean<{ _id: Types.ObjectId; name: string; slug: string }[]>() : [],
  ]);
  const shopNames = new Map(shops.map((shop) => [String(shop._id), shop.name]));
  const categoryById = new Map(categories.map((category) => [String(category._id), category]));
  const named = (id: Types.ObjectId | null, names: Map<string, string>) => (id && names.has(String(id)) ? { id: String(id), name: names.get(String(id)) ?? '' } : null);
  const namedCategory = (id: Types.ObjectId | null) => {
    const category = id ? categoryById.get(String(id)) : undefined;
    return category ? { id: encodeCategoryId(category.slug), name: category.name } : null;
  };
  return rows.map((row) => ({
    id: String(row._id),
    words: row.words,
    excluded_words: row.excludedWords ?? [],
    shop: named(row.shopId, shopNames),
    category: namedCategory(row.categoryId),
    max_price: row.maxPrice ?? null,
    min_temperature: row.minTemperature ?? null,
    email: row.email ?? 'none',
    paused: row.paused,
    matches: row.matches ?? 0,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function listAlerts(userId: string): Promise<AlertList> {
  const rows = await AlertModel.find({ userId: new Types.ObjectId(userId) }, LIST_PROJECTION)
    .sort({ createdAt: -1, _id: -1 })
    .limit(ALERT_LIMITS.perUser + 10)
    .lean<StoredAlertRow[]>();
  return { items: await present(await withMatchCounts(userId, rows)), total: rows.length, limit: ALERT_LIMITS.perUser };
}

/** How many offers each alert found, counted from the matches (a user's matches, by their index). */
async function withMatchCounts(userId: string, rows: StoredAlertRow[]): Promise<StoredAlertRow[]> {
  if (rows.length === 0) return rows;
  const counts = await AlertMatchModel.aggregate<{ _id: Types.ObjectId; n: number }>([
    { $match: { userId: new Types.ObjectId(userId) } },
    { $group: { _id: '$alertId', n: { $sum: 1 } } },
  ]);
  const byAlert = new Map(counts.map((row) => [String(row._id), row.n]));
  return rows.map((row) => ({ ...row, matches: byAlert.get(String(row._id)) ?? 0 }));
}

async function ownAlert(userId: string, alertId: string): Promise<StoredAlertRow> {
  const row = await AlertModel.findOne({ _id: new Types.ObjectId(alertId), userId: new Types.ObjectId(userId) }, LIST_PROJECTION).lean<StoredAlertRow>();
  // Another user's alert answers as if it did not exist: ids are not a way to learn about others.
  if (!row) throw NotFoundError('No encontramos esa alerta.');
  return row;
}

async function presentOne(userId: string, alertId: string): Promise<Alert> {
  const [alert] = await present(await withMatchCounts(userId, [await ownAlert(userId, alertId)]));
  if (!alert) throw NotFoundError('No encontramos esa alerta.');
  return alert;
}

export async function createAlert(userId: string, body: AlertBody): Promise<Alert> {
  const fields = await alertFields(body);
  const owner = new Types.ObjectId(userId);
  // Counted before writing: two creations racing at 49 could both pass and make 51; the limit
  // is about keeping lists and matching small, not an invariant worth a lock.
  if ((await AlertModel.countDocuments({ userId: owner })) >= ALERT_LIMITS.perUser) {
    throw ConflictError(`Puedes tener hasta ${ALERT_LIMITS.perUser} alertas. Borra alguna para crear otra.`);
  }
  const created = await AlertModel.create({ userId: owner, ...fields });
  alertSaved({ _id: created._id, userId: owner, ...fields });
  return presentOne(userId, String(created._id));
}

export async function updateAlert(userId: string, alertId: string, body: AlertBody): Promise<Alert> {
  const current = await ownAlert(userId, alertId);
  const fields = await alertFields({ ...body, paused: body.paused ?? current.paused });
  await AlertModel.updateOne({ _id: current._id }, { $set: fields });
  alertSaved({ _id: current._id, userId: current.userId, ...fields });
  return presentOne(userId, alertId);
}

export async function pauseAlert(userId: string, alertId: string, paused: boolean): Promise<Alert> {
  const current = await ownAlert(userId, alertId);
  await AlertModel.updateOne({ _id: current._id }, { $set: { paused } });
  alertSaved({ ...current, paused });
  return presentOne(userId, alertId);
}

export async function deleteAlert(userId: string, alertId: string): Promise<void> {
  const current = await ownAlert(userId, alertId);
  await AlertModel.deleteOne({ _id: current._id });
  alertDeleted(alertId);
}

/** The one-click unsubscribe: this alert sends no more e-mail (its notifications go on). */
export async function stopAlertEmail(userId: string, alertId: string): Promise<boolean> {
  const current = await AlertModel.findOne({ _id: new Types.ObjectId(alertId), userId: new Types.ObjectId(userId) }, LIST_PROJECTION).lean<StoredAlertRow>();
  if (!current) return false;
  await AlertModel.updateOne({ _id: current._id }, { $set: { email: 'none' } });
  alertSaved({ ...current, email: 'none' });
  return true;
}

/** The summary's unsubscribe: alerts that mailed through the summary keep only the bell. */
export async function stopDigestAlerts(userId: string): Promise<void> {
  const rows = await AlertModel.find({ userId: new Types.ObjectId(userId), email: 'digest' }, LIST_PROJECTION).lean<StoredAlertRow[]>();
  for (const row of rows) {
    await AlertModel.updateOne({ _id: row._id }, { $set: { email: 'none' } });
    alertSaved({ ...row, email: 'none' });
  }
}
