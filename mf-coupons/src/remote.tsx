import type { ComponentType } from 'react';
import { defineRemote } from '@gangazo/platform';
import { CommentSection, onDemand, ShareButtons } from '@gangazo/ui';
import { HomePage } from './features/home/HomePage';

// The home page is in the module itself; every other page, and the coupon modal, is its own chunk
// (ui's onDemand), so a first visit to the home does not download them (about 6 KB
// compressed). The shell fetches the chunk of the page it hydrates before hydrating, and the
// server waits for it like for data. The share forms are signed-in pages few visits reach.
/** A page in a chunk of its own, waiting under the shell's route boundary (its spinner). */
function page(load: () => Promise<ComponentType>) {
  return onDemand(load, { boundary: false });
}

// The offer page shows the design system's comments and share buttons at once (they are on demand
// there too): fetched with the page, so it hydrates whole.
const OfferPage = page(() =>
  Promise.all([import('./features/offer/OfferPage'), CommentSection.preload(), ShareButtons.preload()]).then(([module]) => module.OfferPage),
);
const ShopCouponsPage = page(() => import('./features/shop/ShopCouponsPage').then((module) => module.ShopCouponsPage));
const CategoryPage = page(() => import('./features/category/CategoryPage').then((module) => module.CategoryPage));
const ShareOfferPage = page(() => import('./features/share/ShareOfferPage').then((module) => module.ShareOfferPage));
const ShareCouponPage = page(() => import('./features/share/ShareCouponPage').then((module) => module.ShareCouponPage));
// Opened by `?active_coupon=`; the shell renders slots only once the visitor acts or the page is idle.
const CouponModal = onDemand(() => Promise.all([import('./features/coupon-modal/CouponModal'), ShareButtons.preload()]).then(([module]) => module.CouponModal));

// Paths must match remote.json: the shell routes each one here and renders this route object.
export default defineRemote({
  routes: [
    { path: '/', element: <HomePage /> },
    { path: '/ofertas/:slug', element: <OfferPage /> },
    { path: '/cupones/:slug', element: <ShopCouponsPage /> },
    { path: '/categorias/:slug', element: <CategoryPage /> },
    { path: '/comparte/oferta/offer', element: <ShareOfferPage /> },
    { path: '/comparte/cupon/coupon', element: <ShareCouponPage /> },
  ],
  slots: { overlay: CouponModal },
});
