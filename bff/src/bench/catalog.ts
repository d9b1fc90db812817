// A large, Colombian-looking catalog for the search bench: shops, categories, users and offers whose
// titles mix brands, products and attributes the way shoppers write them (accents included).
import type { Types } from 'mongoose';
import { createCategory } from '../modules/categories/service';
import { createOffers, type NewOffer } from '../modules/offers/create';
import { createShop } from '../modules/shops/service';
import { UserModel } from '../modules/users/model';
import { normalizeText } from '../lib/text';

export const SHOPS = [
  'Éxito', 'Falabella', 'Alkosto', 'Ktronix', 'Homecenter', 'Jumbo', 'Olímpica', 'Panamericana', 'Mercado Libre', 'Linio',
  'Flamingo', 'Tostao', 'D1', 'Ara', 'Cruz Verde', 'La Rebaja', 'Totto', 'Arturo Calle', 'Studio F', 'Koaj',
  'Adidas', 'Nike', 'Decathlon', 'Samsung Store', 'Apple Store', 'Xiaomi', 'Rappi', 'Avianca', 'Despegar', 'Cine Colombia',
  'Crepes & Waffles', 'Frisby', 'El Corral', 'Juan Valdez', 'Bodytech', 'Pepe Ganga', 'Tugó', 'Colsubsidio', 'Makro', 'PriceSmart',
];

export const CATEGORIES = [
  'Tecnología', 'Celulares', 'Televisores', 'Computadores', 'Electrodomésticos', 'Hogar', 'Muebles', 'Moda', 'Calzado', 'Niños',
  'Bebés', 'Juguetes', 'Deportes', 'Salud', 'Belleza', 'Mercado', 'Mascotas', 'Viajes', 'Restaurantes', 'Libros',
];

export const PRODUCTS = [
  'Teléfono', 'Celular', 'Televisor', 'Portátil', 'Tableta', 'Audífonos', 'Parlante', 'Nevera', 'Lavadora', 'Licuadora',
  'Freidora de aire', 'Cafetera', 'Colchón', 'Sofá', 'Zapatos', 'Tenis', 'Camiseta', 'Jean', 'Chaqueta', 'Morral',
  'Bicicleta', 'Patineta', 'Cámara', 'Reloj', 'Consola', 'Control', 'Impresora', 'Monitor', 'Mouse', 'Teclado',
  'Pañales', 'Coche para bebé', 'Juguete', 'Muñeca', 'Balón', 'Perfume', 'Crema', 'Vuelo', 'Hotel', 'Libro',
];
export const BRANDS = [
  'Samsung', 'Xiaomi', 'Motorola', 'Apple', 'Huawei', 'LG', 'Sony', 'Lenovo', 'HP', 'Asus', 'Haceb', 'Mabe', 'Challenger',
  'Oster', 'Imusa', 'Umco', 'Nike', 'Adidas', 'Puma', 'Totto', 'Vélez', 'Bosi', 'GW', 'Kalley', 'JBL', 'Philips', 'Huggies',
];
export const ATTRIBUTES = [
  'para niño', 'para niña', 'negro', 'blanco', 'azul', 'rojo', '55 pulgadas', '4K', '128 GB', '256 GB', 'inalámbrico', 'de cuero',
  'talla 38', 'talla M', 'con envío gratis', 'en promoción', 'edición especial', 'modelo 2025', 'doble puerta', '18 kg', 'Bluetooth', 'recargable',
];

/** A small seeded generator (mulberry32), so every bench run searches the same catalog. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BenchCatalog {
  shops: number;
  categories: number;
  users: number;
  /** Documents of kind 'offer'. */
  offers: number;
  /** Documents of kind 'coupon', on top of the offers (they share the collection). */
  coupons: number;
}

/**
 * `offerCount` offers (kind 'offer') plus `couponCount` coupons: the offer count is what the
 * budget is stated for, so coupons never eat into it.
 */
export async function seedBenchCatalog(offerCount: number, couponCount: number, log: (line: string) => void): Promise<BenchCatalog> {
  const random = seededRandom(20_000);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  const shopIds: Types.ObjectId[] = [];
  for (const name of SHOPS) shopIds.push((await createShop({ name, popularity: Math.floor(random() * 200) }))._id);
  const categoryIds: Types.ObjectId[] = [];
  for (const name of CATEGORIES) categoryIds.push((await createCategory({ name, popularity: Math.floor(random() * 100) }))._id);

  const users = Array.from({ length: 300 }, (_, i) => {
    const username = `${pick(['ahorrador', 'cazaofertas', 'paisa', 'rolo', 'costeño', 'caleño', 'niño', 'compradora'])}_${i}`;
    return { name: username, username, usernameNormalized: normalizeText(username).replace(/ /g, '_'), email: `bench${i}@example.co`, emailNormalized: `bench${i}@example.co` };
  });
  await UserModel.insertMany(users);

  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const batchSize = 1000;
  const total = offerCount + couponCount;
  // Coupons spread evenly among the offers (publication dates are random anyway).
  const isCoupon = (i: number) => couponCount > 0 && Math.floor(((i + 1) * couponCount) / total) > Math.floor((i * couponCount) / total);
  let offers = 0;
  let coupons = 0;
  for (let done = 0; done < total; done += batchSize) {
    const batch: NewOffer[] = [];
    for (let i = done; i < Math.min(total, done + batchSize); i++) {
      const coupon = isCoupon(i);
      if (coupon) coupons += 1;
      else offers += 1;
      const product = pick(PRODUCTS);
      const title = coupon
        ? `${pick(['10%', '15%', '20%', '30%', '$50.000'])} de descuento en ${product.toLowerCase()} ${pick(BRANDS)}`
        : `${product} ${pick(BRANDS)} ${pick(ATTRIBUTES)} ${random() < 0.5 ? pick(ATTRIBUTES) : ''}`.trim();
      const publishedAt = new Date(now - Math.floor(random() * 365 * day));
      batch.push({
        kind: coupon ? 'coupon' : 'offer',
        title,
        description: `${title}. Oferta compartida por la comunidad; precio verificado en la tienda.`,
        price: coupon ? null : 10_000 + Math.floor(random() * 400) * 5_000,
        reduction: coupon ? '20%' : null,
        code: coupon ? `GANGA${i}` : null,
        shopId: pick(shopIds),
        categoryId: pick(categoryIds),
        imageUrl: random() < 0.5 ? `https://img.example.co/offers/${i}.webp` : null,
        publishedAt,
        endsAt: random() < 0.05 ? new Date(now - Math.floor(random() * 30 * day)) : null,
      });
    }
    await createOffers(batch);
    if ((done / batchSize) % 5 === 4) log(`  ${done + batch.length} de ${total} ofertas y cupones…`);
  }
  return { shops: SHOPS.length, categories: CATEGORIES.length, users: users.length, offers, coupons };
}
