/** Which site a Host header names. */
export type SiteHost = { kind: 'main' } | { kind: 'subdomain'; subdomain: string } | { kind: 'domain'; host: string };

const MAIN_ALIASES = new Set(['www']);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Lower-case host without port; IPv6 literals keep their brackets. */
export function normalizeHost(raw: string | undefined): string {
  const host = (raw ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * `<sub>.<platformDomain>` is a tenant by subdomain, the platform domain itself (or www, an IP,
 * localhost) is the main site, and any other host may be a tenant's own domain.
 */
export function parseSiteHost(raw: string | undefined, platformDomain: string): SiteHost {
  const host = normalizeHost(raw);
  if (!host || host === platformDomain || host === 'localhost' || host.startsWith('[') || IPV4.test(host)) {
    return { kind: 'main' };
  }
  const suffix = `.${platformDomain}`;
  if (host.endsWith(suffix)) {
    const sub = host.slice(0, -suffix.length);
    if (MAIN_ALIASES.has(sub)) return { kind: 'main' };
    // Only one label: a.b.<domain> is nobody's site.
    return { kind: 'subdomain', subdomain: sub };
  }
  return { kind: 'domain', host };
}

/** The host part of a tenant's domain_url, as matched against Host headers. */
export function domainHostOf(domainUrl: string | null | undefined): string | null {
  if (!domainUrl) return null;
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(domainUrl) ? domainUrl : `https://${domainUrl}`);
    return normalizeHost(url.host) || null;
  } catch {
    return null;
  }
}
