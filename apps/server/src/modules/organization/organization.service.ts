import {
  STORY_ADMIN_MSG as MSG,
  type TOrgBook,
  type TOrgBookStats,
  type TOrgSite,
  type TOrgSites,
  type TOrgStory,
  type TOrgStoryDetail,
} from '@commonshelf/shared/library/story-admin.schemas';
import { publicPersonName } from '@commonshelf/shared/users/public-name';
import type { AppConfig } from '../../config.js';
import { notFound } from '../../lib/http-errors.js';
import { urlSigner } from '../../lib/signed-urls.js';
import { siteUrl } from '../../lib/site-url.js';
import type { Run } from '../auth/auth.service.js';
import { bookCoverUrl, storyMediaFor, viewerUrl, type MediaView } from '../library-media/media-urls.js';
import { organizationScope, scopeTenantIds, type OrganizationScope, type OrgSite } from '../tenants/organization-scope.js';
import * as repo from './organization.repository.js';
import { isoOrNull } from '../../lib/iso-date.js';

/**
 * An organization admin's read-only view of the stories and books of the organization and its
 * schools. Everything runs in the platform scope over the sites `organizationScope` names.
 */
export type OrgCtx = {
  /** The platform scope: every query below names the organization's sites itself. */
  runPlatform: Run;
  organizationId: string;
  config: Pick<AppConfig, 'publicUrl' | 'jwtSecret'>;
};

/** The organization admin sees its schools' files from the organization's site: signed addresses (library-media). */
const mediaView = (ctx: OrgCtx): MediaView => ({ signer: urlSigner(ctx.config), siteId: ctx.organizationId });
/** Names leave their school short: a student's first name only, an adult's first name and initial. */
const shortName = (a: { firstName: string | null; lastName: string | null; role: string | null } | null) =>
  a?.firstName ? publicPersonName(a.firstName, a.lastName ?? '', a.role, 'first_initial') : null;

const siteRef = (s: OrgSite | undefined) => ({ id: s?.id ?? '', name: s?.schoolName ?? '', subdomain: s?.subdomain ?? '' });

function presentSite(config: OrgCtx['config'], s: OrgSite): TOrgSite {
  return { id: s.id, name: s.schoolName, subdomain: s.subdomain, is_organization: s.isOrganization, url: siteUrl(config, s) };
}

export async function sites(ctx: OrgCtx): Promise<TOrgSites> {
  const scope = await ctx.runPlatform((tx) => organizationScope(tx, ctx.organizationId));
  return { organization: presentSite(ctx.config, scope.organization), schools: scope.schools.map((s) => presentSite(ctx.config, s)) };
}

type StoryRow = NonNullable<Awaited<ReturnType<typeof repo.findOrgStory>>>;

function presentStory(ctx: OrgCtx, scope: OrganizationScope, { story, author }: StoryRow): TOrgStory {
  const site = scope.sites.get(story.tenantId);
  const published = story.status === 'published';
  return {
    id: story.id,
    slug: story.slug,
    title: story.title,
    summary: story.summary,
    cover: storyMediaFor(mediaView(ctx), story, '').cover,
    status: published ? 'published' : 'pending',
    author: shortName(author),
    site: siteRef(site),
    submitted_at: isoOrNull(story.submittedAt),
    published_at: isoOrNull(story.publishedAt),
    url: published && site ? `${siteUrl(ctx.config, site)}/library/story-${encodeURIComponent(story.slug)}` : null,
  };
}

export async function listStories(
  ctx: OrgCtx,
  q: { school?: string | undefined; status: 'all' | 'pending' | 'published'; search?: string | undefined; limit: number; offset: number },
) {
  return ctx.runPlatform(async (tx) => {
    const scope = await organizationScope(tx, ctx.organizationId);
    const tenantIds = scopeTenantIds(scope, q.school, MSG.schoolNotInOrganization);
    const { rows, count, counts } = await repo.listOrgStories(tx, { tenantIds, status: q.status, search: q.search, limit: q.limit, offset: q.offset });
    return { count, counts, results: rows.map((r) => presentStory(ctx, scope, r)) };
  });
}

export async function getStory(ctx: OrgCtx, id: number): Promise<TOrgStoryDetail> {
  return ctx.runPlatform(async (tx) => {
    const scope = await organizationScope(tx, ctx.organizationId);
    const row = await repo.findOrgStory(tx, scope.tenantIds, id);
    if (!row) throw notFound(MSG.orgStoryNotFound);
    // Story bodies are sanitised when they are saved (publishing's updateStory).
    return { ...presentStory(ctx, scope, row), body_html: storyMediaFor(mediaView(ctx), row.story, row.story.body).body_html };
  });
}

export async function listBooks(
  ctx: OrgCtx,
  q: { school?: string | undefined; status: 'all' | 'pending' | 'published'; featured?: 'true' | 'false' | undefined; search?: string | undefined; limit: number; offset: number },
) {
  return ctx.runPlatform(async (tx) => {
    const scope = await organizationScope(tx, ctx.organizationId);
    const tenantIds = scopeTenantIds(scope, q.school, MSG.schoolNotInOrganization);
    const { rows, count } = await repo.listOrgBooks(tx, {
      tenantIds,
      status: q.status,
      featured: q.featured === undefined ? undefined : q.featured === 'true',
      search: q.search,
      limit: q.limit,
      offset: q.offset,
    });
    const results: TOrgBook[] = rows.map(({ book, category, readings, reactions }) => {
      const site = scope.sites.get(book.tenantId!);
      const published = book.status === 'published';
      return {
        id: book.id,
        slug: book.slug,
        title: book.title,
        authors: book.authors,
        cover: viewerUrl(mediaView(ctx), book, bookCoverUrl(book)),
        format: book.format,
        status: published ? 'published' : 'pending',
        featured: book.featured,
        category,
        site: siteRef(site),
        readings,
        reactions,
        submitted_at: isoOrNull(book.submittedAt),
        published_at: isoOrNull(book.publishedAt),
        url: published && site ? `${siteUrl(ctx.config, site)}/library/${book.id}` : null,
      };
    });
    return { count, results };
  });
}

/** The spec's book statistics (all and featured books) for the organization and its schools, and each site's share. */
export async function bookStats(ctx: OrgCtx, q: { school?: string | undefined }): Promise<TOrgBookStats> {
  return ctx.runPlatform(async (tx) => {
    const scope = await organizationScope(tx, ctx.organizationId);
    const tenantIds = scopeTenantIds(scope, q.school, MSG.schoolNotInOrganization);
    const rows = await repo.siteBookStats(tx, tenantIds);
    const sum = (key: 'allBook' | 'featuredBook' | 'pendingBook' | 'readings') => rows.reduce((n, r) => n + r[key], 0);
    return {
      book_stats: { all_book: sum('allBook'), featured_book: sum('featuredBook') },
      pending_book: sum('pendingBook'),
      readings: sum('readings'),
      by_site: rows.map((r) => {
        const site = scope.sites.get(r.tenantId)!;
        return {
          site: { id: site.id, name: site.schoolName, subdomain: site.subdomain, is_organization: site.isOrganization },
          all_book: r.allBook,
          featured_book: r.featuredBook,
          pending_book: r.pendingBook,
          readings: r.readings,
          published_story: r.publishedStory,
          pending_story: r.pendingStory,
        };
      }),
    };
  });
}
