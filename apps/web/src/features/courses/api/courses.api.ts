import type { TCourseCard } from '@commonshelf/shared/courses/courses.schemas';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';

export type CourseListArgs = { mode?: number | null; limit?: number };

export const coursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<Page<TCourseCard>, CourseListArgs>({
      query: ({ mode, limit = 20 }) => ({ url: '/courses/', params: { ...(mode ? { mode } : {}), limit } }),
      providesTags: ['Courses'],
    }),
  }),
});

export const { useGetCoursesQuery } = coursesApi;
