// Shapes the BFF returns (see packages/contracts), filled with believable Colombian data.
import type { CurrentUser, OfferCard, PublicProfile, UserStats } from '@gangazo/contracts';

export const OWNER_ID = '64b7f0c2a1b2c3d4e5f60718';
export const OTHER_ID = '64b7f0c2a1b2c3d4e5f60999';

export const OWNER: CurrentUser = { id: OWNER_ID, name: 'Valentina Restrepo', username: 'cazadora_de_ofertas', email: 'vale@example.co', avatar: null, role: 'user', emailConfirmed: true };

export function publicProfile(id: string, overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id,
    name: id === OWNER_ID ? OWNER.name : 'Andrés Gómez',
    username: id === OWNER_ID ? OWNER.username : 'andres_gomez',
    avatar: null,
    role: 'user',
    createdAt: '2024-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export function stats(overrides: Partial<UserStats> = {}): UserStats {
  return {
    offers: 12,
    coupons: 3,
    comments: 48,
    votes: 230,
    votes_hot: 200,
    temperature: 1520,
    hottest: 640,
    forum_topics: 2,
    forum_comments: 9,
    clicks: 311,
    member_since: '2024-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export function offerCard(index: number, overrides: Partial<OfferCard> = {}): OfferCard {
  const id = `64b7f0c2a1b2c3d4e5f6${String(1000 + index).padStart(4, '0')}`;
  return {
    id,
    kind: 'offer',
    title: `Televisor Samsung 55" número ${index}`,
    slug: `televisor-samsung-55-numero-${index}`,
    public_url: `/ofertas/televisor-samsung-55-numero-${index}-${id}`,
    image_key: null,
    image_url: null,
    price: 1_899_900,
    previous_price: 2_499_900,
    discount_percent: 24,
    shipping_cost: 0,
    availability: 'online',
    city: null,
    reduction: null,
    multiple_codes_offer: false,
    codes_exhausted: false,
    shop: { id: '64b7f0c2a1b2c3d4e5f60001', name: 'Éxito', slug: 'exito', public_url: '/cupones/exito', image_key: null, image_url: null },
    category: null,
    author: null,
    temperature: 120,
    is_new: false,
    status: 'published',
    expired: false,
    published_at: '2025-01-10T12:00:00.000Z',
    init_date: null,
    end_date: null,
    comments_count: 4,
    excerpt: '',
    ...overrides,
  };
}

/** The BFF's paged list: `{ items, total, page, per_page }`. */
export function paged<T>(all: T[], page: number, perPage = 10) {
  return { items: all.slice((page - 1) * perPage, page * perPage), total: all.length, page, per_page: perPage };
}
