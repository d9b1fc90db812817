import type { ReportBody, ReportResponse } from '@gangazo/contracts';
import { baseApi, openAuthModal, showAlert, useAppDispatch, useCurrentUser } from '@gangazo/platform';
import { ReportButton } from '@gangazo/ui';

const reportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportProfile: build.mutation<ReportResponse, ReportBody>({ query: (body) => ({ url: '/v1/reports', method: 'POST', body }) }),
  }),
});

function apiMessage(error: unknown): string | null {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  const message = data && typeof data === 'object' && 'message' in data ? (data as { message: unknown }).message : null;
  return typeof message === 'string' && message ? message : null;
}

/** "Reportar" someone else's profile (the dialog is loaded on first use); nobody reports their own. */
export function ReportProfile({ userId, username }: { userId: string; username: string }) {
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const [report] = reportApi.useReportProfileMutation();
  if (user?.id === userId) return null;
  return (
    <ReportButton
      what={`el perfil de @${username}`}
      signedIn={user !== null}
      onSignIn={() => dispatch(openAuthModal('login'))}
      onReport={async (reason, text) => {
        try {
          await report({ kind: 'profile', id: userId, reason, ...(text ? { text } : {}) }).unwrap();
          dispatch(showAlert({ type: 'success', title: 'Gracias por avisar', message: 'El equipo lo revisará.', autoCloseMs: 4000 }));
        } catch (failure) {
          throw new Error(apiMessage(failure) ?? 'No pudimos enviar el reporte. Inténtalo de nuevo.');
        }
      }}
    />
  );
}
