import type { TLanguage } from '@commonshelf/shared/common/languages';
import {
  detailLines,
  detailsOf,
  ENQUIRY_MSG as MSG,
  ENQUIRY_NEXT_STEPS,
  SCREENSHOT_MAX_BYTES,
  ZEnquiryDetails,
  ZEnquiryInput,
  type TEnquiry,
  type TEnquiryDetail,
  type TEnquiryInput,
  type TEnquiryPage,
  type TEnquirySent,
  type TEnquiryUpdated,
  type ZEnquiryListQuery,
  type ZEnquiryUpdate,
} from '@commonshelf/shared/site/enquiries.schemas';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { UploadedFile } from '../../lib/multipart-form.js';
import type { PrivateStorage } from '../../lib/private-storage.js';
import { siteUrl } from '../../lib/site-url.js';
import { newStorageKey } from '../../lib/storage.js';
import { DEFAULT_MAX_DIMENSION, inspectImage } from '../../lib/uploads.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { isPlatformAdminHere, requireSiteAdmin } from '../auth/admin-guards.js';
import type { Run } from '../auth/auth.service.js';
import { webpDimensions } from '../challenges/submission-files.js';
import type { Mailer } from '../mail/mail.service.js';
import { brandFor, enquiryNotificationMail, enquiryReceivedMail } from '../mail/mail.templates.js';
import { listPlatformAdminEmails } from '../tenants/tenants.repository.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './enquiries.repository.js';
import type { EnquiryRow } from './enquiries.table.js';
import { nameSeenBy } from '../users/public-name.js';

/**
 * The public site's enquiry forms (contact, request a tour, report a problem, demo, sales) and the
 * admins' list of what they brought in.
 *
 * Sending: everything is checked first (the kind's schema, a problem report's screenshot by its
 * bytes), then the screenshot is stored, then the enquiry and its emails are written in one
 * transaction (the screenshot is removed again if that fails). The admins who answer it are
 * emailed (a contact message sent on a school's site goes to that school's admins, everything else
 * to the platform admins), and the sender gets a short acknowledgement in the site's brand.
 */

type Problems = Record<string, string[]>;
const add = (problems: Problems, field: string, message: string) => {
  const list = (problems[field] ??= []);
  if (!list.includes(message)) list.push(message);
};

export type Screenshot = { buffer: Buffer; ext: 'png' | 'jpg' | 'webp'; mime: string };
export type CheckedEnquiry = { input: TEnquiryInput; screenshot: Screenshot | null };

/** Judges a screenshot by its bytes: PNG, JPEG or WebP, within the size limit and 8000 px a side. */
export async function checkScreenshot(file: UploadedFile): Promise<{ ok: true; value: Screenshot } | { ok: false; message: string }> {
  if (file.truncated || file.buffer.length > SCREENSHOT_MAX_BYTES) return { ok: false, message: MSG.screenshotTooLarge };
  if (file.buffer.length === 0) return { ok: false, message: MSG.screenshotEmpty };
  const detected = await fileTypeFromBuffer(file.buffer);
  if (detected?.mime === 'image/webp') {
    const size = webpDimensions(file.buffer);
    if (!size || size.width === 0 || size.height === 0) return { ok: false, message: MSG.screenshotType };
    if (size.width > DEFAULT_MAX_DIMENSION || size.height > DEFAULT_MAX_DIMENSION) return { ok: false, message: MSG.screenshotDimensions };
    return { ok: true, value: { buffer: file.buffer, ext: 'webp', mime: 'image/webp' } };
  }
  const image = await inspectImage(file.buffer, {
    maxBytes: SCREENSHOT_MAX_BYTES,
    allowed: ['png', 'jpeg'],
    messages: { type: MSG.screenshotType, tooLarge: MSG.screenshotTooLarge, empty: MSG.screenshotEmpty, dimensions: MSG.screenshotDimensions },
  });
  if (!image.ok) return image;
  return { ok: true, value: { buffer: image.buffer, ext: image.ext === 'png' ? 'png' : 'jpg', mime: image.mime } };
}

