import type { OfferDetail } from '@gangazo/contracts';
import { formatDate, showAlert, useAppDispatch, useCurrentUser } from '@gangazo/platform';
import { Button, timeAgo } from '@gangazo/ui';
import { useSignedInAction } from '../offer/useSignedInAction';
import { useReopenOfferMutation, useReportExpiredMutation } from './moderationApi';
import styles from './OfferModeration.module.css';

/** Only its author and staff see a held offer: "En revisión" and why, or "Rechazada" and staff's reason. */
export function ReviewNotice({ offer }: { offer: OfferDetail }) {
  if (!offer.review) return null;
  const pending = offer.review.state === 'pending';
  return (
    <p className={[styles.notice, pending ? styles.pending : styles.rejected].join(' ')} role="status">
      <strong className={styles.badge}>{pending ? 'En revisión' : 'Rechazada'}</strong> {offer.review.reason}
      {offer.review.rejection && <> Motivo: {offer.review.rejection}</>}
    </p>
  );
}

/** "Expirada", and who said so and when when it was the community, its author or staff. */
export function ExpiredNotice({ offer }: { offer: OfferDetail }) {
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  const [reopen, { isLoading }] = useReopenOfferMutation();
  if (!offer.expired) return null;
  const by = offer.expired_by;
  const mine = user !== null && offer.author !== null && user.id === offer.author.id;
  return (
    <div className={styles.expired}>
      <p>
        <strong>Expirada</strong> ·{' '}
        {by ? (
          <>
            Marcada como expirada por {by.username ? `@${by.username}` : 'la comunidad'}{' '}
            <time dateTime={by.at} title={formatDate(by.at)}>
              {timeAgo(by.at)}
            </time>
            .
          </>
        ) : (
          'Esta oferta ya no está disponible en la tienda.'
        )}
      </p>
      {by && mine && (
        <Button
          size="sm"
          variant="secondary"
          disabled={isLoading}
          onClick={() =>
            void reopen(offer.id)
              .unwrap()
              .then(
                () => dispatch(showAlert({ type: 'success', title: 'Oferta reabierta', message: 'Vuelve a aparecer en las ofertas.', autoCloseMs: 4000 })),
                () => dispatch(showAlert({ type: 'error', title: '¡Upps!', message: 'No pudimos reabrir la oferta. Inténtalo de nuevo.' })),
              )
          }
        >
          Reabrir
        </Button>
      )}
    </div>
  );
}

/** "¿Expiró?": with enough people (or its author, or staff) the offer leaves the live lists. */
export function ExpiryButton({ offer }: { offer: OfferDetail }) {
  const dispatch = useAppDispatch();
  const [reportExpired, { isLoading }] = useReportExpiredMutation();
  const { run, checkingSession } = useSignedInAction();
  if (offer.expired || offer.review) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={isLoading || checkingSession}
      onClick={() =>
        void run(async () => {
          const result = await reportExpired(offer.id).unwrap();
          dispatch(
            showAlert({
              type: 'success',
              title: 'Gracias por avisar',
              message: result.expired ? 'La oferta quedó marcada como expirada.' : `Lo tendremos en cuenta: ${result.reports} de ${result.needed} avisos.`,
              autoCloseMs: 4000,
            }),
          );
        }, 'No pudimos registrar tu aviso.')
      }
    >
      ¿Expiró?
    </Button>
  );
}
