// Findable and shareable: an offer link read by a crawler or a WhatsApp preview carries the offer
// (no JavaScript), and a shopper shares it from the page or goes out to the shop through /visit.
import { api } from './support/api';
import { launchBrowser, openSession, screenshot, type Session } from './support/browser';
import { readServerState } from './support/server';

interface Card {
  id: string;
  kind: 'offer' | 'coupon';
  title: string;
  price: number | null;
  public_url: string;
}
interface OfferDetail extends Card {
  url: string | null;
}

async function anOfferWithShopAddress(): Promise<OfferDetail> {
  const feed = await api<{ items: Card[] }>('/api/gangazo/offers?order=top&page=1&per_page=20');
  for (const card of feed.items) {
    const offer = await api<OfferDetail>(`/api/v1/offers/${card.id}`);
    if (offer.url && offer.price !== null) return offer;
  }
  throw new Error('no demo offer in the top 20 has a shop address and a price');
}

test("without JavaScript an offer's head names the offer, with its card and Product data", async () => {
  const offer = await anOfferWithShopAddress();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: readServerState().baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(offer.public_url))?.status()).toBe(200);
    expect(await page.title()).toBe(`${offer.title} | Gangazo`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(`${offer.title} | Gangazo`);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical?.endsWith(offer.public_url)).toBe(true);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const product = data.find((item) => item['@type'] === 'Product') as { offers: { price: number; priceCurrency: string } } | undefined;
    expect(product?.offers).toMatchObject({ price: offer.price, priceCurrency: 'COP' });
  } finally {
    await browser.close();
  }
});

describe('on the offer page', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openSession({ viewport: { width: 360, height: 740 } });
  });
  afterEach(async () => {
    await session.browser.close();
  });

  test('WhatsApp shares the canonical address, "Copiar enlace" says so, and "Ir a la oferta" goes out through /visit', async () => {
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const offer = await anOfferWithShopAddress();
    await page.goto(offer.public_url);
    await page.getByRole('heading', { level: 1, name: offer.title }).waitFor();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const share = page.getByRole('group', { name: 'Compartir' });
    const whatsapp = share.getByRole('link', { name: /WhatsApp/ });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(`${offer.title} ${canonical}`);
    await share.getByRole('button', { name: 'Copiar enlace' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Enlace copiado con exito').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await screenshot(page, 'offer-share-360');
    await alert.getByRole('button', { name: 'Cerrar' }).click();

    const goTo = page.getByRole('link', { name: /Ir a la oferta/ });
    expect(await goTo.getAttribute('href')).toBe(`/visit/${offer.id}`);
    expect(await goTo.getAttribute('rel')).toBe('nofollow sponsored noopener');
    const out = await page.request.get(`/visit/${offer.id}`, { maxRedirects: 0 });
    expect(out.status()).toBe(302);
    expect(out.headers().location).toBe(offer.url);
  });
});

test('robots.txt points at a sitemap index that lists the offer pages', async () => {
  const base = readServerState().baseUrl;
  const robots = await (await fetch(`${base}/robots.txt`)).text();
  expect(robots).toContain('Sitemap: ');
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  expect(index).toContain('<sitemapindex');
  const offers = await (await fetch(`${base}/sitemaps/ofertas-1.xml`)).text();
  const offer = await anOfferWithShopAddress();
  expect(offers).toContain(offer.public_url);
});
