import { useEffect, useRef } from 'react';
import { useSelector, useStore } from 'react-redux';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { selectUser } from '../../../lib/session.slice';
import { cartApi } from '../api/cart.api';
import { cartActions, selectCartItems, type CartState } from '../cart.slice';
import { productIdsOf } from '../use-cart';

/**
 * Keeps the cart where the spec keeps it. When someone signs in here, the cart they filled as a
 * visitor is merged into their server cart (nothing chosen is lost); when a page opens with a
 * session already there, the server's list replaces whatever the browser kept (the server may have
 * emptied it, after a payment). From then on the server's list is the cart. Mounted once, in the
 * root layout.
 */
export function CartSync() {
  const dispatch = useAppDispatch();
  const store = useStore<{ cart: CartState }>();
  const userId = useSelector(selectUser)?.id ?? null;
  // undefined: the page has just opened; null: nobody signed in.
  const previous = useRef<string | number | null | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (!userId || before === userId) return;
    const local = productIdsOf(selectCartItems(store.getState()));
    const signedInHere = before === null;
    const request =
      signedInHere && local.length
        ? dispatch(cartApi.endpoints.mergeServerCart.initiate(local))
        : dispatch(cartApi.endpoints.getServerCart.initiate(undefined, { forceRefetch: true, subscribe: false }));
    void request
      .unwrap()
      .then((cart) => dispatch(cartActions.replaceFromServer(cart.items)))
      // The server could not be reached: keep what the browser holds.
      .catch(() => undefined);
  }, [dispatch, store, userId]);

  return null;
}
