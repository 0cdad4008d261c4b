import type { Page } from '../../../lib/api-types';
export declare const charitiesApi: import("@reduxjs/toolkit/query").Api<import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, {
    getCharities: import("@reduxjs/toolkit/query").QueryDefinition<void, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", Page<{
        id: number;
        name: string;
        slug: string;
        summary: string;
        image: string | null;
        currency: string;
        goal_minor: number;
        raised_minor: number;
        projects_count: number;
    }>, "api", unknown>;
}, "api", "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", typeof import("@reduxjs/toolkit/query").coreModuleName | typeof import("@reduxjs/toolkit/query/react").reactHooksModuleName>;
export declare const useGetCharitiesQuery: <R extends Record<string, any> = import("@reduxjs/toolkit/query/react").UseQueryStateDefaultResult<import("@reduxjs/toolkit/query").QueryDefinition<void, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", Page<{
    id: number;
    name: string;
    slug: string;
    summary: string;
    image: string | null;
    currency: string;
    goal_minor: number;
    raised_minor: number;
    projects_count: number;
}>, "api", unknown>>>(arg: void | typeof import("@reduxjs/toolkit/query").skipToken, options?: (import("@reduxjs/toolkit/query").SubscriptionOptions & {
    skip?: boolean;
    refetchOnMountOrArgChange?: boolean | number;
} & {
    skip?: boolean;
    selectFromResult?: ((state: import("@reduxjs/toolkit/query/react").UseQueryStateDefaultResult<import("@reduxjs/toolkit/query").QueryDefinition<void, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", Page<{
        id: number;
        name: string;
        slug: string;
        summary: string;
        image: string | null;
        currency: string;
        goal_minor: number;
        raised_minor: number;
        projects_count: number;
    }>, "api", unknown>>) => R) | undefined;
}) | undefined) => R & {
    refetch: () => import("@reduxjs/toolkit/query").QueryActionCreatorResult<import("@reduxjs/toolkit/query").QueryDefinition<void, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", Page<{
        id: number;
        name: string;
        slug: string;
        summary: string;
        image: string | null;
        currency: string;
        goal_minor: number;
        raised_minor: number;
        projects_count: number;
    }>, "api", unknown>>;
};
