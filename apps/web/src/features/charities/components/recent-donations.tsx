import { useTranslation } from 'react-i18next';
import type { TPublicDonation } from '@commonshelf/shared/charities/charities.schemas';
import { HeartIcon } from '../../../components/ui/icons';
import { formatMinorAmount } from '../../../lib/format';
import { timeAgo } from '../time-ago';

/** The latest gifts: who (or "Anonymous"), how much, when, and the dedication the donor chose to show. */
export function RecentDonations({ donations, title, empty }: { donations: TPublicDonation[]; title?: string; empty: string }) {
  const { t } = useTranslation('giving');
  return (
    <section aria-labelledby="donations-title" data-testid="recent-donations">
      <h2 id="donations-title" className="text-xl font-extrabold tracking-tight text-ink">
        {title ?? t('donations.recent')}
      </h2>
      {donations.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-line bg-surface-alt px-4 py-5 text-sm text-ink-muted" data-testid="recent-donations-empty">
          {empty}
        </p>
      ) : (
        <ul role="list" className="mt-3 flex flex-col divide-y divide-line-soft rounded-2xl border border-line-soft bg-surface">
          {donations.map((d, i) => (
            <li key={`${d.paid_at}-${i}`} className="flex gap-3 px-4 py-3" data-testid="donation-row">
              <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary" aria-hidden="true">
                <HeartIcon size={18} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="min-w-0 font-semibold wrap-anywhere text-ink">{d.anonymous ? t('donations.anonymous') : d.display_name}</span>
                  <strong className="font-bold text-ink tabular-nums">{formatMinorAmount(d.amount_minor, d.currency)}</strong>
                </p>
                {d.dedication ? <p className="mt-0.5 text-sm wrap-anywhere text-ink-soft italic">“{d.dedication}”</p> : null}
                <p className="mt-0.5 text-xs text-ink-muted">
                  <time dateTime={d.paid_at}>{timeAgo(d.paid_at)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
