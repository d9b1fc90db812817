// Demo catalog: shops, categories, offers, coupons (some with many codes, a few already claimed),
// votes and comments from the demo users. Runs after the users seeder; deterministic for a given
// seed (ctx.random), so every machine gets the same demo.
//
//   seedCatalog(ctx: SeedContext): Promise<SeedSummary>   ·   catalogSeeder: Seeder ('catalog')
import { discountPercent, formatCopForText } from './catalog-seed-format';
import type { Types } from 'mongoose';
import type { SeedContext, SeedSummary, Seeder } from '../seed/context';
import { calendarFor, type CouponLifetime } from '../seed/calendar';
import type { Random } from '../seed/random';
import { CATEGORIES, CITIES, COMMENTS, COUPON_TEMPLATES, OFFER_INTROS, OFFER_TIPS, PRODUCTS, SHOPS, type ProductSeed } from './catalog-seed-data';
import { createCategory } from './categories/service';
import { CommentModel } from './comments/model';
import { claimCode, addCodes } from './multiple-codes/service';
import { createOffers, type NewOffer } from './offers/create';
import { OfferModel } from './offers/model';
import { createShop } from './shops/service';
import { ShopModel } from './shops/model';
import { UserModel } from './users/model';
import { VoteModel } from './votes/model';
import { recomputeAllTemperatures } from './votes/service';

export const SEED_COUNTS = { offers: 200, coupons: 60 } as const;

interface ShopRef {
  _id: Types.ObjectId;
  name: string;
  slug: string;
  website: string;
}

function deltaDescription(random: Random, product: ProductSeed, shop: ShopRef, price: number, previousPrice: number | null): string {
  const ops: { insert: string; attributes?: Record<string, unknown> }[] = [{ insert: `${random.pick(OFFER_INTROS)}\n` }];
  ops.push({ insert: 'Precio: ' }, { insert: formatCopForText(price), attributes: { bold: true } });
  if (previousPrice) ops.push({ insert: ` (antes ${formatCopForText(previousPrice)})` });
  ops.push({ insert: '\n' });
  ops.push({ insert: 'Características' }, { insert: '\n', attributes: { header: 3 } });
  for (const feature of product.features) ops.push({ insert: feature }, { insert: '\n', attributes: { list: 'bullet' } });
  ops.push({ insert: `${random.pick(OFFER_TIPS)} ` }, { insert: `Ver en ${shop.name}`, attributes: { link: shop.website } }, { insert: '\n' });
  return JSON.stringify({ ops });
}

function couponDescription(shop: ShopRef, reduction: string): string {
  return JSON.stringify({
    ops: [
      { insert: 'Copia el código y pégalo al pagar en ' },
      { insert: shop.name, attributes: { link: shop.website } },
      { insert: '. Obtienes ' },
      { insert: reduction, attributes: { bold: true } },
      { insert: ' sobre el valor de tu compra.\n' },
    ],
  });
}

/** A whole-peso price with the usual endings (…900 or …000). */
function roundPrice(random: Random, amount: number): number {
  return random.copPrice(amount * 0.995, amount * 1.005);
}

function codeValue(random: Random, prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let value = '';
  for (let i = 0; i < 8; i++) value += alphabet[random.int(0, alphabet.length - 1)];
  return `${prefix}-${value.slice(0, 4)}-${value.slice(4)}`;
}

