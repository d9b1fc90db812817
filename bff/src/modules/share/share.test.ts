import { SHARE_LIMITS, encodeCategoryId } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser, type TestUser } from '../../test/login';
import { Types } from 'mongoose';
import { createOffer } from '../offers/create';
import { OfferModel } from '../offers/model';
import { ShopSuggestionModel } from './model';

const DAY = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
let fixture: CatalogFixture;
let ana: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
  ana = await createUser(app, { username: 'ana_ofertas' });
});
afterAll(() => app.close());

const share = (body: unknown, headers: Record<string, string> = ana.authHeader) => app.inject({ method: 'POST', url: '/api/v1/offers', headers, payload: body as object });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

const BOUNDARY = '----gangazo-share';
async function uploadImage(user: TestUser, color: string): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).png().toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/assets?type=offer',
    headers: { ...user.authHeader, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().key as string;
}

const description = (text: string) => ({ ops: [{ insert: `${text}\n` }] });

// Each share links a page of its own: the same link twice is a duplicate (409, moderation/duplicates.ts).
let linked = 0;

function offerBody(overrides: Record<string, unknown> = {}) {
  linked += 1;
  return {
    kind: 'offer',
    title: 'Portátil Lenovo IdeaPad 3 Ryzen 5 16 GB',
    url: `https://www.exito.com/portatil-lenovo-ideapad-3?sku=${linked}`,
    shop: 'exito',
    category: encodeCategoryId('tecnologia'),
    price: 2_199_900,
    previous_price: 2_899_900,
    shipping_cost: 0,
    availability: 'online',
    description: description('Buen precio para estudiar y trabajar desde casa.'),
    ...overrides,
  };
}

function couponBody(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'coupon',
    title: '15% en toda la tienda Alkosto',
    url: `https://www.alkosto.com/?cupon=${(linked += 1)}`,
    shop: 'alkosto',
    category: encodeCategoryId('hogar'),
    reduction: '15%',
    code: 'ALKO15',
    tyt: 'Compra mínima de $100.000. Un uso por cliente.',
    init_date: new Date(Date.now() - DAY).toISOString(),
    end_date: new Date(Date.now() + 7 * DAY).toISOString(),
    ...overrides,
  };
}

