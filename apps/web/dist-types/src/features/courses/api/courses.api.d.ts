import type { Page } from '../../../lib/api-types';
export type CourseListArgs = {
    mode?: number | null;
    limit?: number;
};
export declare const coursesApi: import("@reduxjs/toolkit/query").Api<import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, {
    getCourses: import("@reduxjs/toolkit/query").QueryDefinition<CourseListArgs, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", Page<{
        id: number;
        slug: string;
        name: string;
        intro: string;
        kind: "challenge" | "course" | "hub" | "teacher_training";
        cover: string | null;
        mode_id: number | null;
        chapters_count: number;
        lessons_count: number;
    }>, "api", unknown>;
}, "api", "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", typeof import("@reduxjs/toolkit/query").coreModuleName | typeof import("@reduxjs/toolkit/query/react").reactHooksModuleName>;
export declare const useGetCoursesQuery: <R extends Record<string, any> = import("@reduxjs/toolkit/query/react").UseQueryStateDefaultResult<import("@reduxjs/toolkit/query").QueryDefinition<CourseListArgs, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", Page<{
    id: number;
    slug: string;
    name: string;
    intro: string;
    kind: "challenge" | "course" | "hub" | "teacher_training";
    cover: string | null;
    mode_id: number | null;
    chapters_count: number;
    lessons_count: number;
}>, "api", unknown>>>(arg: typeof import("@reduxjs/toolkit/query").skipToken | CourseListArgs, options?: (import("@reduxjs/toolkit/query").SubscriptionOptions & {
    skip?: boolean;
    refetchOnMountOrArgChange?: boolean | number;
} & {
    skip?: boolean;
    selectFromResult?: ((state: import("@reduxjs/toolkit/query/react").UseQueryStateDefaultResult<import("@reduxjs/toolkit/query").QueryDefinition<CourseListArgs, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", Page<{
        id: number;
        slug: string;
        name: string;
        intro: string;
        kind: "challenge" | "course" | "hub" | "teacher_training";
        cover: string | null;
        mode_id: number | null;
        chapters_count: number;
        lessons_count: number;
    }>, "api", unknown>>) => R) | undefined;
}) | undefined) => R & {
    refetch: () => import("@reduxjs/toolkit/query").QueryActionCreatorResult<import("@reduxjs/toolkit/query").QueryDefinition<CourseListArgs, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", Page<{
        id: number;
        slug: string;
        name: string;
        intro: string;
        kind: "challenge" | "course" | "hub" | "teacher_training";
        cover: string | null;
        mode_id: number | null;
        chapters_count: number;
        lessons_count: number;
    }>, "api", unknown>>;
};
