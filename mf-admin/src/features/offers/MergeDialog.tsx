import { useState, type FormEvent } from 'react';
import type { AdminOfferRow } from '@gangazo/contracts';
import { showAlert, useAppDispatch } from '@gangazo/platform';
import { Button, Modal, TextField } from '@gangazo/ui';
import { errorMessage } from '../admin-api/apiError';
import { useMergeOfferMutation } from '../moderation/moderationApi';
import styles from '../shared/Table.module.css';

/** The original's id from what staff paste: its address (`/ofertas/<slug>-<id>`) or the id itself. */
export function offerIdFrom(text: string): string | null {
  const match = /([0-9a-f]{24})(?:[/?#].*)?$/i.exec(text.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * "Fusionar": a duplicate folds into the offer shared first. Its votes, saves and comments move to
 * the original (the BFF keeps one vote per person) and the duplicate is removed.
 */
export function MergeDialog({ duplicate, onClose }: { duplicate: AdminOfferRow | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [merge, { isLoading }] = useMergeOfferMutation();

  const close = () => {
    setText('');
    setProblem(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!duplicate) return;
    const into = offerIdFrom(text);
    if (!into) return setProblem('Pega el enlace de la oferta original (o su id de 24 caracteres).');
    if (into === duplicate.id) return setProblem('Elige otra oferta: no se puede fusionar consigo misma.');
    try {
      const result = await merge({ id: duplicate.id, into }).unwrap();
      dispatch(
        showAlert({
          type: 'success',
          title: 'Oferta fusionada',
          message: `«${duplicate.title}» se unió a la original: ${result.votes} ${result.votes === 1 ? 'voto pasó' : 'votos pasaron'} y ${result.comments} ${result.comments === 1 ? 'comentario pasó' : 'comentarios pasaron'} a ella.`,
        }),
      );
      close();
    } catch (failure) {
      setProblem(errorMessage(failure, 'No pudimos fusionar las ofertas. Inténtalo de nuevo.'));
    }
  }

  return (
    <Modal open={duplicate !== null} onClose={() => !isLoading && close()} title="Fusionar con la original" maxWidth={520}>
      <form className={styles.dialogBody} onSubmit={submit} noValidate>
        <p>
          «{duplicate?.title}» es un duplicado: sus votos, guardados y comentarios pasan a la oferta original, y el duplicado desaparece. No se puede deshacer.
        </p>
        <TextField
          label="Enlace o id de la oferta original"
          name="into"
          value={text}
          disabled={isLoading}
          error={problem}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={close} disabled={isLoading}>
            Cancelar
          </Button>
          <Button type="submit" className={styles.danger} disabled={isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? 'Un momento…' : 'Fusionar'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