/** The enquiry as sent (a JSON body, or a multipart form's fields) with its screenshot; every problem at once as a 400. */
export async function checkEnquiry(raw: unknown, file: UploadedFile | null): Promise<CheckedEnquiry> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest(MSG.format);
  const problems: Problems = {};
  const parsed = ZEnquiryInput.safeParse(raw);
  if (!parsed.success) for (const issue of parsed.error.issues) add(problems, String(issue.path[0] ?? 'non_field_errors'), issue.message);
  const kind = parsed.success ? parsed.data.kind : (raw as { kind?: unknown }).kind;
  let screenshot: Screenshot | null = null;
  if (file) {
    if (kind !== 'problem') add(problems, 'screenshot', MSG.screenshotOnlyProblem);
    else {
      const checked = await checkScreenshot(file);
      if (checked.ok) screenshot = checked.value;
      else add(problems, 'screenshot', checked.message);
    }
  }
  if (!parsed.success || Object.keys(problems).length) throw badRequest(VALIDATION_MESSAGE, problems);
  return { input: parsed.data, screenshot };
}

export type SubmitCtx = {
  config: Pick<AppConfig, 'productName' | 'publicUrl'>;
  mailer: Mailer;
  store: PrivateStorage;
  /** The platform scope: the enquiry is written for the site it came from, and the platform admins are read to email them. */
  platform: Run;
};

/** Where and by whom an enquiry is sent; `language` is the sender's, for their acknowledgement. */
export type SubmitMeta = { site: TenantRow | null; user: UserRow | null; userAgent: string | undefined; language?: TLanguage };

const organisationOf = (input: TEnquiryInput): string | null => ('organisation' in input && input.organisation ? input.organisation : null);

/** Stores an enquiry that passed `checkEnquiry`, emails it, and says what happens next. */
export async function submitEnquiry(ctx: SubmitCtx, checked: CheckedEnquiry, meta: SubmitMeta): Promise<TEnquirySent> {
  const { input, screenshot } = checked;
  const fileKey = screenshot ? newStorageKey('enquiries', screenshot.ext) : null;
  if (screenshot && fileKey) await ctx.store.put(fileKey, screenshot.buffer, screenshot.mime);
  let row: EnquiryRow;
  try {
    row = await ctx.platform(async (tx) => {
      const saved = await repo.insertEnquiry(tx, {
        tenantId: meta.site?.id ?? null,
        kind: input.kind,
        name: input.name,
        email: input.email,
        organisation: organisationOf(input),
        message: input.message,
        details: detailsOf(input),
        fileKey,
        pageUrl: input.page_url || null,
        userAgent: meta.userAgent ? meta.userAgent.slice(0, 512) : null,
        userId: meta.user?.id ?? null,
      });
      await emailEnquiry(ctx, tx, saved, meta.site, meta.language ?? 'en');
      return saved;
    });
  } catch (err) {
    if (fileKey) await ctx.store.delete(fileKey).catch(() => undefined);
    throw err;
  }
  // Sent after the commit; without SMTP the messages stay in the outbox for the platform admin.
  void ctx.mailer.flush();
  return { id: row.id, kind: row.kind, message: MSG.sent, next_steps: ENQUIRY_NEXT_STEPS[row.kind] };
}

