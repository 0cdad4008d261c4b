import { zPage } from '@commonshelf/shared/common/api.schemas';
import {
  ZCourseCard,
  ZCourseLanding,
  ZCourseListQuery,
  type TCourseCard,
} from '@commonshelf/shared/courses/courses.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { pageLinks } from '../../lib/pagination.js';
import { findPublishedCourseBySlug, listPublishedCourses } from './courses.repository.js';

type CourseListRow = Awaited<ReturnType<typeof listPublishedCourses>>['rows'][number];

const presentCard = (r: CourseListRow): TCourseCard => ({
  id: r.course.id,
  slug: r.course.slug,
  name: r.course.name,
  intro: r.course.intro,
  kind: r.course.kind,
  cover: mediaUrl(r.course.cover),
  mode_id: r.course.modeId,
  chapters_count: Number(r.chapters),
  lessons_count: Number(r.lessons),
});

/** Course catalogue and course landing data. */
const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/courses/', { schema: { querystring: ZCourseListQuery, response: { 200: zPage(ZCourseCard) } } }, async (request) => {
    const q = request.query;
    const { rows, count } = await request.withTenant((tx) =>
      listPublishedCourses(tx, { kind: q.kind, modeId: q.mode, limit: q.limit, offset: q.offset }),
    );
    return { count, ...pageLinks(request, count, q.limit, q.offset), results: rows.map(presentCard) };
  });

  app.get(
    '/data/courses/:slug',
    { schema: { params: z.object({ slug: z.string().max(200) }), response: { 200: z.object({ data: ZCourseLanding }) } } },
    async (request) => {
      const course = await request.withTenant((tx) => findPublishedCourseBySlug(tx, request.params.slug));
      if (!course) throw notFound('This course does not exist or is not published yet.');
      return {
        data: {
          id: course.id,
          slug: course.slug,
          name: course.name,
          intro: course.intro,
          description: {
            description: course.descriptionHtml,
            sustainability_details: course.sustainabilityDetails.map((d) => ({ title: d.title, thumbnail: mediaUrl(d.thumbnail)! })),
          },
        },
      };
    },
  );
};
export default coursesRoutes;
