import { useEffect, useRef } from 'react';
import { useSelector, useStore } from 'react-redux';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { selectUser } from '../../../lib/session.slice';
import { cartApi } from '../api/cart.api';
import { cartActions, selectCartItems, type CartState } from '../cart.slice';
import { productIdsOf } from '../use-cart';

/**
 * Keeps the cart where the spec keeps it: when someone signs in, the cart they filled as a visitor
 * is merged into their server cart (nothing chosen is lost), and from then on the server's list is
 * the cart. Mounted once, in the root layout.
 */
export function CartSync() {
  const dispatch = useAppDispatch();
  const store = useStore<{ cart: CartState }>();
  const userId = useSelector(selectUser)?.id ?? null;
  const synced = useRef<string | number | null>(null);

  useEffect(() => {
    if (!userId) {
      synced.current = null;
      return;
    }
    if (synced.current === userId) return;
    synced.current = userId;
    const local = productIdsOf(selectCartItems(store.getState()));
    const request = local.length
      ? dispatch(cartApi.endpoints.mergeServerCart.initiate(local))
      : dispatch(cartApi.endpoints.getServerCart.initiate(undefined, { forceRefetch: true, subscribe: false }));
    void request
      .unwrap()
      .then((cart) => dispatch(cartActions.replaceFromServer(cart.items)))
      .catch(() => {
        // The server could not be reached: keep what the browser holds, and try at the next sign-in.
        synced.current = null;
      });
  }, [dispatch, store, userId]);

  return null;
}
