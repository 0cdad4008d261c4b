import type { TCertificate } from '@commonshelf/shared/courses/learning.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ArrowLeftIcon, AwardIcon, CheckIcon, DownloadIcon, ShieldIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { selectUser } from '../../../lib/session.slice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadCertificatePdf, pdfFailed, useGetCertificateQuery } from '../api/certificates.api';

/** `/certificates/:id`: the signed-in learner's own certificate, with its PDF and its public link. */
export function CertificatePage() {
  const { t } = useTranslation('learning');
  const { id = '' } = useParams();
  const user = useSelector(selectUser);
  const { data, error, isLoading, isFetching, refetch } = useGetCertificateQuery({ id, viewer: user?.id ?? null });
  useDocumentTitle(data ? t('certificate.title', { course: data.course.name }) : null);

  return (
    <div className="bg-surface-alt">
      <div className="container-page max-w-5xl py-8 sm:py-12">
        {isLoading ? (
          <CertificateSkeleton />
        ) : data ? (
          <CertificateView certificate={data} />
        ) : error && 'status' in error && error.status === 404 ? (
          <StateMessage
            testId="certificate-not-found"
            icon={<AwardIcon size={24} />}
            title={t('certificate.notFoundTitle')}
            action={
              <Link to="/dashboard" className={buttonClass('primary', 'md')}>
                <ArrowLeftIcon size={18} />
                {t('certificate.dashboard')}
              </Link>
            }
          >
            {t('certificate.notFoundText', { reason: errorMessage(error, t('certificate.notFoundReason')) })}
          </StateMessage>
        ) : (
          <ErrorState what={t('certificate.what')} onRetry={() => void refetch()} retrying={isFetching} />
        )}
      </div>
    </div>
  );
}

function CertificateView({ certificate }: { certificate: TCertificate }) {
  const { t } = useTranslation('learning');
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const date = formatLongDate(certificate.issued_at);

  const download = async () => {
    setProblem(null);
    setDownloading(true);
    try {
      await dispatch(downloadCertificatePdf(certificate.id)).unwrap();
    } catch (error) {
      setProblem(typeof error === 'string' ? error : pdfFailed());
    } finally {
      setDownloading(false);
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(certificate.verify_url);
      setCopied(true);
    } catch {
      setProblem(t('certificate.copyFailed'));
    }
  };

  return (
    <article aria-labelledby="certificate-title" data-testid="certificate" data-certificate-id={certificate.id}>
      <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3.5 py-1.5 text-sm font-bold text-primary-dark shadow-card">
        <AwardIcon size={16} />
        {t('certificate.yours')}
      </p>
      <h1 id="certificate-title" className="mt-4 text-3xl font-black tracking-tight text-ink sm:text-4xl">
        {t('certificate.congratulations', { name: certificate.learner_name })}
      </h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-soft">{t('certificate.completed', { course: certificate.course.name })}</p>

      <div className="mt-8 rounded-[calc(var(--radius-card)*1.4)] bg-surface p-2.5 shadow-lift sm:p-4">
        <div className="relative overflow-hidden rounded-[var(--radius-card)] border-4 border-double border-primary px-5 py-10 text-center sm:px-12 sm:py-14">
          <CornerArt />
          <p className="relative text-sm font-bold tracking-[0.2em] text-primary uppercase">{t('certificate.ofCompletion')}</p>
          <p className="relative mt-6 text-ink-muted">{t('certificate.certifies')}</p>
          <p className="relative mt-2 text-3xl font-black wrap-anywhere text-ink sm:text-5xl" data-testid="certificate-learner">
            {certificate.learner_name}
          </p>
          <p className="relative mt-4 text-ink-muted">{t('certificate.hasCompleted')}</p>
          <p className="relative mt-2 text-xl font-extrabold wrap-anywhere text-primary-dark sm:text-2xl" data-testid="certificate-course">
            {certificate.course.name}
          </p>
          <dl className="relative mx-auto mt-8 grid max-w-2xl gap-4 border-t border-line-soft pt-6 text-sm sm:grid-cols-3">
            <div>
              <dt className="font-semibold text-ink-muted">{t('certificate.completedOn')}</dt>
              <dd className="mt-0.5 font-bold text-ink">{date}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-muted">{t('certificate.issuedBy')}</dt>
              <dd className="mt-0.5 font-bold wrap-anywhere text-ink">{certificate.issuer}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-muted">{t('certificate.number')}</dt>
              <dd className="mt-0.5 font-mono font-bold tracking-wider text-ink" data-testid="certificate-number">
                {certificate.id}
              </dd>
            </div>
          </dl>
          <span aria-hidden="true" className="absolute right-4 bottom-4 hidden size-16 items-center justify-center rounded-full bg-book-button text-white shadow-card sm:inline-flex">
            <AwardIcon size={32} />
          </span>
        </div>
      </div>

      <div className="mt-8 flex flex-col gap-4">
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void download()}
            {...busyButtonProps(downloading)}
            className={buttonClass('primary', 'lg')}
            data-testid="certificate-download"
          >
            {downloading ? <Spinner className="size-5" /> : <DownloadIcon size={20} />}
            {downloading ? t('certificate.preparing') : t('certificate.download')}
          </button>
          <Link to={`/certificate/${encodeURIComponent(certificate.id)}`} className={buttonClass('secondary', 'lg')} data-testid="certificate-verify-link">
            <ShieldIcon size={20} />
            {t('certificate.verification')}
          </Link>
          {certificate.course.slug ? (
            <Link to={`/course/${encodeURIComponent(certificate.course.slug)}`} className={buttonClass('ghost', 'lg')}>
              <ArrowLeftIcon size={20} />
              {t('certificate.backToCourse')}
            </Link>
          ) : null}
        </div>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <div className="rounded-2xl border border-line-soft bg-surface p-4 sm:p-5">
          <p className="font-semibold text-ink">{t('certificate.share')}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {t('certificate.shareText')}
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="min-w-0 flex-1 truncate rounded-xl bg-surface-alt px-3 py-2.5 text-sm text-ink" data-testid="certificate-share-url">
              {certificate.verify_url}
            </code>
            <button type="button" onClick={() => void copyLink()} className={buttonClass('secondary', 'md')}>
              {copied ? <CheckIcon size={18} /> : null}
              {copied ? t('certificate.copied') : t('certificate.copy')}
            </button>
          </div>
          <p role="status" className="sr-only">
            {copied ? t('certificate.copiedStatus') : ''}
          </p>
        </div>
      </div>
    </article>
  );
}

function CornerArt() {
  return (
    <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute inset-0 h-full w-full" preserveAspectRatio="none" viewBox="0 0 400 300">
      <path d="M0 0h70L0 50z" className="fill-primary-light" />
      <path d="M400 300h-70l70-50z" className="fill-primary-light" />
      <path d="M400 0h-40l40 28z" className="fill-announcement" />
      <path d="M0 300h40L0 272z" className="fill-announcement" />
    </svg>
  );
}

function CertificateSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <div aria-busy="true" data-testid="certificate-skeleton">
      <p role="status" className="sr-only">
        {t('certificate.loading')}
      </p>
      <div aria-hidden="true">
        <Skeleton className="h-8 w-40 rounded-full" />
        <Skeleton className="mt-4 h-10 w-2/3" />
        <Skeleton className="mt-2 h-7 w-1/2" />
        <Skeleton className="mt-8 h-[26rem] w-full rounded-[calc(var(--radius-card)*1.4)]" />
        <Skeleton className="mt-8 h-12 w-48 rounded-full" />
      </div>
    </div>
  );
}
