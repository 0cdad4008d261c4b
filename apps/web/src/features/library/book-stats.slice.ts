import { createSlice } from '@reduxjs/toolkit';
import { addLoadableCases, createApiThunk } from '../../lib/async-load';
import { idle, type Loadable } from '../../lib/load-status';
import { isRecord } from '../../lib/storage';

export type TBookStats = { all_book: number; featured_book: number };
export type BookStatsState = Loadable<TBookStats | null>;

export const BOOK_STATS_ERROR = 'Failed to fetch book stats';

export const fetchBookStats = createApiThunk(
  'bookStats/fetch',
  () => '/book-stats',
  (data): TBookStats => {
    const stats = isRecord(data) ? data.book_stats : undefined;
    if (!isRecord(stats) || typeof stats.all_book !== 'number' || typeof stats.featured_book !== 'number') {
      throw new Error('Unexpected book stats');
    }
    return { all_book: stats.all_book, featured_book: stats.featured_book };
  },
  BOOK_STATS_ERROR,
);

const bookStatsSlice = createSlice({
  name: 'bookStats',
  initialState: idle<TBookStats | null>(null) as BookStatsState,
  reducers: {},
  extraReducers: (builder) => addLoadableCases(builder, fetchBookStats, (state) => state, BOOK_STATS_ERROR),
});

export const bookStatsReducer = bookStatsSlice.reducer;
export const selectBookStats = (state: { bookStats: BookStatsState }) => state.bookStats;
