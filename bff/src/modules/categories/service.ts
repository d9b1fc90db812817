import { categoryPath, decodeCategoryId, encodeCategoryId, type Category, type CategorySummary, type CategoryWithChildren } from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { ConflictError, NotFoundError, ValidationError, isDuplicateKeyError } from '../../errors';
import { searchFields } from '../../lib/search-fields';
import { slugify } from '../../lib/text';
import { feedRankings } from '../offers/feed-rankings';
import { CategoryModel } from './model';
import { dependsOnCollection } from '../../lib/cache/dependencies';
import { anyTag, invalidations } from '../../lib/cache/invalidations';

export interface CategoryRow {
  _id: Types.ObjectId;
  name: string;
  slug: string;
  parentId: Types.ObjectId | null;
  description: string;
  iconUrl: string | null;
  imageKey: string | null;
  imageUrl: string | null;
  position: number;
}

const ROW_PROJECTION = { name: 1, slug: 1, parentId: 1, description: 1, iconUrl: 1, imageKey: 1, imageUrl: 1, position: 1 };

/**
 * Every category, in menu order (orphans whose parent is gone are left out). The tree is small (tens of rows) and every catalog page needs
 * parents and children, so it is read whole rather than joined piecemeal.
 */
export async function loadCategories(): Promise<CategoryRow[]> {
  const rows = await CategoryModel.find({}, ROW_PROJECTION).lean<CategoryRow[]>();
  const byMenuOrder = (a: CategoryRow, b: CategoryRow) => a.position - b.position || a.name.localeCompare(b.name, 'es');
  // Depth first: each top-level category followed by its sub-categories.
  const ordered: CategoryRow[] = [];
  for (const parent of rows.filter((row) => !row.parentId).sort(byMenuOrder)) {
    ordered.push(parent, ...rows.filter((row) => row.parentId && String(row.parentId) === String(parent._id)).sort(byMenuOrder));
  }
  return ordered;
}

let cachedIndex: { version: number; epoch: number; index: Promise<CategoryIndex> } | null = null;

export class CategoryIndex {
  readonly byId = new Map<string, CategoryRow>();
  readonly bySlug = new Map<string, CategoryRow>();
  constructor(readonly rows: CategoryRow[]) {
    for (const row of rows) {
      this.byId.set(String(row._id), row);
      this.bySlug.set(row.slug, row);
    }
  }

  /** The whole tree, read once and kept until a category changes (here or on another instance). */
  static load(): Promise<CategoryIndex> {
    const version = invalidations.version(anyTag('category'));
    const epoch = invalidations.currentEpoch;
    dependsOnCollection('category', version);
    if (cachedIndex && cachedIndex.version === version && cachedIndex.epoch === epoch) return cachedIndex.index;
    const index = loadCategories().then((rows) => new CategoryIndex(rows));
    const entry = { version, epoch, index };
    cachedIndex = entry;
    // A failed read is not kept: the next caller tries again.
    index.catch(() => {
      if (cachedIndex === entry) cachedIndex = null;
    });
    return index;
  }

  children(row: CategoryRow): CategoryRow[] {
    return this.rows.filter((r) => r.parentId && String(r.parentId) === String(row._id));
  }

  parent(row: CategoryRow): CategoryRow | null {
    return row.parentId ? (this.byId.get(String(row.parentId)) ?? null) : null;
  }

  /** The top-level category a category belongs to (itself when it is top-level). */
  root(row: CategoryRow): CategoryRow {
    return this.parent(row) ?? row;
  }

  summary(row: CategoryRow): CategorySummary {
    const parent = this.parent(row);
    return {
      id: encodeCategoryId(row.slug),
      name: row.name,
      slug: row.slug,
      public_url: categoryPath(row.slug),
      icon_url: row.iconUrl ?? null,
      image_url: row.imageKey ? `/api/v1/images/${row.imageKey}` : (row.imageUrl ?? null),
      parent_id: parent ? encodeCategoryId(parent.slug) : null,
    };
  }