export async function seedCatalog(ctx: SeedContext): Promise<SeedSummary> {
  if (await ShopModel.exists({})) {
    ctx.log('el catálogo ya existe; no se toca');
    return {};
  }
  const { random, images } = ctx;
  const calendar = calendarFor(ctx);
  const offerLives = calendar.offers(SEED_COUNTS.offers);
  const couponLives = calendar.coupons(SEED_COUNTS.coupons);
  const users = await UserModel.find({ role: 'user' }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  const userIds = users.map((u) => u._id);

  // Shops
  const shops = new Map<string, ShopRef>();
  for (const shop of SHOPS) {
    const imageKey = await images.shopLogo(shop.name);
    const row = await createShop({ name: shop.name, website: shop.website, description: shop.description, imageKey, popularity: random.int(5, 500) });
    shops.set(shop.name, { _id: row._id, name: shop.name, slug: row.slug, website: shop.website });
  }

  ctx.log(`${shops.size} tiendas`);

  // Categories, two levels
  const categories = new Map<string, Types.ObjectId>();
  let subCount = 0;
  for (const [index, parent] of CATEGORIES.entries()) {
    const imageKey = await images.category(parent.name);
    const row = await createCategory({ name: parent.name, description: parent.description, position: index + 1, imageKey, popularity: random.int(10, 300) });
    categories.set(parent.name, row._id);
    for (const [childIndex, child] of parent.children.entries()) {
      const childRow = await createCategory({ name: child, parentId: row._id, position: childIndex + 1, popularity: random.int(0, 120) });
      categories.set(child, childRow._id);
      subCount++;
    }
  }

  ctx.log(`${categories.size} categorías`);

  // Offers: every product at least once, then more at other shops and dates.
  const offerImages = new Map<string, string>();
  const offers: NewOffer[] = [];
  const order = [...random.shuffle(PRODUCTS)];
  while (order.length < SEED_COUNTS.offers) order.push(random.pick(PRODUCTS));
  // A product shared again comes from another shop when it can, and says which in its title:
  // a feed with three identical "MacBook Air" cards looks like a bug, not like three deals.
  const shopsUsed = new Map<string, Set<string>>();
  for (const [i, product] of order.slice(0, SEED_COUNTS.offers).entries()) {
    const used = shopsUsed.get(product.title) ?? new Set<string>();
    const picked = random.pick(product.shops);
    const shopName = used.has(picked) ? (product.shops.find((name) => !used.has(name)) ?? picked) : picked;
    const isRepeat = used.size > 0;
    used.add(shopName);
    shopsUsed.set(product.title, used);
    const shop = shops.get(shopName);
    if (!shop) throw new Error(`Tienda desconocida para ${product.title}`);
    const base = random.copPrice(product.price[0], product.price[1]);
    const hasDiscount = random.chance(0.8);
    const previousPrice = hasDiscount ? base : null;
    const price = hasDiscount ? roundPrice(random, base * (1 - random.int(5, 45) / 100)) : base;
    const shippingCost = random.weighted<number | null>([
      [0, 4],
      [null, 3],
      [9_900, 1],
      [12_900, 1],
      [15_000, 1],
    ]);
    const inStore = random.chance(0.12);
    const life = offerLives[i];
    if (!life) throw new Error(`Falta la fecha de la oferta ${i}`);
    // The image shows the discount, so it is keyed by it too: a reused image never contradicts the price.
    const discount = discountPercent(price, previousPrice);
    const imageKey = `${product.title}|${shop.name}|${discount ?? 0}`;
    if (!offerImages.has(imageKey)) {
      offerImages.set(imageKey, await images.offer({ title: product.title, shopName: shop.name, category: product.category, discountPercent: discount }));
    }
    const drawnSuffix = random.weighted([
      ['', 6],
      [` en ${shop.name}`, 3],
      [shippingCost === 0 ? ' con envío gratis' : '', 2],
    ]);
    const suffix = isRepeat ? ` en ${shop.name}` : drawnSuffix;
    offers.push({
      kind: 'offer',
      title: `${product.title}${suffix}`,
      description: deltaDescription(random, product, shop, price, previousPrice),
      url: `${shop.website}/p/${product.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      price,
      previousPrice,
      shippingCost: inStore ? null : shippingCost,
      availability: inStore ? 'in_store' : 'online',
      city: inStore ? random.pick(CITIES) : null,
      shopId: shop._id,
      categoryId: categories.get(product.category) ?? null,
      authorId: userIds.length ? random.pick(userIds) : null,
      imageKeys: [offerImages.get(imageKey) as string],
      ...life,
    });
  }
  const offerIds = await createOffers(offers);
  ctx.log(`${offerIds.length} ofertas`);

  // Coupons: every shop has at least one; a quarter hand out individual codes.
  const shopCategory = new Map<string, string>();
  for (const product of PRODUCTS) for (const shop of product.shops) if (!shopCategory.has(shop)) shopCategory.set(shop, product.category);
  const shopList = [...shops.values()];
  const coupons: NewOffer[] = [];
  const multiple: number[] = [];
  for (let i = 0; i < SEED_COUNTS.coupons; i++) {
    const shop = shopList[i % shopList.length] as ShopRef;
    const template = random.pick(COUPON_TEMPLATES);
    const life = couponLives[i];
    if (!life) throw new Error(`Falta la fecha del cupón ${i}`);
    const { multipleCodes: isMultiple, ...dates } = life;
    if (isMultiple) multiple.push(i);
    const category = shopCategory.get(shop.name);
    coupons.push({
      kind: 'coupon',
      title: template.title(shop.name),
      reduction: template.reduction,
      code: isMultiple ? null : `${shop.slug.replace(/-/g, '').slice(0, 8).toUpperCase()}${template.reduction.replace(/\D/g, '').slice(0, 2) || 'ENVIO'}`,
      multipleCodes: isMultiple,
      description: couponDescription(shop, template.reduction),
      tyt: template.terms,
      url: shop.website,
      shopId: shop._id,
      categoryId: category ? (categories.get(category) ?? null) : null,
      authorId: userIds.length ? random.pick(userIds) : null,
      imageKeys: [await images.coupon({ shopName: shop.name, headline: template.reduction, ...(category ? { category } : {}) })],
      ...dates,
    });
  }
  const couponIds = await createOffers(coupons);
  ctx.log(`${couponIds.length} cupones`);

  let codes = 0;
  for (const index of multiple) {
    const couponId = couponIds[index] as Types.ObjectId;
    const count = random.int(10, 40);
    const prefix = (coupons[index]?.title ?? 'GZ').replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase() || 'GZ';
    const values = new Set<string>();
    while (values.size < count) values.add(codeValue(random, prefix));
    codes += await addCodes(couponId, [...values]);
    // Some codes are already taken by earlier visitors.
    const claimedAt = calendar.claimTimes(couponLives[index] as CouponLifetime, random.int(0, Math.floor(count / 2)));
    for (const at of claimedAt) {
      // Two visitors may draw the same address: the second one is shown the first one's code.
      await claimCode(String(couponId), `190.24.${random.int(0, 255)}.${random.int(1, 254)}`, at);
    }
  }

  ctx.log(`${codes} códigos`);

  // Votes and comments from the demo users (written directly: the unique index still holds).
  const allIds = [...offerIds, ...couponIds];
  const all = [...offers, ...coupons];
  const votes: { offerId: Types.ObjectId; userId: Types.ObjectId; value: number; createdAt: Date; updatedAt: Date }[] = [];
  const comments: { offerId: Types.ObjectId; userId: Types.ObjectId; text: string; createdAt: Date; updatedAt: Date }[] = [];
  for (const [i, id] of allIds.entries()) {
    const life = all[i] as { publishedAt: Date };
    const popularity = random.weighted([
      [0, 2],
      [3, 4],
      [8, 3],
      [15, 2],
      [userIds.length, 1],
    ]);
    const liked = random.chance(0.85);
    const voters = random.sample(userIds, Math.min(popularity, userIds.length));
    const voteTimes = calendar.activityTimes(life, voters.length);
    for (const [v, userId] of voters.entries()) {
      const at = voteTimes[v] as Date;
      votes.push({ offerId: id, userId, value: random.chance(liked ? 0.85 : 0.3) ? 1 : -1, createdAt: at, updatedAt: at });
    }
    const commentTimes = calendar.activityTimes(life, random.chance(0.45) ? random.int(1, 5) : 0);
    for (const at of commentTimes) {
      comments.push({ offerId: id, userId: random.pick(userIds), text: random.pick(COMMENTS), createdAt: at, updatedAt: at });
    }
  }
  if (userIds.length) {
    if (votes.length) await VoteModel.collection.insertMany(votes);
    if (comments.length) await CommentModel.collection.insertMany(comments);
  }
  await recomputeAllTemperatures();
  const counts = await CommentModel.aggregate<{ _id: Types.ObjectId; n: number }>([{ $group: { _id: '$offerId', n: { $sum: 1 } } }]);
  // One update at a time: bulkWrite of many updates stalls on FerretDB v1.
  for (const count of counts) await OfferModel.updateOne({ _id: count._id }, { $set: { commentsCount: count.n } });
  for (const id of allIds) await OfferModel.updateOne({ _id: id }, { $set: { popularity: random.int(0, 400) } });

  return {
    tiendas: shops.size,
    categorías: categories.size - subCount,
    subcategorías: subCount,
    ofertas: offerIds.length,
    cupones: couponIds.length,
    códigos: codes,
    votos: votes.length,
    comentarios: comments.length,
  };
}

export const catalogSeeder: Seeder = { name: 'catalog', run: seedCatalog };