/** The admins' notification and the sender's acknowledgement, in the caller's transaction. */
async function emailEnquiry(ctx: SubmitCtx, tx: Tx, row: EnquiryRow, site: TenantRow | null, language: TLanguage) {
  const siteAddress = siteUrl(ctx.config, site);
  const mainAddress = siteUrl(ctx.config, null);
  const siteBrand = brandFor(site, { productName: ctx.config.productName, siteUrl: siteAddress, publicUrl: ctx.config.publicUrl });
  // A school's own contact form is the school's to answer; the rest is the platform team's.
  const forSchool = row.kind === 'contact' && site !== null;
  let recipients: string[];
  if (forSchool) {
    recipients = await repo.siteAdminEmails(tx, site.id);
    if (!recipients.length) recipients = [site.schoolEmail];
  } else {
    recipients = await listPlatformAdminEmails(tx);
  }
  const brand = forSchool ? siteBrand : brandFor(null, { productName: ctx.config.productName, siteUrl: mainAddress, publicUrl: ctx.config.publicUrl });
  const consoleUrl = forSchool ? `${siteAddress}/admin-school/enquiries?id=${row.id}` : `${mainAddress}/admin-panel/enquiries?id=${row.id}`;
  const notification = enquiryNotificationMail(
    brand,
    {
      kind: row.kind,
      name: row.name,
      email: row.email,
      organisation: row.organisation,
      message: row.message,
      details: row.details as z.infer<typeof ZEnquiryDetails>,
      pageUrl: row.pageUrl,
      hasScreenshot: row.fileKey !== null,
      siteName: site?.schoolName ?? null,
    },
    consoleUrl,
  );
  const seen = new Set<string>();
  for (const to of recipients) {
    const key = to.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    await ctx.mailer.enqueue(tx, { ...notification, tenantId: row.tenantId, to, template: `enquiry_${row.kind}` });
  }
  await ctx.mailer.enqueue(tx, { ...enquiryReceivedMail(siteBrand, language, row.kind), tenantId: row.tenantId, to: row.email, template: 'enquiry_received' });
}

// ---------------------------------------------------------------------------------------------
// The admins' list

/**
 * Whose enquiries an admin reads: the platform admin on the main site every site's (`owner` null),
 * a school's or organization's admins on their own site that site's. Anyone else: 403.
 */
export type EnquiryReader = { owner: repo.EnquiryOwner; name: string; user: UserRow };

export function requireEnquiryReader(user: UserRow | null, site: TenantRow | null): EnquiryReader {
  if (user && isPlatformAdminHere(user, site)) return { owner: null, name: 'Platform', user };
  const admin = requireSiteAdmin(user, site, MSG.notAdmin);
  return { owner: admin.site.id, name: admin.site.schoolName, user: admin.user };
}

export type EnquiryAdminCtx = { reader: EnquiryReader; run: Run };

type ListRow = Awaited<ReturnType<typeof repo.listEnquiries>>['rows'][number];

const SUMMARY_LENGTH = 160;

/** A contact message's subject, else the start of the message, else its details on one line. */
function summaryOf(row: EnquiryRow, details: z.infer<typeof ZEnquiryDetails>): string {
  if (row.kind === 'contact' && details.subject) return details.subject;
  const message = row.message.replace(/\s+/g, ' ').trim();
  if (message) return message.length > SUMMARY_LENGTH ? `${message.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : message;
  return detailLines(details)
    .map((l) => `${l.label}: ${l.value}`)
    .join(' · ');
}

const detailsFrom = (row: EnquiryRow) => {
  const parsed = ZEnquiryDetails.safeParse(row.details);
  return parsed.success ? parsed.data : {};
};

const present = ({ enquiry: e, siteName }: ListRow): TEnquiry => ({
  id: e.id,
  kind: e.kind,
  status: e.status,
  name: e.name,
  email: e.email,
  organisation: e.organisation,
  summary: summaryOf(e, detailsFrom(e)),
  site: e.tenantId ? { id: e.tenantId, name: siteName ?? '' } : null,
  has_screenshot: e.fileKey !== null,
  created_at: e.createdAt.toISOString(),
  handled_at: e.handledAt?.toISOString() ?? null,
});

type Named = { id: string | null; firstName: string | null; lastName: string | null } | null;
const personName = (p: Named) => (p?.id ? `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() : null);

