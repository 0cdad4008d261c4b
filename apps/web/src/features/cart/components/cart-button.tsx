import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { iconButtonClass } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { selectCartCount } from '../cart.slice';

export function cartLabel(count: number): string {
  return i18next.t('layout:cart', { count });
}

export function CartButton() {
  useTranslation(); // re-renders the label when the language changes
  const count = useSelector(selectCartCount);
  return (
    <Link to="/cart" aria-label={cartLabel(count)} data-testid="cart-link" data-count={count} className={`${iconButtonClass} relative`}>
      <CartIcon size={22} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-book-button px-1 text-[11px] leading-none font-bold text-white ring-2 ring-surface"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
