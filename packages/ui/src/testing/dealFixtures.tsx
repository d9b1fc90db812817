// Cards shaped like the BFF's (contracts), and a stand-in for a remote's router link, for tests.
import type { OfferCard as OfferSummary } from '@gangazo/contracts';
import type { DealLinkProps } from '../deals/dealLink';

export const MINUTES = 60_000;
export const HOURS = 60 * MINUTES;

let nextId = 0;

/** A 24-hex id, different for every call. */
export function objectId(): string {
  nextId += 1;
  return `65a1f0c2e4b0a1b2c3${nextId.toString(16).padStart(6, '0')}`;
}

export function ago(ms: number): string {
  return new Date(Date.now() - ms).toISOString();
}

export function offerCard(overrides: Partial<OfferSummary> = {}): OfferSummary {
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
    codes_exhausted: false,
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

/** A plain anchor, tagged so tests can tell the card used the link component it was given. */
export function TestLink({ to, className, children, preventScrollReset }: DealLinkProps) {
  return (
    <a href={to} className={className} data-router-link={preventScrollReset ? 'keep-scroll' : 'navigate'}>
      {children}
    </a>
  );
}
