import { useEffect } from 'react';

// The shell sets the configured site name (SITE_NAME) once at start; remotes only give the page part.
let siteName = 'Gangazo';

export function setSiteName(name: string): void {
  if (name.trim()) siteName = name.trim();
}

/** `Foro | Gangazo`, or just the site name for the home page. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

/** Sets the browser tab's title while the page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
