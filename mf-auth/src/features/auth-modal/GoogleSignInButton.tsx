import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showAlert, useAppDispatch } from '@gangazo/platform';
import { useGoogleSignInMutation } from './authApi';
import { errorMessage } from './apiError';
import { signedIn } from './signedIn';
import styles from './AuthViews.module.css';

/** The parts of Google Identity Services (accounts.google.com/gsi/client) this button uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: 'popup' }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const GOOGLE_FAILED_MESSAGE = 'No pudimos iniciar sesión con Google. Por favor, intenta de nuevo.';

let scriptPromise: Promise<GoogleIdentity> | null = null;

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  scriptPromise ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google Identity Services no cargó')));
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('No se pudo cargar Google Identity Services'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/**
 * Social sign-in (spec §2, §7 Other): Google's own button in popup mode. Its ID token goes to the
 * BFF, which verifies it; a successful sign-in lands on '/'. Rendered only with a client id.
 */
export function GoogleSignInButton({ clientId, text }: { clientId: string; text: 'signin_with' | 'signup_with' }) {
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [googleSignIn] = useGoogleSignInMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // The callback outlives renders: keep the latest handlers in a ref.
  const onCredential = useRef<(credential: string) => void>(() => undefined);
  onCredential.current = (credential: string) => {
    googleSignIn({ credential })
      .unwrap()
      .then(async ({ jwt }) => {
        await dispatch(signedIn(jwt));
        navigate('/');
      })
      .catch((error: unknown) => {
        console.error('Inicio de sesión con Google fallido', error);
        dispatch(showAlert({ title: '¡Upps!', message: errorMessage(error, GOOGLE_FAILED_MESSAGE), type: 'error' }));
      });
  };

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            if (response.credential) onCredential.current(response.credential);
          },
        });
        google.accounts.id.renderButton(container.current, { type: 'standard', theme: 'outline', size: 'large', text, shape: 'pill', width: 300, locale: 'es' });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, text]);

  if (unavailable) return <p className={styles.muted}>El inicio de sesión con Google no está disponible en este momento.</p>;
  return <div ref={container} className={styles.social} data-testid="google-sign-in" />;
}
