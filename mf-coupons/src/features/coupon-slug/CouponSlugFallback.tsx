import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@gangazo/ui';
import { useGetCouponBySlugQuery } from './couponSlugApi';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * `/cupones/{shop or coupon slug}` (SPEC §2) when no shop has the slug: a coupon's slug opens its
 * shop's page with the coupon modal (`?active_coupon=`), or its own page; otherwise `notFound`.
 */
export function CouponSlugFallback({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const valid = SLUG.test(slug);
  const { data, isLoading } = useGetCouponBySlugQuery(slug, { skip: !valid });
  if (data) return <Navigate to={data.public_url} replace />;
  if (valid && isLoading) return <Spinner label="Buscando el cupón…" />;
  return <>{notFound}</>;
}
