import {
  PAYMENT_EVENT_SOURCES,
  PAYMENT_HISTORY_MSG as MSG,
  type TPaymentAttempt,
  type TPaymentDetail,
  type TPaymentEvent,
  type TPaymentHistoryPage,
  type ZPaymentHistoryQuery,
  type ZUnmatchedEventQuery,
} from '@commonshelf/shared/commerce/payment-history.schemas';
import type { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import type { Run } from '../auth/auth.service.js';
import { csvDocument } from '../orders/order-admin.service.js';
import * as repo from './payment-history.repository.js';
import type { paymentEvents } from './payments.table.js';
import { isoOrNull } from '../../lib/iso-date.js';

/**
 * The payment history: every attempt to take an order's money, with every message its provider
 * sent (verified or refused) and its refunds. The platform admin reads every site's (the platform
 * scope); a site's admins their own (its row-level security), so another site's payment is the
 * same 404 as a missing one. Payloads leave with anything that looks like a secret hidden.
 */

/** `site`: the admin's own site, or null for the platform admin (every site). */
export type PaymentHistoryCtx = { run: Run; site: { id: string } | null };

type Filter = z.output<typeof ZPaymentHistoryQuery>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFUSED = 'refused: ';
export const HIDDEN = '[hidden]';

// ---------------------------------------------------------------------------------------------
// Redaction

/** Keys whose values are never shown: signatures, secrets, tokens, keys, card and bank numbers. */
const SECRET_KEY = /secret|signature|passw|token|authori[sz]ation|api[-_]?key|private|x-verify|checksum|salt|cvc|cvv|card_?number|\bpan\b|iban|account_?number/i;
/** Values that look like credentials whatever their key: provider keys, bearer/basic credentials, JWTs. */
const SECRET_VALUE = /^(sk|rk|whsec)_|^(bearer|basic)\s|^eyJ[\w-]{8,}\.[\w-]{8,}\./i;
/** The same inside free text (a refused body that is not JSON). */
const SECRET_IN_TEXT = [/\b(sk|rk|whsec)_[A-Za-z0-9_]+/g, /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/g, /\b(bearer|basic)\s+[\w\-.~+/=]+/gi];
const SECRET_PAIR_IN_TEXT = /("?[\w-]*(?:secret|signature|passw|token|api[-_]?key|x-verify|checksum)[\w-]*"?\s*[:=]\s*)("[^"]*"|[^\s&,}]+)/gi;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** A provider's payload with secret-looking fields and values hidden, cut to a readable size. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return '…';
  if (typeof value === 'string') return SECRET_VALUE.test(value.trim()) ? HIDDEN : clip(value, 2000);
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, 100)
        .map(([k, v]) => [k, SECRET_KEY.test(k) ? HIDDEN : redact(v, depth + 1)]),
    );
  }
  return value;
}

/** Free text with anything secret-looking hidden. */
export function redactText(text: string): string {
  let out = text.replace(SECRET_PAIR_IN_TEXT, (_m, key: string) => `${key}${HIDDEN}`);
  for (const re of SECRET_IN_TEXT) out = out.replace(re, HIDDEN);
  return clip(out, 2000);
}

/** A refused webhook keeps its raw body as text: shown as JSON when it is JSON, else as redacted text. */
function presentPayload(payload: unknown): unknown {
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
    const raw = (payload as Record<string, unknown>).body ?? (payload as Record<string, unknown>).truncated;
    if (typeof raw === 'string' && Object.keys(payload).length === 1) {
      try {
        return { body: redact(JSON.parse(raw)) };
      } catch {
        return { body: redactText(raw) };
      }
    }
  }
  return redact(payload);
}

// ---------------------------------------------------------------------------------------------
// Presenting

function presentAttempt(r: repo.AttemptRow): TPaymentAttempt {
  const p = r.payment;
  return {
    id: p.id,
    provider: p.provider,
    provider_ref: p.providerRef,
    test_mode: p.mode === 'test',
    status: p.status,
    failure_reason: p.failureReason,
    amount_minor: p.amountMinor,
    currency: p.currency,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    order: { reference: r.order.reference, kind: r.order.kind, status: r.order.status, name: r.order.name, email: r.order.email },
    site: p.tenantId ? { id: p.tenantId, name: r.siteName ?? '' } : null,
    events: Number(r.events),
    refused_events: Number(r.refused),
  };
}

