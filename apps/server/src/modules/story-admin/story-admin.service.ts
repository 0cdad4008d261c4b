import { STORY_ADMIN_MSG as MSG, type TAdminStory, type TAdminStoryDetail, type TAdminStoryStatus } from '@commonshelf/shared/library/story-admin.schemas';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { Run } from '../auth/auth.service.js';
import { storyMediaFor, type MediaView } from '../library-media/media-urls.js';
import { reviewStory, SITE_ADMIN_ROLES, type PubCtx } from '../publishing/publishing.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './story-admin.repository.js';
import { isoOrNull } from '../../lib/iso-date.js';

/**
 * A school's stories for its admins: the whole school's, whatever their status, with the review
 * (the publishing module's own `reviewStory`: its rules, its record and its email to the author)
 * and unpublishing. Teachers review their classes' stories from the dashboard's review queue.
 */

/** The school whose stories this user administers: a site admin's own site, or 403. */
export function requireSchoolAdmin(user: UserRow | null, site: TenantRow | null): TenantRow {
  if (!user || !site || user.tenantId !== site.id || !(SITE_ADMIN_ROLES as readonly string[]).includes(user.role)) throw forbidden(MSG.notSiteAdmin);
  return site;
}

export type StoryAdminCtx = {
  run: Run;
  school: TenantRow;
  user: UserRow;
  /** What the publishing module's review needs (it runs its own transaction). */
  pub: PubCtx;
};
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

function present(row: repo.AdminStoryRow, view: MediaView): TAdminStory {
  const { story: s } = row;
  return {
    id: s.id,
    slug: s.slug,
    title: s.title,
    summary: s.summary,
    cover: storyMediaFor(view, s, '').cover,
    language: s.language,
    status: s.status,
    author: row.author?.id ? { id: row.author.id, name: fullName(row.author), role: row.author.role, username: row.author.username } : null,
    classes: row.classes,
    category: row.category?.id ? { id: row.category.id, name: row.category.name } : null,
    rejection_reason: s.rejectionReason,
    reviewed_by: row.reviewer?.firstName ? fullName(row.reviewer) : null,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    submitted_at: isoOrNull(s.submittedAt),
    reviewed_at: isoOrNull(s.reviewedAt),
    published_at: isoOrNull(s.publishedAt),
  };
}

async function detail(tx: Tx, tenantId: string, id: number, view: MediaView): Promise<TAdminStoryDetail> {
  const row = await repo.findSchoolStory(tx, tenantId, id);
  if (!row) throw notFound(MSG.notFound);
  // Story bodies are sanitised when they are saved (publishing's updateStory); their pictures are signed while unpublished.
  return { ...present(row, view), body_html: storyMediaFor(view, row.story, row.story.body).body_html };
}

export async function listStories(
  ctx: StoryAdminCtx,
  q: { status: TAdminStoryStatus; class?: string | undefined; search?: string | undefined; limit: number; offset: number },
) {
  return ctx.run(async (tx) => {
    const classes = await repo.schoolClasses(tx, ctx.school.id);
    if (q.class && !classes.some((c) => c.id === q.class)) throw badRequest(VALIDATION_MESSAGE, { class: ['Choose a class from the list.'] });
    const { rows, count, counts } = await repo.listSchoolStories(tx, {
      tenantId: ctx.school.id,
      status: q.status,
      classId: q.class,
      search: q.search,
      limit: q.limit,
      offset: q.offset,
    });
    return { count, results: rows.map((r) => present(r, ctx.pub.media)), counts, classes };
  });
}

export async function getStory(ctx: StoryAdminCtx, id: number): Promise<TAdminStoryDetail> {
  return ctx.run((tx) => detail(tx, ctx.school.id, id, ctx.pub.media));
}

/** Approves or rejects a pending story through the publishing module's review, then answers the story as it now is. */
export async function decide(ctx: StoryAdminCtx, id: number, approve: boolean, reason: string): Promise<TAdminStoryDetail> {
  await reviewStory(ctx.pub, id, approve, reason);
  return ctx.run((tx) => detail(tx, ctx.school.id, id, ctx.pub.media));
}

/**
 * Takes a published story out of the library: it goes back to its author as a draft, which they can
 * change and send for review again. Its reactions are kept for if it comes back.
 */
export async function unpublish(ctx: StoryAdminCtx, id: number): Promise<TAdminStoryDetail> {
  return ctx.run(async (tx) => {
    const row = await repo.lockSchoolStory(tx, ctx.school.id, id);
    if (!row) throw notFound(MSG.notFound);
    if (row.status !== 'published') throw conflict(MSG.notPublished);
    await repo.updateStory(tx, id, { status: 'draft', publishedAt: null, reviewedAt: new Date(), reviewedBy: ctx.user.id, rejectionReason: null });
    return detail(tx, ctx.school.id, id, ctx.pub.media);
  });
}
