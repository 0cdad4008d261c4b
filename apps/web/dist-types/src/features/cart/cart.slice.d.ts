import { type PayloadAction } from '@reduxjs/toolkit';
export type CartItemId = number | string;
/** Spec 3: a list of ids without duplicates, and a count that always equals the number of items. */
export type CartState = {
    items: CartItemId[];
    count: number;
};
export declare const emptyCart: CartState;
export declare const cartActions: import("@reduxjs/toolkit").CaseReducerActions<{
    add: (state: {
        items: CartItemId[];
        count: number;
    }, action: PayloadAction<CartItemId>) => void;
    remove: (state: {
        items: CartItemId[];
        count: number;
    }, action: PayloadAction<CartItemId>) => void;
    clear: () => CartState;
    /** Logged-in users' carts live on the server (spec 4); its list replaces the local one. */
    replaceFromServer: (_state: {
        items: CartItemId[];
        count: number;
    }, action: PayloadAction<readonly CartItemId[]>) => CartState;
}, "cart">;
export declare const cartReducer: import("redux").Reducer<CartState>;
type WithCart = {
    cart: CartState;
};
export declare const selectCartCount: (state: WithCart) => number;
export declare const selectCartItems: (state: WithCart) => CartItemId[];
/** Accepts a saved cart only if it is a list of ids; the count is always recomputed. */
export declare function parsePersistedCart(value: unknown): CartState | undefined;
export {};
