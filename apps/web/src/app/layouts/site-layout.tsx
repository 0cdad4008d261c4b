import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The public shell: header with the mega-menus, the page, the footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <OfflineNotice />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A page whose texts are still loading (a namespace its area did not list) waits here, under the header. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
