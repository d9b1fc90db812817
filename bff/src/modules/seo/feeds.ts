// Sitemaps and RSS feeds, as XML text, from the in-memory ranking of active offers (feed-rankings)
// and the content service's list of pages: an expired offer leaves them as soon as it expires.
import { offerPath, type OfferCard, type SitemapEntry } from '@gangazo/contracts';

type SitemapKind = SitemapEntry['kind'];
import { sitemap } from '../content/service';
import { feedRankings, type FeedScope } from '../offers/feed-rankings';
import { rankedPage } from '../offers/service';
import { shopRows } from '../shops/repository';
import { escapeXml } from './xml';

/** The protocol's limit per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
export const RSS_ITEMS = 30;

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
}

/** The child sitemaps and which content kinds each holds. */
export const SITEMAP_SECTIONS: Record<string, SitemapKind[]> = {
  tiendas: ['shop'],
  categorias: ['category'],
  foro: ['forum'],
  blog: ['post'],
  paginas: ['page', 'information'],
};

/** Every active offer and coupon, newest first, with the address its page has. */
async function offerUrls(siteUrl: string): Promise<SitemapUrl[]> {
  const rows = await feedRankings.rows({}, 'news');
  const shops = await shopRows.getMany(rows.filter((row) => row.kind === 'coupon' && row.shopId).map((row) => row.shopId as string));
  return rows.map((row) => {
    const shop = row.kind === 'coupon' && row.shopId ? shops.get(row.shopId) : undefined;
    const path = shop ? `/cupones/${shop.slug}?active_coupon=${row.id}` : offerPath(row.row.title, row.id);
    const updated = row.row.updatedAt ?? row.row.publishedAt;
    return { loc: `${siteUrl}${path}`, lastmod: updated.toISOString() };
  });
}

function urlset(urls: SitemapUrl[]): string {
  const items = urls.map((url) => `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

/** `/sitemap.xml`: the index of every child sitemap, with the newest lastmod each holds. */
export async function sitemapIndex(siteUrl: string, now = new Date()): Promise<string> {
  const offers = await offerUrls(siteUrl);
  const { urls } = await sitemap(siteUrl, now);
  const children: { name: string; lastmod: string | null }[] = [];
  const newest = (list: SitemapUrl[]) => list.reduce<string | null>((max, url) => (url.lastmod && (!max || url.lastmod > max) ? url.lastmod : max), null);
  for (let part = 0; part * SITEMAP_MAX_URLS < Math.max(offers.length, 1); part++) {
    children.push({ name: `ofertas-${part + 1}`, lastmod: newest(offers.slice(part * SITEMAP_MAX_URLS, (part + 1) * SITEMAP_MAX_URLS)) });
  }
  for (const [name, kinds] of Object.entries(SITEMAP_SECTIONS)) {
    children.push({ name, lastmod: newest(urls.filter((url) => kinds.includes(url.kind))) });
  }
  const items = children.map((child) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${child.name}.xml`)}</loc>${child.lastmod ? `<lastmod>${child.lastmod}</lastmod>` : ''}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One child sitemap by name (`ofertas-2`, `tiendas`…), or null when there is no such file. */
export async function childSitemap(siteUrl: string, name: string, now = new Date()): Promise<string | null> {
  const part = /^ofertas-([1-9][0-9]{0,4})$/.exec(name);
  if (part) {
    const index = Number(part[1]) - 1;
    const offers = await offerUrls(siteUrl);
    if (index > 0 && index * SITEMAP_MAX_URLS >= offers.length) return null;
    return urlset(offers.slice(index * SITEMAP_MAX_URLS, (index + 1) * SITEMAP_MAX_URLS));
  }
  const kinds = SITEMAP_SECTIONS[name];
  if (!kinds) return null;
  const { urls } = await sitemap(siteUrl, now);
  return urlset(urls.filter((url) => kinds.includes(url.kind)).slice(0, SITEMAP_MAX_URLS));
}

const priceFormat = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

function itemLink(siteUrl: string, card: OfferCard): string {
  return card.kind === 'coupon' && card.shop ? `${siteUrl}${card.shop.public_url}?active_coupon=${card.id}` : `${siteUrl}${card.public_url}`;
}

export interface RssChannel {
  title: string;
  /** The page the feed follows (absolute). */
  link: string;
  /** The feed's own address (absolute). */
  self: string;
  description: string;
}

/** An RSS 2.0 document of the newest or hottest cards of `scope`. */
export async function rssFeed(siteUrl: string, channel: RssChannel, scope: FeedScope, order: 'news' | 'hot'): Promise<string> {
  const { items } = await rankedPage(scope, order, 1, RSS_ITEMS);
  const entries = items.map((card) => {
    const link = itemLink(siteUrl, card);
    const price = card.price !== null ? `${priceFormat.format(card.price)}${card.shop ? ` en ${card.shop.name}` : ''}. ` : card.shop ? `${card.shop.name}. ` : '';
    return [
      '<item>',
      `<title>${escapeXml(card.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${new Date(card.published_at).toUTCString()}</pubDate>`,
      `<description>${escapeXml(`${price}${card.excerpt}`)}</description>`,
      ...(card.category ? [`<category>${escapeXml(card.category.name)}</category>`] : []),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>es-CO</language>',
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
