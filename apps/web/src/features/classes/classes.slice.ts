import { createSlice } from '@reduxjs/toolkit';
import { addLoadableCases, arrayField, createApiThunk } from '../../lib/async-load';
import { idle, type Loadable } from '../../lib/load-status';

/** A class of the teacher's school; fields beyond what the list shows are not in the spec. */
export type TSchoolClass = Record<string, unknown>;
export type ClassesState = Loadable<TSchoolClass[]>;

export const CLASSES_ERROR = 'Failed to fetch classes';
export const DEFAULT_CLASSES_LIMIT = 100;

export const fetchClasses = createApiThunk(
  'classes/fetch',
  (limit: number = DEFAULT_CLASSES_LIMIT) => ({ url: '/v1/teacher/school-classes/', params: { limit } }),
  (data) => arrayField(data, 'results') as TSchoolClass[],
  CLASSES_ERROR,
);

const classesSlice = createSlice({
  name: 'classes',
  initialState: idle<TSchoolClass[]>([]) as ClassesState,
  reducers: {},
  extraReducers: (builder) => addLoadableCases(builder, fetchClasses, (state) => state, CLASSES_ERROR),
});

export const classesReducer = classesSlice.reducer;
export const selectClasses = (state: { classes: ClassesState }) => state.classes;
