// Response bodies shaped like the BFF's (contracts), for component tests.
import type { Coupon, OfferCard, OfferDetail, PagedList } from '@gangazo/contracts';

const MINUTE = 60_000;
let nextId = 0;

/** A 24-hex id, different for every call. */
export function objectId(): string {
  nextId += 1;
  return `65a1f0c2e4b0a1b2c3${nextId.toString(16).padStart(6, '0')}`;
}

export function ago(ms: number): string {
  return new Date(Date.now() - ms).toISOString();
}

export const HOURS = 60 * MINUTE;
export const MINUTES = MINUTE;

export function offerCard(overrides: Partial<OfferCard> = {}): OfferCard {
  const id = overrides.id ?? objectId();
  const title = overrides.title ?? 'Televisor Samsung 55" Crystal UHD 4K';
  return {
    id,
    kind: 'offer',
    title,
    slug: 'televisor-samsung-55-crystal-uhd-4k',
    public_url: `/ofertas/televisor-samsung-55-crystal-uhd-4k-${id}`,
    image_key: 'offer/44ccec83b7aeaa5cb2fbfc14',
    image_url: null,
    price: 1_899_900,
    previous_price: 2_499_900,
    discount_percent: 24,
    shipping_cost: null,
    availability: 'online',
    city: null,
    reduction: null,
    multiple_codes_offer: false,
    shop: { id: objectId(), name: 'Éxito', slug: 'exito', public_url: '/cupones/exito', image_key: null, image_url: null },
    category: null,
    author: null,
    temperature: 12,
    is_new: false,
    status: 'published',
    expired: false,
    published_at: ago(3 * HOURS),
    init_date: null,
    end_date: null,
    comments_count: 4,
    excerpt: '',
    ...overrides,
  };
}

export function offerDetail(overrides: Partial<OfferDetail> = {}): OfferDetail {
  const card = offerCard(overrides);
  return {
    ...card,
    description: '',
    description_html: '',
    tyt: '',
    url: 'https://www.exito.com/televisor',
    code: null,
    images: card.image_key ? [card.image_key] : [],
    my_vote: null,
    saved: false,
    ...overrides,
  };
}

export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: objectId(),
    title: '20% en tecnología Éxito',
    reduction: '20%',
    image_key: 'coupon/0165df3c7777928cb9e5b3cc',
    image_url: null,
    code: 'EXITO20',
    url: 'https://www.exito.com/tecnologia',
    init_date: '2025-03-01T15:00:00.000Z',
    end_date: '2025-03-31T15:00:00.000Z',
    description: '',
    description_html: '<p>Aplica en compras desde <strong>$200.000</strong>.</p>',
    tyt: 'Un uso por cliente.',
    multiple_codes_offer: false,
    expired: false,
    shop: { id: objectId(), name: 'Éxito', slug: 'exito', public_url: '/cupones/exito', image_key: null, image_url: null },
    ...overrides,
  };
}

/** One page of a list as the BFF pages it. */
export function pageOf<T>(all: T[], page: number, perPage: number): PagedList<T> {
  return { items: all.slice((page - 1) * perPage, page * perPage), total: all.length, page, per_page: perPage };
}
