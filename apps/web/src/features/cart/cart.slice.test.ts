import { describe, expect, it } from 'vitest';
import { loggedOut } from '../../lib/session.slice';
import { cartActions, cartReducer, emptyCart, parsePersistedCart, type CartState } from './cart.slice';

const run = (...actions: Parameters<typeof cartReducer>[1][]): CartState =>
  actions.reduce((state, action) => cartReducer(state, action), emptyCart);

function expectConsistent(state: CartState) {
  expect(state.count).toBe(state.items.length);
  expect(new Set(state.items).size).toBe(state.items.length);
}

describe('cart slice', () => {
  it('adds ids and ignores an id that is already present', () => {
    const state = run(cartActions.add(1), cartActions.add(2), cartActions.add(1));
    expect(state.items).toEqual([1, 2]);
    expect(state.count).toBe(2);
  });

  it('treats the number 1 and the string "1" as different ids', () => {
    const state = run(cartActions.add(1), cartActions.add('1'));
    expect(state.items).toEqual([1, '1']);
  });

  it('removes by id and keeps the count equal to the items', () => {
    const state = run(cartActions.add(1), cartActions.add(2), cartActions.add(3), cartActions.remove(2));
    expect(state.items).toEqual([1, 3]);
    expectConsistent(state);
  });

  it('removing an absent id changes nothing', () => {
    const state = run(cartActions.add(1), cartActions.remove(99));
    expect(state).toEqual({ items: [1], count: 1 });
  });

  it('clears', () => {
    expect(run(cartActions.add(1), cartActions.clear())).toEqual({ items: [], count: 0 });
  });

  it('replaces from the server list, dropping duplicates', () => {
    const state = run(cartActions.add(9), cartActions.replaceFromServer([4, 5, 4, 6]));
    expect(state.items).toEqual([4, 5, 6]);
    expectConsistent(state);
  });

  it('keeps count == items.length through any sequence of actions', () => {
    const actions = [
      cartActions.add(1),
      cartActions.add(1),
      cartActions.add(2),
      cartActions.remove(1),
      cartActions.replaceFromServer([3, 3, 2]),
      cartActions.add(2),
      cartActions.add(7),
      cartActions.remove(3),
    ];
    let state = emptyCart;
    for (const action of actions) {
      state = cartReducer(state, action);
      expectConsistent(state);
    }
    expect(state.items).toEqual([2, 7]);
  });

  it('empties on logout', () => {
    expect(run(cartActions.add(1), loggedOut())).toEqual(emptyCart);
  });
});

describe('parsePersistedCart', () => {
  it('recomputes the count and drops duplicates from a saved cart', () => {
    expect(parsePersistedCart({ items: [1, 2, 2], count: 10 })).toEqual({ items: [1, 2], count: 2 });
  });

  it.each([null, 'cart', 42, [], {}, { items: 'x' }, { items: [1, null] }, { items: [{}] }, { items: [''] }])(
    'rejects %j',
    (value) => {
      expect(parsePersistedCart(value)).toBeUndefined();
    },
  );
});
