/** The spec's asynchronous load lifecycle (section 4): idle or loading, then succeeded or failed. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export type Loadable<T> = {
    data: T;
    status: LoadStatus;
    error: string | null;
};
export declare function idle<T>(data: T): Loadable<T>;
