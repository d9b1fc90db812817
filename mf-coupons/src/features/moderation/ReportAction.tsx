import type { ReportTargetKind } from '@gangazo/contracts';
import { openAuthModal, showAlert, useAppDispatch, useCurrentUser } from '@gangazo/platform';
import { ReportButton } from '@gangazo/ui';
import { errorMessage } from '../coupon-modal/apiError';
import { useReportMutation } from './moderationApi';

/** "Reportar" for an offer, a coupon or a comment: the dialog is loaded on first use (in @gangazo/ui). */
export function ReportAction({ kind, id, what }: { kind: ReportTargetKind; id: string; what: string }) {
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const [report] = useReportMutation();
  return (
    <ReportButton
      what={what}
      signedIn={user !== null}
      onSignIn={() => dispatch(openAuthModal('login'))}
      onReport={async (reason, text) => {
        try {
          const result = await report({ kind, id, reason, ...(text ? { text } : {}) }).unwrap();
          dispatch(
            showAlert({
              type: 'success',
              title: 'Gracias por avisar',
              message: result.hidden ? 'Quedó oculto hasta que el equipo lo revise.' : 'El equipo lo revisará.',
              autoCloseMs: 4000,
            }),
          );
        } catch (failure) {
          throw new Error(errorMessage(failure, 'No pudimos enviar el reporte. Inténtalo de nuevo.'));
        }
      }}
    />
  );
}
