// The results page (`/buscar`): one group's results for a term, filtered, ordered and a page at a
// time, with every group's count. Answered from the in-memory index (search-index.ts) like the
// dropdown: matching, filtering, counting and ordering never read the database; only the page's
// ten offer cards are read, by id, through the offers' entity cache (no `$in`, see the README).
import {
  SEARCH_PRICE_RANGE_MESSAGE,
  SEARCH_RESULTS_LIMITS,
  categoryPath,
  forumTopicPath,
  hotScore,
  shopPath,
  type OfferCard,
  type SearchFacet,
  type SearchResultCounts,
  type SearchResultGroup,
  type SearchResultOrder,
  type SearchResultsQuery,
  type SearchResultsResponse,
} from '@gangazo/contracts';
import { ValidationError } from '../../errors';
import { CategoryIndex } from '../categories/service';
import { toOfferCards, type OfferRow } from '../offers/present';
import { findOfferById } from '../offers/repository';
import { avatarUrl } from '../users/avatars';
import { byRelevance, parseQuery, type CouponEntry, type EntryBase, type Match, type ParsedQuery, type SearchIndex } from './search-index';
import { checkTerm } from './service';
import type { SearchStore } from './sync';

/** How long a results page waits for writes already seen to reach the index (as the dropdown does). */
const CATCH_UP_MS = 30;
const PER_PAGE = SEARCH_RESULTS_LIMITS.perPage;

/** What narrows offers and coupons; resolved from the query's slugs against the index. */
interface OfferFilters {
  active: boolean;
  /** null: no shop filter; '' : a shop slug nobody has (nothing matches). */
  shopId: string | null;
  /** A category with its sub-categories; empty set: an unknown slug (nothing matches). */
  categoryIds: ReadonlySet<string> | null;
  minPrice: number | null;
  maxPrice: number | null;
}

const imagePath = (key: string | null, url: string | null): string | null => (key ? `/api/v1/images/${key}` : url);

function shopIdBySlug(index: SearchIndex, slug: string): string {
  for (const shop of index.shops.values()) if (shop.slug === slug) return shop.id;
  return '';
}

/** The category's id and every descendant's, from the cached category tree. */
async function categoryFamily(slug: string): Promise<ReadonlySet<string>> {
  const tree = await CategoryIndex.load();
  const root = tree.bySlug.get(slug);
  const ids = new Set<string>();
  if (!root) return ids;
  const pending = [root];
  while (pending.length > 0) {
    const row = pending.pop();
    if (!row || ids.has(String(row._id))) continue;
    ids.add(String(row._id));
    pending.push(...tree.children(row));
  }
  return ids;
}

function passes(entry: CouponEntry, expired: boolean, filters: OfferFilters): boolean {
  if (filters.active && expired) return false;
  if (filters.shopId !== null && entry.shopId !== filters.shopId) return false;
  if (filters.categoryIds && (entry.categoryId === null || !filters.categoryIds.has(entry.categoryId))) return false;
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    if (entry.price === null) return false;
    if (filters.minPrice !== null && entry.price < filters.minPrice) return false;
    if (filters.maxPrice !== null && entry.price > filters.maxPrice) return false;
  }
  return true;
}

/** Offers and coupons in `order`; expired ones always after active ones, relevance breaks ties. */
function sortOffers(matches: Match<CouponEntry>[], order: SearchResultOrder, now: number): Match<CouponEntry>[] {
  const byPrice = (direction: 1 | -1) => (a: Match<CouponEntry>, b: Match<CouponEntry>) => {
    const pa = a.entry.price;
    const pb = b.entry.price;
    if (pa === pb) return 0;
    if (pa === null) return 1;
    if (pb === null) return -1;
    return direction * (pa - pb);
  };
  const hot = new Map<Match<CouponEntry>, number>();
  if (order === 'hot') for (const match of matches) hot.set(match, hotScore(match.entry.temperature, now - match.entry.recency));
  const compare: Record<SearchResultOrder, (a: Match<CouponEntry>, b: Match<CouponEntry>) => number> = {
    relevance: () => 0,
    newest: (a, b) => b.entry.recency - a.entry.recency,
    hot: (a, b) => (hot.get(b) ?? 0) - (hot.get(a) ?? 0),
    price_asc: byPrice(1),
    price_desc: byPrice(-1),
  };
  return matches.sort((a, b) => Number(a.expired) - Number(b.expired) || compare[order](a, b) || byRelevance(a, b));
}

/** Shops, categories, topics and users: by relevance, or newest first. */
function sortOthers<E extends EntryBase>(matches: Match<E>[], order: SearchResultOrder): Match<E>[] {
  if (order === 'newest') return matches.sort((a, b) => b.entry.recency - a.entry.recency || byRelevance(a, b));
  return matches.sort(byRelevance);
}

