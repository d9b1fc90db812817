// Blog posts: published ones only, newest first.
import { POSTS_LIMITS, imageUrl, postPath, type PagedList, type Post, type PostCategory, type PostSummary } from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { NotFoundError } from '../../errors';
import { excerpt } from '../../lib/rich-text';
import { authorOf, loadAuthors } from '../forum/authors';
import { PostCategoryModel, PostModel } from './model';

const POST_NOT_FOUND = 'No encontramos esa publicación.';
const CATEGORY_NOT_FOUND = 'No encontramos esa categoría del blog.';
const WORDS_PER_MINUTE = 200;

interface PostLean {
  _id: Types.ObjectId;
  title: string;
  slug: string;
  text: string;
  coverKey?: string | null;
  categoryId: Types.ObjectId;
  authorId?: Types.ObjectId | null;
  publishedAt?: Date | null;
}

const SUMMARY_FIELDS = { title: 1, slug: 1, text: 1, coverKey: 1, categoryId: 1, authorId: 1, publishedAt: 1 } as const;

function isObjectId(ref: string): boolean {
  return /^[0-9a-f]{24}$/i.test(ref);
}

/** Published and due: what visitors may see. */
function visible(now = new Date()) {
  return { status: 'published' as const, publishedAt: { $lte: now } };
}

async function summaries(posts: PostLean[]): Promise<PostSummary[]> {
  const [authors, categories] = await Promise.all([
    loadAuthors(posts.map((p) => p.authorId)),
    PostCategoryModel.find({ _id: { $in: [...new Set(posts.map((p) => String(p.categoryId)))] } }, { name: 1, slug: 1 }).lean(),
  ]);
  const byId = new Map(categories.map((c) => [String(c._id), { id: String(c._id), name: c.name, slug: c.slug }]));
  return posts.map((p) => {
    const category = byId.get(String(p.categoryId)) ?? null;
    const id = String(p._id);
    return {
      id,
      title: p.title,
      slug: p.slug,
      excerpt: excerpt(p.text, POSTS_LIMITS.excerptLength),
      cover_key: p.coverKey ?? null,
      cover_url: p.coverKey ? imageUrl(p.coverKey, { width: 800, height: 480 }) : null,
      category,
      author: authorOf(authors, p.authorId),
      published_at: (p.publishedAt ?? new Date(0)).toISOString(),
      reading_minutes: Math.max(1, Math.round(p.text.split(/\s+/).length / WORDS_PER_MINUTE)),
      public_url: postPath(category?.slug ?? 'blog', id),
    };
  });
}

async function countsByCategory(): Promise<Map<string, number>> {
  const rows = await PostModel.aggregate<{ _id: Types.ObjectId; count: number }>([{ $match: visible() }, { $group: { _id: '$categoryId', count: { $sum: 1 } } }]);
  return new Map(rows.map((r) => [String(r._id), r.count]));
}

function toCategory(c: { _id: Types.ObjectId; name: string; slug: string; description?: string | null }, counts: Map<string, number>): PostCategory {
  return { id: String(c._id), name: c.name, slug: c.slug, description: c.description ?? '', posts_count: counts.get(String(c._id)) ?? 0, public_url: `/blog/${c.slug}` };
}

export async function listCategories(): Promise<{ categories: PostCategory[]; total: number }> {
  const [rows, counts] = await Promise.all([PostCategoryModel.find({}, { name: 1, slug: 1, description: 1 }).sort({ position: 1 }).lean(), countsByCategory()]);
  return { categories: rows.map((c) => toCategory(c, counts)), total: rows.length };
}

function refFilter(ref: string) {
  return isObjectId(ref) ? { _id: ref } : { slug: ref };
}

/** Whether `getCategory(ref)` would find a blog category (`/blog/{category}`). */
export async function postCategoryExists(ref: string): Promise<boolean> {
  return (await PostCategoryModel.exists(refFilter(ref))) !== null;
}

export async function getCategory(ref: string): Promise<PostCategory> {
  const row = await PostCategoryModel.findOne(refFilter(ref), { name: 1, slug: 1, description: 1 }).lean();
  if (!row) throw NotFoundError(CATEGORY_NOT_FOUND);
  const posts = await PostModel.countDocuments({ ...visible(), categoryId: row._id });
  return toCategory(row, new Map([[String(row._id), posts]]));
}

export async function listPublished(page: number, perPage: number, categoryId?: string): Promise<PagedList<PostSummary>> {
  const filter = categoryId ? { ...visible(), categoryId } : visible();
  const [total, rows] = await Promise.all([
    PostModel.countDocuments(filter),
    PostModel.find(filter, SUMMARY_FIELDS)
      .sort({ publishedAt: -1, _id: -1 })
      .skip((page - 1) * perPage)
      .limit(perPage)
      .lean<PostLean[]>(),
  ]);
  return { items: await summaries(rows), total, page, per_page: perPage };
}

export async function listCategoryPosts(ref: string, page: number, perPage: number) {
  const category = await getCategory(ref);
  return { category, ...(await listPublished(page, perPage, category.id)) };
}

/** Whether `getPost(ref)` would find a post: published and due, so a draft's page is a 404 too. */
export async function postExists(ref: string): Promise<boolean> {
  return (await PostModel.exists({ ...visible(), ...refFilter(ref) })) !== null;
}

export async function getPost(ref: string): Promise<Post> {
  const row = await PostModel.findOne({ ...visible(), ...refFilter(ref) }, { ...SUMMARY_FIELDS, body: 1, updatedAt: 1 }).lean();
  if (!row) throw NotFoundError(POST_NOT_FOUND);
  const [summary] = await summaries([row as PostLean]);
  if (!summary) throw NotFoundError(POST_NOT_FOUND);
  return { ...summary, body: row.body, updated_at: row.updatedAt.toISOString() };
}
