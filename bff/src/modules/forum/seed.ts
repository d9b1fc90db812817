// Demo forum: categories with their pictures, topics by the demo users with threads of replies,
// dated over the last two months. Reads the users written by the users seeder.
import { Types } from 'mongoose';
import { paragraphsToHtml, plainText } from '../../lib/rich-text';
import { slugify } from '../../lib/text';
import { calendarFor } from '../../seed/calendar';
import type { Seeder, SeedContext } from '../../seed/context';
import { demoHtml } from '../../seed/html';
import { UserModel } from '../users/model';
import { ForumCategoryModel, ForumCommentModel, ForumTopicModel } from './model';
import { FORUM_CATEGORIES, FORUM_TOPICS, GENERIC_COMMENTS } from './seed-data';

export async function seedForum(ctx: SeedContext) {
  const { random } = ctx;
  const calendar = calendarFor(ctx);
  const people = await UserModel.find({ role: 'user' }, { _id: 1 }).sort({ usernameNormalized: 1 }).lean();
  const staff = await UserModel.findOne({ role: { $in: ['admin', 'editor'] } }, { _id: 1 }).sort({ usernameNormalized: 1 }).lean();
  if (people.length === 0) ctx.log('no hay usuarios de demostración: los temas quedan sin autor');
  const someone = () => (people.length ? random.pick(people)._id : null);

  const images = await Promise.all(FORUM_CATEGORIES.map((c) => ctx.images.forumCategory(c.name, c.glyph)));
  const categories = await ForumCategoryModel.insertMany(
    FORUM_CATEGORIES.map((c, position) => ({
      name: c.name,
      slug: c.slug,
      description: c.description,
      color: c.color,
      imageKey: images[position] ?? null,
      position,
    })),
  );
  const categoryId = new Map(categories.map((c) => [c.slug, c._id]));

  const topics: Record<string, unknown>[] = [];
  const comments: Record<string, unknown>[] = [];
  for (const demo of FORUM_TOPICS) {
    const _id = new Types.ObjectId();
    const authorId = demo.pinned && staff ? staff._id : someone();
    const body = demoHtml(demo.body);
    const replies = [...demo.comments];
    for (const extra of random.sample(GENERIC_COMMENTS, random.int(0, 2))) replies.splice(random.int(1, replies.length), 0, extra);
    const thread = calendar.thread(Boolean(demo.pinned), replies.length);
    const { createdAt } = thread;
    for (const [r, reply] of replies.entries()) {
      const date = thread.replies[r] as Date;
      comments.push({ topicId: _id, authorId: someone(), body: paragraphsToHtml([reply]), createdAt: date, updatedAt: date });
    }
    const lastActivityAt = thread.replies.at(-1) ?? createdAt;
    topics.push({
      _id,
      title: demo.title,
      slug: slugify(demo.title),
      body,
      text: plainText(body),
      categoryId: categoryId.get(demo.category),
      authorId,
      pinned: Boolean(demo.pinned),
      commentsCount: replies.length,
      lastActivityAt,
      editedAt: null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await ForumTopicModel.bulkWrite(topics.map((document) => ({ insertOne: { document } })), { timestamps: false });
  await ForumCommentModel.bulkWrite(comments.map((document) => ({ insertOne: { document } })), { timestamps: false });
  for (const category of categories) {
    const topicsCount = topics.filter((t) => String(t.categoryId) === String(category._id)).length;
    await ForumCategoryModel.updateOne({ _id: category._id }, { $set: { topicsCount } });
  }
  return { categorías: categories.length, temas: topics.length, comentarios: comments.length };
}

export const forumSeeder: Seeder = { name: 'forum', run: seedForum };
