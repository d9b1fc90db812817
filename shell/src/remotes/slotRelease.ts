/** Events that say the visitor is about to use the page: a tap, a key, a focus. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Settles on the visitor's first interaction with the page, or once the page has been loaded and
 * quiet for `idleMs`: when a server-rendered page may fetch the code of its slots (search box,
 * sign-in dialog). A tap on "Iniciar sesión" or on the search box starts the download at the
 * pointer's press, before its click, and a visitor who only reads gets it shortly after.
 */
export function visitorActsOrIdles(target: Window, idleMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, release, true);
      target.removeEventListener('load', startIdleTimer);
      if (timer !== undefined) clearTimeout(timer);
      resolve();
    };
    function startIdleTimer() {
      timer = setTimeout(release, idleMs);
    }
    for (const type of INTERACTIONS) target.addEventListener(type, release, { capture: true, passive: true });
    if (target.document.readyState === 'complete') startIdleTimer();
    else target.addEventListener('load', startIdleTimer, { once: true });
  });
}
