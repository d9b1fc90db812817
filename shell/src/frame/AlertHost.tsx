import { closeAlert, confirmAlert, selectAlert, useAppDispatch, useAppSelector } from '@gangazo/platform';
import { AlertDialog } from '@gangazo/ui';

/** The notification dialog (spec §2), driven by the platform's alerts slice. */
export function AlertHost() {
  const alert = useAppSelector(selectAlert);
  const dispatch = useAppDispatch();
  return (
    <AlertDialog
      open={alert.isActive}
      title={alert.title}
      message={alert.message}
      type={alert.type}
      onClose={() => dispatch(closeAlert())}
      onOk={alert.hasOk ? () => dispatch(confirmAlert()) : undefined}
      autoClose={alert.autoClose}
    />
  );
}