describe('sharing an offer', () => {
  let id: string;
  let publicUrl: string;
  let imageKeys: string[];

  test('a signed-in user shares an offer: 201 with its page data and public url', async () => {
    imageKeys = [await uploadImage(ana, '#e53935'), await uploadImage(ana, '#43a047')];
    const endDate = new Date(Date.now() + 5 * DAY).toISOString();
    const res = await share(
      offerBody({
        images: imageKeys,
        end_date: endDate,
        description: { ops: [{ insert: 'Precio ' }, { insert: 'histórico', attributes: { bold: true } }, { insert: ' en el portátil.\n' }] },
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    id = body.id;
    publicUrl = body.public_url;
    expect(publicUrl).toBe(`/ofertas/portatil-lenovo-ideapad-3-ryzen-5-16-gb-${id}`);
    expect(body).toMatchObject({
      kind: 'offer',
      title: 'Portátil Lenovo IdeaPad 3 Ryzen 5 16 GB',
      url: expect.stringMatching(/^https:\/\/www\.exito\.com\/portatil-lenovo-ideapad-3\?sku=\d+$/),
      price: 2_199_900,
      previous_price: 2_899_900,
      discount_percent: 24,
      shipping_cost: 0,
      availability: 'online',
      city: null,
      shop: { name: 'Éxito', slug: 'exito' },
      category: { slug: 'tecnologia' },
      author: { id: ana.user.id, username: 'ana_ofertas' },
      image_key: imageKeys[0],
      images: imageKeys,
      temperature: 0,
      is_new: true,
      expired: false,
      code: null,
      end_date: endDate,
      excerpt: 'Precio histórico en el portátil.',
    });
    expect(body.description_html).toBe('<p>Precio <strong>histórico</strong> en el portátil.</p>');
  });

  test('it has its own page and leads the "Nuevas" feed', async () => {
    const page = await get(`/api/v1/offers/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id, public_url: publicUrl, title: 'Portátil Lenovo IdeaPad 3 Ryzen 5 16 GB' });
    const news = (await get('/api/gangazo/offers?order=news&page=1&per_page=10')).json();
    expect(news.items[0]).toMatchObject({ id, public_url: publicUrl });
    expect((await get('/api/gangazo/offers/new_offers')).json().items[0].id).toBe(id);
  });

  test("it shows in the author's activity and public profile", async () => {
    const activity = (await get(`/api/v1/users/history_data?id=${ana.user.id}&page=1`)).json();
    expect(activity.data[0]).toMatchObject({ kind: 'offer', title: 'Compartió la oferta «Portátil Lenovo IdeaPad 3 Ryzen 5 16 GB»', url: publicUrl });
    const profile = (await get(`/api/v1/users/${ana.user.id}?offer=true`)).json();
    expect(profile.offers[0]).toMatchObject({ id, name: 'Portátil Lenovo IdeaPad 3 Ryzen 5 16 GB', url: publicUrl, price: 2_199_900 });
    expect(profile.offers[0].image_url).toBe(`/api/v1/images/${imageKeys[0]}`);
  });

  test('an in-store offer keeps its city; text fields are trimmed and a shop can be named by id', async () => {
    const res = await share(
      offerBody({
        title: '   Colchón doble   Spring Air  ',
        shop: String(fixture.shops.falabella),
        category: encodeCategoryId('hogar'),
        url: null,
        availability: 'in_store',
        city: '  Cali ',
        price: 899_000,
        previous_price: null,
        shipping_cost: null,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Colchón doble Spring Air', availability: 'in_store', city: 'Cali', url: null, shop: { slug: 'falabella' }, category: { slug: 'hogar' } });
  });
});

describe('sharing a code', () => {
  test('a coupon keeps its code, reduction, terms and validity, and opens in the coupon modal', async () => {
    const body = couponBody();
    const res = await share(body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ kind: 'coupon', reduction: '15%', code: 'ALKO15', tyt: 'Compra mínima de $100.000. Un uso por cliente.', shop: { slug: 'alkosto' } });
    expect(created.init_date).toBe(body.init_date);
    expect(created.end_date).toBe(body.end_date);
    const modal = await get(`/api/v1/coupons/${created.id}`);
    expect(modal.json().offer).toMatchObject({ id: created.id, code: 'ALKO15', reduction: '15%', multiple_codes_offer: false });
    const feed = (await get('/api/gangazo/offers/coupons?order=news')).json();
    expect(feed.items[0].id).toBe(created.id);
    const activity = (await get(`/api/v1/users/history_data?id=${ana.user.id}&page=1`)).json();
    expect(activity.data[0]).toMatchObject({ kind: 'coupon', title: 'Compartió el código «15% en toda la tienda Alkosto»' });
  });

  test('a coupon may need no code; offer-only and coupon-only fields do not leak across kinds', async () => {
    const coupon = await share(couponBody({ title: 'Envío gratis en Alkosto sin código', code: '', reduction: 'Envío gratis' }));
    expect(coupon.statusCode).toBe(201);
    expect(coupon.json().code).toBeNull();
    const offer = await share(offerBody({ title: 'Nevera Samsung 400 litros inverter', code: 'NOPE', reduction: '10%', tyt: 'nada' }));
    expect(offer.statusCode).toBe(201);
    expect(offer.json()).toMatchObject({ code: null, reduction: null, tyt: '' });
  });
});

describe('shops named in a share', () => {
  test('a name matching a listed shop, whatever its accents, is that shop', async () => {
    const res = await share(offerBody({ title: 'Freidora de aire Oster 4 litros', shop: undefined, shop_name: 'EXITO' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().shop).toMatchObject({ slug: 'exito' });
  });

  test('a new shop name publishes the offer without a shop and leaves a suggestion for staff', async () => {
    const res = await share(offerBody({ title: 'Bicicleta de ruta Shimano Claris', shop: undefined, shop_name: 'Bicis del Valle', url: 'https://bicisdelvalle.co/ruta' }));
    expect(res.statusCode).toBe(201);
    const offer = res.json();
    expect(offer.shop).toBeNull();

    const editor = await createUser(app, { role: 'editor' });
    const list = await get('/api/v1/shop_suggestions', editor.authHeader);
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ name: 'Bicis del Valle', offer_id: offer.id, offer_url: offer.public_url, author_id: ana.user.id, url: 'https://bicisdelvalle.co/ruta' });
    expect((await get('/api/v1/shop_suggestions', ana.authHeader)).statusCode).toBe(403);
    expect((await get('/api/v1/shop_suggestions')).statusCode).toBe(401);
  });
});

describe('refusals', () => {
  test('a guest gets a 401 in Spanish, whatever the body holds', async () => {
    for (const body of [offerBody(), { nonsense: true }]) {
      const res = await share(body, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Debes iniciar sesión para continuar.');
    }
    const forged = await share(offerBody(), { authorization: 'Bearer not-a-token' });
    expect(forged.statusCode).toBe(401);
  });

  const past = new Date(Date.now() - DAY).toISOString();
  const soon = new Date(Date.now() + DAY).toISOString();
  const later = new Date(Date.now() + 3 * DAY).toISOString();
  const cases: [string, Record<string, unknown>, string][] = [
    ['a short title', offerBody({ title: 'Barato' }), 'El título debe tener entre 8 y 140 caracteres.'],
    ['a title of spaces', offerBody({ title: '          ' }), 'Escribe un título.'],
    ['a long title', offerBody({ title: 'x'.repeat(141) }), 'El título debe tener entre 8 y 140 caracteres.'],
    ['a javascript: link', offerBody({ url: 'javascript:alert(1)' }), 'El enlace debe ser una dirección web completa que empiece por http:// o https://.'],
    ['an ftp link', offerBody({ url: 'ftp://exito.com/tv' }), 'El enlace debe ser una dirección web completa que empiece por http:// o https://.'],
    ['a link with a password', offerBody({ url: 'https://user:clave@exito.com' }), 'El enlace debe ser una dirección web completa que empiece por http:// o https://.'],
    ['an online offer without a link', offerBody({ url: null }), 'Pega el enlace de la oferta en la tienda.'],
    ['no shop', offerBody({ shop: null }), 'Elige la tienda.'],
    ['a shop and a new shop name', offerBody({ shop_name: 'Otra tienda' }), 'Elige una tienda de la lista o escribe el nombre de una nueva, no ambas.'],
    ['an unknown shop', offerBody({ shop: 'tienda-que-no-existe' }), 'La tienda elegida no existe. Búscala de nuevo o escribe su nombre.'],
    ['a one-letter shop name', offerBody({ shop: undefined, shop_name: 'X' }), 'El nombre de la tienda debe tener entre 2 y 80 caracteres.'],
    ['an unknown category', offerBody({ category: encodeCategoryId('juguetes') }), 'La categoría elegida no existe.'],
    ['a category that is not an id', offerBody({ category: '@@@' }), 'El campo «category» no tiene un formato válido.'],
    ['a negative price', offerBody({ price: -5 }), 'El campo «price» debe ser mayor o igual a 0.'],
    ['a price with cents', offerBody({ price: 1999.5 }), 'El campo «price» debe ser un número entero o vacío.'],
    ['an absurd price', offerBody({ price: SHARE_LIMITS.priceMax + 1, previous_price: null }), 'El campo «price» debe ser menor o igual a 1000000000.'],
    ['a previous price below the price', offerBody({ price: 500_000, previous_price: 400_000 }), 'El precio anterior debe ser mayor que el precio de la oferta.'],
    ['a previous price equal to the price', offerBody({ price: 500_000, previous_price: 500_000 }), 'El precio anterior debe ser mayor que el precio de la oferta.'],
    ['a previous price without a price', offerBody({ price: null, previous_price: 500_000 }), 'Indica el precio de la oferta si das el precio anterior.'],
    ['a negative shipping cost', offerBody({ shipping_cost: -1 }), 'El campo «shipping_cost» debe ser mayor o igual a 0.'],
    ['an in-store offer without a city', offerBody({ availability: 'in_store', city: ' ' }), 'Indica la ciudad de la tienda física.'],
    ['an unknown availability', offerBody({ availability: 'teleport' }), 'El campo «availability» no tiene un valor permitido.'],
    ['an end date in the past', offerBody({ end_date: past }), 'La fecha de fin no puede estar en el pasado.'],
    ['an end date before the start', offerBody({ init_date: later, end_date: soon }), 'La fecha de fin debe ser posterior a la de inicio.'],
    ['a date that is not a date', offerBody({ end_date: 'mañana' }), 'El campo «end_date» no tiene un formato válido.'],
    ['an offer without a description', offerBody({ description: null }), 'Describe la oferta en al menos 10 caracteres.'],
    // Read as sent (bodies are not coerced): a text is not a one-item list.
    ['a description that is not a Delta', offerBody({ description: { ops: 'hola' } }), 'El campo «description.ops» debe ser una lista.'],
    ['a Delta op without an insert', offerBody({ description: { ops: [{ retain: 5 }] } }), 'Falta el campo obligatorio «description.ops.0.insert» en el cuerpo.'],
    ['a zero price with a free previous price', offerBody({ price: 0, previous_price: 0 }), 'El precio anterior debe ser mayor que el precio de la oferta.'],
    ['a description too long', offerBody({ description: description('a'.repeat(SHARE_LIMITS.descriptionMaxText + 1)) }), 'La descripción no puede tener más de 10.000 caracteres.'],
    ['an image that was never uploaded', offerBody({ images: ['offer/0123456789abcdef01234567'] }), 'Alguna imagen ya no está disponible: súbela de nuevo.'],
    ['an image that is not a key', offerBody({ images: ['../../etc/passwd'] }), 'Alguna imagen no es válida: súbela de nuevo.'],
    ['too many images', offerBody({ images: Array.from({ length: 7 }, (_, i) => `offer/0123456789abcdef0123456${i}`) }), 'El campo «images» no puede tener más de 6 elementos.'],
    ['a coupon without a reduction', couponBody({ reduction: '' }), 'Indica el descuento del cupón (por ejemplo 20% o $50.000).'],
    ['a coupon code too long', couponBody({ code: 'C'.repeat(61) }), 'El código no puede tener más de 60 caracteres.'],
    ['an online coupon without a link', couponBody({ url: '' }), 'Pega el enlace del código en la tienda.'],
    ['an unknown kind', offerBody({ kind: 'forum' }), 'El campo «kind» no tiene un valor permitido.'],
  ];

  test.each(cases)('%s is a 400 with a Spanish message, and nothing is written', async (_name, body, message) => {
    const before = await OfferModel.countDocuments({});
    const res = await share(body, (await createUser(app)).authHeader);
    expect(res.json().message).toBe(message);
    expect(res.statusCode).toBe(400);
    expect(await OfferModel.countDocuments({})).toBe(before);
  });

  test('a body that is not JSON is a 400, not a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/offers', headers: { ...ana.authHeader, 'content-type': 'application/json' }, payload: '{"kind":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cuerpo de la solicitud no es un JSON válido.');
  });

  test('a refused shop name leaves no suggestion behind', async () => {
    const before = await ShopSuggestionModel.countDocuments({});
    const res = await share(offerBody({ shop: undefined, shop_name: 'Tienda Fantasma', category: encodeCategoryId('juguetes') }), (await createUser(app)).authHeader);
    expect(res.statusCode).toBe(400);
    expect(await ShopSuggestionModel.countDocuments({})).toBe(before);
  });
});

describe('the description is sanitized (XSS)', () => {
  test('<script> stays text, javascript: links and images never survive, unknown formats are dropped', async () => {
    const mallory = await createUser(app);
    const res = await share(
      offerBody({
        title: 'Consola con descripción maliciosa',
        description: {
          ops: [
            { insert: '<script>alert("xss")</script> ' },
            { insert: 'haz clic', attributes: { link: 'javascript:alert(1)', bold: true } },
            { insert: ' o aquí', attributes: { link: ' JaVa\tScRiPt:alert(2)' } },
            { insert: ' y este sí', attributes: { link: 'https://www.exito.com/consola' } },
            { insert: { image: 'javascript:alert(3)' } },
            { insert: { image: 'data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==' } },
            { insert: { image: '/api/v1/images/offer/0123456789abcdef01234567' } },
            { insert: { video: 'javascript:alert(5)' } },
            { insert: { formula: 'e=mc^2' } },
            { insert: 'rojo', attributes: { color: 'red;background:url(javascript:alert(6))', onclick: 'alert(7)', script: 'super', font: 'serif' } },
            { insert: '\n', attributes: { header: 2, 'code-block': true } },
          ],
        },
      }),
      mallory.authHeader,
    );
    expect(res.statusCode).toBe(201);
    const { id, description_html: html, description: stored } = res.json();
    // What people typed stays text in the stored Delta; the renderer escapes it.
    for (const text of [html, stored]) {
      expect(text).not.toMatch(/javascript/i);
      expect(text).not.toMatch(/onclick|formula|code-block|data:text|font|serif|super/i);
    }
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
    expect(html).toContain('<strong>haz clic</strong>');
    expect(html).toContain('<a href="https://www.exito.com/consola" rel="nofollow ugc noopener noreferrer" target="_blank"> y este sí</a>');
    expect(html).toContain('<img src="/api/v1/images/offer/0123456789abcdef01234567" alt="" loading="lazy">');
    expect(html.startsWith('<h2>')).toBe(true);
    const row = await OfferModel.findById(id, { description: 1 }).lean<{ description: string }>();
    expect(JSON.parse(row?.description ?? '{}').ops[0]).toEqual({ insert: '<script>alert("xss")</script> ' });
  });
});

describe('rate limits', () => {
  test(`an account publishes at most ${SHARE_LIMITS.perHour} per hour (429 in Spanish); others are not affected`, async () => {
    const busy = await createUser(app);
    // Offers published before the last hour (imported, seeded) do not count, however recently written.
    for (let i = 0; i < SHARE_LIMITS.perHour; i += 1) {
      await createOffer({ kind: 'offer', title: `Oferta antigua ${i}`, authorId: new Types.ObjectId(busy.user.id), publishedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    }
    for (let i = 1; i <= SHARE_LIMITS.perHour; i += 1) {
      const res = await share(offerBody({ title: `Oferta número ${i} de la semana` }), busy.authHeader);
      expect(res.statusCode).toBe(201);
    }
    const refused = await share(offerBody({ title: 'Una oferta de más esta hora' }), busy.authHeader);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Ya compartiste 10 publicaciones en la última hora\. Podrás compartir de nuevo en (60 minutos|59 minutos)\.$/);
    expect(await OfferModel.countDocuments({ title: 'Una oferta de más esta hora' })).toBe(0);

    const other = await createUser(app);
    expect((await share(offerBody({ title: 'Otra persona sí puede compartir' }), other.authHeader)).statusCode).toBe(201);
  });

  test('refused attempts are limited too, per account', async () => {
    const clumsy = await createUser(app);
    const attempts = SHARE_LIMITS.perHour * 3;
    for (let i = 0; i < attempts; i += 1) {
      const res = await share(offerBody({ category: encodeCategoryId('juguetes') }), clumsy.authHeader);
      expect(res.statusCode).toBe(400);
    }
    const blocked = await share(offerBody(), clumsy.authHeader);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Demasiadas solicitudes\. Espera \d+ minutos? e inténtalo de nuevo\.$/);
  });
});
