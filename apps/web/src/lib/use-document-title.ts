import { useEffect } from 'react';
import { useSite } from './site';

/**
 * Names the tab after what the page shows (a course, a lesson) once it is known, in the shell's
 * `<title> · <site name>` form; the route's own title stays until then.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const { siteName } = useSite();
  useEffect(() => {
    if (title) document.title = `${title} · ${siteName}`;
  }, [title, siteName]);
}
