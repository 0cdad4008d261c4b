import { useMatches } from 'react-router';

/** What every route tells the shell about itself (carried in the route's `handle`). */
export type RouteMeta = {
  /** Human page title; document.title becomes `<title> · <site name>`. */
  title: string;
  /** One sentence of what the page is (or will be) for. */
  description: string;
  /** Where a "back" link on placeholder pages should lead; the home page by default. */
  back?: { to: string; label: string };
};

function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && typeof (value as RouteMeta).title === 'string';
}

/** The metadata of the deepest matched route that has some. */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return null;
}