/** The shops and categories of the matches, most frequent first; a chosen one is always listed. */
function facetsOf(index: SearchIndex, matches: Match<CouponEntry>[], chosen: { shop?: string; category?: string }): { shops: SearchFacet[]; categories: SearchFacet[] } {
  const shopCounts = new Map<string, number>();
  const categoryCounts = new Map<string, number>();
  for (const { entry } of matches) {
    if (entry.shopId) shopCounts.set(entry.shopId, (shopCounts.get(entry.shopId) ?? 0) + 1);
    if (entry.categoryId) categoryCounts.set(entry.categoryId, (categoryCounts.get(entry.categoryId) ?? 0) + 1);
  }
  const toFacets = (counts: Map<string, number>, lookup: (id: string) => { slug: string; displayName: string } | undefined, chosenSlug?: string): SearchFacet[] => {
    const facets: SearchFacet[] = [];
    for (const [id, count] of counts) {
      const found = lookup(id);
      if (found) facets.push({ slug: found.slug, name: found.displayName, count });
    }
    facets.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'es'));
    const top = facets.slice(0, SEARCH_RESULTS_LIMITS.facets);
    const kept = chosenSlug ? facets.find((facet) => facet.slug === chosenSlug) : undefined;
    if (kept && !top.includes(kept)) top.push(kept);
    return top;
  };
  return {
    shops: toFacets(shopCounts, (id) => index.shops.get(id), chosen.shop),
    categories: toFacets(categoryCounts, (id) => index.categories.get(id), chosen.category),
  };
}

/** The offers of a page, in order, from the entity cache; one deleted meanwhile is left out. */
async function offerCards(entries: CouponEntry[], now: Date): Promise<OfferCard[]> {
  const rows = await Promise.all(entries.map((entry) => findOfferById(entry.id)));
  return toOfferCards(
    rows.filter((row): row is OfferRow => row !== null),
    now,
  );
}

const pageOf = <T>(items: T[], page: number): T[] => items.slice((page - 1) * PER_PAGE, page * PER_PAGE);

/** Checks the query beyond its schema: the term (as the dropdown does) and the price range. */
export function checkResultsQuery(input: SearchResultsQuery): { term: string; query: ParsedQuery } {
  const term = checkTerm(input.q);
  if (input.min_price !== undefined && input.max_price !== undefined && input.min_price > input.max_price) throw ValidationError(SEARCH_PRICE_RANGE_MESSAGE);
  return { term, query: parseQuery(term) };
}

export async function searchResults(store: SearchStore, input: SearchResultsQuery, now = new Date()): Promise<SearchResultsResponse> {
  const { term, query } = checkResultsQuery(input);
  const group: SearchResultGroup = input.group ?? 'offers';
  const order: SearchResultOrder = input.order ?? 'relevance';
  const page = input.page;
  await store.ready(CATCH_UP_MS);
  const { index } = store;
  const at = now.getTime();

  const filters: OfferFilters = {
    active: input.active === true,
    shopId: input.shop ? shopIdBySlug(index, input.shop) : null,
    categoryIds: input.category ? await categoryFamily(input.category) : null,
    minPrice: input.min_price ?? null,
    maxPrice: input.max_price ?? null,
  };
  const offerMatches: Match<CouponEntry>[] = index.offers.matches(query, at);
  const couponMatches = index.coupons.matches(query, at);
  const narrowed = (matches: Match<CouponEntry>[]) => matches.filter((match) => passes(match.entry, match.expired, filters));
  const offers = narrowed(offerMatches);
  const coupons = narrowed(couponMatches);
  const counts: SearchResultCounts = {
    offers: offers.length,
    coupons: coupons.length,
    shops: index.shops.countMatches(query),
    categories: index.categories.countMatches(query),
    topics: index.topics.countMatches(query),
    users: index.users.countMatches(query),
  };
  const common = { term, order, page, per_page: PER_PAGE, counts };
  const noFacets = { shops: [], categories: [] };

  if (group === 'offers' || group === 'coupons') {
    const matches = group === 'offers' ? offers : coupons;
    const facetBase = (group === 'offers' ? offerMatches : couponMatches).filter((match) => !filters.active || !match.expired);
    const facets = facetsOf(index, facetBase, { shop: input.shop, category: input.category });
    const items = await offerCards(pageOf(sortOffers(matches, order, at), page).map((match) => match.entry), now);
    return { ...common, group, total: matches.length, items, facets };
  }
  if (group === 'shops') {
    const matches = sortOthers(index.shops.matches(query, at), order);
    const items = pageOf(matches, page).map(({ entry }) => ({ id: entry.id, name: entry.displayName, public_url: shopPath(entry.slug), image_url: imagePath(entry.imageKey, entry.imageUrl) }));
    return { ...common, group, total: matches.length, items, facets: noFacets };
  }
  if (group === 'categories') {
    const matches = sortOthers(index.categories.matches(query, at), order);
    const items = pageOf(matches, page).map(({ entry }) => ({
      name: entry.displayName,
      public_url: categoryPath(entry.slug),
      icon_url: entry.iconUrl,
      image_url: imagePath(entry.imageKey, entry.imageUrl),
    }));
    return { ...common, group, total: matches.length, items, facets: noFacets };
  }
  if (group === 'topics') {
    const matches = sortOthers(index.topics.matches(query, at), order);
    const items = pageOf(matches, page).map(({ entry }) => ({
      id: entry.id,
      title: entry.title,
      public_url: forumTopicPath(entry.id, entry.slug),
      comments_count: entry.commentsCount,
      last_activity_at: new Date(entry.recency).toISOString(),
    }));
    return { ...common, group, total: matches.length, items, facets: noFacets };
  }
  const matches = sortOthers(index.users.matches(query, at), order);
  const items = pageOf(matches, page).map(({ entry }) => ({ id: entry.id, username: entry.username, avatar: avatarUrl(entry.avatar) }));
  return { ...common, group, total: matches.length, items, facets: noFacets };
}
