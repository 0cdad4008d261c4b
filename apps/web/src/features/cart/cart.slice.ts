import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, sessionExpired } from '../../lib/session.slice';

export type CartItemId = number | string;

/** Spec 3: a list of ids without duplicates, and a count that always equals the number of items. */
export type CartState = { items: CartItemId[]; count: number };

export const emptyCart: CartState = { items: [], count: 0 };

function isCartItemId(value: unknown): value is CartItemId {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');
}

function fromItems(items: readonly CartItemId[]): CartState {
  const unique = [...new Set(items)];
  return { items: unique, count: unique.length };
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    add: (state, action: PayloadAction<CartItemId>) => {
      if (state.items.includes(action.payload)) return;
      state.items.push(action.payload);
      state.count = state.items.length;
    },
    remove: (state, action: PayloadAction<CartItemId>) => {
      state.items = state.items.filter((id) => id !== action.payload);
      state.count = state.items.length;
    },
    clear: () => emptyCart,
    /** Logged-in users' carts live on the server (spec 4); its list replaces the local one. */
    replaceFromServer: (_state, action: PayloadAction<readonly CartItemId[]>) => fromItems(action.payload),
  },
  extraReducers: (builder) => {
    // The cart of a signed-in user must not stay behind on a shared classroom computer.
    builder.addCase(loggedOut, () => emptyCart).addCase(sessionExpired, () => emptyCart);
  },
});

export const cartActions = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState };
export const selectCartCount = (state: WithCart) => state.cart.count;
export const selectCartItems = (state: WithCart) => state.cart.items;

/** Accepts a saved cart only if it is a list of ids; the count is always recomputed. */
export function parsePersistedCart(value: unknown): CartState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const items = (value as { items?: unknown }).items;
  if (!Array.isArray(items) || !items.every(isCartItemId)) return undefined;
  return fromItems(items);
}
