import type { AppConfig } from '../config.js';

/**
 * The public address of a site, for links in emails. Built from configuration, never from the
 * request's Host header, so a forged Host cannot point a password-reset link elsewhere.
 */
export function siteUrl(config: Pick<AppConfig, 'publicUrl'>, tenant: { subdomain: string } | null): string {
  const url = new URL(config.publicUrl);
  if (tenant) url.hostname = `${tenant.subdomain}.${url.hostname}`;
  return url.origin;
}
