import type { OfferDetail, VoteValue } from '@gangazo/contracts';
import { useVoteMutation, useWithdrawVoteMutation } from './offerApi';
import { Temperature } from '@gangazo/ui';
import { useSignedInAction } from './useSignedInAction';
import styles from './OfferPage.module.css';

const FLAME = 'M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5Z';
const SNOWFLAKE = 'M12 2v20M4.9 6l14.2 12M4.9 18 19.1 6M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5';

const BUTTONS: ReadonlyArray<{ vote: VoteValue; label: string; path: string }> = [
  { vote: 'cold', label: 'Votar frío', path: SNOWFLAKE },
  { vote: 'hot', label: 'Votar caliente', path: FLAME },
];

/**
 * Hot and cold votes around the temperature. Voting the same way again withdraws the vote;
 * a guest is asked to sign in (spec §6). The new temperature comes from the API's answer.
 */
export function VoteButtons({ offer }: { offer: OfferDetail }) {
  const [vote, voting] = useVoteMutation();
  const [withdraw, withdrawing] = useWithdrawVoteMutation();
  const { run, checkingSession } = useSignedInAction();
  const busy = voting.isLoading || withdrawing.isLoading || checkingSession;
  const cast = (value: VoteValue) =>
    run(() => (offer.my_vote === value ? withdraw(offer.id).unwrap() : vote({ id: offer.id, vote: value }).unwrap()), 'No pudimos registrar tu voto.');
  const [cold, hot] = BUTTONS;
  const button = (item: (typeof BUTTONS)[number]) => (
    <button
      type="button"
      className={[styles.voteButton, styles[item.vote]].join(' ')}
      aria-label={item.label}
      title={item.label}
      aria-pressed={offer.my_vote === item.vote}
      disabled={busy}
      onClick={() => cast(item.vote)}
    >
      <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d={item.path} />
      </svg>
    </button>
  );
  return (
    <div role="group" aria-label="Votar la oferta" className={styles.vote}>
      {cold && button(cold)}
      <span aria-live="polite" aria-atomic="true" data-testid="offer-temperature">
        <Temperature temperature={offer.temperature} publishedAt={offer.published_at} size="lg" />
      </span>
      {hot && button(hot)}
    </div>
  );
}
