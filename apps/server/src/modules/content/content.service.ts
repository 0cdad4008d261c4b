import {
  CONTENT_MSG as MSG,
  CONTENT_PAGE_NAMES,
  CONTENT_PAGE_SLUGS,
  isContentPageSlug,
  isSchoolPage,
  SCHOOL_PAGE_SLUGS,
  type ContentPageSlug,
  type TAdminContentPage,
  type TAdminContentPageList,
  type TContentPage,
  type TContentPageInput,
  type TContentRevision,
} from '@commonshelf/shared/site/content-pages.schemas';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { isPlatformAdminHere } from '../auth/admin-guards.js';
import type { Run } from '../auth/auth.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import { renderMarkdown, splitSections } from './content.markdown.js';
import * as repo from './content.repository.js';
import type { ContentPageRow } from './content.table.js';

/**
 * Whose pages an editor writes: the platform admin on the main site the platform's (every site's
 * default), a school's admins on their own site that school's about and contact pages.
 */
export type ContentEditor = { owner: repo.PageOwner; user: UserRow };

const SCHOOL_EDITOR_ROLES = ['school_admin', 'organization_admin'] as const;

export function requireContentEditor(user: UserRow | null, site: TenantRow | null): ContentEditor {
  if (user && isPlatformAdminHere(user, site)) return { owner: null, user };
  // A school's own admins (not teacher admins, who run classes rather than the site).
  if (user && site && user.tenantId === site.id && (SCHOOL_EDITOR_ROLES as readonly string[]).includes(user.role)) return { owner: site.id, user };
  throw forbidden(MSG.notEditor);
}

/** `run` is the platform scope for the platform admin (the only one who writes rows with tenant_id null), the school's own otherwise. */
export type ContentCtx = { run: Run; editor: ContentEditor };

const personName = (p: { firstName: string | null; lastName: string | null } | null) =>
  p?.firstName ? `${p.firstName} ${p.lastName ?? ''}`.trim() : null;

function knownSlug(slug: string): ContentPageSlug {
  if (!isContentPageSlug(slug)) throw notFound(MSG.unknownPage);
  return slug;
}

/** The slug an editor may write, or 403/404. */
function editableSlug(editor: ContentEditor, slug: string): ContentPageSlug {
  const known = knownSlug(slug);
  if (editor.owner !== null && !isSchoolPage(known)) throw forbidden(MSG.notSchoolPage);
  return known;
}

async function presentShown(row: ContentPageRow): Promise<TContentPage> {
  return {
    slug: row.slug as ContentPageSlug,
    title: row.title,
    summary: row.summary,
    html: row.bodyHtml,
    ...(await splitSections(row.bodyHtml)),
    source: row.tenantId === null ? 'platform' : 'school',
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The page as a site shows it: the school's own about or contact page if it wrote one, else the platform's. */
export async function shownPage(run: Run, site: TenantRow | null, slug: string): Promise<TContentPage> {
  const known = knownSlug(slug);
  const row = await run((tx) => repo.findShownPage(tx, site?.id ?? null, known, isSchoolPage(known)));
  if (!row) throw notFound(MSG.unknownPage);
  return presentShown(row);
}

export async function listEditablePages(ctx: ContentCtx): Promise<TAdminContentPageList> {
  const { owner } = ctx.editor;
  const slugs: readonly ContentPageSlug[] = owner === null ? CONTENT_PAGE_SLUGS : SCHOOL_PAGE_SLUGS;
  const rows = await ctx.run((tx) => repo.listPages(tx, owner === null ? [null] : [owner, null], slugs));
  const results = slugs.map((slug) => {
    const own = rows.find((r) => r.page.slug === slug && r.page.tenantId === owner);
    const platform = rows.find((r) => r.page.slug === slug && r.page.tenantId === null);
    const shown = own ?? platform;
    return {
      slug,
      title: shown?.page.title ?? CONTENT_PAGE_NAMES[slug],
      owner: owner === null ? ('platform' as const) : ('school' as const),
      overridden: owner !== null && !!own,
      version: own?.page.version ?? 0,
      updated_at: own?.page.updatedAt.toISOString() ?? null,
      updated_by: own ? personName(own.editor) : null,
    };
  });
  return { manages: owner === null ? 'platform' : 'school', results };
}

async function editorView(tx: Tx, editor: ContentEditor, slug: ContentPageSlug): Promise<TAdminContentPage> {
  const own = await repo.findPage(tx, editor.owner, slug);
  // A school without its own version starts from the platform's text.
  const base = own ?? (editor.owner !== null ? await repo.findPage(tx, null, slug) : null);
  const revisions = own ? await repo.listRevisions(tx, own.id) : [];
  const latest = revisions[0];
  return {
    slug,
    title: base?.title ?? CONTENT_PAGE_NAMES[slug],
    summary: base?.summary ?? '',
    body_md: base?.bodyMd ?? '',
    html: base?.bodyHtml ?? '',
    owner: editor.owner === null ? 'platform' : 'school',
    overridden: editor.owner !== null && !!own,
    version: own?.version ?? 0,
    updated_at: own?.updatedAt.toISOString() ?? null,
    updated_by: latest ? personName(latest.editor) : null,
    revisions: revisions.map(({ revision: r, editor: who }) => ({
      version: r.version,
      title: r.title,
      created_at: r.createdAt.toISOString(),
      created_by: personName(who),
      restored_from: r.restoredFrom,
    })),
  };
}

export async function editablePage(ctx: ContentCtx, slug: string): Promise<TAdminContentPage> {
  const known = editableSlug(ctx.editor, slug);
  return ctx.run((tx) => editorView(tx, ctx.editor, known));
}

type PageText = { title: string; summary: string; body_md: string };

/**
 * Writes a new version of the editor's page in the caller's transaction: the page row takes the
 * text and the next version number, and the history keeps a copy. `baseVersion` is the version the
 * editor started from; another save since then is a conflict rather than a silent overwrite.
 */
type Author = { owner: repo.PageOwner; userId: string | null };
const authorOf = (editor: ContentEditor): Author => ({ owner: editor.owner, userId: editor.user.id });

async function writeVersion(tx: Tx, author: Author, slug: ContentPageSlug, text: PageText, baseVersion: number | null, restoredFrom: number | null) {
  const current = await repo.findPage(tx, author.owner, slug, { lock: true });
  if (baseVersion !== null && (current?.version ?? 0) !== baseVersion) throw conflict(MSG.stale, { version: String(current?.version ?? 0) });
  if (current && current.title === text.title && current.summary === text.summary && current.bodyMd === text.body_md) throw badRequest(MSG.unchanged);
  const bodyHtml = await renderMarkdown(text.body_md);
  const values = { title: text.title, summary: text.summary, bodyMd: text.body_md, bodyHtml, updatedAt: new Date(), updatedBy: author.userId };
  const page = current
    ? await repo.updatePage(tx, current.id, { ...values, version: current.version + 1 })
    : await repo.insertPage(tx, { ...values, tenantId: author.owner, slug, version: 1 });
  await repo.insertRevision(tx, {
    pageId: page.id,
    tenantId: author.owner,
    version: page.version,
    title: text.title,
    summary: text.summary,
    bodyMd: text.body_md,
    restoredFrom,
    createdBy: author.userId,
  });
}

/** Runs a write, answering a concurrent first save of the same page (unique index) as the stale conflict it is. */
async function write<T>(ctx: ContentCtx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.run(fn);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.stale);
    throw err;
  }
}

