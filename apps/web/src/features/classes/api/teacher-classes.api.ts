import type { TTeacherClassStudents } from '@commonshelf/shared/admin/school-dashboard.schemas';
import type { TStudentResult } from '@commonshelf/shared/auth/class-admin.schemas';
import { api } from '../../../lib/api-client';

/** A teacher's class and its students (`/api/v1/teacher/school-classes/:classId/students/`), and a new password for one. */
export const teacherClassesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeacherClassStudents: build.query<TTeacherClassStudents, string>({ query: (id) => `/v1/teacher/school-classes/${id}/students/` }),
    resetClassStudentPassword: build.mutation<TStudentResult, { classId: string; studentId: string }>({
      query: ({ classId, studentId }) => ({ url: `/v1/teacher/school-classes/${classId}/students/${studentId}/reset-password/`, method: 'POST' }),
    }),
  }),
});

export const { useGetTeacherClassStudentsQuery, useResetClassStudentPasswordMutation } = teacherClassesApi;
