import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/login';
import { ForumCategoryModel, ForumCommentModel, ForumTopicModel } from './model';

let app: FastifyInstance;
let ana: TestUser;
let beto: TestUser;
let editor: TestUser;
let tech: string;
let travel: string;

beforeAll(async () => {
  app = await buildTestApp();
  [ana, beto, editor] = await Promise.all([createUser(app), createUser(app), createUser(app, { role: 'editor' })]);
  const [t, v] = await ForumCategoryModel.create([
    { name: 'Tecnología', slug: 'tecnologia', description: 'Celulares, computadores y gadgets', color: '#2563eb', position: 1 },
    { name: 'Viajes', slug: 'viajes', description: 'Vuelos, hoteles y paquetes', color: '#059669', position: 2 },
  ]);
  tech = String(t?._id);
  travel = String(v?._id);
});
afterAll(() => app.close());

const BODY = '<p>¿Alguien ha comprado el Xiaomi Redmi Note 13 en Alkosto? Quiero saber si la garantía la responden en Bogotá.</p>';

async function newTopic(user: TestUser, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/forum', headers: user.authHeader, payload });
}

test('categories are listed in order with their topic counts, and found by id or slug', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/forum/categories' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.total).toBe(2);
  expect(body.categories.map((c: { name: string }) => c.name)).toEqual(['Tecnología', 'Viajes']);
  expect(body.categories[0]).toMatchObject({ slug: 'tecnologia', public_url: '/forum/categoria/tecnologia', topics_count: expect.any(Number) });

  expect((await app.inject({ method: 'GET', url: '/api/v1/forum/categories/viajes' })).json()).toMatchObject({ id: travel, name: 'Viajes' });
  expect((await app.inject({ method: 'GET', url: `/api/v1/forum/categories/${tech}` })).json()).toMatchObject({ slug: 'tecnologia' });
  const missing = await app.inject({ method: 'GET', url: '/api/v1/forum/categories/no-existe' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe('No encontramos esa categoría del foro.');
  expect((await app.inject({ method: 'GET', url: '/api/v1/forum/categories/%3Cscript%3E' })).statusCode).toBe(400);
});

test('guests cannot post; a logged-in user creates a topic with sanitized rich text', async () => {
  const guest = await app.inject({ method: 'POST', url: '/api/v1/forum', payload: { title: 'Un tema cualquiera', body: BODY, category_id: tech } });
  expect(guest.statusCode).toBe(401);

  const html =
    '<h2>Mi experiencia</h2><p><strong>Muy bueno</strong> y <em>barato</em> <span style="color: #e60000; position: fixed">rojo</span></p>' +
    '<p onclick="alert(1)">Lo vi en <a href="https://www.alkosto.com/celulares" onmouseover="x()">Alkosto</a> y <a href="javascript:alert(1)">aquí</a></p>' +
    '<script>robar()</script><img src="data:image/png;base64,AAAA"><img src="https://cdn.example.co/foto.jpg" onerror="x()">' +
    '<ol><li data-list="bullet" class="ql-indent-1 evil">uno</li></ol><iframe class="ql-video" src="https://evil.example.com/x"></iframe>' +
    '<iframe class="ql-video" src="https://www.youtube.com/embed/abc123" frameborder="0" allowfullscreen="true"></iframe>';
  const res = await newTopic(ana, { title: '  ¿Vale la pena el Redmi Note 13?  ', body: html, category_id: tech });
  expect(res.statusCode).toBe(201);
  const topic = res.json();
  expect(topic).toMatchObject({
    title: '¿Vale la pena el Redmi Note 13?',
    slug: 'vale-la-pena-el-redmi-note-13',
    category: { id: tech, name: 'Tecnología' },
    author: { id: ana.user.id, username: ana.user.username },
    comments_count: 0,
    edited_at: null,
  });
  expect(topic.public_url).toBe(`/forum/${topic.id}/vale-la-pena-el-redmi-note-13`);
  expect(topic.body).toContain('<h2>Mi experiencia</h2>');
  expect(topic.body).toContain('<strong>Muy bueno</strong>');
  expect(topic.body).toContain('<span style="color:#e60000">rojo</span>');
  expect(topic.body).toContain('<a href="https://www.alkosto.com/celulares" target="_blank" rel="noopener noreferrer nofollow ugc">Alkosto</a>');
  expect(topic.body).toMatch(/<li (class="ql-indent-1" data-list="bullet"|data-list="bullet" class="ql-indent-1")>uno<\/li>/);
  expect(topic.body).not.toMatch(/<img \/>|<iframe class="ql-video"><\/iframe>|<a target/);
  // Pictures only from the site's own image endpoint: a third-party one would call out from every reader.
  expect(topic.body).not.toContain('cdn.example.co');
  expect(topic.body).toContain('src="https://www.youtube.com/embed/abc123"');
  for (const bad of ['script', 'onclick', 'onmouseover', 'onerror', 'javascript:', 'data:image', 'evil', 'position']) expect(topic.body).not.toContain(bad);
  expect(topic.excerpt.startsWith('Mi experiencia Muy bueno y barato rojo Lo vi en Alkosto y aquí')).toBe(true);

  const category = (await app.inject({ method: 'GET', url: '/api/v1/forum/categories/tecnologia' })).json();
  expect(category.topics_count).toBe(1);
});

test('bad topics get a Spanish 400 and nothing is written', async () => {
  const before = await ForumTopicModel.countDocuments();
  const cases: [Record<string, unknown>, string][] = [
    [{ title: 'Corto', body: BODY, category_id: tech }, 'al menos 8 caracteres'],
    [{ title: '        a        ', body: BODY, category_id: tech }, 'El título debe tener al menos 8 caracteres.'],
    [{ title: 'Un título suficiente', body: '<p><script>alert(1)</script><br></p>', category_id: tech }, 'al menos 20 caracteres'],
    [{ title: 'Un título suficiente', body: BODY, category_id: '0123456789abcdef01234567' }, 'La categoría elegida no existe.'],
    [{ title: 'Un título suficiente', body: BODY, category_id: 'tecnologia' }, 'no tiene un formato válido'],
    [{ title: 'Un título suficiente', body: BODY }, 'category_id'],
    [{ title: 'x'.repeat(141), body: BODY, category_id: tech }, 'no puede tener más de 140 caracteres'],
  ];
  for (const [payload, message] of cases) {
    const res = await newTopic(beto, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  }
  expect(await ForumTopicModel.countDocuments()).toBe(before);
});

test('lists are paged (10 by default), newest activity first, with the total', async () => {
  await ForumTopicModel.deleteMany({});
  const base = Date.now() - 100 * 60_000;
  await ForumTopicModel.insertMany(
    Array.from({ length: 23 }, (_, i) => ({
      title: `Tema de prueba número ${i + 1}`,
      slug: `tema-de-prueba-numero-${i + 1}`,
      body: `<p>Texto ${i + 1}</p>`,
      text: `Texto ${i + 1}`,
      categoryId: i % 2 === 0 ? tech : travel,
      authorId: ana.user.id,
      lastActivityAt: new Date(base + i * 60_000),
    })),
  );
  const first = (await app.inject({ method: 'GET', url: '/api/v1/forum' })).json();
  expect(first).toMatchObject({ total: 23, page: 1, per_page: 10 });
  expect(first.items).toHaveLength(10);
  expect(first.items[0].title).toBe('Tema de prueba número 23');
  expect(first.items[0]).not.toHaveProperty('body');
  const last = (await app.inject({ method: 'GET', url: '/api/v1/forum?page=3&per_page=10' })).json();
  expect(last.items.map((t: { title: string }) => t.title)).toEqual(['Tema de prueba número 3', 'Tema de prueba número 2', 'Tema de prueba número 1']);

  const inTravel = (await app.inject({ method: 'GET', url: '/api/v1/forum/category/viajes?per_page=5' })).json();
  expect(inTravel).toMatchObject({ total: 11, per_page: 5, category: { name: 'Viajes' } });
  expect(inTravel.items.every((t: { category: { id: string } }) => t.category.id === travel)).toBe(true);

  for (const query of ['page=0', 'per_page=51', 'page=abc', 'page=1001']) {
    const res = await app.inject({ method: 'GET', url: `/api/v1/forum?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  }
  expect((await app.inject({ method: 'GET', url: '/api/v1/forum/category/no-existe' })).statusCode).toBe(404);
});

test('comments: 20 per page in conversation order; posting updates the count and the activity', async () => {
  const topic = (await newTopic(ana, { title: 'Vuelos baratos a Cartagena en junio', body: BODY, category_id: travel })).json();
  await ForumCommentModel.insertMany(
    Array.from({ length: 24 }, (_, i) => ({ topicId: topic.id, authorId: beto.user.id, body: `<p>Comentario ${i + 1}</p>`, createdAt: new Date(Date.now() - (30 - i) * 60_000) })),
  );
  const page1 = (await app.inject({ method: 'GET', url: `/api/v1/forum/${topic.id}/comments` })).json();
  expect(page1).toMatchObject({ total: 24, page: 1, per_page: 20 });
  expect(page1.items[0]).toMatchObject({ body: '<p>Comentario 1</p>', topic_id: topic.id, author: { username: beto.user.username } });

  const guest = await app.inject({ method: 'POST', url: `/api/v1/forum/${topic.id}/comments`, payload: { body: '<p>hola</p>' } });
  expect(guest.statusCode).toBe(401);
  const empty = await app.inject({ method: 'POST', url: `/api/v1/forum/${topic.id}/comments`, headers: beto.authHeader, payload: { body: '<p> <br></p>' } });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toBe('El comentario no puede estar vacío.');

  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/forum/${topic.id}/comments`,
    headers: beto.authHeader,
    payload: { body: '<p>Yo volé con <b>Wingo</b> en mayo por $189.900 ida y vuelta <img src=x onerror=alert(1)></p>' },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().body).toBe('<p>Yo volé con <b>Wingo</b> en mayo por $189.900 ida y vuelta </p>');
  const after = (await app.inject({ method: 'GET', url: `/api/v1/forum/${topic.id}` })).json();
  expect(after.comments_count).toBe(25);
  expect(Date.parse(after.last_activity_at)).toBeGreaterThan(Date.parse(topic.last_activity_at) - 1);
  const page2 = (await app.inject({ method: 'GET', url: `/api/v1/forum/${topic.id}/comments?page=2` })).json();
  expect(page2.items).toHaveLength(5);
  expect(page2.items[4].body).toContain('Wingo');
  // The total on every page: a full one, a short one (known without counting), one past the end.
  expect((await app.inject({ method: 'GET', url: `/api/v1/forum/${topic.id}/comments?page=1` })).json().total).toBe(25);
  expect(page2.total).toBe(25);
  expect((await app.inject({ method: 'GET', url: `/api/v1/forum/${topic.id}/comments?page=3` })).json()).toMatchObject({ items: [], total: 25 });
  expect((await app.inject({ method: 'GET', url: '/api/v1/forum/0123456789abcdef01234567/comments' })).statusCode).toBe(404);

  const unknown = await app.inject({ method: 'POST', url: '/api/v1/forum/0123456789abcdef01234567/comments', headers: beto.authHeader, payload: { body: '<p>hola</p>' } });
  expect(unknown.statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: '/api/v1/forum/no-es-un-id' })).statusCode).toBe(400);
  expect((await app.inject({ method: 'GET', url: '/api/v1/forum/0123456789abcdef01234567' })).statusCode).toBe(404);
});

test('popular lists the most commented topics first', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/forum/popular' });
  expect(res.statusCode).toBe(200);
  const items = res.json().items;
  expect(items.length).toBeLessThanOrEqual(10);
  expect(items[0].title).toBe('Vuelos baratos a Cartagena en junio');
  const counts = items.map((t: { comments_count: number }) => t.comments_count);
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);
});

