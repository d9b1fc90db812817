import type { OfferDetail } from '@gangazo/contracts';
import { Button } from '@gangazo/ui';
import { useSetSavedMutation } from './offerApi';
import { useSignedInAction } from './useSignedInAction';

const BOOKMARK = 'M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2Z';

/** Saves the offer in the member's "Ofertas Guardadas"; pressed while it is saved. */
export function SaveButton({ offer }: { offer: OfferDetail }) {
  const [setSaved, { isLoading }] = useSetSavedMutation();
  const { run, checkingSession } = useSignedInAction();
  return (
    <Button
      variant="secondary"
      disabled={isLoading || checkingSession}
      onClick={() => run(() => setSaved({ id: offer.id, saved: !offer.saved }).unwrap(), 'No pudimos guardar la oferta.')}
      icon={
        <svg width={18} height={18} viewBox="0 0 24 24" fill={offer.saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d={BOOKMARK} />
        </svg>
      }
    >
      {offer.saved ? 'Guardada' : 'Guardar'}
    </Button>
  );
}
