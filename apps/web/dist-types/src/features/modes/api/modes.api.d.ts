export declare const modesApi: import("@reduxjs/toolkit/query").Api<import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, {
    getModes: import("@reduxjs/toolkit/query").QueryDefinition<void, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", {
        count: number;
        results: {
            id: number;
            name: string;
            slug: string;
            description: string;
            image: string | null;
            locked: boolean;
            active: boolean;
            status: "ACTIVE" | "INACTIVE";
        }[];
    }, "api", unknown>;
}, "api", "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", typeof import("@reduxjs/toolkit/query").coreModuleName | typeof import("@reduxjs/toolkit/query/react").reactHooksModuleName>;
export declare const useGetModesQuery: <R extends Record<string, any> = import("@reduxjs/toolkit/query/react").UseQueryStateDefaultResult<import("@reduxjs/toolkit/query").QueryDefinition<void, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", {
    count: number;
    results: {
        id: number;
        name: string;
        slug: string;
        description: string;
        image: string | null;
        locked: boolean;
        active: boolean;
        status: "ACTIVE" | "INACTIVE";
    }[];
}, "api", unknown>>>(arg: void | typeof import("@reduxjs/toolkit/query").skipToken, options?: (import("@reduxjs/toolkit/query").SubscriptionOptions & {
    skip?: boolean;
    refetchOnMountOrArgChange?: boolean | number;
} & {
    skip?: boolean;
    selectFromResult?: ((state: import("@reduxjs/toolkit/query/react").UseQueryStateDefaultResult<import("@reduxjs/toolkit/query").QueryDefinition<void, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", {
        count: number;
        results: {
            id: number;
            name: string;
            slug: string;
            description: string;
            image: string | null;
            locked: boolean;
            active: boolean;
            status: "ACTIVE" | "INACTIVE";
        }[];
    }, "api", unknown>>) => R) | undefined;
}) | undefined) => R & {
    refetch: () => import("@reduxjs/toolkit/query").QueryActionCreatorResult<import("@reduxjs/toolkit/query").QueryDefinition<void, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", {
        count: number;
        results: {
            id: number;
            name: string;
            slug: string;
            description: string;
            image: string | null;
            locked: boolean;
            active: boolean;
            status: "ACTIVE" | "INACTIVE";
        }[];
    }, "api", unknown>>;
};
