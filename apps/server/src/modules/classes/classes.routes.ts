import { MSG, ZClassCode, ZStudentList, ZStudentListQuery } from '@commonshelf/shared/auth/auth.schemas';
import { displayStudentName, lastInitial } from '@commonshelf/shared/privacy/privacy.schemas';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { pageLinks } from '../../lib/pagination.js';
import { findClassStudents } from './classes.repository.js';

/**
 * The class list children pick their name from at login. It says nothing about a student beyond
 * username, first name, the last name as the school chooses to show it (its initial by default) and
 * avatar; every wrong code gets the same 404; lookups are rate-limited per
 * address and in total, so codes cannot be enumerated.
 */
const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  const globalLimit = app.rateLimit({ max: app.config.classLookupGlobalRateLimitPerMinute, timeWindow: '1 minute', keyGenerator: () => 'class-code-lookups' });
  app.get(
    '/list-student-in-class/:classCode/',
    {
      onRequest: [app.rateLimit({ max: app.config.classLookupRateLimitPerMinute, timeWindow: '1 minute' }), globalLimit],
      schema: {
        params: z.object({ classCode: z.string().max(64) }),
        querystring: ZStudentListQuery,
        response: { 200: ZStudentList, 404: ZApiError },
      },
    },
    async (request) => {
      const code = ZClassCode.safeParse(request.params.classCode);
      if (!code.success || !request.tenant) throw notFound(MSG.invalidClassCode);
      const q = request.query;
      const display = request.tenant.studentNameDisplay;
      const found = await request.withTenant((tx) => findClassStudents(tx, code.data, q, display === 'full'));
      if (!found) throw notFound(MSG.invalidClassCode);
      return {
        count: found.count,
        ...pageLinks(request, found.count, q.limit, q.offset),
        results: {
          class_name: found.klass.name,
          students: found.rows.map((s) => ({
            username: s.username ?? '',
            first_name: s.firstName,
            // Only what the school chooses to show: the last name's initial unless it shows full names.
            last_name: display === 'full' ? s.lastName : lastInitial(s.lastName),
            display_name: displayStudentName(s.firstName, s.lastName, display),
            avatar: mediaUrl(s.avatar),
          })),
        },
      };
    },
  );
};
export default classesRoutes;
