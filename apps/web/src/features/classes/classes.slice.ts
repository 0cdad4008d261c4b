import type { TTeacherClass } from '@commonshelf/shared/admin/school-dashboard.schemas';
import { createSlice } from '@reduxjs/toolkit';
import { addLoadableCases, arrayField, createApiThunk } from '../../lib/async-load';
import { idle, type Loadable } from '../../lib/load-status';

/** A class of the teacher (every class of the school for its admins), with its students' recent activity. */
export type TSchoolClass = TTeacherClass;
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
