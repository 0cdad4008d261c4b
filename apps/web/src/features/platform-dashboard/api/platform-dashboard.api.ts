import type { TPlatformDashboard } from '@commonshelf/shared/admin/platform-dashboard.schemas';
import { api } from '../../../lib/api-client';

export const platformDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlatformDashboard: build.query<TPlatformDashboard, void>({ query: () => '/admin/dashboard/', keepUnusedDataFor: 30 }),
  }),
});

export const { useGetPlatformDashboardQuery } = platformDashboardApi;
