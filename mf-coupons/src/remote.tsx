import { defineRemote } from '@gangazo/platform';
import { CategoryPage } from './features/category/CategoryPage';
import { CouponModal } from './features/coupon-modal/CouponModal';
import { HomePage } from './features/home/HomePage';
import { OfferPage } from './features/offer/OfferPage';
import { ShareCouponPage } from './features/share/ShareCouponPage';
import { ShareOfferPage } from './features/share/ShareOfferPage';
import { ShopCouponsPage } from './features/shop/ShopCouponsPage';

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
