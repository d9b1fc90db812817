// The head of each page's first HTML: title, description, canonical address, Open Graph and Twitter
// cards, JSON-LD structured data and feed links, from the route the browser will render and the
// same services its API calls use (so the cached answers serve it). A link pasted into WhatsApp or
// found by a search engine shows the offer, the shop or the topic, not the site's generic card.
import {
  categoryPath,
  cutText,
  encodeCategoryId,
  offerIdFromPath,
  snapImageSize,
  type OfferDetail,
} from '@gangazo/contracts';
import { SITE_DESCRIPTION } from '../../lib/shell-html';
import { categoryDetail } from '../categories/service';
import { couponBySlug } from '../coupon-slugs/service';
import { getTopic } from '../forum/service';
import { offerDetail } from '../offers/service';
import type { PageResolution } from '../pages/pages';
import { getPost } from '../posts/service';
import { shopDetail } from '../shops/service';
import { publicProfile } from '../users/service';

export const OG_IMAGE = { width: 1200, height: 630 } as const;

export interface PageImage {
  url: string;
  width: number;
  height: number;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** og:type */
  type: 'website' | 'article' | 'product' | 'profile';
  image: PageImage;
  jsonLd: Record<string, unknown>[];
  feeds: { title: string; href: string }[];
  /** Pages a search engine should not index (settings, forms, search results). */
  noindex: boolean;
  /** The robots directive when `noindex` (default 'noindex'); search results add ', follow'. */
  robots?: string;
}

export interface HeadContext {
  siteUrl: string;
  siteName: string;
  /** The path asked for (no query) and its query parameters. */
  path: string;
  query: URLSearchParams;
  /** Whether the registry has a page for `/buscar` (the search results page the SearchAction names). */
  hasSearchPage: boolean;
}

type Crumb = { name: string; path: string };

const HOME_FEEDS: Record<string, { title: string; description: string }> = {
  hot: { title: 'Ofertas hot', description: 'Las ofertas más calientes del momento en Colombia, votadas por la comunidad.' },
  nuevas: { title: 'Ofertas nuevas', description: 'Las ofertas recién compartidas por la comunidad: precios y descuentos en tiendas de Colombia.' },
  cupones: { title: 'Cupones de descuento', description: 'Cupones y códigos de descuento vigentes de las tiendas de Colombia.' },
};

const NOINDEX_ROUTES = new Set(['/perfil/:id/ajustes', '/comparte/oferta/:kind', '/comparte/cupon/:kind']);

const priceFormat = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

/** An absolute address for `path` on the site. */
function absolute(context: HeadContext, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${context.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** An asset at the Open Graph size from the image endpoint, or the site's own card. */
function imageFor(context: HeadContext, key: string | null | undefined, url?: string | null): PageImage {
  if (key) {
    const width = snapImageSize(OG_IMAGE.width);
    const height = snapImageSize(OG_IMAGE.height);
    return { url: absolute(context, `/api/v1/images/${key}?width=${OG_IMAGE.width}&height=${OG_IMAGE.height}&fit=cover`), width, height };
  }
  if (url && /^https?:\/\//.test(url)) return { url, width: OG_IMAGE.width, height: OG_IMAGE.height };
  return { url: absolute(context, '/og-image.png'), ...OG_IMAGE };
}

function breadcrumbs(context: HeadContext, crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Inicio', path: '/' }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(context, crumb.path),
    })),
  };
}

function base(context: HeadContext, title: string, description: string, crumbs: Crumb[] | null): PageHead {
  return {
    title: `${title} | ${context.siteName}`,
    description: cutText(description),
    canonical: absolute(context, context.path),
    type: 'website',
    image: imageFor(context, null),
    jsonLd: crumbs ? [breadcrumbs(context, crumbs)] : [],
    feeds: [],
    noindex: false,
  };
}

function offerSentence(offer: OfferDetail): string {
  const parts = [offer.title];
  if (offer.price !== null) parts.push(`por ${priceFormat.format(offer.price)}`);
  if (offer.shop) parts.push(`en ${offer.shop.name}`);
  return parts.join(' ');
}

