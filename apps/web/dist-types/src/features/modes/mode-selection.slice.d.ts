import type { StorageLike } from '../../lib/storage';
/** sessionStorage key: spec 4 keeps the selected mode for the browser session only. */
export declare const MODE_ID_KEY = "cs.modeId";
export type ModeSelectionState = {
    modeId: number | null;
};
export declare const modeSelected: import("@reduxjs/toolkit").ActionCreatorWithPayload<number, "modeSelection/modeSelected">, modeCleared: import("@reduxjs/toolkit").ActionCreatorWithoutPayload<"modeSelection/modeCleared">;
export declare const modeSelectionReducer: import("redux").Reducer<ModeSelectionState>;
export declare const selectModeId: (state: {
    modeSelection: ModeSelectionState;
}) => number | null;
export declare function readStoredModeId(storage: StorageLike | null): ModeSelectionState;
export declare function writeStoredModeId(storage: StorageLike | null, state: ModeSelectionState): void;