export const screenshotPath = (id: string) => `/api/admin/enquiries/${id}/screenshot/`;

export async function listEnquiries(ctx: EnquiryAdminCtx, q: z.output<typeof ZEnquiryListQuery>): Promise<Omit<TEnquiryPage, 'next' | 'previous'>> {
  const filter: repo.EnquiryFilter = { owner: ctx.reader.owner, kind: q.kind, status: q.status === 'all' ? undefined : q.status, search: q.search || undefined };
  return ctx.run(async (tx) => {
    const { count, rows } = await repo.listEnquiries(tx, filter, q.limit, q.offset);
    const perStatus = await repo.countByStatus(tx, filter);
    const n = (s: 'new' | 'in_progress' | 'closed') => perStatus.get(s) ?? 0;
    return {
      count,
      results: rows.map(present),
      counts: { all: n('new') + n('in_progress') + n('closed'), new: n('new'), in_progress: n('in_progress'), closed: n('closed') },
      scope: { owner: ctx.reader.owner === null ? ('platform' as const) : ('school' as const), name: ctx.reader.name },
    };
  });
}

async function detailIn(tx: Tx, ctx: EnquiryAdminCtx, id: string): Promise<TEnquiryDetail> {
  const row = await repo.findEnquiry(tx, ctx.reader.owner, id);
  if (!row) throw notFound(MSG.notFound);
  const e = row.enquiry;
  // A student is named in full to their own school's staff only; the platform team sees a first name.
  const senderName = row.sender?.id ? nameSeenBy(ctx.reader.user, { ...row.sender, id: row.sender.id, role: row.sender.role!, firstName: row.sender.firstName ?? '', lastName: row.sender.lastName ?? '' }) : null;
  // The handler's account may be out of this site's sight (the platform team's): named as such.
  const handlerName = e.handledBy ? (personName(row.handler) ?? 'The platform team') : null;
  return {
    ...present(row),
    message: e.message,
    details: detailsFrom(e),
    page_url: e.pageUrl,
    user_agent: e.userAgent,
    sender: e.userId && senderName !== null ? { id: e.userId, name: senderName } : null,
    note: e.note,
    handled_by: e.handledBy && handlerName ? { id: e.handledBy, name: handlerName } : null,
    screenshot_url: e.fileKey ? screenshotPath(e.id) : null,
  };
}

export async function getEnquiry(ctx: EnquiryAdminCtx, id: string): Promise<TEnquiryDetail> {
  return ctx.run((tx) => detailIn(tx, ctx, id));
}

/**
 * A new status and/or note. Moving out of "new" (or changing a handled one) records who handled
 * it and when; back to "new" clears both (the table's check keeps the two in step).
 */
export async function updateEnquiry(ctx: EnquiryAdminCtx, id: string, input: z.output<typeof ZEnquiryUpdate>): Promise<TEnquiryUpdated> {
  return ctx.run(async (tx) => {
    const row = await repo.lockEnquiry(tx, ctx.reader.owner, id);
    if (!row) throw notFound(MSG.notFound);
    const status = input.status ?? row.status;
    const note = input.note ?? row.note;
    if (status !== row.status || note !== row.note) {
      const handled = status === 'new' ? { handledBy: null, handledAt: null } : { handledBy: ctx.reader.user.id, handledAt: new Date() };
      await repo.updateEnquiry(tx, id, { status, note, ...handled });
    }
    return { enquiry: await detailIn(tx, ctx, id), message: MSG.updated };
  });
}

/** The stored key of an enquiry's screenshot, for its download route. */
export async function screenshotKey(ctx: EnquiryAdminCtx, id: string): Promise<string> {
  const row = await ctx.run((tx) => repo.findEnquiry(tx, ctx.reader.owner, id));
  if (!row) throw notFound(MSG.notFound);
  if (!row.enquiry.fileKey) throw notFound(MSG.noScreenshot);
  return row.enquiry.fileKey;
}
