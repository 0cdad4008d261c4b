export type SearchState = {
    query: string;
};
export declare const emptySearch: SearchState;
export declare const searchChanged: import("@reduxjs/toolkit").ActionCreatorWithPayload<string, "search/searchChanged">, searchCleared: import("@reduxjs/toolkit").ActionCreatorWithoutPayload<"search/searchCleared">;
export declare const searchReducer: import("redux").Reducer<SearchState>;
export declare const selectSearchQuery: (state: {
    search: SearchState;
}) => string;
export declare function parsePersistedSearch(value: unknown): SearchState | undefined;
