import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { AwardIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { formatLongDate } from '../../../lib/format';
import { selectUser } from '../../../lib/session.slice';
import { useGetCertificatesQuery } from '../api/certificates.api';

/** The dashboard's certificates: every one the learner has earned, newest first as the API lists them. */
export function MyCertificates() {
  const { t } = useTranslation('learning');
  const user = useSelector(selectUser);
  const { data, isLoading, isFetching, isError, refetch } = useGetCertificatesQuery({ viewer: user?.id ?? null }, { skip: !user });

  if (isLoading) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('myCertificates.loading')}
        </p>
        <Skeleton className="h-20 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (isError || !data) return <ErrorState what={t('myCertificates.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.results.length === 0) {
    return (
      <StateMessage testId="my-certificates-empty" icon={<AwardIcon size={24} />} title={t('myCertificates.emptyTitle')}>
        {t('myCertificates.emptyText')}
      </StateMessage>
    );
  }
  return (
    <ul role="list" className="grid gap-3 md:grid-cols-2" data-testid="my-certificates">
      {data.results.map((certificate) => (
        <li key={certificate.id}>
          <Link
            to={`/certificates/${encodeURIComponent(certificate.id)}`}
            className="group flex min-h-20 items-center gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card hover:border-primary"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-announcement text-book-button">
              <AwardIcon size={26} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-bold text-ink group-hover:underline">{certificate.course.name}</span>
              <span className="block text-sm text-ink-muted">{t('myCertificates.earnedOn', { date: formatLongDate(certificate.issued_at) })}</span>
            </span>
            <ChevronRightIcon size={20} className="shrink-0 text-ink-muted" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
