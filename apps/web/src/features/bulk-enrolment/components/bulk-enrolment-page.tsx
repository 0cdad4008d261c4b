import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FeatureCard } from '../../../components/ui/feature-card';
import { CheckIcon, FileTextIcon, LockIcon, ShieldIcon, UsersIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import type { TUserRole } from '../../../lib/roles';
import { selectUser } from '../../../lib/session.slice';
import { loginPathFor } from '../../courses/enrol-state';
import { useGetBulkOptionsQuery } from '../api/bulk-enrolment.api';
import { ClassEnrolment } from './class-enrolment';
import { CsvEnrolment } from './csv-enrolment';
import { selectClass } from '../../../components/ui/form-field';
import { RecentBulkEnrolments } from './recent-bulk-enrolments';

/** The roles the API lets enrol others (teachers their classes, admins their site). */
const BULK_ROLES: readonly TUserRole[] = ['teacher', 'teacher_admin', 'school_admin', 'upschool_admin'];

/** `/bulk-enrolment`: a whole class or a CSV file of users into a course, for teachers and admins. */
export function BulkEnrolmentPage() {
  const { t } = useTranslation('classroom');
  const user = useSelector(selectUser);
  const allowed = !!user && BULK_ROLES.includes(user.role);
  return (
    <div data-testid="bulk-enrolment" className="bg-surface-alt pb-14">
      <section aria-labelledby="bulk-title" className="bg-primary-light">
        <div className="container-page py-10 sm:py-14">
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3.5 py-1.5 text-sm font-bold text-primary-dark shadow-card">
            <UsersIcon size={16} />
            {t('bulk.tagline')}
          </p>
          <h1 id="bulk-title" className="mt-4 text-4xl font-black tracking-tight text-ink sm:text-5xl">
            {t('bulk.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink-soft">
            {t('bulk.intro')}
          </p>
        </div>
      </section>
      {!user ? <Visitor /> : allowed ? <Tool /> : <NotForYou student={user.role === 'student'} />}
    </div>
  );
}

function Visitor() {
  const { t } = useTranslation('classroom');
  const location = useLocation();
  return (
    <div className="container-page pt-8 sm:pt-12" data-testid="bulk-visitor">
      <ul role="list" className="grid gap-4 md:grid-cols-3">
        <FeatureCard icon={<UsersIcon size={22} />} title={t('bulk.classTitle')}>
          {t('bulk.classBody')}
        </FeatureCard>
        <FeatureCard icon={<FileTextIcon size={22} />} title={t('bulk.csvTitle')}>
          {t('bulk.csvBody')}
        </FeatureCard>
        <FeatureCard icon={<ShieldIcon size={22} />} title={t('bulk.allTitle')}>
          {t('bulk.allBody')}
        </FeatureCard>
      </ul>
      <div className="mt-8 flex flex-col items-start gap-3 rounded-[var(--radius-card)] bg-surface p-6 shadow-card sm:flex-row sm:items-center sm:justify-between">
        <p className="text-base text-ink-soft">
          <LockIcon size={18} className="mr-1.5 inline align-[-3px] text-primary" />
          {t('bulk.loginNote')}
        </p>
        <Link
          to={loginPathFor(location.pathname, location.search)}
          state={{ from: location }}
          className={buttonClass('primary', 'lg')}
          data-testid="bulk-login"
        >
          {t('bulk.login')}
        </Link>
      </div>
    </div>
  );
}


function NotForYou({ student }: { student: boolean }) {
  const { t } = useTranslation('classroom');
  return (
    <div className="container-page pt-8 sm:pt-12" data-testid="bulk-not-allowed">
      <StateMessage
        icon={<LockIcon size={24} />}
        title={t('bulk.notAllowed')}
        action={
          <Link to="/courses" className={buttonClass('primary', 'md')}>
            {t('bulk.browse')}
          </Link>
        }
      >
        {student ? t('bulk.notAllowedStudent') : t('bulk.notAllowedOther')}
      </StateMessage>
    </div>
  );
}

type Source = 'class' | 'csv';

function Tool() {
  const { t } = useTranslation('classroom');
  const user = useSelector(selectUser);
  const viewer = user?.id ?? null;
  const { data: options, isLoading, isError, isFetching, refetch } = useGetBulkOptionsQuery({ viewer });
  const [courseId, setCourseId] = useState<number | null>(null);
  const [source, setSource] = useState<Source>('class');
  const courseFieldId = useId();
  const course = options?.courses.find((c) => c.id === courseId) ?? null;

  return (
    <div className="container-page grid gap-8 pt-8 sm:pt-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 rounded-[calc(var(--radius-card)*1.2)] bg-surface p-5 shadow-card sm:p-8" data-testid="bulk-tool">
        {isLoading ? (
          <div className="flex flex-col gap-4" aria-hidden="true">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : isError || !options ? (
          <ErrorState what={t('bulk.what')} onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <div className="flex flex-col gap-7">
            <Step number={1} title={t('bulk.chooseCourse')}>
              <label htmlFor={courseFieldId} className="sr-only">
                {t('bulk.course')}
              </label>
              <select
                id={courseFieldId}
                value={courseId ?? ''}
                onChange={(e) => setCourseId(e.target.value ? Number(e.target.value) : null)}
                className={selectClass()}
                data-testid="bulk-course"
              >
                <option value="">{t('bulk.chooseCourseOption')}</option>
                {options.courses.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </Step>

            <Step number={2} title={t('bulk.who')}>
              <fieldset>
                <legend className="sr-only">{t('bulk.who')}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <SourceChoice
                    value="class"
                    current={source}
                    onChange={setSource}
                    icon={<UsersIcon size={20} />}
                    title={t('bulk.aClass')}
                    detail={options.scope === 'own_classes' ? t('bulk.ownClass') : t('bulk.anyClass')}
                  />
                  <SourceChoice
                    value="csv"
                    current={source}
                    onChange={setSource}
                    icon={<FileTextIcon size={20} />}
                    title={t('bulk.aFile')}
                    detail={options.scope === 'own_classes' ? t('bulk.ownFile') : t('bulk.anyFile')}
                  />
                </div>
              </fieldset>
            </Step>

            <Step number={3} title={source === 'class' ? t('bulk.pickClass') : t('bulk.uploadFile')}>
              {source === 'class' ? (
                <ClassEnrolment key="class" course={course} classes={options.classes} scope={options.scope} />
              ) : (
                <CsvEnrolment key="csv" course={course} scope={options.scope} />
              )}
            </Step>
          </div>
        )}
      </div>
      <RecentBulkEnrolments viewer={viewer} />
    </div>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const { t } = useTranslation('classroom');
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="flex items-center gap-3 text-lg font-bold text-ink">
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-black text-white">
          {number}
        </span>
        <span>
          <span className="sr-only">{t('bulk.step', { number })}</span>
          {title}
        </span>
      </h2>
      {children}
    </section>
  );
}

function SourceChoice({
  value,
  current,
  onChange,
  icon,
  title,
  detail,
}: {
  value: Source;
  current: Source;
  onChange: (s: Source) => void;
  icon: ReactNode;
  title: string;
  detail: string;
}) {
  const checked = value === current;
  return (
    <label
      className={`relative flex cursor-pointer items-start gap-3 rounded-2xl border-2 p-4 transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary/40 ${
        checked ? 'border-primary bg-primary-light' : 'border-line-soft bg-surface hover:border-line'
      }`}
    >
      <input
        type="radio"
        name="bulk-source"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="sr-only"
        data-testid={`bulk-source-${value}`}
      />
      <span aria-hidden="true" className={`mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full ${checked ? 'bg-primary text-white' : 'bg-primary-light text-primary'}`}>
        {checked ? <CheckIcon size={18} /> : icon}
      </span>
      <span className="min-w-0">
        <span className="block font-bold text-ink">{title}</span>
        <span className="block text-sm text-ink-muted">{detail}</span>
      </span>
    </label>
  );
}
