import type { ReactNode } from 'react';
import { type SiteInfo } from '../lib/site';
import type { AppStore } from './store';
export declare function AppProviders({ store, site, children }: {
    store: AppStore;
    site: SiteInfo;
    children: ReactNode;
}): import("react").JSX.Element;
