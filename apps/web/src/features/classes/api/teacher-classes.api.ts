import type { TTeacherClassStudents } from '@commonshelf/shared/admin/school-dashboard.schemas';
import { api } from '../../../lib/api-client';

/** A teacher's class and its students (`GET /api/v1/teacher/school-classes/:classId/students/`). */
export const teacherClassesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeacherClassStudents: build.query<TTeacherClassStudents, string>({ query: (id) => `/v1/teacher/school-classes/${id}/students/` }),
  }),
});

export const { useGetTeacherClassStudentsQuery } = teacherClassesApi;