/** schema.org `Offer` for an offer or a coupon. */
function offerLd(context: HeadContext, offer: OfferDetail, url: string): Record<string, unknown> {
  return {
    '@type': 'Offer',
    url,
    ...(offer.price !== null ? { price: offer.price, priceCurrency: 'COP' } : {}),
    availability: offer.expired ? 'https://schema.org/Discontinued' : offer.availability === 'in_store' ? 'https://schema.org/InStoreOnly' : 'https://schema.org/InStock',
    ...(offer.end_date ? { validThrough: offer.end_date } : {}),
    ...(offer.init_date ? { validFrom: offer.init_date } : {}),
    ...(offer.shop ? { seller: { '@type': 'Organization', name: offer.shop.name, url: absolute(context, offer.shop.public_url) } } : {}),
  };
}

async function offerHead(context: HeadContext, id: string): Promise<PageHead> {
  const offer = await offerDetail(id, null);
  const canonical = absolute(context, offer.public_url);
  const crumbs: Crumb[] = [
    ...(offer.category ? [{ name: offer.category.name, path: offer.category.public_url }] : []),
    { name: offer.title, path: offer.public_url },
  ];
  const head = base(context, offer.title, offer.excerpt || offerSentence(offer), crumbs);
  head.canonical = canonical;
  head.type = 'product';
  head.image = imageFor(context, offer.image_key, offer.image_url);
  const ld = offerLd(context, offer, canonical);
  head.jsonLd.unshift(
    offer.kind === 'coupon'
      ? { '@context': 'https://schema.org', ...ld, name: offer.title, description: head.description }
      : {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: offer.title,
          description: head.description,
          image: head.image.url,
          ...(offer.shop ? { brand: { '@type': 'Brand', name: offer.shop.name } } : {}),
          offers: ld,
          // The community's temperature, as a plain property (it is not a rating).
          additionalProperty: { '@type': 'PropertyValue', name: 'Temperatura de la comunidad', value: offer.temperature, unitText: '°' },
        },
  );
  return head;
}

async function shopHead(context: HeadContext, ref: string): Promise<PageHead> {
  const couponId = context.query.get('active_coupon');
  const shop = await shopDetail(ref).catch(() => null);
  if (!shop) {
    // A coupon's own address (`/cupones/{coupon slug}`): the page moves to the coupon over its shop.
    const coupon = await couponBySlug(ref);
    const head = await offerHead(context, coupon.id);
    head.canonical = absolute(context, coupon.public_url);
    return head;
  }
  const counts = `${shop.coupons_count} ${shop.coupons_count === 1 ? 'cupón' : 'cupones'} y ${shop.offers_count} ${shop.offers_count === 1 ? 'oferta' : 'ofertas'} activas`;
  const head = base(
    context,
    `Cupones y ofertas de ${shop.name}`,
    shop.description || `${counts} de ${shop.name}, compartidas y votadas por la comunidad.`,
    [{ name: shop.name, path: shop.public_url }],
  );
  head.canonical = absolute(context, shop.public_url);
  head.image = imageFor(context, shop.image_key, shop.image_url);
  head.feeds = [{ title: `Ofertas de ${shop.name}`, href: absolute(context, `/rss/tiendas/${shop.slug}.xml`) }];
  if (couponId && /^[0-9a-f]{24}$/i.test(couponId)) {
    const coupon = await offerDetail(couponId, null).catch(() => null);
    if (coupon && coupon.kind === 'coupon') {
      head.title = `${coupon.title} | ${context.siteName}`;
      head.description = cutText(coupon.excerpt || `${coupon.title}: cupón de ${shop.name}.`);
      head.canonical = absolute(context, `${shop.public_url}?active_coupon=${coupon.id}`);
      head.type = 'product';
      if (coupon.image_key || coupon.image_url) head.image = imageFor(context, coupon.image_key, coupon.image_url);
      head.jsonLd.unshift({ '@context': 'https://schema.org', ...offerLd(context, coupon, head.canonical), name: coupon.title, description: head.description });
    }
  }
  return head;
}

