import type { SearchResponse } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { buildTestApp } from '../../test/build-test-app';
import { createCategory } from '../categories/service';
import { createOffer } from '../offers/create';
import { OfferModel } from '../offers/model';
import { createShop } from '../shops/service';
import { createAccount } from '../users/service';

let app: FastifyInstance;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;

async function searchFor(term: string, ip = '10.0.0.1'): Promise<SearchResponse> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/search/${encodeURIComponent(term)}`, remoteAddress: ip });
  expect(response.statusCode).toBe(200);
  return response.json<SearchResponse>();
}

function click(group: string, id: string, ip: string) {
  return app.inject({ method: 'POST', url: '/api/v1/search/clicks', payload: { group, id, term: 'alfa' }, remoteAddress: ip });
}

beforeAll(async () => {
  app = await buildTestApp();
  const exito = await createShop({ name: 'Éxito' });
  const falabella = await createShop({ name: 'Falabella' });
  ids.exito = String(exito._id);
  const tech = await createCategory({ name: 'Tecnología' });
  await createCategory({ name: 'Ropa de niño' });
  ids.phone = String(await createOffer({ kind: 'offer', title: 'Teléfono Samsung Galaxy A55', shopId: exito._id, imageUrl: 'https://cdn.example.co/a55.jpg' }));
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
    });
  });

  it('matches regex metacharacters literally: they never widen a search', async () => {
    expect((await searchFor('.*.*')).offers).toEqual([]);
    expect((await searchFor('.*.*')).shops).toEqual([]);
    expect((await searchFor('^.+$')).offers).toEqual([]);
    // 'azu.*l' would match 'Azul' as a pattern; as text it asks for words starting 'azu' and 'l'.
    expect((await searchFor('azu.*l')).offers).toEqual([]);
    expect((await searchFor('azu')).offers.map((o) => o.id)).toEqual([ids.azul]);
    // Punctuation in names and terms is a word separator, so brackets cannot break anything.
    expect((await searchFor('televisor (55")')).offers.map((o) => o.id)).toEqual([ids.tv]);
    expect((await searchFor('[4k] lg')).offers.map((o) => o.id)).toEqual([ids.tv]);
    expect((await searchFor('2x1)')).offers.map((o) => o.id)).toEqual([ids.tv]);
    expect((await searchFor('televisor (')).offers.map((o) => o.id)).toEqual([ids.tv]);
    expect((await searchFor('lg 4k [')).offers.map((o) => o.id)).toEqual([ids.tv]);
    expect((await searchFor('(a+)+$')).offers).toEqual([]);
    expect((await searchFor('[[[')).shops).toEqual([]);
    expect((await searchFor('\\\\\\')).shops).toEqual([]);
    // A slash is part of the term, not of the route.
    expect((await searchFor('lg/4k')).offers.map((o) => o.id)).toEqual([ids.tv]);
  });

  it('answers 400 in Spanish under 3 characters after trimming', async () => {
    for (const term of ['ab', '  ab  ', 'ñ ', '   ']) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/search/${encodeURIComponent(term)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: 'Escribe al menos 3 caracteres para buscar.' });
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

  it('rejects clicks on results that do not exist and bad bodies', async () => {
    expect((await click('shops', '0123456789abcdef01234567', '10.0.3.1')).statusCode).toBe(404);
    expect((await click('tiendas', ids.exito!, '10.0.3.1')).statusCode).toBe(400);
    expect((await click('shops', '$where', '10.0.3.1')).statusCode).toBe(400);
    const category = await click('categories', 'tecnologia', '10.0.3.1');
    expect(category.json()).toEqual({ counted: true });
  });
});
