// Demo blog: categories and posts with locally drawn covers, written by the staff accounts. One
// post is scheduled and one is a draft, so the "published only" rule has something to hide.
import { plainText } from '../../lib/rich-text';
import { slugify } from '../../lib/text';
import { calendarFor } from '../../seed/calendar';
import type { Seeder, SeedContext } from '../../seed/context';
import { demoHtml } from '../../seed/html';
import { UserModel } from '../users/model';
import { PostCategoryModel, PostModel } from './model';
import { POST_CATEGORIES, POSTS } from './seed-data';

export async function seedPosts(ctx: SeedContext) {
  const { random, now } = ctx;
  const calendar = calendarFor(ctx);
  const writers = await UserModel.find({ role: { $in: ['editor', 'admin'] } }, { _id: 1 }).sort({ usernameNormalized: 1 }).lean();
  const categories = await PostCategoryModel.insertMany(
    POST_CATEGORIES.map((c, position) => ({ name: c.name, slug: c.slug, description: c.description, position })),
  );
  const bySlug = new Map(POST_CATEGORIES.map((c, i) => [c.slug, { demo: c, row: categories[i] }]));
  const covers = await Promise.all(
    POSTS.map((post) => {
      const category = bySlug.get(post.category)?.demo;
      return ctx.images.postCover(post.title, category?.name ?? 'Blog', category?.glyph);
    }),
  );
  const rows = POSTS.map((post, i) => {
    const body = demoHtml(post.lines);
    const publishedAt = calendar.post(post.daysAgo);
    return {
      title: post.title,
      slug: slugify(post.title),
      categoryId: bySlug.get(post.category)?.row?._id,
      authorId: writers.length ? random.pick(writers)._id : null,
      coverKey: covers[i] ?? null,
      body,
      text: plainText(body),
      status: post.draft ? ('draft' as const) : ('published' as const),
      publishedAt: post.draft ? null : publishedAt,
    };
  });
  await PostModel.insertMany(rows);
  const visible = rows.filter((r) => r.publishedAt && r.publishedAt <= now).length;
  return { categorías: categories.length, publicaciones: visible, 'borradores o programadas': rows.length - visible };
}

export const postsSeeder: Seeder = { name: 'posts', run: seedPosts };
