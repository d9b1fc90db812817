// Which client pages exist. The HTML answer is the same shell for every page, so without this a
// link to an offer, shop or profile that is not there is a 200 ("soft 404") and crawlers index the
// "no existe" view. This table maps each page route the remotes declare (remote.json) to a cheap
// existence check; `resolvePage` picks the route the browser will render and runs its check. A
// later server-side rendering step needs the same answer (which route, which params, is it there).
//
// Each check turns the route's params into a lookup key exactly as that page does in the browser
// (mf-coupons, mf-forum, mf-profile, shell), and asks the owning module's service. A malformed id
// simply does not exist. Routes without a check (home, forms, lists, staff tools) always exist.
import { slugify } from '../../lib/text';
import { bestRoute, type RouteParams } from '../../lib/route-match';
import { categoryExists } from '../categories/service';
import { informationExists } from '../content/service';
import { couponSlugExists } from '../coupon-slugs/service';
import { forumCategoryExists, topicExists } from '../forum/service';
import { offerExists } from '../offers/service';
import { postCategoryExists, postExists } from '../posts/service';
import { shopExists } from '../shops/service';
import { userExists } from '../users/service';

type ExistenceCheck = (params: RouteParams) => Promise<boolean>;

interface PageRule {
  routes: readonly string[];
  exists: ExistenceCheck;
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const COUPON_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Pages decode their param once more (`decodeURIComponent` over what React Router decoded), so
 * `/cupones/%25C3%2589xito` is Éxito there; a malformed escape stays as it is.
 */
function decodeAgain(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** OfferPage/parseOfferSlug: `/ofertas/{name-slug}-{id}`, the id after the last hyphen. */
async function offerPageExists(slug: string): Promise<boolean> {
  const cut = slug.lastIndexOf('-');
  const id = cut <= 0 ? slug : slug.slice(cut + 1);
  return OBJECT_ID.test(id) && (await offerExists(id)) !== null;
}

/**
 * ShopCouponsPage/shopRef + CouponSlugFallback: a shop by id or slug, else a coupon with that slug
 * (the browser then moves to that coupon's page, so the address is a page).
 */
async function shopOrCouponPageExists(param: string): Promise<boolean> {
  const decoded = decodeAgain(param);
  const ref = OBJECT_ID.test(decoded) ? decoded.toLowerCase() : slugify(decoded);
  if (await shopExists(ref)) return true;
  return COUPON_SLUG.test(ref) && couponSlugExists(ref);
}

/** The frame of every `/perfil/{id}/…` section (mf-profile ProfilePage) asks for the account. */
const PROFILE_ROUTES = ['/perfil/:id', '/perfil/:id/actividad', '/perfil/:id/medallas', '/perfil/:id/ofertas', '/perfil/:id/ofertas-favoritas', '/perfil/:id/alertas', '/perfil/:id/ajustes'];

export const PAGE_RULES: readonly PageRule[] = [
  { routes: ['/ofertas/:slug'], exists: ({ slug = '' }) => offerPageExists(slug) },
  { routes: ['/cupones/:slug'], exists: ({ slug = '' }) => shopOrCouponPageExists(slug) },
  // CategoryPage: slugify(humanizeSlug(param)), and it shows the category only under that slug.
  { routes: ['/categorias/:slug'], exists: ({ slug = '' }) => categoryExists(slugify(decodeAgain(slug))) },
  { routes: ['/forum/:id', '/forum/:id/:slug'], exists: ({ id = '' }) => topicExists(id) },
  { routes: ['/forum/categoria/:slug'], exists: ({ slug = '' }) => forumCategoryExists(slug) },
  { routes: ['/blog/:category'], exists: ({ category = '' }) => postCategoryExists(category) },
  // The category in a post's address is only a label (the page corrects it in place).
  { routes: ['/blog/:category/:id'], exists: ({ id = '' }) => postExists(id) },
  { routes: PROFILE_ROUTES, exists: ({ id = '' }) => userExists(id) },
  { routes: ['/informacion/:slug'], exists: ({ slug = '' }) => informationExists(slug) },
];

const CHECKS = new Map<string, ExistenceCheck>(PAGE_RULES.flatMap((rule) => rule.routes.map((route) => [route, rule.exists] as const)));

/**
 * Routes the shell renders besides the remotes' (shell/src/router/shellRoutes.tsx). The home is
 * listed too: it is a page even while the remote that draws it is missing from the registry.
 */
export const SHELL_ROUTES: readonly string[] = ['/', '/informacion/:slug'];

export interface PageResolution {
  /** The route pattern the browser renders for this path; null when none does (its "no existe" page). */
  route: string | null;
  params: RouteParams;
  exists: boolean;
}

/** The page behind `path` among the registry's routes (`remoteRoutes`) and the shell's, and whether it exists. */
export async function resolvePage(path: string, remoteRoutes: readonly string[]): Promise<PageResolution> {
  // Remote routes first, like the shell's router: on a tie, the first declared wins.
  const match = bestRoute([...remoteRoutes, ...SHELL_ROUTES], path);
  if (!match) return { route: null, params: {}, exists: false };
  const check = CHECKS.get(match.route);
  return { route: match.route, params: match.params, exists: check ? await check(match.params) : true };
}
