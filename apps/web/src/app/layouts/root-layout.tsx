import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
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

export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <FocusKeeper />
      <SessionSync />
      <IdleSignOut />
      <CartSync />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <Toaster />
    </>
  );
}
