import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StorageLike } from '../../lib/storage';

/** sessionStorage key: spec 4 keeps the selected mode for the browser session only. */
export const MODE_ID_KEY = 'cs.modeId';

export type ModeSelectionState = { modeId: number | null };

const modeSelectionSlice = createSlice({
  name: 'modeSelection',
  initialState: { modeId: null } as ModeSelectionState,
  reducers: {
    modeSelected: (state, action: PayloadAction<number>) => {
      state.modeId = action.payload;
    },
    modeCleared: (state) => {
      state.modeId = null;
    },
  },
});

export const { modeSelected, modeCleared } = modeSelectionSlice.actions;
export const modeSelectionReducer = modeSelectionSlice.reducer;

export const selectModeId = (state: { modeSelection: ModeSelectionState }) => state.modeSelection.modeId;

export function readStoredModeId(storage: StorageLike | null): ModeSelectionState {
  try {
    const raw = storage?.getItem(MODE_ID_KEY);
    const id = raw == null ? NaN : Number(raw);
    return { modeId: Number.isInteger(id) && id > 0 ? id : null };
  } catch {
    return { modeId: null };
  }
}

export function writeStoredModeId(storage: StorageLike | null, state: ModeSelectionState): void {
  try {
    if (state.modeId === null) storage?.removeItem(MODE_ID_KEY);
    else storage?.setItem(MODE_ID_KEY, String(state.modeId));
  } catch {
    // Without storage the choice simply lasts until reload.
  }
}
