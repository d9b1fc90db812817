import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createOffer } from '../offers/create';

const DAY = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
let fixture: CatalogFixture;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
});
afterAll(() => app.close());

const lookup = (slug: string) => app.inject({ method: 'GET', url: `/api/v1/coupons/slug/${slug}` });

test("a coupon's slug leads to its shop's page with the coupon modal open", async () => {
  const res = await lookup('20-en-tecnologia-exito');
  expect(res.statusCode).toBe(200);
  const id = String(fixture.coupons.single);
  expect(res.json()).toEqual({ id, title: '20% en tecnología Éxito', shop_slug: 'exito', public_url: `/cupones/exito?active_coupon=${id}` });
});

test('among coupons with the same slug the newest active one wins; expired ones only when nothing else is left', async () => {
  const now = Date.now();
  const older = await createOffer({ kind: 'coupon', title: 'Cupón de bienvenida Falabella', reduction: '10%', shopId: fixture.shops.falabella, publishedAt: new Date(now - 5 * DAY) });
  await createOffer({
    kind: 'coupon',
    title: 'Cupón de bienvenida Falabella',
    reduction: '15%',
    shopId: fixture.shops.falabella,
    publishedAt: new Date(now - DAY),
    endsAt: new Date(now - 60_000),
  });
  expect((await lookup('cupon-de-bienvenida-falabella')).json().id).toBe(String(older));

  const lone = await createOffer({ kind: 'coupon', title: 'Cupón vencido Alkosto', reduction: '5%', shopId: fixture.shops.alkosto, status: 'expired' });
  expect((await lookup('cupon-vencido-alkosto')).json()).toMatchObject({ id: String(lone), shop_slug: 'alkosto' });
});

test('a coupon without a shop opens on its own page', async () => {
  const id = await createOffer({ kind: 'coupon', title: 'Código sin tienda asignada', reduction: '$20.000' });
  expect((await lookup('codigo-sin-tienda-asignada')).json()).toEqual({
    id: String(id),
    title: 'Código sin tienda asignada',
    shop_slug: null,
    public_url: `/ofertas/codigo-sin-tienda-asignada-${String(id)}`,
  });
});

test('offers, unknown slugs and malformed slugs are not coupons', async () => {
  const offer = await lookup('televisor-samsung-55-crystal-uhd-4k');
  expect(offer.statusCode).toBe(404);
  expect(offer.json().message).toBe('No encontramos ese cupón.');
  expect((await lookup('no-existe-este-cupon')).statusCode).toBe(404);
  const bad = await lookup('Mal%20Escrito');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/formato válido/);
});
