// The frame's parts that a visit rarely needs at first, each a chunk of its own (ui's onDemand):
// the share dialog (opened from «Comparte»), a member's top-bar actions, the information pages and
// the 404.
import { selectShareModalOpen, useAppSelector, type CurrentUser } from '@gangazo/platform';
import { onDemand } from '@gangazo/ui';
import { PageLoading } from './PageLoading';

const ShareModalPart = onDemand<object>(() => import('./ShareModal').then((module) => module.ShareModal));

/** The share dialog, fetched the first time it opens (and with the other dialogs once the page idles). */
export function ShareModalWhenOpen() {
  const open = useAppSelector(selectShareModalOpen);
  return open ? <ShareModalPart /> : null;
}

/**
 * A member's actions in the top bar. Nothing holds their place while the code arrives: the bar
 * shows no actions until the session's user is known either, and the code comes with that request
 * (bootstrap.tsx preloads it for a browser with a session).
 */
export const MemberActions = onDemand<{ user: CurrentUser }>(() => import('./MemberActions').then((module) => module.MemberActions));

/** Preloaded before hydrating a server-drawn one (bootstrap.tsx), like a remote's page. */
export const InformationPage = onDemand<object>(() => import('./InformationPage').then((module) => module.InformationPage), { fallback: () => <PageLoading /> });
export const NotFoundPage = onDemand<object>(() => import('./NotFoundPage').then((module) => module.NotFoundPage), { fallback: () => <PageLoading /> });

/** With the dialogs: a first «Comparte» opens at once, and a visitor who signs in sees their actions at once. */
export function preloadFrameParts(): Promise<void> {
  return Promise.all([ShareModalPart.preload(), MemberActions.preload()]).then(() => undefined);
}
