// Turns the BFF's five groups into the dropdown's options: titles, labels cut at 30 characters,
// where each result leads and which picture it shows.
import type { SearchGroup, SearchResponse } from './searchApi';
import { truncateLabel } from '@gangazo/contracts/catalog/search-rules';
import { formatCOP } from '@gangazo/platform';

/** Spec §2 titles, in the order the groups are shown. */
export const GROUP_TITLES: Record<SearchGroup, string> = {
  coupons: 'Cupones más buscados',
  shops: 'Tiendas más buscadas',
  categories: 'Categorias más buscadas',
  offers: 'Ofertas más buscadas',
  users: 'Usuarios',
};
export const GROUP_ORDER: SearchGroup[] = ['coupons', 'shops', 'categories', 'offers', 'users'];

export const NO_RESULTS_TITLE = 'No encontramos resultados';
export const NO_RESULTS_HINT = 'Intenta con otros términos o revisa que la palabra esté bien escrita';

/** The results page (`/buscar`, this remote's) for a term. */
export function resultsPagePath(term: string): string {
  return `/buscar?q=${encodeURIComponent(term.trim())}`;
}

/** The dropdown's last row; the term is cut like every label, so a long one cannot stretch it. */
export function seeAllLabel(term: string): string {
  return `Ver todos los resultados de «${truncateLabel(term.trim())}»`;
}

/** Beside an offer's label: its shop and price, and 'Expirada' when it is. */
function offerDetail(offer: SearchResponse['offers'][number]): string | null {
  const parts = [offer.nameShop ? truncateLabel(offer.nameShop) : '', offer.price !== null ? formatCOP(offer.price) : '', offer.expired ? 'Expirada' : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Shown when an offer has neither an image key nor an image URL (spec §4). */
export const DEFAULT_OFFER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="6" fill="#fdebe7"/><path d="M13 15h14l-1.5 11h-11z" fill="none" stroke="#d33b23" stroke-width="2" stroke-linejoin="round"/><path d="M16.5 15a3.5 3.5 0 0 1 7 0" fill="none" stroke="#d33b23" stroke-width="2"/></svg>',
  );

/** Spec §4: image_key first (served resized), then image_url, then the default image. */
export function offerImageCandidates(offer: { image_key: string | null; image_url: string | null }): string[] {
  const candidates: string[] = [];
  if (offer.image_key) candidates.push(`/api/v1/images/${offer.image_key}?width=64&height=64`);
  if (offer.image_url) candidates.push(offer.image_url);
  candidates.push(DEFAULT_OFFER_IMAGE);
  return candidates;
}

export type ResultTarget = { kind: 'path'; path: string } | { kind: 'coupon'; couponId: string };

export interface ResultOption {
  /** Unique within the dropdown, used for the option's DOM id. */
  key: string;
  group: SearchGroup;
  /** What the click report names: the ObjectId, or the slug for categories. */
  clickId: string;
  /** The full name (accessible name and tooltip); `label` is what is shown. */
  name: string;
  label: string;
  detail: string | null;
  images: string[];
  /** Users show an avatar with initials when there is no picture. */
  avatar: boolean;
  target: ResultTarget;
}

export interface ResultSection {
  group: SearchGroup;
  title: string;
  options: ResultOption[];
}

const lastSegment = (path: string) => path.split('/').filter(Boolean).pop() ?? '';

export function toSections(response: SearchResponse): ResultSection[] {
  const sections: Record<SearchGroup, ResultOption[]> = {
    coupons: response.coupons.map((coupon) => ({
      key: `coupons-${coupon.id}`,
      group: 'coupons',
      clickId: coupon.id,
      name: coupon.name,
      label: truncateLabel(coupon.name),
      detail: coupon.nameShop ? truncateLabel(coupon.nameShop) : null,
      images: [],
      avatar: false,
      target: { kind: 'coupon', couponId: coupon.id },
    })),
    shops: response.shops.map((shop) => ({
      key: `shops-${shop.id}`,
      group: 'shops',
      clickId: shop.id,
      name: shop.name,
      label: truncateLabel(shop.name),
      detail: null,
      images: shop.image_url ? [shop.image_url] : [],
      avatar: false,
      target: { kind: 'path', path: shop.public_url },
    })),
    categories: response.categories.map((category) => ({
      key: `categories-${lastSegment(category.public_url)}`,
      group: 'categories',
      clickId: lastSegment(category.public_url),
      name: category.name,
      label: truncateLabel(category.name),
      detail: null,
      images: [category.icon_url, category.image_url].filter((url): url is string => !!url),
      avatar: false,
      target: { kind: 'path', path: category.public_url },
    })),
    offers: response.offers.map((offer) => ({
      key: `offers-${offer.id}`,
      group: 'offers',
      clickId: offer.id,
      name: offer.name,
      label: truncateLabel(offer.name),
      detail: offerDetail(offer),
      images: offerImageCandidates(offer),
      avatar: false,
      target: { kind: 'path', path: offer.public_url },
    })),
    users: response.users.map((user) => ({
      key: `users-${user.id}`,
      group: 'users',
      clickId: user.id,
      name: user.username,
      label: truncateLabel(user.username),
      detail: null,
      images: user.avatar ? [user.avatar] : [],
      avatar: true,
      target: { kind: 'path', path: `/perfil/${user.id}` },
    })),
  };
  return GROUP_ORDER.filter((group) => sections[group].length > 0).map((group) => ({ group, title: GROUP_TITLES[group], options: sections[group] }));
}
