import { lazy, Suspense, useState } from 'react';
import type { ReportReason } from '@gangazo/contracts';
import { Button, type ButtonSize } from '../components/Button/Button';

// The dialog's code is fetched the first time someone opens it: most visitors never report.
const ReportDialog = lazy(() => import('./ReportDialog'));

export interface ReportButtonProps {
  /** What is reported, for the dialog's title and the button's name: 'esta oferta', 'este comentario'… */
  what: string;
  /** False for a guest: `onSignIn` runs instead of opening the dialog. */
  signedIn: boolean;
  onSignIn: () => void;
  /** Sends the report; resolves when it was accepted (the dialog closes), throws with a Spanish message otherwise. */
  onReport: (reason: ReportReason, text: string) => Promise<void>;
  size?: ButtonSize;
  className?: string;
}

/** "Reportar" (offers, coupons, comments, topics, profiles). */
export function ReportButton({ what, signedIn, onSignIn, onReport, size = 'sm', className }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size={size}
        className={className}
        aria-label={`Reportar ${what}`}
        onClick={() => {
          if (!signedIn) return onSignIn();
          setOpened(true);
          setOpen(true);
        }}
      >
        Reportar
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            what={what}
            onClose={() => setOpen(false)}
            onSubmit={async (reason, text) => {
              await onReport(reason, text);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
