import type { ComponentType, ReactNode } from 'react';

/** What a card needs from a link: the remotes pass their router's `Link`, so navigation stays in the app. */
export interface DealLinkProps {
  to: string;
  className?: string;
  children?: ReactNode;
  /** Opening the coupon modal keeps the list where it was. */
  preventScrollReset?: boolean;
}

export type DealLinkComponent = ComponentType<DealLinkProps>;
