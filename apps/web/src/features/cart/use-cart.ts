import i18next from 'i18next';
import { useCallback } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/redux-hooks';
import { selectUser } from '../../lib/session.slice';
import { showToast } from '../../lib/toast';
import { cartApi } from './api/cart.api';
import { cartActions, selectCartItems } from './cart.slice';

/** The product ids of the cart (the slice may hold other kinds of ids from older saved carts). */
export const productIdsOf = (items: readonly (number | string)[]) => items.filter((i): i is number => typeof i === 'number' && Number.isSafeInteger(i) && i > 0);

/**
 * The cart as the pages use it (spec 3 and 4). A visitor's cart is the slice, kept in local
 * storage; a signed-in user's is the server's, and each change replaces the slice with the list the
 * server answers, so the badge always shows what the server holds.
 */
export function useCart() {
  const dispatch = useAppDispatch();
  const signedIn = useSelector(selectUser) !== null;
  const items = productIdsOf(useSelector(selectCartItems));

  const sync = useCallback(
    async (local: () => void, remote: () => Promise<{ items: number[] }>) => {
      if (!signedIn) return local();
      try {
        dispatch(cartActions.replaceFromServer((await remote()).items));
      } catch (err) {
        // The shell (the cart button) uses this hook too, and the shop's texts are not bundled with it.
        await i18next.loadNamespaces('shop');
        showToast(errorMessage(err, i18next.t('shop:cart.updateFailed')), 'error');
      }
    },
    [dispatch, signedIn],
  );

  return {
    items,
    has: (id: number) => items.includes(id),
    add: (id: number) => sync(() => dispatch(cartActions.add(id)), () => dispatch(cartApi.endpoints.addToServerCart.initiate(id)).unwrap()),
    remove: (id: number) => sync(() => dispatch(cartActions.remove(id)), () => dispatch(cartApi.endpoints.removeFromServerCart.initiate(id)).unwrap()),
    clear: () => sync(() => dispatch(cartActions.clear()), () => dispatch(cartApi.endpoints.clearServerCart.initiate()).unwrap()),
  };
}

/** The products the signed-in user already has (their e-books); empty for a visitor. Asked again on each page that shows them. */
export function useOwnedProducts(): ReadonlySet<number> {
  const user = useSelector(selectUser);
  const { data } = cartApi.useGetOwnedProductsQuery({ viewer: user?.id ?? '' }, { skip: !user, refetchOnMountOrArgChange: true });
  return new Set(user ? (data?.results ?? []) : []);
}
