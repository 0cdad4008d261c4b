import { ZApiError, zPage } from '@commonshelf/shared/common/api.schemas';
import {
  ZChapterItem,
  ZCourseCard,
  ZCourseDetail,
  ZCourseLanding,
  ZCourseListQuery,
  ZLessonItem,
  zList,
  type TCourseCard,
} from '@commonshelf/shared/courses/courses.schemas';
import { ZLessonContent } from '@commonshelf/shared/courses/learning.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { mediaUrl } from '../../lib/media.js';
import { pageLinks } from '../../lib/pagination.js';
import { listPublishedCourses } from './courses.repository.js';
import { chapterList, courseDetail, lessonContent, lessonList, publishedCourse } from './learning.service.js';
import { authorOwner, courseForViewer } from './authoring.service.js';
import { optionalUser } from './optional-user.js';
import { sanitizeRichText } from './rich-text.js';

type CourseListRow = Awaited<ReturnType<typeof listPublishedCourses>>['rows'][number];

const presentCard = (r: CourseListRow): TCourseCard => ({
  id: r.course.id,
  slug: r.course.slug,
  name: r.course.name,
  intro: r.course.intro,
  kind: r.course.kind,
  cover: mediaUrl(r.course.cover),
  mode_id: r.course.modeId,
  sdgs: r.course.sdgs,
  chapters_count: Number(r.chapters),
  lessons_count: Number(r.lessons),
  duration_minutes: Number(r.minutes),
});

const slug = z.string().max(200);
export const ZCourseParams = z.object({ slug });
export const ZChapterParams = z.object({ slug, chapterSlug: slug });
export const ZLessonParams = z.object({ slug, chapterSlug: slug, lessonSlug: slug });

/**
 * The course a page shows: a published one, or for an admin who edits this site's courses one of
 * their drafts too (preview). Drafts stay out of the catalogue and never reach learners.
 */
async function courseForPage(tx: Tx, request: FastifyRequest, slug: string) {
  return (await courseForViewer(tx, slug, authorOwner(request.user, request.tenant))) ?? publishedCourse(tx, slug);
}

/** Course catalogue, course pages, outlines and lesson content: readable by anyone on the site. */
const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/courses/', { config: { publicCache: true }, schema: { querystring: ZCourseListQuery, response: { 200: zPage(ZCourseCard) } } }, async (request) => {
    const q = request.query;
    const { rows, count } = await request.withTenant(
      (tx) => listPublishedCourses(tx, { kind: q.kind, modeId: q.mode, search: q.search || undefined, sdg: q.sdg, limit: q.limit, offset: q.offset }),
      { readOnly: 'replica' },
    );
    return { count, ...pageLinks(request, count, q.limit, q.offset), results: rows.map(presentCard) };
  });

  app.get(
    '/courses/:slug/',
    { onRequest: optionalUser(app), schema: { params: ZCourseParams, response: { 200: ZCourseDetail, 401: ZApiError, 404: ZApiError } } },
    async (request) =>
      request.withTenant(async (tx) => {
        const course = await courseForPage(tx, request, request.params.slug);
        const detail = await courseDetail(tx, course, request.user);
        return course.status === 'draft' ? { ...detail, preview: true } : detail;
      }),
  );

  // The spec's calls: the client reads results[].slug of each.
  app.get(
    '/courses/:slug/chapters/',
    { schema: { params: ZCourseParams, response: { 200: zList(ZChapterItem), 404: ZApiError } } },
    async (request) => {
      const results = await request.withTenant(async (tx) => chapterList(tx, await publishedCourse(tx, request.params.slug)));
      return { count: results.length, results };
    },
  );

  app.get(
    '/courses/:slug/chapters/:chapterSlug/lessons/',
    { schema: { params: ZChapterParams, response: { 200: zList(ZLessonItem), 404: ZApiError } } },
    async (request) => {
      const { slug: s, chapterSlug } = request.params;
      const results = await request.withTenant(async (tx) => lessonList(tx, await publishedCourse(tx, s), chapterSlug));
      return { count: results.length, results };
    },
  );

  app.get(
    '/courses/:slug/chapters/:chapterSlug/lessons/:lessonSlug/',
    { onRequest: optionalUser(app), schema: { params: ZLessonParams, response: { 200: ZLessonContent, 401: ZApiError, 404: ZApiError } } },
    async (request) => {
      const { slug: s, chapterSlug, lessonSlug } = request.params;
      return request.withTenant(async (tx) => lessonContent(tx, await courseForPage(tx, request, s), chapterSlug, lessonSlug, request.user));
    },
  );

  app.get(
    '/data/courses/:slug',
    { schema: { params: ZCourseParams, response: { 200: z.object({ data: ZCourseLanding }), 404: ZApiError } } },
    async (request) => {
      const course = await request.withTenant((tx) => publishedCourse(tx, request.params.slug));
      return {
        data: {
          id: course.id,
          slug: course.slug,
          name: course.name,
          intro: course.intro,
          description: {
            description: await sanitizeRichText(course.descriptionHtml),
            sustainability_details: course.sustainabilityDetails.map((d) => ({ title: d.title, thumbnail: mediaUrl(d.thumbnail)! })),
          },
        },
      };
    },
  );
};
export default coursesRoutes;
