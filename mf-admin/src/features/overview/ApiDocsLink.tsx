import { Button } from '@gangazo/ui';
import { errorMessage } from '../admin-api/apiError';
import { useCreateDocsCodeMutation } from './apiDocsApi';
import styles from './OverviewSection.module.css';

/**
 * "Documentación de la API": in production the BFF shows /api/docs to staff only, and a browser
 * has no bearer token to send, so the page opens with a one-time code it trades for a cookie.
 */
export function ApiDocsLink({ go = (url: string) => window.location.assign(url) }: { go?: (url: string) => void }) {
  const [createCode, { isLoading, error }] = useCreateDocsCodeMutation();
  const open = async () => {
    const result = await createCode().unwrap().catch(() => null);
    if (result) go(`/api/docs?code=${encodeURIComponent(result.code)}`);
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void open()} disabled={isLoading}>
        Documentación de la API
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {errorMessage(error, 'No pudimos abrir la documentación.')}
        </p>
      )}
    </>
  );
}
