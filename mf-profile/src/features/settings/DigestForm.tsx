import { useState } from 'react';
import { Checkbox, Spinner } from '@gangazo/ui';
import { errorMessage } from '../profile-layout/apiError';
import { useGetDigestSubscriptionQuery, useSetDigestSubscriptionMutation } from './digestApi';
import styles from './AccountSettings.module.css';

/** The daily offers summary by e-mail: the register form's checkbox, switchable here; saved on change. */
export function DigestForm() {
  const { data, isLoading, isError, refetch } = useGetDigestSubscriptionQuery();
  const [save, { isLoading: saving }] = useSetDigestSubscriptionMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function change(wantsDigest: boolean) {
    setMessage(null);
    try {
      await save({ wants_digest: wantsDigest }).unwrap();
      setMessage({ ok: true, text: wantsDigest ? 'Listo: te enviaremos el resumen de ofertas cada mañana.' : 'Listo: ya no te enviaremos el resumen de ofertas.' });
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error, 'No pudimos guardar el cambio. Inténtalo de nuevo.') });
    }
  }

  return (
    <section className={styles.form} aria-labelledby="digest-heading">
      <h2 id="digest-heading" className={styles.heading}>
        Correos
      </h2>
      {isLoading && <Spinner label="Cargando…" />}
      {isError && (
        <p className={styles.formError} role="alert">
          No pudimos cargar tus preferencias de correo.{' '}
          <button type="button" onClick={() => void refetch()}>
            Reintentar
          </button>
        </p>
      )}
      {data && (
        <Checkbox label="Quiero recibir un resumen de ofertas por email" checked={data.wants_digest} disabled={saving} onChange={(event) => void change(event.target.checked)} />
      )}
      <p className={styles.text}>Las ofertas y los códigos más calientes del día, y lo que encontraron tus alertas, en un solo correo diario.</p>
      {message && (
        <p className={message.ok ? styles.success : styles.formError} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
