import type { TCurrentTenant } from '@commonshelf/shared/tenants/tenants.schemas';
import { type ReactNode } from 'react';
export declare const PRODUCT_NAME = "Commonshelf";
/** Who this site is: a tenant's branded site, or the main platform site. */
export type SiteInfo = {
    tenant: TCurrentTenant | null;
    productName: string;
    /** The tenant's name on a tenant site, the product name on the main site. */
    siteName: string;
    isTenant: boolean;
    switchboard: boolean;
};
export declare function siteInfoFrom(tenant: TCurrentTenant | null, productName?: string): SiteInfo;
/**
 * The server injects `<script type="application/json" id="cs-bootstrap">` into index.html; the
 * Vite dev server does not, so then the tenant is asked for (404 means the main site).
 */
export declare function loadSiteInfo(doc?: Document): Promise<SiteInfo>;
export declare function SiteProvider({ value, children }: {
    value: SiteInfo;
    children: ReactNode;
}): import("react").JSX.Element;
export declare function useSite(): SiteInfo;
