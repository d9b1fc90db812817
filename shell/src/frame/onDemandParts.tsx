// The frame's parts that a visit rarely needs at first, each a chunk of its own (ui's onDemand):
// the share dialog (opened from «Comparte»), the information pages and the 404.
import { selectShareModalOpen, useAppSelector } from '@gangazo/platform';
import { onDemand } from '@gangazo/ui';
import { PageLoading } from './PageLoading';

const ShareModalPart = onDemand<object>(() => import('./ShareModal').then((module) => module.ShareModal));

/** The share dialog, fetched the first time it opens (and with the other dialogs once the page idles). */
export function ShareModalWhenOpen() {
  const open = useAppSelector(selectShareModalOpen);
  return open ? <ShareModalPart /> : null;
}

/** Preloaded before hydrating a server-drawn one (bootstrap.tsx), like a remote's page. */
export const InformationPage = onDemand<object>(() => import('./InformationPage').then((module) => module.InformationPage), { fallback: () => <PageLoading /> });
export const NotFoundPage = onDemand<object>(() => import('./NotFoundPage').then((module) => module.NotFoundPage), { fallback: () => <PageLoading /> });

/** With the dialogs: a first «Comparte» opens at once. */
export function preloadFrameDialogs(): Promise<void> {
  return ShareModalPart.preload();
}
