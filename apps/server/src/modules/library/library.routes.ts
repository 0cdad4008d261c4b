import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  ZBookPage,
  ZBookDetail,
  ZBookFacets,
  ZBookListQuery,
  ZReactionCount,
  ZReactionCounts,
  ZReactionToggle,
} from '@commonshelf/shared/library/library.schemas';
import {
  ZBookStats,
  ZCategoryContributions,
  ZImpactCount,
  ZReactionStats,
  ZTeacherStats,
} from '@commonshelf/shared/library/stats.schemas';
import { publicPersonName } from '@commonshelf/shared/users/public-name';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import { optionalUser } from '../courses/optional-user.js';
import { sanitizeRichText } from '../courses/rich-text.js';
import { storyCoverUrl } from '../library-media/media-urls.js';
import {
  bookFacets,
  bookStats,
  browsePublishedBooks,
  categoryReactionContributions,
  reactionCounts,
  reactionStats,
  teacherBookStats,
  teacherStoryStats,
} from './library.repository.js';
import { bookDetail, presentBookCard, publishedStory, toggleViewerReaction } from './library.service.js';
import { totalImpacts } from './impact.js';

const ZItemParams = z.object({ id: z.string().min(1).max(200) });
const ZFacetsQuery = z.object({ mode: z.coerce.number().int().positive().optional() });

export const ZStoryDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body_html: z.string(),
  cover: z.string().nullable(),
  language: z.string(),
  /** A student author by first name only ("Mei"); a teacher by first name and initial ("Tom H."). */
  author: z.string().nullable(),
  published_at: z.string().nullable(),
  reactions: z.array(ZReactionCount),
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A story's body as safe HTML: the wizard writes HTML; plain text is split into paragraphs. */
async function storyHtml(body: string) {
  if (/<[a-z][\s\S]*>/i.test(body)) return sanitizeRichText(body);
  return body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The library as visitors browse it, reactions, and the library's statistics. */
const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/books/', { config: { publicCache: true }, schema: { querystring: ZBookListQuery, response: { 200: ZBookPage, 400: ZApiError } } }, async (request) => {
    const q = request.query;
    const { rows, count, lowerBound } = await request.withTenant((tx) =>
      browsePublishedBooks(tx, {
        featured: q.featured === undefined ? undefined : q.featured === 'true',
        modeId: q.mode,
        categoryId: q.category,
        language: q.language,
        level: q.level,
        age: q.age,
        sdg: q.sdg,
        format: q.format,
        search: q.search || undefined,
        sort: q.sort,
        limit: q.limit,
        offset: q.offset,
      }),
      { readOnly: 'replica' },
    );
    return { count, count_is_lower_bound: lowerBound, ...pageLinks(request, count, q.limit, q.offset), results: rows.map(presentBookCard) };
  });

  app.get('/books/facets/', { config: { publicCache: true }, schema: { querystring: ZFacetsQuery, response: { 200: ZBookFacets } } }, async (request) =>
    request.withTenant((tx) => bookFacets(tx, request.query.mode), { readOnly: 'replica' }),
  );

  app.get(
    '/books/:id/',
    { onRequest: optionalUser(app), schema: { params: ZItemParams, response: { 200: ZBookDetail, 401: ZApiError, 404: ZApiError } } },
    async (request) => request.withTenant((tx) => bookDetail(tx, request.params.id, request.user?.id ?? null)),
  );

  app.post(
    '/books/:id/reactions/',
    {
      onRequest: app.requireUser,
      schema: { params: ZItemParams, body: ZReactionToggle, response: { 200: ZReactionCounts, 400: ZApiError, 401: ZApiError, 404: ZApiError } },
    },
    async (request) =>
      request.withTenant((tx) =>
        toggleViewerReaction(tx, { book: request.params.id }, { id: request.user!.id, tenantId: request.tenant?.id ?? null }, request.body.kind),
      ),
  );

  app.get(
    '/library/stories/:id/',
    { onRequest: optionalUser(app), schema: { params: ZItemParams, response: { 200: ZStoryDetail, 401: ZApiError, 404: ZApiError } } },
    async (request) =>
      request.withTenant(async (tx) => {
        const { story, author } = await publishedStory(tx, request.params.id);
        return {
          id: story.id,
          slug: story.slug,
          title: story.title,
          summary: story.summary,
          body_html: await storyHtml(story.body),
          cover: storyCoverUrl(story),
          language: story.language,
          // A student by first name only; a teacher by first name and initial.
          author: author?.firstName ? publicPersonName(author.firstName, author.lastName, author.role, 'first_initial') : null,
          published_at: story.publishedAt?.toISOString() ?? null,
          reactions: await reactionCounts(tx, { storyId: story.id }, request.user?.id ?? null),
        };
      }),
  );

  app.post(
    '/stories/:id/reactions/',
    {
      onRequest: app.requireUser,
      schema: { params: ZItemParams, body: ZReactionToggle, response: { 200: ZReactionCounts, 400: ZApiError, 401: ZApiError, 404: ZApiError } },
    },
    async (request) =>
      request.withTenant((tx) =>
        toggleViewerReaction(tx, { story: request.params.id }, { id: request.user!.id, tenantId: request.tenant?.id ?? null }, request.body.kind),
      ),
  );

  // The spec's statistics calls, written as the spec writes them.
  app.get('/book-stats', { schema: { response: { 200: ZBookStats } } }, async (request) => ({
    book_stats: await request.withTenant(bookStats),
  }));

  const teacherRoles = app.requireRole('teacher', 'teacher_admin', 'school_admin');
  /** School admins and teacher admins see every class of their school; teachers their own classes. */
  const wholeSchool = (role: string) => role === 'school_admin' || role === 'teacher_admin';

  app.get(
    '/teacher/book-stats/',
    { onRequest: teacherRoles, schema: { response: { 200: ZTeacherStats, 401: ZApiError, 403: ZApiError } } },
    async (request) => request.withTenant((tx) => teacherBookStats(tx, request.user!.id, wholeSchool(request.user!.role))),
  );

  app.get(
    '/teacher/blog-stats/',
    { onRequest: teacherRoles, schema: { response: { 200: ZTeacherStats, 401: ZApiError, 403: ZApiError } } },
    async (request) => request.withTenant((tx) => teacherStoryStats(tx, request.user!.id, wholeSchool(request.user!.role))),
  );

  // A school's site counts its own readings and gifts; the main site counts the whole platform's.
  app.get('/v1/impacts/count/', { schema: { response: { 200: ZImpactCount } } }, async (request) => ({
    total_impacts: await request.withTenant(totalImpacts, { platform: !request.tenant }),
  }));

  app.get('/reactions/stats/', { schema: { response: { 200: ZReactionStats } } }, async (request) => ({
    results: await request.withTenant(reactionStats),
  }));

  app.get('/categories/reaction-contributions/', { schema: { response: { 200: ZCategoryContributions } } }, async (request) => ({
    categories: await request.withTenant(categoryReactionContributions),
  }));
};
export default libraryRoutes;
