import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { routes } from '../i18n/en/routes';

/** What every route tells the shell about itself (carried in the route's `handle`). */
export type RouteMeta = {
  /** English page title, also its key in the routes namespace; document.title becomes `<title> · <site name>`. */
  title: string;
  /** One sentence of what the page is (or will be) for. */
  description: string;
  /** Where a "back" link on placeholder pages should lead; the home page by default. */
  back?: { to: string; label: string };
  /** The title when the route's optional id is given: "Add user" at /adduser, "Edit user" at /adduser/12. */
  editTitle?: string;
};

function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && typeof (value as RouteMeta).title === 'string';
}

/**
 * The metadata of the deepest matched route that has some; its edit title when the route's optional
 * id is given.
 */
export function routeMetaOf(matches: readonly { handle?: unknown; params: Record<string, string | undefined> }[]): RouteMeta | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle;
    if (!match || !isRouteMeta(handle)) continue;
    const editing = handle.editTitle && Object.values(match.params).some(Boolean);
    return editing ? { ...handle, title: handle.editTitle! } : handle;
  }
  return null;
}

/** The metadata of the page shown (see routeMetaOf). */
export function useRouteMeta(): RouteMeta | null {
  return routeMetaOf(useMatches());
}

/** A route's title in the UI language (the English title when it has no translation). */
export function useRouteTitle(meta: RouteMeta | null): string | undefined {
  const { t, i18n } = useTranslation('routes');
  if (!meta) return undefined;
  return i18n.exists(meta.title, { ns: 'routes' }) ? t(meta.title as keyof typeof routes) : meta.title;
}
