import { type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
export declare const SESSION_EXPIRED_MESSAGE = "Your token is expired, please relogin!";
/**
 * fetchBaseQuery plus the spec's token contract: bearer token and cookies on every call; on a
 * 401 while a user is stored, refresh once and retry once; if the refresh fails, clear the
 * stored session, send the user to /login and tell them why.
 */
export declare const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
/** The one RTK Query slice; features add endpoints with api.injectEndpoints. */
export declare const api: import("@reduxjs/toolkit/query").Api<BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>, {}, "api", "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", typeof import("@reduxjs/toolkit/query").coreModuleName | typeof import("@reduxjs/toolkit/query/react").reactHooksModuleName>;
type ThunkLikeApi = {
    dispatch: BaseQueryApi['dispatch'];
    getState: () => unknown;
    signal: AbortSignal;
    extra: unknown;
};
/** Calls the API from a createAsyncThunk payload creator with the same token handling as RTK Query. */
export declare function apiRequest(args: string | FetchArgs, thunkApi: ThunkLikeApi): Promise<{
    data: unknown;
    error?: undefined;
} | {
    error: FetchBaseQueryError;
    data?: undefined;
}>;
/** The server's message from an error body (`{error}` per the API contract), or the fallback. */
export declare function errorMessage(error: unknown, fallback: string): string;
export {};
