import { Link } from 'react-router';
import { Wordmark } from '../../components/ui/wordmark';
import { categoryResetRequested } from '../../features/library/reset-category.slice';
import { useAppDispatch } from '../../lib/redux-hooks';
import { useSite } from '../../lib/site';

/** The logo: the tenant's logo and name on a tenant site, the product wordmark on the main site; it opens the library. */
export function SiteBrand({ compact = false, testId = 'site-logo' }: { compact?: boolean; testId?: string }) {
  const site = useSite();
  const dispatch = useAppDispatch();
  const logo = site.tenant?.logo ?? null;
  return (
    <Link
      to="/library"
      data-testid={testId}
      onClick={() => dispatch(categoryResetRequested())}
      className="flex min-w-0 items-center rounded-xl py-1"
    >
      {site.isTenant ? (
        <span className="flex min-w-0 items-center gap-2.5">
          {logo ? (
            <img
              src={logo}
              alt=""
              width={40}
              height={40}
              className="h-10 w-auto max-w-28 shrink-0 object-contain"
            />
          ) : null}
          <span
            className={`min-w-0 truncate font-extrabold tracking-tight text-ink ${
              compact ? 'text-base' : 'text-base sm:text-lg'
            } ${
              // On phones the logo alone stands for the school; the header has no room for a long name.
              logo && !compact ? 'max-sm:sr-only' : ''
            }`}
          >
            {site.siteName}
          </span>
        </span>
      ) : (
        <Wordmark name={site.productName} />
      )}
    </Link>
  );
}