async function categoryHead(context: HeadContext, slug: string): Promise<PageHead> {
  const { category, parent } = await categoryDetail(encodeCategoryId(slug));
  const crumbs: Crumb[] = [...(parent ? [{ name: parent.name, path: parent.public_url }] : []), { name: category.name, path: category.public_url }];
  const head = base(
    context,
    `Ofertas de ${category.name}`,
    category.description || `${category.offers_count} ofertas activas de ${category.name} en tiendas de Colombia, votadas por la comunidad.`,
    crumbs,
  );
  head.canonical = absolute(context, categoryPath(category.slug));
  head.image = imageFor(context, null, category.image_url ? absolute(context, category.image_url) : null);
  head.feeds = [{ title: `Ofertas de ${category.name}`, href: absolute(context, `/rss/categorias/${category.slug}.xml`) }];
  return head;
}

async function topicHead(context: HeadContext, id: string): Promise<PageHead> {
  const topic = await getTopic(id);
  const head = base(context, topic.title, topic.excerpt || topic.title, [
    { name: 'Foro', path: '/forum' },
    ...(topic.category ? [{ name: topic.category.name, path: `/forum/categoria/${topic.category.slug}` }] : []),
    { name: topic.title, path: topic.public_url },
  ]);
  head.canonical = absolute(context, topic.public_url);
  head.type = 'article';
  head.jsonLd.unshift({
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: topic.title,
    text: head.description,
    url: head.canonical,
    datePublished: topic.created_at,
    dateModified: topic.edited_at ?? topic.updated_at,
    author: { '@type': 'Person', name: topic.author?.username ?? 'Cuenta eliminada', ...(topic.author ? { url: absolute(context, `/perfil/${topic.author.id}`) } : {}) },
    commentCount: topic.comments_count,
    interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: topic.comments_count },
  });
  return head;
}

async function postHead(context: HeadContext, id: string): Promise<PageHead> {
  const post = await getPost(id);
  const head = base(context, post.title, post.excerpt || post.title, [
    { name: 'Blog', path: '/blog' },
    ...(post.category ? [{ name: post.category.name, path: `/blog/${post.category.slug}` }] : []),
    { name: post.title, path: post.public_url },
  ]);
  head.canonical = absolute(context, post.public_url);
  head.type = 'article';
  head.image = imageFor(context, post.cover_key);
  head.jsonLd.unshift({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: head.description,
    url: head.canonical,
    image: head.image.url,
    datePublished: post.published_at,
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author?.username ?? context.siteName },
    publisher: { '@type': 'Organization', name: context.siteName, logo: { '@type': 'ImageObject', url: absolute(context, '/og-image.png') } },
  });
  return head;
}

async function profileHead(context: HeadContext, id: string): Promise<PageHead> {
  const profile = await publicProfile(id, false);
  const head = base(context, `${profile.username} en ${context.siteName}`, `Ofertas, cupones y medallas que ${profile.username} ha compartido con la comunidad de ${context.siteName}.`, [
    { name: profile.username, path: `/perfil/${id}` },
  ]);
  head.type = 'profile';
  if (profile.avatar) head.image = { url: absolute(context, profile.avatar), width: 256, height: 256 };
  return head;
}

function homeHead(context: HeadContext): PageHead {
  const feed = HOME_FEEDS[context.query.get('ver') ?? ''];
  const head = base(
    context,
    feed ? feed.title : 'Ofertas, cupones y descuentos en Colombia',
    feed ? feed.description : SITE_DESCRIPTION,
    null,
  );
  if (!feed) head.title = `${context.siteName}: ofertas, cupones y descuentos en Colombia`;
  head.canonical = absolute(context, feed ? `/?ver=${context.query.get('ver')}` : '/');
  head.feeds = [
    { title: 'Ofertas nuevas', href: absolute(context, '/rss/nuevas.xml') },
    { title: 'Ofertas hot', href: absolute(context, '/rss/hot.xml') },
  ];
  head.jsonLd.push({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: context.siteName,
    url: absolute(context, '/'),
    inLanguage: 'es-CO',
    ...(context.hasSearchPage
      ? { potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: absolute(context, '/buscar?q={search_term_string}') }, 'query-input': 'required name=search_term_string' } }
      : {}),
  });
  return head;
}

