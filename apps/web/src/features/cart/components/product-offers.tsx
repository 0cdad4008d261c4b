import { useTranslation } from 'react-i18next';
import type { TProduct } from '@commonshelf/shared/commerce/products.schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { formatMinorAmount } from '../../../lib/format';
import { useGetProductsQuery } from '../api/cart.api';
import { useCart, useOwnedProducts } from '../use-cart';
import { ItemName } from '../../../components/ui/item-name';

/**
 * What a page sells, with the price in the site's currency and the way into the cart: a book's
 * editions (`bookId`), a course (`courseId`) or the products of a kind (the Dear World book).
 * Nothing shows when nothing is for sale.
 */
export function ProductOffers({ bookId, courseId, kind, heading: headingProp }: { bookId?: number; courseId?: number; kind?: TProduct['kind']; heading?: string }) {
  const { t } = useTranslation('shop');
  const heading = headingProp ?? t('offers.heading');
  const { data } = useGetProductsQuery(kind ? { kind } : {});
  const products = (data?.results ?? []).filter(
    (p) => (bookId ? p.book?.id === bookId : true) && (courseId ? p.course?.id === courseId : true) && (kind ? p.kind === kind : true),
  );
  const owned = useOwnedProducts();
  if (!products.length) return null;
  return (
    <section aria-label={heading} className="mt-6 max-w-2xl rounded-2xl border border-line-soft bg-surface p-4" data-testid="product-offers">
      <h2 className="text-base font-bold text-ink">{heading}</h2>
      <ul role="list" className="mt-3 flex flex-col gap-3">
        {products.map((p) => (
          <Offer key={p.id} product={p} owned={owned.has(p.id)} />
        ))}
      </ul>
    </section>
  );
}

function Offer({ product: p, owned }: { product: TProduct; owned: boolean }) {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const inCart = cart.has(p.id);
  const nameId = useId();
  const name = p.kind === 'book_digital' || p.kind === 'book_print' ? t(`kinds.${p.kind}`) : p.title;
  // Once added here, the focus goes to "View cart", which takes the place of the button pressed.
  const [added, setAdded] = useState(false);
  const viewCart = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (added && inCart) viewCart.current?.focus();
  }, [added, inCart]);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3" data-testid="product-offer" data-product-id={p.id}>
      <div className="min-w-0">
        <p id={nameId} className="font-semibold text-ink">
          {name}
        </p>
        <p className="text-sm text-ink-soft">
          <span className="font-bold text-ink" data-testid="product-price">
            {formatMinorAmount(p.price.amount_minor, p.price.currency)}
          </span>
          {p.requires_shipping ? t('postedToYou') : p.kind === 'book_digital' ? t('readHere') : ''}
        </p>
      </div>
      {owned ? (
        // An e-book already bought is read, not sold again.
        <span className="flex flex-wrap items-center gap-2">
          <span id={`${nameId}-owned`} className="inline-flex items-center gap-1 text-sm font-semibold text-primary-dark" data-testid="product-owned">
            <CheckIcon size={16} />
            {p.course ? t('offers.ownedCourse') : t('offers.owned')}
          </span>
          {p.book ? (
            <Link to={`/library/${p.book.id}/read`} aria-describedby={`${nameId}-owned ${nameId}`} className={buttonClass('secondary', 'sm')}>
              {t('offers.read')}
            </Link>
          ) : null}
        </span>
      ) : inCart ? (
        <span className="flex flex-wrap items-center gap-2">
          <span id={`${nameId}-in-cart`} className="inline-flex items-center gap-1 text-sm font-semibold text-primary-dark" data-testid="in-cart">
            <CheckIcon size={16} />
            {t('offers.inCart')}
          </span>
          <Link ref={viewCart} to="/cart" aria-describedby={`${nameId}-in-cart ${nameId}`} className={buttonClass('secondary', 'sm')}>
            {t('offers.viewCart')}
          </Link>
        </span>
      ) : (
        <button
          type="button"
          className={buttonClass('book', 'sm')}
          onClick={() => {
            setAdded(true);
            void cart.add(p.id);
          }}
          data-testid="add-to-cart"
        >
          {t('offers.add')}
          <ItemName>{name}</ItemName>
        </button>
      )}
    </li>
  );
}