test('only the author or staff can edit a topic; a bad edit changes nothing', async () => {
  const topic = (await newTopic(ana, { title: 'Cupón de Rappi que sí funciona', body: BODY, category_id: tech })).json();
  const url = `/api/v1/forum/${topic.id}`;

  const other = await app.inject({ method: 'PATCH', url, headers: beto.authHeader, payload: { title: 'Título cambiado por otro' } });
  expect(other.statusCode).toBe(403);
  expect(other.json().message).toBe('Solo quien creó el tema o el equipo del sitio pueden editarlo.');
  expect((await app.inject({ method: 'PATCH', url, payload: { title: 'Sin sesión no se puede' } })).statusCode).toBe(401);

  const bad = await app.inject({ method: 'PATCH', url, headers: ana.authHeader, payload: { title: 'Un título nuevo y válido', body: '<p></p>' } });
  expect(bad.statusCode).toBe(400);
  expect((await app.inject({ method: 'GET', url })).json().title).toBe('Cupón de Rappi que sí funciona');
  expect((await app.inject({ method: 'PATCH', url, headers: ana.authHeader, payload: {} })).statusCode).toBe(400);

  const own = await app.inject({ method: 'PATCH', url, headers: ana.authHeader, payload: { title: 'Cupón de Rappi que sí funciona (actualizado)', category_id: travel } });
  expect(own.statusCode).toBe(200);
  expect(own.json()).toMatchObject({ title: 'Cupón de Rappi que sí funciona (actualizado)', category: { id: travel }, edited_at: expect.any(String) });

  const staff = await app.inject({ method: 'PATCH', url, headers: editor.authHeader, payload: { body: '<p>Contenido moderado por el equipo de Gangazo.</p>' } });
  expect(staff.statusCode).toBe(200);
  expect(staff.json().body).toBe('<p>Contenido moderado por el equipo de Gangazo.</p>');
  expect(staff.json().author.id).toBe(ana.user.id);

  const counts = (await app.inject({ method: 'GET', url: '/api/v1/forum/categories' })).json().categories;
  const byId = Object.fromEntries(counts.map((c: { id: string; topics_count: number }) => [c.id, c.topics_count]));
  expect(byId[travel]).toBe(await ForumTopicModel.countDocuments({ categoryId: travel }));
  expect(byId[tech]).toBe(await ForumTopicModel.countDocuments({ categoryId: tech }));
});

test('posting topics is rate-limited per account', async () => {
  const poster = await createUser(app);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    statuses.push((await newTopic(poster, { title: `Pregunta número ${i + 1} sobre envíos`, body: BODY, category_id: tech })).statusCode);
  }
  expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
  expect(statuses[5]).toBe(429);
  // Another account is not affected.
  expect((await newTopic(beto, { title: 'Otra pregunta sobre envíos', body: BODY, category_id: tech })).statusCode).toBe(201);
});
