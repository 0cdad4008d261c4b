import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
/**
 * A dispatch that accepts thunks without knowing the root state type, so features can use it
 * without importing app/; selectors stay typed on their own slice.
 */
export declare const useAppDispatch: import("react-redux").UseDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>;
