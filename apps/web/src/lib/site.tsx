import type { TCurrentTenant } from '@commonshelf/shared/tenants/tenants.schemas';
import { createContext, useContext, type ReactNode } from 'react';
import { getSessionStorage, isRecord } from './storage';

export const PRODUCT_NAME = 'Commonshelf';

/** Who this site is: a tenant's branded site, or the main platform site. */
export type SiteInfo = {
  tenant: TCurrentTenant | null;
  productName: string;
  /** The tenant's name on a tenant site, the product name on the main site. */
  siteName: string;
  isTenant: boolean;
  switchboard: boolean;
  /** Cloudflare Turnstile's site key for signup and the enquiry forms; null when the server has none configured. */
  turnstileSiteKey: string | null;
  /** The ways to pay the server has switched on; null when it did not say (the Vite dev server), taken as all. */
  paymentProviders: readonly string[] | null;
};

export function siteInfoFrom(
  tenant: TCurrentTenant | null,
  productName = PRODUCT_NAME,
  turnstileSiteKey: string | null = null,
  paymentProviders: readonly string[] | null = null,
): SiteInfo {
  return {
    tenant,
    productName,
    siteName: tenant?.school_name || productName,
    isTenant: tenant !== null,
    switchboard: tenant?.switchboard === true,
    turnstileSiteKey,
    paymentProviders,
  };
}

function asTenant(value: unknown): TCurrentTenant | null {
  // The server is trusted to send the full shape; this only guards against a damaged block.
  return isRecord(value) && typeof value.school_name === 'string' ? (value as TCurrentTenant) : null;
}

/**
 * The server injects `<script type="application/json" id="cs-bootstrap">` into index.html; the
 * Vite dev server does not, so then the tenant is asked for (404 means the main site).
 */
export async function loadSiteInfo(doc: Document = document): Promise<SiteInfo> {
  const block = doc.getElementById('cs-bootstrap');
  let info: SiteInfo;
  if (block?.textContent) {
    try {
      const data = JSON.parse(block.textContent) as unknown;
      const productName =
        isRecord(data) && typeof data.productName === 'string' && data.productName ? data.productName : PRODUCT_NAME;
      const siteKey = isRecord(data) && typeof data.turnstileSiteKey === 'string' && data.turnstileSiteKey ? data.turnstileSiteKey : null;
      const providers = isRecord(data) && Array.isArray(data.paymentProviders) ? data.paymentProviders.filter((p): p is string => typeof p === 'string') : null;
      info = siteInfoFrom(isRecord(data) ? asTenant(data.tenant) : null, productName, siteKey, providers);
    } catch {
      info = siteInfoFrom(null);
    }
  } else {
    info = siteInfoFrom(await fetchCurrentTenant());
  }
  try {
    // Spec 4: the session keeps the tenant data.
    getSessionStorage()?.setItem('cs.tenant', JSON.stringify(info.tenant));
  } catch {
    // Storage full or blocked: nothing reads this back on the critical path.
  }
  return info;
}

async function fetchCurrentTenant(): Promise<TCurrentTenant | null> {
  try {
    const response = await fetch('/api/current-tenant', { credentials: 'include', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    return asTenant(await response.json());
  } catch {
    return null;
  }
}

const SiteContext = createContext<SiteInfo>(siteInfoFrom(null));

export function SiteProvider({ value, children }: { value: SiteInfo; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteInfo {
  return useContext(SiteContext);
}
