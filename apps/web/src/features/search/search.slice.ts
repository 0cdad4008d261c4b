import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SearchState = { query: string };

export const emptySearch: SearchState = { query: '' };

const MAX_QUERY_LENGTH = 200;

const searchSlice = createSlice({
  name: 'search',
  initialState: emptySearch,
  reducers: {
    searchChanged: (state, action: PayloadAction<string>) => {
      state.query = action.payload.slice(0, MAX_QUERY_LENGTH);
    },
    searchCleared: () => emptySearch,
  },
});

export const { searchChanged, searchCleared } = searchSlice.actions;
export const searchReducer = searchSlice.reducer;

export const selectSearchQuery = (state: { search: SearchState }) => state.search.query;

export function parsePersistedSearch(value: unknown): SearchState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const query = (value as { query?: unknown }).query;
  return typeof query === 'string' ? { query: query.slice(0, MAX_QUERY_LENGTH) } : undefined;
}
