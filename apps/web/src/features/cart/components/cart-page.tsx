import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { BookIcon, CartIcon } from '../../../components/ui/icons';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { formatMinorAmount } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetProductsQuery } from '../api/cart.api';
import { useCart, useOwnedProducts } from '../use-cart';
import { ItemName } from '../../../components/ui/item-name';

/** The cart's products as the server prices them; ids it no longer sells are dropped, and the reader is told. */
export function useCartProducts() {
  const cart = useCart();
  const query = useGetProductsQuery({ ids: cart.items }, { skip: cart.items.length === 0 });
  const products = cart.items.length ? (query.data?.results ?? []) : [];
  const sold = query.data?.results;
  const gone = sold && !query.isFetching ? cart.items.filter((id) => !sold.some((p) => p.id === id)) : [];
  const { t } = useTranslation('shop');
  useEffect(() => {
    if (!gone.length) return;
    for (const id of gone) void cart.remove(id);
    showToast(gone.length === 1 ? t('cart.goneOne') : t('cart.goneSome'), 'info');
    // `gone` is new on every render; its contents are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gone.join(',')]);
  const total = products.reduce((sum, p) => sum + p.price.amount_minor, 0);
  return { cart, products, total, currency: query.data?.currency ?? products[0]?.price.currency ?? '', query };
}

/** `/cart`: what is in the cart, priced by the server, with the way to checkout. */
export function CartPage() {
  const { t } = useTranslation('shop');
  useDocumentTitle(t('cart.documentTitle'));
  const { cart, products, total, currency, query } = useCartProducts();
  const [emptying, setEmptying] = useState(false);
  const owned = useOwnedProducts();
  return (
    <section aria-labelledby="cart-title" className="container-page flex max-w-4xl flex-col gap-6 py-8 sm:py-12" data-testid="cart-page">
      <h1 id="cart-title" className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
        {t('cart.title')}
      </h1>
      {cart.items.length === 0 ? (
        <StateMessage
          icon={<CartIcon size={24} />}
          title={t('emptyTitle')}
          testId="cart-empty"
          action={
            <Link to="/library" className={buttonClass('primary', 'md')}>
              {t('browseLibrary')}
            </Link>
          }
        >
          {t('cart.emptyBody')}
        </StateMessage>
      ) : query.isLoading ? (
        <ListSkeleton rows={2} />
      ) : query.error ? (
        <ErrorState what={t('cart.what')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <ul role="list" className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            {products.map((p) => (
              <li key={p.id} className="flex gap-4 p-4" data-testid="cart-line" data-product-id={p.id}>
                <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-alt text-primary">
                  {p.image ? <img src={p.image} alt="" className="size-full object-cover" /> : <BookIcon size={28} />}
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-bold wrap-anywhere text-ink">{p.book?.title ?? p.title}</p>
                    <p className="text-sm text-ink-soft">
                      {t(`kinds.${p.kind}`)}
                      {p.requires_shipping ? t('postedToYou') : ''}
                    </p>
                    {owned.has(p.id) ? (
                      <p className="mt-1 text-sm font-semibold text-danger" data-testid="cart-line-owned">
                        {t('cart.owned')}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex items-center gap-4 sm:flex-col sm:items-end sm:gap-1">
                    <span className="font-bold text-ink tabular-nums" data-testid="cart-line-price">
                      {formatMinorAmount(p.price.amount_minor, p.price.currency)}
                    </span>
                    <button type="button" onClick={() => void cart.remove(p.id)} className="text-sm font-semibold text-book-button underline-offset-2 hover:underline" data-testid="cart-remove">
                      {t('cart.remove')}<ItemName>{`${p.book?.title ?? p.title} (${t(`kinds.${p.kind}`)})`}</ItemName>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg text-ink">
              {t('total')}{' '}
              <strong className="text-2xl font-black tabular-nums" data-testid="cart-total">
                {formatMinorAmount(total, currency)}
              </strong>
            </p>
            <div className="flex flex-wrap gap-3">
              <button type="button" onClick={() => setEmptying(true)} className={buttonClass('ghost', 'md')} data-testid="cart-clear">
                {t('cart.clear')}
              </button>
              <Link to="/checkout" className={buttonClass('book', 'lg')} data-testid="cart-checkout">
                {t('cart.checkout')}
              </Link>
            </div>
          </div>
          <ConfirmDialog
            open={emptying}
            title={t('cart.clearTitle')}
            confirmLabel={t('cart.clear')}
            danger
            onConfirm={() => {
              setEmptying(false);
              void cart.clear();
            }}
            onCancel={() => setEmptying(false)}
            testId="cart-clear-dialog"
          >
            {t('cart.clearBody', { count: cart.items.length })}
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
