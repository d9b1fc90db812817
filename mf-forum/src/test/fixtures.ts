import type { ForumCategory, ForumComment, ForumTopic, ForumTopicSummary, Post, PostSummary } from '@gangazo/contracts';

export const NOW = Date.now();
export const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();
export const hex = (n: number) => n.toString(16).padStart(24, '0');

export const ME = { id: hex(900), name: 'Ana', username: 'ana_ahorra', email: 'ana@correo.co', avatar: null, role: 'user', emailConfirmed: true };

export const categories: ForumCategory[] = [
  { id: hex(1), name: 'Tecnología', slug: 'tecnologia', description: 'Celulares y computadores.', color: '#2563eb', image_url: null, topics_count: 12, public_url: '/forum/categoria/tecnologia' },
  { id: hex(2), name: 'Moda', slug: 'moda', description: 'Ropa, tenis y tallas.', color: '#db2777', image_url: null, topics_count: 4, public_url: '/forum/categoria/moda' },
];

export function topicSummary(n: number, overrides: Partial<ForumTopicSummary> = {}): ForumTopicSummary {
  const title = overrides.title ?? `Tema número ${n} sobre compras`;
  const slug = overrides.slug ?? `tema-numero-${n}-sobre-compras`;
  const id = overrides.id ?? hex(100 + n);
  return {
    id,
    title,
    slug,
    excerpt: `Resumen del tema ${n}`,
    category: { id: hex(1), name: 'Tecnología', slug: 'tecnologia', color: '#2563eb' },
    author: { id: hex(500 + n), username: `autor_${n}`, avatar: null },
    comments_count: n,
    pinned: false,
    created_at: hoursAgo(48),
    last_activity_at: hoursAgo(2),
    public_url: `/forum/${id}/${slug}`,
    ...overrides,
  };
}

export function topic(overrides: Partial<ForumTopic> = {}): ForumTopic {
  return {
    ...topicSummary(1, { title: '¿Vale la pena el Galaxy A55?', slug: 'vale-la-pena-el-galaxy-a55', comments_count: 25 }),
    body: '<p>Lo vi en <strong>Alkosto</strong> a $1.349.900.</p>',
    updated_at: hoursAgo(2),
    edited_at: null,
    ...overrides,
  };
}

export function comment(n: number, topicId = hex(101)): ForumComment {
  return { id: hex(2000 + n), topic_id: topicId, body: `<p>Comentario ${n}</p>`, author: { id: hex(600 + n), username: `vecino_${n}`, avatar: null }, created_at: hoursAgo(30 - n / 10) };
}

export const paged = <T>(items: T[], page: number, perPage: number, total: number) => ({ items, total, page, per_page: perPage });

export function postSummary(n: number, overrides: Partial<PostSummary> = {}): PostSummary {
  const id = overrides.id ?? hex(3000 + n);
  return {
    id,
    title: `Artículo ${n}`,
    slug: `articulo-${n}`,
    excerpt: `Resumen del artículo ${n}`,
    cover_key: null,
    cover_url: `/api/v1/images/post/${hex(n)}?width=800&height=480`,
    category: { id: hex(40), name: 'Fechas especiales', slug: 'fechas-especiales' },
    author: { id: hex(41), username: 'moderadora_paola', avatar: null },
    published_at: '2025-11-18T15:00:00.000Z',
    reading_minutes: 4,
    public_url: `/blog/fechas-especiales/${id}`,
    ...overrides,
  };
}

export function post(overrides: Partial<Post> = {}): Post {
  return { ...postSummary(1, { title: 'Guía para el Black Friday en Colombia' }), body: '<h2>Antes del día</h2><p>Haz tu lista.</p>', updated_at: '2025-11-18T15:00:00.000Z', ...overrides };
}
