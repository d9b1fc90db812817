// A small catalog for integration tests, written through the same create functions as the seed.
import type { Types } from 'mongoose';
import { createCategory } from '../modules/categories/service';
import { addCodes } from '../modules/multiple-codes/service';
import { createOffer, type NewOffer } from '../modules/offers/create';
import { createShop } from '../modules/shops/service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface CatalogFixture {
  categories: { tech: Types.ObjectId; phones: Types.ObjectId; home: Types.ObjectId };
  shops: { exito: Types.ObjectId; alkosto: Types.ObjectId; falabella: Types.ObjectId };
  offers: {
    tv: Types.ObjectId;
    phone: Types.ObjectId;
    fresh: Types.ObjectId;
    expired: Types.ObjectId;
    staffExpired: Types.ObjectId;
    sofa: Types.ObjectId;
  };
  coupons: { single: Types.ObjectId; multiple: Types.ObjectId; single2: Types.ObjectId };
}

export async function createCatalogFixture(options: { multipleCodes?: number; authorId?: Types.ObjectId } = {}): Promise<CatalogFixture> {
  const now = Date.now();
  const tech = await createCategory({ name: 'Tecnología', position: 1 });
  const phones = await createCategory({ name: 'Celulares', parentId: tech._id, position: 1 });
  const home = await createCategory({ name: 'Hogar', position: 2 });
  const exito = await createShop({ name: 'Éxito', popularity: 50, website: 'https://www.exito.com' });
  const alkosto = await createShop({ name: 'Alkosto', popularity: 80 });
  const falabella = await createShop({ name: 'Falabella', popularity: 10 });

  const offer = (input: Partial<NewOffer> & { title: string }): Promise<Types.ObjectId> =>
    createOffer({ kind: 'offer', availability: 'online', authorId: options.authorId ?? null, ...input });

  const tv = await offer({
    title: 'Televisor Samsung 55" Crystal UHD 4K',
    description: JSON.stringify({ ops: [{ insert: 'Precio ' }, { insert: 'histórico', attributes: { bold: true } }, { insert: ' en el televisor.\n' }] }),
    price: 1_899_900,
    previousPrice: 2_499_900,
    shippingCost: 0,
    shopId: exito._id,
    categoryId: tech._id,
    publishedAt: new Date(now - 3 * DAY),
  });
  const phone = await offer({
    title: 'Celular Xiaomi Redmi Note 13 256 GB',
    description: 'Con cargador incluido y envío gratis a toda Colombia.',
    price: 899_900,
    previousPrice: 1_099_900,
    shopId: alkosto._id,
    categoryId: phones._id,
    publishedAt: new Date(now - 2 * HOUR),
  });
  const fresh = await offer({ title: 'Audífonos JBL Tune 520BT', price: 189_900, shopId: alkosto._id, categoryId: tech._id, publishedAt: new Date(now - 60_000) });
  const expired = await offer({
    title: 'Nevera LG 300 litros',
    price: 1_599_900,
    previousPrice: 1_999_900,
    shopId: exito._id,
    categoryId: home._id,
    publishedAt: new Date(now - 10 * DAY),
    endsAt: new Date(now - DAY),
  });
  const staffExpired = await offer({ title: 'Licuadora Oster', price: 199_900, shopId: exito._id, categoryId: home._id, status: 'expired', publishedAt: new Date(now - 5 * DAY) });
  const sofa = await offer({
    title: 'Sofá cama gris 3 puestos',
    price: 1_299_000,
    availability: 'in_store',
    city: 'Medellín',
    shopId: falabella._id,
    categoryId: home._id,
    publishedAt: new Date(now - DAY),
    endsAt: new Date(now + 5 * DAY),
  });

  const coupon = (input: Partial<NewOffer> & { title: string }) => createOffer({ kind: 'coupon', ...input });
  const single = await coupon({
    title: '20% en tecnología Éxito',
    reduction: '20%',
    code: 'EXITO20',
    url: 'https://www.exito.com/tecnologia',
    tyt: 'Válido para compras superiores a $200.000.',
    shopId: exito._id,
    categoryId: tech._id,
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + 10 * DAY),
    publishedAt: new Date(now - DAY),
  });
  const single2 = await coupon({ title: 'Envío gratis en Éxito', reduction: 'Envío gratis', code: 'ENVIOGRATIS', shopId: exito._id, publishedAt: new Date(now - 2 * DAY) });
  const multiple = await coupon({
    title: '$50.000 de descuento en Alkosto',
    reduction: '$50.000',
    multipleCodes: true,
    code: null,
    shopId: alkosto._id,
    publishedAt: new Date(now - 3 * DAY),
  });
  const count = options.multipleCodes ?? 5;
  await addCodes(multiple, Array.from({ length: count }, (_, i) => `ALK-${String(i + 1).padStart(3, '0')}`));

  return {
    categories: { tech: tech._id, phones: phones._id, home: home._id },
    shops: { exito: exito._id, alkosto: alkosto._id, falabella: falabella._id },
    offers: { tv, phone, fresh, expired, staffExpired, sofa },
    coupons: { single, multiple, single2 },
  };
}