export async function savePage(ctx: ContentCtx, slug: string, input: TContentPageInput): Promise<TAdminContentPage> {
  const known = editableSlug(ctx.editor, slug);
  return write(ctx, async (tx) => {
    await writeVersion(tx, authorOf(ctx.editor), known, input, input.base_version, null);
    return editorView(tx, ctx.editor, known);
  });
}

async function ownPageOr404(tx: Tx, editor: ContentEditor, slug: ContentPageSlug) {
  const page = await repo.findPage(tx, editor.owner, slug);
  if (!page) throw notFound(MSG.unknownRevision);
  return page;
}

export async function pageRevision(ctx: ContentCtx, slug: string, version: number): Promise<TContentRevision> {
  const known = editableSlug(ctx.editor, slug);
  return ctx.run(async (tx) => {
    const page = await ownPageOr404(tx, ctx.editor, known);
    const found = await repo.findRevision(tx, page.id, version);
    if (!found) throw notFound(MSG.unknownRevision);
    const r = found.revision;
    return {
      version: r.version,
      title: r.title,
      summary: r.summary,
      body_md: r.bodyMd,
      html: await renderMarkdown(r.bodyMd),
      created_at: r.createdAt.toISOString(),
      created_by: personName(found.editor),
      restored_from: r.restoredFrom,
    };
  });
}

/** Brings an earlier version back as the newest one; the versions in between stay in the history. */
export async function restoreRevision(ctx: ContentCtx, slug: string, version: number): Promise<TAdminContentPage> {
  const known = editableSlug(ctx.editor, slug);
  return write(ctx, async (tx) => {
    const page = await ownPageOr404(tx, ctx.editor, known);
    const found = await repo.findRevision(tx, page.id, version);
    if (!found) throw notFound(MSG.unknownRevision);
    const r = found.revision;
    await writeVersion(tx, authorOf(ctx.editor), known, { title: r.title, summary: r.summary, body_md: r.bodyMd }, null, r.version);
    return editorView(tx, ctx.editor, known);
  });
}

/** A school goes back to the platform's page: its own version and that version's history are deleted. */
export async function revertToPlatform(ctx: ContentCtx, slug: string): Promise<TAdminContentPage> {
  const known = editableSlug(ctx.editor, slug);
  if (ctx.editor.owner === null) throw badRequest(MSG.noOverride);
  return ctx.run(async (tx) => {
    const page = await repo.findPage(tx, ctx.editor.owner, known, { lock: true });
    if (!page) throw badRequest(MSG.noOverride);
    await repo.deletePage(tx, page.id);
    return editorView(tx, ctx.editor, known);
  });
}

export async function preview(md: string): Promise<{ html: string }> {
  return { html: await renderMarkdown(md) };
}

/**
 * Writes the product's own text of a platform page outside any request: its first version, or a
 * new one when the product's text changed and no person has saved the page since (a page an
 * editor saved or restored is theirs and is never touched). `current` is the page as stored, if any.
 */
export async function writeDefaultVersion(tx: Tx, slug: ContentPageSlug, text: PageText, current: repo.PageRow | null): Promise<boolean> {
  if (current && (current.updatedBy !== null || (current.title === text.title && current.summary === text.summary && current.bodyMd === text.body_md))) return false;
  await writeVersion(tx, { owner: null, userId: null }, slug, text, current ? current.version : 0, null);
  return true;
}

/** Writes a page's first version outside any request (the demo), unless its owner has one already. */
export async function writeFirstVersion(tx: Tx, owner: repo.PageOwner, slug: ContentPageSlug, text: PageText, userId: string | null = null) {
  if (await repo.findPage(tx, owner, slug)) return false;
  await writeVersion(tx, { owner, userId }, slug, text, 0, null);
  return true;
}
