import { loadShare } from '@module-federation/enhanced/runtime';
import { startInSteps } from './startInSteps';

// Async boundary: shared singletons (react, the platform…) are negotiated with the remotes before
// any of them is evaluated. Without it: "Invalid loadShareSync function call #RUNTIME-006".
//
// In a task after the one that evaluated this script and started the federation runtime, so the
// two are not one long task. The libraries and the start-up are then evaluated one after the
// other, each in a task of its own (startInSteps.ts), heaviest first.
setTimeout(() => {
  void startInSteps([
    () => import('react-dom/client'),
    () => import('@reduxjs/toolkit'),
    () => import('@gangazo/platform'),
    () => import('@gangazo/ui'),
    // Its chunk is prefetched as soon as this script runs: it is on its way with the others.
    () => import(/* webpackPrefetch: true */ './bootstrap'),
  ]).catch((error: unknown) => {
    // The page stays as the server drew it (links work, taps are held): the error is in the console.
    console.error(error);
  });
}, 0);

// The platform's and ui's chunks are fetched now, beside react-dom's, and only evaluated at their
// step: loadShare loads a shared module and hands back its factory without calling it.
setTimeout(() => {
  for (const shared of ['@gangazo/platform', '@gangazo/ui']) void loadShare(shared).catch(() => undefined);
}, 0);
