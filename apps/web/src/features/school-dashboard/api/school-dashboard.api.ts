import type { TOrgDashboard } from '@commonshelf/shared/admin/organization-admin.schemas';
import type { TSchoolDashboard } from '@commonshelf/shared/admin/school-dashboard.schemas';
import { api } from '../../../lib/api-client';

/** A school's dashboard (`/api/admin/school-dashboard/`) and its organization's (`/api/organization/dashboard/`). */
export const schoolDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSchoolDashboard: build.query<TSchoolDashboard, void>({ query: () => '/admin/school-dashboard/', keepUnusedDataFor: 30 }),
    getOrgDashboard: build.query<TOrgDashboard, void>({ query: () => '/organization/dashboard/', keepUnusedDataFor: 30 }),
  }),
});

export const { useGetSchoolDashboardQuery, useGetOrgDashboardQuery } = schoolDashboardApi;
