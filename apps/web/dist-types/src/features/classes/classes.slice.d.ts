import { type Loadable } from '../../lib/load-status';
/** A class of the teacher's school; fields beyond what the list shows are not in the spec. */
export type TSchoolClass = Record<string, unknown>;
export type ClassesState = Loadable<TSchoolClass[]>;
export declare const CLASSES_ERROR = "Failed to fetch classes";
export declare const DEFAULT_CLASSES_LIMIT = 100;
export declare const fetchClasses: import("@reduxjs/toolkit").AsyncThunk<TSchoolClass[], number | undefined, {
    rejectValue: string;
    state?: unknown;
    dispatch?: import("redux-thunk").ThunkDispatch<unknown, unknown, import("redux").UnknownAction> | undefined;
    extra?: unknown;
    serializedErrorType?: unknown;
    pendingMeta?: unknown;
    fulfilledMeta?: unknown;
    rejectedMeta?: unknown;
}>;
export declare const classesReducer: import("redux").Reducer<ClassesState>;
export declare const selectClasses: (state: {
    classes: ClassesState;
}) => ClassesState;
