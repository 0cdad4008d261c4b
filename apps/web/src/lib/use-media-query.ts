import { useCallback, useSyncExternalStore } from 'react';

/** Tracks a media query; used where hidden duplicates of a control (sidebar and drawer) must not coexist. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The `lg` breakpoint (1024 px) of the spec, where sidebars and mega-menus replace drawers. */
export const DESKTOP_QUERY = '(min-width: 64rem)';
