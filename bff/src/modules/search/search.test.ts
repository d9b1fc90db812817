import type { SearchResponse } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { buildTestApp } from '../../test/build-test-app';
import { createCategory } from '../categories/service';
import { createOffer } from '../offers/create';
import { OfferModel } from '../offers/model';
import { ShopModel } from '../shops/model';
import { createShop } from '../shops/service';
import { createAccount } from '../users/service';
import { SEARCH_LOG_DAYS, SearchClickModel, SearchTermModel } from './model';
import { search } from './service';
import { CLICK_WEIGHT, SEARCH_WEIGHT, SearchStore } from './sync';

let app: FastifyInstance;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;

async function searchFor(term: string, ip = '10.0.0.1'): Promise<SearchResponse> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/search/${encodeURIComponent(term)}`, remoteAddress: ip });
  expect(response.statusCode).toBe(200);
  return response.json<SearchResponse>();
}

function click(group: string, id: string, ip: string, term = 'alfa') {
  return app.inject({ method: 'POST', url: '/api/v1/search/clicks', payload: { group, id, term }, remoteAddress: ip });
}

async function clicks(group: string, id: string, visitors: number, ipPrefix: string, term: string) {
  for (let i = 1; i <= visitors; i++) expect((await click(group, id, `${ipPrefix}.${i}`, term)).json()).toEqual({ counted: true });
}

const SHORT_MESSAGE = 'Escribe al menos 3 letras o números para buscar.';

beforeAll(async () => {
  app = await buildTestApp();
  const exito = await createShop({ name: 'Éxito' });
  const falabella = await createShop({ name: 'Falabella' });
  ids.exito = String(exito._id);
  const tech = await createCategory({ name: 'Tecnología' });
  await createCategory({ name: 'Ropa de niño' });
  ids.phone = String(await createOffer({ kind: 'offer', title: 'Teléfono Samsung Galaxy A55', shopId: exito._id, imageUrl: 'https://cdn.example.co/a55.jpg', price: 1_299_900 }));
  ids.telefonia = String(await createOffer({ kind: 'offer', title: 'Plan de telefonía móvil', shopId: falabella._id }));
  ids.kids = String(await createOffer({ kind: 'offer', title: 'Zapatos para niño talla 30', categoryId: tech._id as Types.ObjectId }));
  ids.tv = String(await createOffer({ kind: 'offer', title: 'Televisor LG (55") [4K] 2x1', shopId: falabella._id }));
  ids.azul = String(await createOffer({ kind: 'offer', title: 'Azul marino camiseta', shopId: falabella._id }));
  ids.coupon = String(await createOffer({ kind: 'coupon', title: '20% en mercado', reduction: '20%', code: 'EXITO20', shopId: exito._id }));
  // Eight offers sharing a word, for the group size; one of them expired.
  for (let i = 0; i < 8; i++) {
    const id = await createOffer({ kind: 'offer', title: `Licuadora Oster modelo ${i}`, publishedAt: new Date(Date.now() - (10 - i) * 60_000) });
    ids[`licuadora${i}`] = String(id);
  }
  await OfferModel.updateOne({ _id: ids.licuadora7 }, { $set: { endsAt: new Date(Date.now() - DAY) } });
  // Two shops named alike, for ranking by clicks: 'Alfa Nueva' is newer, so it starts first.
  ids.alfaVieja = String((await createShop({ name: 'Alfa Vieja' }))._id);
  ids.alfaNueva = String((await createShop({ name: 'Alfa Nueva' }))._id);
  ids.user = String((await createAccount({ username: 'ñoño_ahorrador', email: 'nono@example.co', password: 'una-clave-larga-123' }))._id);
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('GET /api/v1/search/{term}', () => {
  it('ignores case and accents in both directions', async () => {
    expect((await searchFor('telefono')).offers.map((o) => o.id)).toEqual([ids.phone]);
    expect((await searchFor('telefon')).offers.map((o) => o.id).sort()).toEqual([ids.phone, ids.telefonia].sort());
    expect((await searchFor('TELÉFONO')).offers.map((o) => o.id)).toContain(ids.phone);
    const exito = await searchFor('exito');
    expect(exito.shops).toEqual([{ id: ids.exito, name: 'Éxito', public_url: '/cupones/exito', image_url: null }]);
    expect((await searchFor('nino')).offers.map((o) => o.id)).toEqual([ids.kids]);
    expect((await searchFor('niño')).categories).toEqual([{ name: 'Ropa de niño', public_url: '/categorias/ropa-de-nino', icon_url: null, image_url: null }]);
    expect((await searchFor('ñoño')).users).toEqual([{ id: ids.user, username: 'ñoño_ahorrador', avatar: null }]);
  });

  it('matches the start of any word, never the middle of one', async () => {
    expect((await searchFor('galaxy')).offers.map((o) => o.id)).toEqual([ids.phone]);
    expect((await searchFor('alaxy')).offers).toEqual([]);
    expect((await searchFor('sung')).offers).toEqual([]);
    // Words of one or two characters are word starts too ('Plan de telefonía móvil').
    expect((await searchFor('pl mo')).offers.map((o) => o.id)).toEqual([ids.telefonia]);
    expect((await searchFor('pl mo t')).offers.map((o) => o.id)).toEqual([ids.telefonia]);
    expect((await searchFor('pl ov')).offers).toEqual([]);
  });

  it('requires every word of a multi-word term', async () => {
    expect((await searchFor('telefono samsung')).offers.map((o) => o.id)).toEqual([ids.phone]);
    expect((await searchFor('samsung telefonia')).offers).toEqual([]);
    expect((await searchFor('  plan   movil ')).offers.map((o) => o.id)).toEqual([ids.telefonia]);
  });

  it('finds coupons by their title or their shop and names the shop', async () => {
    expect((await searchFor('mercado')).coupons).toEqual([{ id: ids.coupon, name: '20% en mercado', nameShop: 'Éxito' }]);
    expect((await searchFor('éxito')).coupons.map((c) => c.id)).toEqual([ids.coupon]);
    // A coupon is not an offer.
    expect((await searchFor('mercado')).offers).toEqual([]);
  });

  it('returns offers with their image fields and public path', async () => {
    const [phone] = (await searchFor('samsung')).offers;
    expect(phone).toEqual({
      id: ids.phone,
      name: 'Teléfono Samsung Galaxy A55',
      image_key: null,
      image_url: 'https://cdn.example.co/a55.jpg',
      public_url: `/ofertas/telefono-samsung-galaxy-a55-${ids.phone}`,
      expired: false,
      nameShop: 'Éxito',
      price: 1_299_900,
    });
    // No shop, no price: empty name and null, never a guess.
    expect((await searchFor('zapatos nino')).offers).toEqual([expect.objectContaining({ id: ids.kids, nameShop: '', price: null })]);
  });

  it('shows a renamed shop and a new price beside the offer at once', async () => {
    const shop = await createShop({ name: 'Ópalo Tienda' });
    const id = String(await createOffer({ kind: 'offer', title: 'Audífonos Ópalo inalámbricos', shopId: shop._id, price: 90_000 }));
    expect((await searchFor('audifonos opalo')).offers).toEqual([expect.objectContaining({ id, nameShop: 'Ópalo Tienda', price: 90_000 })]);
    await ShopModel.updateOne({ _id: shop._id }, { $set: { name: 'Ópalo Store' } });
    await OfferModel.updateOne({ _id: id }, { $set: { price: 79_900 } });
    expect((await searchFor('audifonos opalo')).offers).toEqual([expect.objectContaining({ id, nameShop: 'Ópalo Store', price: 79_900 })]);
  });

  it('still searches the words "results" and "clicks" (the results page lives on /api/v1/search, not under the wildcard)', async () => {
    const id = String(await createOffer({ kind: 'offer', title: 'Results clicks camiseta estampada' }));
    expect((await searchFor('results')).offers.map((o) => o.id)).toEqual([id]);
    expect((await searchFor('clicks')).offers.map((o) => o.id)).toEqual([id]);
  });

  it('matches regex metacharacters literally: they never widen a search', async () => {
    // 'azu.*l' would match 'Azul' as a pattern; as text it asks for words starting 'azu' and 'l'.
    expect((await searchFor('azu.*l')).offers).toEqual([]);
    expect((await searchFor('azu')).offers.map((o) => o.id)).toEqual([ids.azul]);
    // Punctuation in names and terms is a word separator, so brackets cannot break anything.
    expect((await searchFor('televisor (55")')).offers.map((o) => o.id)).toEqual([ids.tv]);
    expect((await searchFor('[4k] lg')).offers.map((o) => o.id)).toEqual([ids.tv]);
    expect((await searchFor('2x1)')).offers.map((o) => o.id)).toEqual([ids.tv]);
    expect((await searchFor('televisor (')).offers.map((o) => o.id)).toEqual([ids.tv]);
    expect((await searchFor('lg 4k [')).offers.map((o) => o.id)).toEqual([ids.tv]);
    expect((await searchFor('(azu+)+$')).offers.map((o) => o.id)).toEqual([ids.azul]);
    expect((await searchFor('^.+azul$')).offers.map((o) => o.id)).toEqual([ids.azul]);
    // A slash is part of the term, not of the route.
    expect((await searchFor('lg/4k')).offers.map((o) => o.id)).toEqual([ids.tv]);
  });

  it('answers 400 in Spanish under 3 characters after trimming', async () => {
    for (const term of ['ab', '  ab  ', 'ñ ', '   ']) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/search/${encodeURIComponent(term)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: SHORT_MESSAGE });
    }
    const empty = await app.inject({ method: 'GET', url: '/api/v1/search/' });
    expect(empty.statusCode).toBe(400);
    const long = await app.inject({ method: 'GET', url: `/api/v1/search/${encodeURIComponent('ñ'.repeat(101))}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'La búsqueda no puede tener más de 100 caracteres.' });
    // 100 accented characters are 600 once encoded, and still a search.
    expect((await app.inject({ method: 'GET', url: `/api/v1/search/${encodeURIComponent('ñ'.repeat(100))}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/search/abc' })).statusCode).toBe(200);
  });

  it('answers the same 400 when fewer than 3 letters or digits are left without punctuation', async () => {
    for (const term of ['20%', 'LG.', '4K!', ' 4k! ', '.*.*', '^.+$', '(a+)+$', '[[[', '\\\\\\', '¿¡?!', 'a.b', '---']) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/search/${encodeURIComponent(term)}` });
      expect({ term, status: response.statusCode }).toEqual({ term, status: 400 });
      expect(response.json()).toMatchObject({ statusCode: 400, message: SHORT_MESSAGE });
    }
    // Three letters or digits, whatever punctuation surrounds them, are a search.
    for (const term of ['200%!', 'LG 4', '(4k)l', 'ñoño']) {
      expect((await app.inject({ method: 'GET', url: `/api/v1/search/${encodeURIComponent(term)}` })).statusCode).toBe(200);
    }
    expect((await searchFor('[4k] lg')).offers.map((o) => o.id)).toEqual([ids.tv]);
  });

  it('requires every word, however many there are', async () => {
    const id = String(await createOffer({ kind: 'offer', title: 'Kit herramientas taladro broca martillo llave destornillador sierra nivel metro' }));
    const nine = 'kit herramientas taladro broca martillo llave destornillador sierra';
    expect((await searchFor(`${nine} nivel`)).offers.map((o) => o.id)).toEqual([id]);
    expect((await searchFor(`${nine} nivel metro`)).offers.map((o) => o.id)).toEqual([id]);
    // The 9th and 10th words count like the first: one that matches nothing empties the group.
    expect((await searchFor(`${nine} zzzz`)).offers).toEqual([]);
    expect((await searchFor(`${nine} nivel zzzz`)).offers).toEqual([]);
  });

  it('returns at most 5 per group, newest first among equals, expired last', async () => {
    const result = await searchFor('licuadora');
    expect(result.offers).toHaveLength(5);
    expect(result.offers.map((o) => o.id)).toEqual([ids.licuadora6, ids.licuadora5, ids.licuadora4, ids.licuadora3, ids.licuadora2]);
    const expiredOnly = await searchFor('licuadora oster modelo 7');
    expect(expiredOnly.offers).toEqual([expect.objectContaining({ id: ids.licuadora7, expired: true })]);
    // The exact name would rank first, but expired offers go last.
    const exactButExpired = await searchFor('licuadora oster modelo');
    expect(exactButExpired.offers.map((o) => o.id)).not.toContain(ids.licuadora7);
  });

  it('ranks exact and prefix matches before popularity', async () => {
    await createShop({ name: 'Tienda de Éxito Total', popularity: 500 });
    const result = await searchFor('exito');
    expect(result.shops.map((s) => s.name)).toEqual(['Éxito', 'Tienda de Éxito Total']);
  });

  it('sees writes made after the first search', async () => {
    expect((await searchFor('bicicleta')).offers).toEqual([]);
    const id = String(await createOffer({ kind: 'offer', title: 'Bicicleta de montaña GW' }));
    expect((await searchFor('bicicleta')).offers.map((o) => o.id)).toEqual([id]);
    await OfferModel.updateOne({ _id: id }, { $set: { title: 'Patineta eléctrica' } });
    expect((await searchFor('bicicleta')).offers).toEqual([]);
    expect((await searchFor('patineta')).offers.map((o) => o.id)).toEqual([id]);
    await OfferModel.deleteOne({ _id: id });
    expect((await searchFor('patineta')).offers).toEqual([]);
  });
});

