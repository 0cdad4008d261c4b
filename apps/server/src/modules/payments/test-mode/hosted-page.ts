import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../../config.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const OUTCOMES = ['success', 'failure', 'cancel'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export function formatAmount(minor: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

type Page = {
  provider: string;
  /** The provider's colour, so a tester sees at a glance whose page this stands in for. */
  colour: string;
  merchant: string;
  amountMinor: number;
  currency: string;
  lines: string[];
  /** Where the choice is posted (this same page). */
  action: string;
  state?: string | null;
};

/**
 * The stand-in for a provider's hosted payment page: what is being paid, and a choice of success,
 * failure or cancel. The choice goes back through the provider's real flow (redirects, webhooks,
 * status checks), exactly as a real payment would.
 */
export function renderHostedPage(p: Page): string {
  const amount = formatAmount(p.amountMinor, p.currency);
  const button = (outcome: Outcome, label: string, style: string) =>
    `<button type="submit" name="outcome" value="${outcome}" data-testid="test-pay-${outcome}" style="${style}">${esc(label)}</button>`;
  const base = 'display:block;width:100%;padding:14px 16px;margin-top:12px;border-radius:10px;font:600 16px system-ui,sans-serif;cursor:pointer;';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(p.provider)} test payment · ${esc(amount)}</title></head>
<body style="margin:0;background:#F4F6F8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1A1F2B">
<main style="max-width:440px;margin:0 auto;padding:24px 16px">
<div style="background:${esc(p.colour)};color:#fff;border-radius:14px 14px 0 0;padding:16px 20px;font-weight:700;font-size:18px">${esc(p.provider)} <span style="font-weight:500;opacity:.85">· test mode</span></div>
<section style="background:#fff;border-radius:0 0 14px 14px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)">
<p style="margin:0;color:#5F6B7A;font-size:14px">Pay ${esc(p.merchant)}</p>
<p style="margin:4px 0 16px;font-size:32px;font-weight:800" data-testid="test-pay-amount">${esc(amount)}</p>
<ul style="margin:0 0 16px;padding-left:18px;color:#3A4555;font-size:14px;overflow-wrap:anywhere">${p.lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>
<p role="note" style="margin:0 0 8px;padding:10px 12px;background:#FFF6DD;border-radius:8px;font-size:14px">This is a test payment page: no money moves. Choose what the payment should do.</p>
${p.state ? `<p role="status" style="margin:8px 0;padding:10px 12px;background:#EEF2F6;border-radius:8px;font-size:14px">${esc(p.state)}</p>` : `<form method="post" action="${esc(p.action)}">
${button('success', `Pay ${amount}`, `${base}background:${p.colour};color:#fff;border:0`)}
${button('failure', 'Decline the payment', `${base}background:#fff;color:#B42318;border:2px solid #B42318`)}
${button('cancel', 'Cancel and go back', `${base}background:#fff;color:#3A4555;border:2px solid #C5CCD6`)}
</form>`}
</section></main></body></html>`;
}

/** Sends a hosted page with a CSP of its own: nothing but inline styles, and forms that lead back to the sites. */
export function sendHostedPage(reply: FastifyReply, config: Pick<AppConfig, 'publicUrl'>, html: string) {
  const url = new URL(config.publicUrl);
  return reply
    .header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${url.origin} ${url.protocol}//*.${url.host}; frame-ancestors 'none'; base-uri 'none'`)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A page the stand-in answers when something is wrong (unknown or finished payment). */
export const messagePage = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1A1F2B"><main><h1>${esc(title)}</h1><p>${esc(text)}</p></main></body></html>`;
