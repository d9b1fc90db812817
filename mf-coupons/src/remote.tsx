import { lazy } from 'react';
import { defineRemote } from '@gangazo/platform';
import { CategoryPage } from './features/category/CategoryPage';
import { CouponModal } from './features/coupon-modal/CouponModal';
import { HomePage } from './features/home/HomePage';
import { OfferPage } from './features/offer/OfferPage';
import { ShopCouponsPage } from './features/shop/ShopCouponsPage';

// The share forms (and their validation) are signed-in pages few visits reach: they load when
// opened, so the feed, offer and shop pages do not carry them (about 7 KB compressed). The shell's
// route Suspense boundary shows its spinner meanwhile; the server waits for them like for data.
const ShareOfferPage = lazy(() => import('./features/share/ShareOfferPage').then((module) => ({ default: module.ShareOfferPage })));
const ShareCouponPage = lazy(() => import('./features/share/ShareCouponPage').then((module) => ({ default: module.ShareCouponPage })));

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
