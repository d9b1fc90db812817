import type { FastifyInstance } from 'fastify';
import { createSeedImages } from '../../seed/images';
import { Random } from '../../seed/random';
import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/login';
import { PostModel } from './model';
import { seedPosts } from './seed';
import { POSTS } from './seed-data';

let app: FastifyInstance;
const now = new Date();
beforeAll(async () => {
  app = await buildTestApp();
  await createUser(app, { role: 'editor', username: 'editora_blog' });
  await seedPosts({ config: app.config, random: new Random('posts-test'), images: createSeedImages(app.config.dataDir), now, log: () => undefined });
});
afterAll(() => app.close());

const visibleCount = POSTS.filter((p) => !p.draft && p.daysAgo >= 0).length;

test('categories list their published posts count', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/category_posts' });
  expect(res.statusCode).toBe(200);
  const { categories, total } = res.json();
  expect(total).toBe(4);
  expect(categories[0]).toMatchObject({ name: 'Guías de compra', slug: 'guias-de-compra', public_url: '/blog/guias-de-compra' });
  const sum = categories.reduce((acc: number, c: { posts_count: number }) => acc + c.posts_count, 0);
  expect(sum).toBe(visibleCount);
  const one = await app.inject({ method: 'GET', url: '/api/v1/category_posts/cupones-y-ahorro' });
  expect(one.json()).toMatchObject({ name: 'Cupones y ahorro', posts_count: 3 });
  expect((await app.inject({ method: 'GET', url: `/api/v1/category_posts/${one.json().id}` })).json().slug).toBe('cupones-y-ahorro');
  expect((await app.inject({ method: 'GET', url: '/api/v1/category_posts/no-existe' })).statusCode).toBe(404);
});

test('published posts are paged newest first; drafts and scheduled posts stay hidden', async () => {
  const page = (await app.inject({ method: 'GET', url: '/api/v1/posts/posts_published?per_page=4' })).json();
  expect(page).toMatchObject({ total: visibleCount, page: 1, per_page: 4 });
  expect(page.items[0].title).toBe('Guía para el Black Friday en Colombia');
  const dates = page.items.map((p: { published_at: string }) => Date.parse(p.published_at));
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  const all = (await app.inject({ method: 'GET', url: '/api/v1/posts/posts_published?per_page=50' })).json().items;
  const titles = all.map((p: { title: string }) => p.title);
  expect(titles).not.toContain('Borrador: comparativa de freidoras de aire');
  expect(titles).not.toContain('Próximamente: guía de viajes por Colombia en temporada baja');
  const draft = await PostModel.findOne({ status: 'draft' }).lean();
  expect((await app.inject({ method: 'GET', url: `/api/v1/posts/${String(draft?._id)}` })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: '/api/v1/posts/posts_published?page=0' })).statusCode).toBe(400);
});

test('a post has its HTML body, cover, author, category and blog URL', async () => {
  const list = (await app.inject({ method: 'GET', url: '/api/v1/category_posts/posts_with_category/cupones-y-ahorro' })).json();
  expect(list).toMatchObject({ total: 3, category: { slug: 'cupones-y-ahorro' } });
  const summary = list.items.find((p: { title: string }) => p.title === 'Cómo funcionan los cupones de Rappi');
  expect(summary.public_url).toBe(`/blog/cupones-y-ahorro/${summary.id}`);
  expect(summary.excerpt.length).toBeLessThanOrEqual(156);
  const post = (await app.inject({ method: 'GET', url: `/api/v1/posts/${summary.id}` })).json();
  expect(post.body).toContain('<h2>Tipos de cupones</h2>');
  expect(post.body).toContain('<li><strong>Primera compra:</strong>');
  expect(post.cover_key).toMatch(/^post\/[0-9a-f]{24}$/);
  expect(post.cover_url).toBe(`/api/v1/images/${post.cover_key}?width=800&height=480`);
  expect(post.author).toMatchObject({ username: 'editora_blog' });
  expect(post.reading_minutes).toBeGreaterThanOrEqual(1);
  expect((await app.inject({ method: 'GET', url: '/api/v1/posts/como-funcionan-los-cupones-de-rappi' })).json().id).toBe(summary.id);
  expect((await app.inject({ method: 'GET', url: '/api/v1/posts/<b>' })).statusCode).toBe(400);
});
