// Response bodies shaped like the BFF's (contracts), for component tests. Offer cards, ids and
// times come from '@gangazo/ui/testing'; these are the bodies only this remote reads.
import type { Coupon, OfferDetail, PagedList } from '@gangazo/contracts';
import { objectId, offerCard } from '@gangazo/ui/testing';

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
    codes_exhausted: false,
    expired: false,
    shop: { id: objectId(), name: 'Éxito', slug: 'exito', public_url: '/cupones/exito', image_key: null, image_url: null },
    ...overrides,
  };
}

/** One page of a list as the BFF pages it. */
export function pageOf<T>(all: T[], page: number, perPage: number): PagedList<T> {
  return { items: all.slice((page - 1) * perPage, page * perPage), total: all.length, page, per_page: perPage };
}
