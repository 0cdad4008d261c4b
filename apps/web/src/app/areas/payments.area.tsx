import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ComingSoon } from '../../components/ui/coming-soon';
import { AlertIcon, CartIcon, HomeIcon } from '../../components/ui/icons';
import { useRouteMeta } from '../../lib/route-meta';

export const ComingSoonPage = ComingSoon;

/** The one page behind every provider's failed and cancel return URLs. */
export function PaymentFailedPage() {
  const meta = useRouteMeta();
  return (
    <section
      data-testid="payment-failed"
      aria-labelledby="payment-failed-title"
      className="mx-auto my-10 w-full max-w-2xl px-4 sm:my-16"
    >
      <div className="rounded-[calc(var(--radius-card)*1.4)] border border-line-soft bg-surface px-6 py-12 text-center shadow-card sm:px-12">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-announcement text-ink">
          <AlertIcon size={30} />
        </span>
        <h1 id="payment-failed-title" className="mt-6 text-3xl font-extrabold tracking-tight text-ink">
          {meta?.title ?? 'Payment failed'}
        </h1>
        <p className="mt-4 text-base leading-relaxed text-ink-soft sm:text-lg">{meta?.description}</p>
        <p className="mt-2 text-sm text-ink-muted">Your cart is saved, so you can try again whenever you’re ready.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/cart" className={buttonClass('primary', 'md')}>
            <CartIcon size={18} />
            Back to the cart
          </Link>
          <Link to="/" className={buttonClass('secondary', 'md')}>
            <HomeIcon size={18} />
            Go to the home page
          </Link>
        </div>
      </div>
    </section>
  );
}
