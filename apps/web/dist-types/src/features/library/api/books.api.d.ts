import type { Page } from '../../../lib/api-types';
export type BookListArgs = {
    featured?: boolean;
    mode?: number | null;
    limit?: number;
};
export declare const booksApi: import("@reduxjs/toolkit/query").Api<import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, {
    getBooks: import("@reduxjs/toolkit/query").QueryDefinition<BookListArgs, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", Page<{
        id: number;
        slug: string;
        title: string;
        authors: string[];
        cover: string | null;
        language: string;
        reading_level: number;
        category: {
            id: number;
            name: string;
            slug: string;
        } | null;
        featured: boolean;
        mode_id: number | null;
    }>, "api", unknown>;
}, "api", "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", typeof import("@reduxjs/toolkit/query").coreModuleName | typeof import("@reduxjs/toolkit/query/react").reactHooksModuleName>;
export declare const useGetBooksQuery: <R extends Record<string, any> = import("@reduxjs/toolkit/query/react").UseQueryStateDefaultResult<import("@reduxjs/toolkit/query").QueryDefinition<BookListArgs, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", Page<{
    id: number;
    slug: string;
    title: string;
    authors: string[];
    cover: string | null;
    language: string;
    reading_level: number;
    category: {
        id: number;
        name: string;
        slug: string;
    } | null;
    featured: boolean;
    mode_id: number | null;
}>, "api", unknown>>>(arg: typeof import("@reduxjs/toolkit/query").skipToken | BookListArgs, options?: (import("@reduxjs/toolkit/query").SubscriptionOptions & {
    skip?: boolean;
    refetchOnMountOrArgChange?: boolean | number;
} & {
    skip?: boolean;
    selectFromResult?: ((state: import("@reduxjs/toolkit/query/react").UseQueryStateDefaultResult<import("@reduxjs/toolkit/query").QueryDefinition<BookListArgs, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", Page<{
        id: number;
        slug: string;
        title: string;
        authors: string[];
        cover: string | null;
        language: string;
        reading_level: number;
        category: {
            id: number;
            name: string;
            slug: string;
        } | null;
        featured: boolean;
        mode_id: number | null;
    }>, "api", unknown>>) => R) | undefined;
}) | undefined) => R & {
    refetch: () => import("@reduxjs/toolkit/query").QueryActionCreatorResult<import("@reduxjs/toolkit/query").QueryDefinition<BookListArgs, import("@reduxjs/toolkit/query").BaseQueryFn<string | import("@reduxjs/toolkit/query").FetchArgs, unknown, import("@reduxjs/toolkit/query").FetchBaseQueryError>, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", Page<{
        id: number;
        slug: string;
        title: string;
        authors: string[];
        cover: string | null;
        language: string;
        reading_level: number;
        category: {
            id: number;
            name: string;
            slug: string;
        } | null;
        featured: boolean;
        mode_id: number | null;
    }>, "api", unknown>>;
};