const SOURCES = new Set<string>(PAYMENT_EVENT_SOURCES);

export function presentEvent(e: typeof paymentEvents.$inferSelect): TPaymentEvent {
  const refused = !e.verified && e.outcome.startsWith(REFUSED);
  const payloadType = e.payload && typeof e.payload === 'object' ? (e.payload as Record<string, unknown>).type : null;
  return {
    id: e.id,
    received_at: e.receivedAt.toISOString(),
    provider: e.provider,
    source: SOURCES.has(e.source) ? e.source : 'webhook',
    event_id: e.eventId,
    type: e.eventType ?? (typeof payloadType === 'string' && e.verified ? payloadType : null),
    verified: e.verified,
    claimed: e.claimedPaymentId !== null,
    outcome: refused ? 'refused' : e.outcome,
    reason: refused ? e.outcome.slice(REFUSED.length) : null,
    amount_minor: e.amountMinor,
    currency: e.currency,
    payload: presentPayload(e.payload),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading

/** A site's admins read their own site only: the site filter is the platform admin's. */
const scoped = (ctx: PaymentHistoryCtx, f: Filter): Filter => (ctx.site ? { ...f, site: undefined } : f);

export async function listPayments(ctx: PaymentHistoryCtx, f: Filter): Promise<Omit<TPaymentHistoryPage, 'next' | 'previous'>> {
  return ctx.run(async (tx) => {
    const { count, rows, perStatus } = await repo.listAttempts(tx, scoped(ctx, f));
    const counts: Record<string, number> = { all: 0 };
    for (const r of perStatus) {
      counts[r.status] = r.n;
      counts.all! += r.n;
    }
    const sites = ctx.site ? [] : (await repo.sitesWithPayments(tx)).map((s) => ({ id: s.id, name: s.name }));
    return { count, results: rows.map(presentAttempt), counts, sites };
  });
}

export async function paymentDetail(ctx: PaymentHistoryCtx, id: string): Promise<TPaymentDetail> {
  if (!UUID.test(id)) throw notFound(MSG.notFound);
  return ctx.run(async (tx) => {
    const row = await repo.findAttempt(tx, id);
    if (!row) throw notFound(MSG.notFound);
    const [events, refunds] = await Promise.all([repo.eventsOfPayment(tx, id), repo.refundsOfPayment(tx, id)]);
    const attempt = presentAttempt(row);
    return {
      ...attempt,
      order: { ...attempt.order, total_minor: row.order.totalMinor, currency: row.order.currency },
      timeline: events.map(presentEvent),
      refunds: refunds.map(({ refund: r, firstName, lastName }) => ({
        id: r.id,
        status: r.status,
        amount_minor: r.amountMinor,
        currency: row.payment.currency,
        reason: r.reason,
        provider_ref: r.providerRef,
        requested_by: firstName !== null ? `${firstName} ${lastName ?? ''}`.trim() : null,
        created_at: r.createdAt.toISOString(),
        completed_at: isoOrNull(r.completedAt),
      })),
    };
  });
}

/** Messages about no payment of ours: the platform admin's (they belong to no site). */
export async function listUnmatchedEvents(run: Run, f: z.output<typeof ZUnmatchedEventQuery>) {
  const { count, rows } = await run((tx) => repo.listUnmatchedEvents(tx, f));
  return { count, results: rows.map(presentEvent) };
}

/** Every attempt under the filters, as a spreadsheet (cells that look like formulas defused). */
export async function paymentsCsv(ctx: PaymentHistoryCtx, f: Filter): Promise<string> {
  const rows = await ctx.run(async (tx) => (await repo.listAttempts(tx, scoped(ctx, f), true)).rows.map(presentAttempt));
  const header = ['created_at', 'updated_at', 'order_reference', 'kind', 'provider', 'provider_reference', 'test_mode', 'status', 'amount', 'currency', 'email', 'site', 'events', 'refused_events', 'failure_reason'];
  return csvDocument(
    header,
    rows.map((p) => [
      p.created_at,
      p.updated_at,
      p.order.reference,
      p.order.kind,
      p.provider,
      p.provider_ref,
      p.test_mode ? 'yes' : 'no',
      p.status,
      (p.amount_minor / 100).toFixed(2),
      p.currency,
      p.order.email,
      p.site?.name ?? 'Main site',
      p.events,
      p.refused_events,
      p.failure_reason,
    ]),
  );
}
