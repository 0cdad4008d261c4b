import { createSlice } from '@reduxjs/toolkit';

/**
 * A one-shot signal that the library's category filter should go back to "all", raised from
 * outside the library (the logo, the mode picker) and acknowledged by the library once applied.
 */
export type ResetCategoryState = { requested: boolean };

const resetCategorySlice = createSlice({
  name: 'resetCategory',
  initialState: { requested: false } as ResetCategoryState,
  reducers: {
    categoryResetRequested: (state) => {
      state.requested = true;
    },
    categoryResetHandled: (state) => {
      state.requested = false;
    },
  },
});

export const { categoryResetRequested, categoryResetHandled } = resetCategorySlice.actions;
export const resetCategoryReducer = resetCategorySlice.reducer;
export const selectCategoryResetRequested = (state: { resetCategory: ResetCategoryState }) =>
  state.resetCategory.requested;
