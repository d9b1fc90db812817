import { Suspense, memo, use } from 'react';
import type { SlotName } from '@gangazo/contracts';
import { ErrorBoundary } from '@gangazo/platform';
import { useShell } from '../ShellContext';
import { remoteLabel } from './remoteLabels';
import styles from './RemoteSlot.module.css';

function SlotContent({ remote, slot }: { remote: string; slot: SlotName }) {
  const { registry } = useShell();
  const module = use(registry.loadForSlot(remote));
  const Component = module.slots?.[slot];
  // remote.json promised the slot but the module has none: nothing to show, nothing broken.
  return Component ? <Component /> : null;
}

/**
 * Renders what every remote offers for `slot` (e.g. the search box, the auth modal). Each remote
 * is isolated: one failing shows a small Spanish notice with a retry, the others still render.
 *
 * Memoized: a slot whose code is still held keeps the server's HTML in a dehydrated Suspense
 * boundary, and React throws that HTML away (showing nothing until the code arrives) if the
 * boundary is re-rendered before it hydrates, as when a signed-in visitor's top bar swaps its
 * buttons right after hydration. With the same `slot`, the page around it re-renders alone.
 */
export const RemoteSlot = memo(function RemoteSlot({ slot }: { slot: SlotName }) {
  const { registry } = useShell();
  return (
    <>
      {registry.entriesForSlot(slot).map((entry) => (
        <ErrorBoundary
          key={entry.name}
          source={entry.name}
          version={entry.version}
          onRetry={() => registry.forget(entry.name)}
          fallback={({ retry }) => (
            <div role="alert" className={slot === 'overlay' ? styles.overlayFailure : styles.inlineFailure}>
              <span>No pudimos cargar {remoteLabel(entry.name)}.</span>
              <button type="button" className={styles.retry} onClick={retry}>
                Reintentar
              </button>
            </div>
          )}
        >
          <Suspense fallback={null}>
            <SlotContent remote={entry.name} slot={slot} />
          </Suspense>
        </ErrorBoundary>
      ))}
    </>
  );
});
