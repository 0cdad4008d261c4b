import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { IdleSignOut } from '../../features/auth/components/idle-sign-out';
import { SessionSync } from '../../features/auth/components/session-sync';
import { CartSync } from '../../features/cart/components/cart-sync';
import { useRouteMeta, useRouteTitle } from '../../lib/route-meta';
import { useSite } from '../../lib/site';
import { FocusKeeper } from './focus-keeper';

function DocumentTitle() {
  const title = useRouteTitle(useRouteMeta());
  const { siteName } = useSite();
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
  return null;
}

/**
 * Where a page's scroll position is kept: each history entry's own key, as the browser does; but
 * every freshly loaded page's first entry has the key `default`, so that one is told apart by its
 * address (else a URL typed in would open at the scroll position of whatever page was loaded before).
 */
const scrollKey = (location: Location) => (location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key);

export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <FocusKeeper />
      <SessionSync />
      <IdleSignOut />
      <CartSync />
      <ScrollRestoration getKey={scrollKey} />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <Toaster />
    </>
  );
}
