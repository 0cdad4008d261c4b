import { CERTIFICATE_NOT_FOUND } from '@commonshelf/shared/courses/learning-limits';
import type { TCertificateVerification } from '@commonshelf/shared/courses/learning.schemas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { AlertIcon, AwardIcon, CheckIcon, SearchIcon, ShieldIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVerifyCertificateQuery } from '../api/certificates.api';
import { normalizeTypedNumber } from '../certificate-file';

/** `/certificate/:id`: public proof that a certificate is genuine (or that no such certificate exists). */
export function CertificateVerificationPage() {
  const { t } = useTranslation('learning');
  const { id = '' } = useParams();
  const { data, error, isLoading, isFetching, refetch } = useVerifyCertificateQuery(id);
  const status = error && 'status' in error ? error.status : null;
  useDocumentTitle(data ? t('verification.genuineTitle') : status === 404 ? t('verification.notFoundDocTitle') : null);

  return (
    <div className="bg-surface-alt">
      <div className="container-page max-w-3xl py-8 sm:py-14">
        {isLoading ? (
          <VerificationSkeleton />
        ) : data ? (
          <Genuine certificate={data} />
        ) : status === 404 ? (
          <NotFound id={id} message={notFoundMessage(errorMessage(error, CERTIFICATE_NOT_FOUND), t('verification.notFoundFallback'))} />
        ) : status === 429 ? (
          <Panel tone="warning" testId="verification-busy" title={t('verification.wait')} icon={<AlertIcon size={40} />}>
            <p>{errorMessage(error, t('verification.tooMany'))}</p>
          </Panel>
        ) : (
          <ErrorState what={t('verification.what')} onRetry={() => void refetch()} retrying={isFetching} />
        )}
        <CheckAnother current={id} />
      </div>
    </div>
  );
}

/** The server's usual answer (the shared English sentence) in the UI language; any other message as it is. */
const notFoundMessage = (message: string, translated: string) => (message === CERTIFICATE_NOT_FOUND ? translated : message);

function Genuine({ certificate }: { certificate: TCertificateVerification }) {
  const { t } = useTranslation('learning');
  return (
    <Panel tone="valid" testId="verification-valid" title={t('verification.genuine')} icon={<ShieldIcon size={44} />}>
      <p>
        <Trans
          t={t}
          i18nKey="verification.statement"
          values={{ learner: certificate.learner, course: certificate.course, issuer: certificate.issuer }}
          components={{ strong: <strong className="text-ink" /> }}
        />
      </p>
      <dl className="mt-6 grid gap-px overflow-hidden rounded-2xl border border-line-soft bg-line-soft text-left sm:grid-cols-2">
        <Fact term={t('verification.awardedTo')} value={certificate.learner} testId="verification-learner" />
        <Fact term={t('verification.course')} value={certificate.course} testId="verification-course" />
        <Fact term={t('certificate.completedOn')} value={formatLongDate(certificate.issued_at)} testId="verification-date" />
        <Fact term={t('certificate.issuedBy')} value={certificate.issuer} testId="verification-issuer" />
        <div className="bg-surface p-4 sm:col-span-2">
          <dt className="text-sm font-semibold text-ink-muted">{t('certificate.number')}</dt>
          <dd className="mt-0.5 font-mono text-lg font-bold tracking-wider text-ink">{certificate.id}</dd>
        </div>
      </dl>
    </Panel>
  );
}

function NotFound({ id, message }: { id: string; message: string }) {
  const { t } = useTranslation('learning');
  return (
    <Panel tone="invalid" testId="verification-not-found" title={t('verification.noSuch')} icon={<AlertIcon size={40} />}>
      <p>{message}</p>
      <p className="mt-2">
        <Trans t={t} i18nKey="verification.checked" values={{ id }} components={{ mono: <span className="font-mono font-bold break-all text-ink" /> }} />
      </p>
    </Panel>
  );
}

function Panel({
  tone,
  title,
  icon,
  children,
  testId,
}: {
  tone: 'valid' | 'invalid' | 'warning';
  title: string;
  icon: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('learning');
  const badge = tone === 'valid' ? 'bg-primary text-white' : 'bg-book-button text-white';
  return (
    <section
      aria-labelledby="verification-title"
      data-testid={testId}
      className={`rounded-[calc(var(--radius-card)*1.4)] border-2 bg-surface px-5 py-8 text-center shadow-lift sm:px-10 sm:py-10 ${tone === 'valid' ? 'border-primary' : 'border-book-button/50'}`}
    >
      <span className={`mx-auto flex size-20 items-center justify-center rounded-full ${badge}`}>{icon}</span>
      <p className="mt-5 inline-flex items-center gap-1.5 text-sm font-bold tracking-wide text-ink-muted uppercase">
        {tone === 'valid' ? <CheckIcon size={16} strokeWidth={3} /> : <AwardIcon size={16} />}
        {t('verification.check')}
      </p>
      <h1 id="verification-title" className="mt-2 text-3xl font-black tracking-tight text-ink sm:text-4xl">
        {title}
      </h1>
      <div className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-ink-soft">{children}</div>
    </section>
  );
}

function Fact({ term, value, testId }: { term: string; value: string; testId: string }) {
  return (
    <div className="bg-surface p-4">
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="mt-0.5 font-bold wrap-anywhere text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function CheckAnother({ current }: { current: string }) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const inputId = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = normalizeTypedNumber(value);
    if (number && number !== current) navigate(`/certificate/${encodeURIComponent(number)}`);
    setValue('');
  };
  return (
    <form onSubmit={submit} className="mt-8 rounded-[var(--radius-card)] border border-line-soft bg-surface p-5 sm:p-6" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-lg font-bold text-ink">
        {t('verification.another')}
      </h2>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink">
            {t('certificate.number')}
          </label>
          <input
            id={inputId}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={t('verification.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className={inputClass(false, 'font-mono uppercase placeholder:normal-case')}
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'lg')}>
          <SearchIcon size={18} />
          {t('verification.submit')}
        </button>
      </div>
    </form>
  );
}

function VerificationSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <div aria-busy="true" className="rounded-[calc(var(--radius-card)*1.4)] bg-surface px-5 py-8 shadow-lift sm:px-10 sm:py-10">
      <p role="status" className="sr-only">
        {t('verification.checking')}
      </p>
      <div aria-hidden="true" className="flex flex-col items-center">
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="mt-5 h-4 w-32" />
        <Skeleton className="mt-3 h-10 w-80 max-w-full" />
        <Skeleton className="mt-4 h-14 w-full max-w-xl" />
        <Skeleton className="mt-6 h-48 w-full" />
      </div>
    </div>
  );
}