describe('popularity from recorded clicks and searches', () => {
  it('ranks the result people open first, counting each visitor once a day', async () => {
    expect((await searchFor('alfa')).shops.map((s) => s.id)).toEqual([ids.alfaNueva, ids.alfaVieja]);

    const first = await click('shops', ids.alfaVieja!, '10.0.1.1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ counted: true });
    const again = await click('shops', ids.alfaVieja!, '10.0.1.1');
    expect(again.json()).toEqual({ counted: false });
    await click('shops', ids.alfaNueva!, '10.0.1.2');
    // One visitor each: still tied, so recency decides.
    expect((await searchFor('alfa')).shops.map((s) => s.id)).toEqual([ids.alfaNueva, ids.alfaVieja]);

    await click('shops', ids.alfaVieja!, '10.0.1.3');
    expect((await searchFor('alfa')).shops.map((s) => s.id)).toEqual([ids.alfaVieja, ids.alfaNueva]);
  });

  it('counts a search that names a result exactly, once per visitor and day', async () => {
    const a = await createShop({ name: 'Beta Uno' });
    const b = await createShop({ name: 'Beta Dos' });
    expect((await searchFor('beta')).shops.map((s) => s.id)).toEqual([String(b._id), String(a._id)]);
    await searchFor('beta uno', '10.0.2.1');
    await searchFor('beta uno', '10.0.2.1');
    await searchFor('beta dos', '10.0.2.2');
    await searchFor('beta uno', '10.0.2.3');
    expect((await searchFor('beta')).shops.map((s) => s.id)).toEqual([String(a._id), String(b._id)]);
  });

  it('counts a completed search for the one result it identifies, not half-typed words or shared prefixes', async () => {
    const grande = String((await createShop({ name: 'Omega Tienda Grande' }))._id);
    const hogar = String((await createShop({ name: 'Omega Hogar' }))._id);
    const order = async () => (await searchFor('omega')).shops.map((s) => s.id);
    expect(await order()).toEqual([hogar, grande]);
    // Typing on the way: a word cut short, or a prefix both names share, credits nobody.
    for (const [i, term] of ['ome', 'omeg', 'omega', 'omega t', 'omega tien', 'omega tiend'].entries()) await searchFor(term, `10.0.4.${i + 1}`);
    expect(await order()).toEqual([hogar, grande]);
    // 'omega tienda' is whole words at the start of one name only.
    await searchFor('omega tienda', '10.0.4.20');
    expect(await order()).toEqual([grande, hogar]);
  });

  it('weighs a click more than a search and enough to beat a neighbour a little more popular', async () => {
    expect(CLICK_WEIGHT).toBeGreaterThan(SEARCH_WEIGHT);
    const classic = String(await createOffer({ kind: 'offer', title: 'Cafetera Imusa Clásica', publishedAt: new Date(Date.now() - DAY) }));
    const modern = String(await createOffer({ kind: 'offer', title: 'Cafetera Imusa Moderna', publishedAt: new Date(Date.now() - 2 * DAY) }));
    // Seeded popularity: the modern one 50 points ahead.
    await OfferModel.updateOne({ _id: classic }, { $set: { popularity: 130 } });
    await OfferModel.updateOne({ _id: modern }, { $set: { popularity: 180 } });
    const order = async () => (await searchFor('cafetera imusa')).offers.map((o) => o.id);
    expect(await order()).toEqual([modern, classic]);
    // One click does not outweigh 50 points of popularity...
    await clicks('offers', classic, 1, '10.0.5', 'cafetera');
    expect(await order()).toEqual([modern, classic]);
    // ...a few do.
    await clicks('offers', classic, 2, '10.0.6', 'cafetera');
    expect(await order()).toEqual([classic, modern]);
  });

  it('ranks a user people open first', async () => {
    const older = String((await createAccount({ username: 'cazador_uno', email: 'cazador1@example.co', password: 'una-clave-larga-123' }))._id);
    const newer = String((await createAccount({ username: 'cazador_dos', email: 'cazador2@example.co', password: 'una-clave-larga-123' }))._id);
    const order = async () => (await searchFor('cazador')).users.map((u) => u.id);
    expect(await order()).toEqual([newer, older]);
    await clicks('users', older, 3, '10.0.7', 'cazador');
    expect(await order()).toEqual([older, newer]);
  });

  it('forgets search logs older than 90 days when the index loads', async () => {
    expect(SEARCH_LOG_DAYS).toBe(90);
    const id = String((await createShop({ name: 'Épsilon Antigua' }))._id);
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const clickRow = (visitor: string, days: number) => ({ group: 'shops', entityId: id, visitor, day: ago(days).toISOString().slice(0, 10), term: 'epsilon', createdAt: ago(days) });
    const termRow = (visitor: string, days: number) => ({ term: 'epsilon antigua', visitor, day: ago(days).toISOString().slice(0, 10), exact: [`shops:${id}`], createdAt: ago(days) });
    // Written as they were stored back then (mongoose would stamp createdAt now).
    await SearchClickModel.collection.insertMany([clickRow('ip:a', 91), clickRow('ip:b', 400), clickRow('ip:c', 89)]);
    await SearchTermModel.collection.insertMany([termRow('ip:a', 120), termRow('ip:c', 10)]);

    const store = new SearchStore(app.log);
    try {
      await store.warm();
      expect(await SearchClickModel.countDocuments({ entityId: id })).toBe(1);
      expect(await SearchTermModel.countDocuments({ term: 'epsilon antigua' })).toBe(1);
      const entry = store.index.shops.get(id);
      expect(entry && store.index.shops.score(entry)).toBe(CLICK_WEIGHT + SEARCH_WEIGHT);
    } finally {
      await store.stop();
    }
  });

  it('under a storm of new scores an answer lags them for at most the rest of the second; entry changes never lag', async () => {
    const first = String((await createShop({ name: 'Kappa Primera' }))._id);
    const second = String((await createShop({ name: 'Kappa Segunda' }))._id);
    const store = new SearchStore(app.log);
    try {
      await store.warm();
      const at = new Date('2026-03-01T12:00:00.000Z');
      const later = (ms: number) => new Date(at.getTime() + ms);
      const order = async (now: Date) => (await search(store, 'kappa', now)).response.shops.map((shop) => shop.id);
      const before = await order(at);
      const behind = before[1] === first ? first : second;
      // A crowd's scores: every change asks for a recomputation; past the second's allowance the
      // memoized answer is served, so the one that overtakes may show only in the next second.
      let shown: string[] = before;
      for (let i = 0; i < 40; i++) {
        store.index.shops.addSearchScore(i === 39 ? behind : before[0]!, i === 39 ? 1_000 : 0);
        shown = await order(later(100 + i));
      }
      expect(shown).toEqual(before);
      expect((await order(later(1_000)))[0]).toBe(behind);
      // A change to an entry itself is never served late, whatever the allowance.
      for (let i = 0; i < 40; i++) store.index.shops.addSearchScore(behind, 0);
      for (let i = 0; i < 40; i++) await order(later(1_100 + i));
      await ShopModel.updateOne({ _id: behind }, { $set: { name: 'Lambda' } });
      await store.catchUp();
      expect(await order(later(1_200))).toEqual([behind === first ? second : first]);
    } finally {
      await store.stop();
    }
  });

  it('catches up with what another instance changed: edits by updatedAt, deletions by a shrinking count', async () => {
    const gone = await createShop({ name: 'Zeta Cerrada' });
    const renamed = await createShop({ name: 'Omega Vieja' });
    // Never started: it sees none of this process' writes, like an instance beside another one.
    const store = new SearchStore(app.log);
    try {
      await store.warm();
      expect(store.index.shops.get(String(gone._id))).toBeDefined();
      await ShopModel.deleteOne({ _id: gone._id });
      await ShopModel.updateOne({ _id: renamed._id }, { $set: { name: 'Omega Nueva' } });
      expect(store.index.shops.get(String(gone._id))).toBeDefined();

      await store.catchUp();
      expect(store.index.shops.get(String(gone._id))).toBeUndefined();
      expect(store.index.shops.get(String(renamed._id))?.displayName).toBe('Omega Nueva');
    } finally {
      await store.stop();
    }
  });

  it('rejects clicks on results that do not exist and bad bodies', async () => {
    expect((await click('shops', '0123456789abcdef01234567', '10.0.3.1')).statusCode).toBe(404);
    expect((await click('tiendas', ids.exito!, '10.0.3.1')).statusCode).toBe(400);
    expect((await click('shops', '$where', '10.0.3.1')).statusCode).toBe(400);
    const category = await click('categories', 'tecnologia', '10.0.3.1');
    expect(category.json()).toEqual({ counted: true });
  });
});