/**
 * `/buscar?q=…`: named after the term, never indexed (a results page is thin, endless and would
 * compete with the pages it lists) but its links are followed, so crawlers still reach them.
 */
function searchHead(context: HeadContext): PageHead {
  const term = (context.query.get('q') ?? '').trim().replace(/\s+/g, ' ');
  const shown = term ? cutText(term, 60) : '';
  const head = base(
    context,
    shown ? `Resultados de «${shown}»` : 'Buscar',
    shown ? `Ofertas, cupones, tiendas, categorías, temas del foro y usuarios que coinciden con «${shown}» en ${context.siteName}.` : `Busca ofertas, cupones y tiendas en ${context.siteName}.`,
    null,
  );
  head.canonical = absolute(context, term ? `/buscar?q=${encodeURIComponent(term)}` : '/buscar');
  head.noindex = true;
  head.robots = 'noindex, follow';
  return head;
}

/** Section pages without data of their own. */
const SECTIONS: Record<string, { title: string; description: string; crumbs: Crumb[] }> = {
  '/forum': { title: 'Foro', description: 'El foro de la comunidad: preguntas, consejos y conversaciones sobre compras y ofertas en Colombia.', crumbs: [{ name: 'Foro', path: '/forum' }] },
  '/blog': { title: 'Blog', description: 'Guías de compra, consejos para ahorrar y noticias de ofertas en Colombia.', crumbs: [{ name: 'Blog', path: '/blog' }] },
  '/categorias': { title: 'Categorías', description: 'Todas las categorías de ofertas y cupones.', crumbs: [{ name: 'Categorías', path: '/categorias' }] },
  '/cupones': { title: 'Tiendas y cupones', description: 'Todas las tiendas con cupones y ofertas activas.', crumbs: [{ name: 'Tiendas', path: '/cupones' }] },
};

/** Account pages (mf-auth): named, never indexed (two carry a one-time token in their address). */
const ACCOUNT_PAGES: Record<string, string> = {
  '/registro-ok': 'Registro exitoso',
  '/confirmar-email': 'Confirmar email',
  '/restablecer-contrasena': 'Restablecer contraseña',
};

/** The head for a page that exists (`resolution.exists`); null leaves the site's generic head. */
export async function pageHead(resolution: PageResolution, context: HeadContext): Promise<PageHead | null> {
  const { route, params } = resolution;
  if (!route || !resolution.exists) return null;
  let head: PageHead | null = null;
  if (route === '/') head = homeHead(context);
  else if (route === '/ofertas/:slug') head = await offerHead(context, offerIdFromPath(`/ofertas/${params.slug ?? ''}`) ?? '');
  else if (route === '/cupones/:slug') head = await shopHead(context, decodeURIComponent(params.slug ?? '').toLowerCase());
  else if (route === '/categorias/:slug') head = await categoryHead(context, decodeURIComponent(params.slug ?? ''));
  else if (route === '/forum/:id' || route === '/forum/:id/:slug') head = await topicHead(context, params.id ?? '');
  else if (route === '/blog/:category/:id') head = await postHead(context, params.id ?? '');
  else if (route.startsWith('/perfil/:id')) head = await profileHead(context, params.id ?? '');
  else if (route === '/buscar') head = searchHead(context);
  else if (ACCOUNT_PAGES[route]) {
    head = base(context, ACCOUNT_PAGES[route], SITE_DESCRIPTION, null);
    head.noindex = true;
  } else {
    const section = SECTIONS[route];
    if (section) head = base(context, section.title, section.description, section.crumbs);
  }
  if (head && NOINDEX_ROUTES.has(route)) head.noindex = true;
  if (!head && NOINDEX_ROUTES.has(route)) {
    head = base(context, 'Comparte', SITE_DESCRIPTION, null);
    head.noindex = true;
  }
  return head;
}
