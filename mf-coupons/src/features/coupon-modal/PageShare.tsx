import { absoluteUrl, CONFIRMATION_MS, showAlert, useAppDispatch } from '@gangazo/platform';
import { linkCopiedAlert, ShareButtons } from '@gangazo/ui';

/** Share buttons for a page of the site, `path` being its canonical path. */
export function PageShare({ path, title }: { path: string; title: string }) {
  const dispatch = useAppDispatch();
  return <ShareButtons url={absoluteUrl(path)} title={title} onCopied={(ok) => dispatch(showAlert({ ...linkCopiedAlert(ok), autoCloseMs: ok ? CONFIRMATION_MS : undefined }))} />;
}
