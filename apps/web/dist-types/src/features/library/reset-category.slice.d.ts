/**
 * A one-shot signal that the library's category filter should go back to "all", raised from
 * outside the library (the logo, the mode picker) and acknowledged by the library once applied.
 */
export type ResetCategoryState = {
    requested: boolean;
};
export declare const categoryResetRequested: import("@reduxjs/toolkit").ActionCreatorWithoutPayload<"resetCategory/categoryResetRequested">, categoryResetHandled: import("@reduxjs/toolkit").ActionCreatorWithoutPayload<"resetCategory/categoryResetHandled">;
export declare const resetCategoryReducer: import("redux").Reducer<ResetCategoryState>;
export declare const selectCategoryResetRequested: (state: {
    resetCategory: ResetCategoryState;
}) => boolean;