  /** Resolves an API id (base64 of a slug or of an ObjectId): 400 if it is not one, 404 if unknown. */
  resolve(id: string): CategoryRow {
    const decoded = decodeCategoryId(id);
    if (!decoded) throw ValidationError('El id de la categoría no es válido: debe ser el nombre corto de la categoría en base64.');
    const row = this.bySlug.get(decoded) ?? this.byId.get(decoded.toLowerCase());
    if (!row) throw NotFoundError('No encontramos esa categoría.');
    return row;
  }
}

/** Whether a category has this slug (`/categorias/{slug}`; the page shows it only by its slug). */
export async function categoryExists(slug: string): Promise<boolean> {
  return (await CategoryModel.exists({ slug })) !== null;
}

export type CategoryListType = 'all' | 'parents' | 'children';

export async function listCategories(type: CategoryListType): Promise<CategorySummary[]> {
  const index = await CategoryIndex.load();
  const rows = index.rows.filter((row) => (type === 'parents' ? !row.parentId : type === 'children' ? !!row.parentId : true));
  return rows.map((row) => index.summary(row));
}

export async function categoryTree(): Promise<CategoryWithChildren[]> {
  const index = await CategoryIndex.load();
  return index.rows
    .filter((row) => !row.parentId)
    .map((row) => ({ ...index.summary(row), children: index.children(row).map((child) => index.summary(child)) }));
}

/** The ids of a category and of its sub-categories: what "offers in this category" covers. */
export function categoryScope(index: CategoryIndex, row: CategoryRow): Types.ObjectId[] {
  return [row._id, ...index.children(row).map((child) => child._id)];
}

export async function categoryDetail(id: string): Promise<{ category: Category; parent: CategorySummary | null; children: CategorySummary[] }> {
  const index = await CategoryIndex.load();
  const row = index.resolve(id);
  const parent = index.parent(row);
  // The same active filter as the lists (published and not past its end date), so the count
  // matches the total of offers_category.
  const offersCount = await feedRankings.activeCount({ categoryIds: new Set(categoryScope(index, row).map(String)) });
  return {
    category: { ...index.summary(row), description: row.description ?? '', offers_count: offersCount },
    parent: parent ? index.summary(parent) : null,
    children: index.children(row).map((child) => index.summary(child)),
  };
}

/** `type=query` (the default) lists the sub-categories; `type=siblings` lists the parent's other children too. */
export async function subCategories(id: string, type: 'query' | 'siblings'): Promise<CategorySummary[]> {
  const index = await CategoryIndex.load();
  const row = index.resolve(id);
  if (type === 'siblings') {
    const parent = index.parent(row) ?? row;
    return index.children(parent).map((child) => index.summary(child));
  }
  return index.children(row).map((child) => index.summary(child));
}

export interface NewCategory {
  name: string;
  slug?: string;
  parentId?: Types.ObjectId | null;
  description?: string;
  iconUrl?: string | null;
  imageKey?: string | null;
  position?: number;
  popularity?: number;
}

/** Creates a category with its slug and search fields. A taken slug is a 409 (unique index). */
export async function createCategory(input: NewCategory): Promise<CategoryRow> {
  const slug = input.slug ?? slugify(input.name);
  try {
    const doc = await CategoryModel.create({ ...input, slug, ...searchFields(input.name) });
    return {
      _id: doc._id,
      name: doc.name,
      slug: doc.slug,
      parentId: doc.parentId ?? null,
      description: doc.description,
      iconUrl: doc.iconUrl ?? null,
      imageKey: doc.imageKey ?? null,
      imageUrl: doc.imageUrl ?? null,
      position: doc.position,
    };
  } catch (error) {
    if (isDuplicateKeyError(error)) throw ConflictError('Ya existe una categoría con ese nombre.');
    throw error;
  }
}
