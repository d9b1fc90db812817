import { useId, useState, type FormEvent } from 'react';
import type { ReportReason } from '@gangazo/contracts';
import { Button } from '../components/Button/Button';
import { Modal } from '../components/onDemandParts';
import { REPORT_REASON_OPTIONS } from './reportReasons';
import styles from './Report.module.css';

export interface ReportDialogProps {
  open: boolean;
  /** What is reported, for the title: 'esta oferta', 'este comentario'… */
  what: string;
  onClose: () => void;
  /** Sends the report; a thrown Error's message is shown in the dialog. */
  onSubmit: (reason: ReportReason, text: string) => Promise<void>;
}

/** "Reportar": a reason (spam, expirada, precio incorrecto, duplicada, ofensiva, otra) and a few words. Loaded only when opened. */
export default function ReportDialog({ open, what, onClose, onSubmit }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const textId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError('Elige un motivo.');
    if (reason === 'otra' && text.trim().length < 3) return setError('Cuéntanos qué pasa: con «Otra» el motivo es obligatorio.');
    setSending(true);
    setError(null);
    try {
      await onSubmit(reason, text.trim());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'No pudimos enviar el reporte. Inténtalo de nuevo.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} onClose={() => !sending && onClose()} title={`Reportar ${what}`} maxWidth={470}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? errorId : undefined}>
        <fieldset className={styles.reasons}>
          <legend>¿Qué pasa?</legend>
          {REPORT_REASON_OPTIONS.map((option) => (
            <label key={option.value} className={styles.reason}>
              <input
                type="radio"
                name="report-reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => {
                  setReason(option.value);
                  setError(null);
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <label htmlFor={textId}>Detalles {reason === 'otra' ? '(obligatorio)' : '(opcional)'}</label>
        <textarea id={textId} className={styles.text} value={text} maxLength={500} rows={3} onChange={(event) => setText(event.target.value)} />
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="button" variant="ghost" onClick={onClose} disabled={sending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? 'Enviando…' : 'Enviar reporte'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
