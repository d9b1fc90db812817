// Answers of `GET /api/v1/search?q=` for the page's tests.
import type { OfferCard } from '@gangazo/contracts';
import type { SearchResultsResponse } from './searchResultsApi';

export const hex = (n: number) => n.toString(16).padStart(24, '0');

export function offerCard(n: number, overrides: Partial<OfferCard> = {}): OfferCard {
  const title = overrides.title ?? `Televisor Samsung modelo ${n}`;
  const id = overrides.id ?? hex(100 + n);
  return {
    id,
    kind: 'offer',
    title,
    slug: `televisor-samsung-modelo-${n}`,
    public_url: `/ofertas/televisor-samsung-modelo-${n}-${id}`,
    image_key: null,
    image_url: null,
    price: 1_000_000 + n * 1_000,
    previous_price: null,
    discount_percent: null,
    shipping_cost: null,
    availability: 'online',
    city: null,
    reduction: null,
    multiple_codes_offer: false,
    codes_exhausted: false,
    shop: { id: hex(1), name: 'Alkosto', slug: 'alkosto', public_url: '/cupones/alkosto', image_key: null, image_url: null },
    category: null,
    author: null,
    temperature: 40 + n,
    is_new: false,
    status: 'published',
    expired: false,
    published_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    init_date: null,
    end_date: null,
    comments_count: 0,
    excerpt: '',
    ...overrides,
  };
}

export const COUNTS = { offers: 12, coupons: 1, shops: 1, categories: 0, topics: 2, users: 1 };

export function offersPage(page: number, overrides: Partial<SearchResultsResponse> = {}): SearchResultsResponse {
  const total = 12;
  const items = Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, i) => offerCard((page - 1) * 10 + i + 1));
  return {
    term: 'samsung',
    group: 'offers',
    order: 'relevance',
    items,
    total,
    page,
    per_page: 10,
    counts: COUNTS,
    facets: {
      shops: [
        { slug: 'alkosto', name: 'Alkosto', count: 8 },
        { slug: 'exito', name: 'Éxito', count: 4 },
      ],
      categories: [{ slug: 'televisores', name: 'Televisores', count: 12 }],
    },
    ...overrides,
  } as SearchResultsResponse;
}
