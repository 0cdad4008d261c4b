import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SiteProvider, type SiteInfo } from '../lib/site';
import type { AppStore } from './store';

export function AppProviders({ store, site, children }: { store: AppStore; site: SiteInfo; children: ReactNode }) {
  return (
    <Provider store={store}>
      <SiteProvider value={site}>{children}</SiteProvider>
    </Provider>
  );
}
