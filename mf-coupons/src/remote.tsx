import { defineRemote, lazyPage } from '@gangazo/platform';
import { HomePage } from './features/home/HomePage';

// The home page is in the module itself; every other page, and the coupon modal, is its own chunk
// (platform's lazyPage), so a first visit to the home does not download them (about 6 KB
// compressed). The shell fetches the chunk of the page it hydrates before hydrating, and the
// server waits for it like for data. The share forms are signed-in pages few visits reach.
const OfferPage = lazyPage(() => import('./features/offer/OfferPage').then((module) => module.OfferPage));
const ShopCouponsPage = lazyPage(() => import('./features/shop/ShopCouponsPage').then((module) => module.ShopCouponsPage));
const CategoryPage = lazyPage(() => import('./features/category/CategoryPage').then((module) => module.CategoryPage));
const ShareOfferPage = lazyPage(() => import('./features/share/ShareOfferPage').then((module) => module.ShareOfferPage));
const ShareCouponPage = lazyPage(() => import('./features/share/ShareCouponPage').then((module) => module.ShareCouponPage));
// Opened by `?active_coupon=`; the shell renders slots only once the visitor acts or the page is idle.
const CouponModal = lazyPage(() => import('./features/coupon-modal/CouponModal').then((module) => module.CouponModal));

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
