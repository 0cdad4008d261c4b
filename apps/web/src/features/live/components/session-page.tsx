import type { TLiveRecording, TLiveSessionDetail } from '@commonshelf/shared/live/live.schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import {
  CalendarIcon,
  CheckIcon,
  ClockIcon,
  DownloadIcon,
  ExternalLinkIcon,
  UserIcon,
  UsersIcon,
  VideoIcon,
} from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/state-message';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { errorMessage } from '../../../lib/api-client';
import { selectUser } from '../../../lib/session.slice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { calendarUrl, useCancelLiveRegistrationMutation, useGetLiveSessionQuery, useRegisterForLiveMutation } from '../api/live.api';
import { useNow } from '../hooks/use-now';
import { LIVE_PROSE, loginPathFor } from '../live-prose';
import { countdown, formatLength, formatSessionDate, formatTimeRange, phaseNow, viewerZone, zoneName, type LivePhaseNow } from '../live-time';
import { PhaseBadge } from './live-badges';
import { Breadcrumb } from '../../../components/ui/breadcrumb';

/** `/webinar/:slug`: one page for live lessons and webinars. */
export function SessionPage() {
  const { t } = useTranslation('learning');
  const { slug = '' } = useParams();
  const user = useSelector(selectUser);
  const { data, error, isLoading, isFetching, refetch } = useGetLiveSessionQuery({ slug, viewer: user?.id ?? null });
  useDocumentTitle(data?.title);

  if (isLoading) return <SessionSkeleton />;
  if (!data) {
    if (error && 'status' in error && error.status === 404) return <SessionNotFound />;
    return (
      <div className="container-page py-12">
        <ErrorState what={t('live.session.what')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  return <SessionView session={data} refetch={refetch} />;
}

/** Where the session is for the page: the join link and the recording come from the server at these moments. */
function stageOf(s: TLiveSessionDetail, now: number): string {
  if (now >= Date.parse(s.ends_at)) return 'ended';
  if (now >= Date.parse(s.join_opens_at)) return 'join-open';
  return 'before';
}

function SessionView({ session: s, refetch }: { session: TLiveSessionDetail; refetch: () => unknown }) {
  const { t } = useTranslation('learning');
  const now = useNow(1000);
  const phase = phaseNow(s.starts_at, s.ends_at, now);
  const stage = stageOf(s, now);
  // When the viewer's clock reaches the join window or the end, ask again: the server decides what to show.
  const shownStage = useRef(stage);
  useEffect(() => {
    if (shownStage.current !== stage) {
      shownStage.current = stage;
      void refetch();
    }
  }, [stage, refetch]);

  return (
    <article aria-labelledby="session-title" data-testid="session-page" data-slug={s.slug}>
      <section className="bg-primary-light">
        <div className="container-page grid items-start gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
          <div className="min-w-0">
            <Breadcrumb parent={{ to: '/live', label: t('live.session.breadcrumb') }} current={s.title} />
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="warm">{t(`live.kinds.${s.kind}`)}</Badge>
              <PhaseBadge phase={phase} />
              {phase === 'ended' ? <Badge>{t('live.session.ended')}</Badge> : null}
            </div>
            <h1 id="session-title" className="mt-3 text-3xl leading-tight font-black tracking-tight text-ink sm:text-4xl xl:text-5xl">
              {s.title}
            </h1>
            {s.summary ? <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-soft">{s.summary}</p> : null}
            <ul role="list" className="mt-6 flex flex-col gap-2.5 text-base font-semibold text-ink-soft" data-testid="session-facts">
              <li className="flex items-start gap-2.5">
                <CalendarIcon size={20} className="mt-0.5 shrink-0 text-primary" />
                <span data-testid="session-date">{formatSessionDate(s.starts_at)}</span>
              </li>
              <li className="flex items-start gap-2.5">
                <ClockIcon size={20} className="mt-0.5 shrink-0 text-primary" />
                <span>
                  <span data-testid="session-time">
                    {formatTimeRange(s.starts_at, s.ends_at)} {zoneName(s.starts_at)}
                  </span>
                  <span className="block text-sm font-normal text-ink-muted" data-testid="session-zone">
                    {t('live.session.yourZone', { zone: viewerZone(), length: formatLength(s.duration_minutes) })}
                  </span>
                </span>
              </li>
              {s.host_name ? (
                <li className="flex items-start gap-2.5">
                  <UserIcon size={20} className="mt-0.5 shrink-0 text-primary" />
                  <span>{t('live.with', { name: s.host_name })}</span>
                </li>
              ) : null}
              {s.capacity !== null && phase !== 'ended' ? (
                <li className="flex items-start gap-2.5" data-testid="session-places">
                  <UsersIcon size={20} className="mt-0.5 shrink-0 text-primary" />
                  <span>{s.places_left === 0 ? t('live.session.fullyBooked') : t('live.session.placesLeft', { count: s.places_left ?? 0, capacity: s.capacity })}</span>
                </li>
              ) : null}
            </ul>
          </div>
          <RegistrationPanel session={s} phase={phase} now={now} />
        </div>
      </section>

      <div className="container-page flex max-w-4xl flex-col gap-12 py-10 sm:py-14">
        {phase === 'ended' ? <Recording recording={s.recording} title={s.title} /> : null}
        {s.description_html ? (
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
              {t(`live.session.about.${s.kind}`)}
            </h2>
            {/* Sanitised by the server (rich-text.ts) when written and again when served. */}
            <div className={`mt-4 ${LIVE_PROSE}`} dangerouslySetInnerHTML={{ __html: s.description_html }} />
          </section>
        ) : null}
        {s.host_name ? (
          <section aria-labelledby="host-title" className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-6 shadow-card">
            <h2 id="host-title" className="text-xl font-extrabold tracking-tight text-ink">
              {t('live.session.host')}
            </h2>
            <div className="mt-3 flex items-start gap-4">
              <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-light text-lg font-black text-primary">
                {s.host_name.trim().charAt(0).toUpperCase()}
              </span>
              <div className="min-w-0">
                <p className="text-lg font-bold text-ink">{s.host_name}</p>
                {s.host_bio ? <p className="mt-1 leading-relaxed text-ink-soft">{s.host_bio}</p> : null}
              </div>
            </div>
          </section>
        ) : null}
      </div>
    </article>
  );
}

/** The countdown, registration, the Join button once it is open, and the calendar file. */
function RegistrationPanel({ session: s, phase, now }: { session: TLiveSessionDetail; phase: LivePhaseNow; now: number }) {
  const { t } = useTranslation('learning');
  const start = Date.parse(s.starts_at);
  const end = Date.parse(s.ends_at);
  return (
    <aside aria-label={t('live.session.registration')} className="min-w-0">
      <div className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-line-soft bg-surface p-6 shadow-card" data-testid="registration-panel">
        <div>
          <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {phase === 'ended' ? t('live.session.finished') : phase === 'live' ? t('live.session.happening') : t('live.session.startsIn')}
          </p>
          <p className="mt-1 text-2xl font-black text-ink" data-testid="session-countdown">
            {phase === 'ended' ? t('live.session.hasEnded') : phase === 'live' ? t('live.session.endsIn', { time: countdown(end - now) }) : countdown(start - now)}
          </p>
        </div>
        <Registration session={s} phase={phase} />
        {s.join_url ? (
          <a href={s.join_url} target="_blank" rel="noopener noreferrer" className={buttonClass('book', 'lg', 'w-full')} data-testid="join-button">
            <VideoIcon size={20} />
            {t('live.session.join')}
            <span className="sr-only">{t('live.session.newTab')}</span>
            <ExternalLinkIcon size={16} />
          </a>
        ) : s.registered && phase !== 'ended' ? (
          <p className="rounded-xl bg-surface-alt px-4 py-3 text-sm text-ink-soft" data-testid="join-later">
            {t('live.session.joinLater')}
          </p>
        ) : null}
        {phase === 'ended' && s.recording ? (
          <a href="#recording-title" className={buttonClass('primary', 'lg', 'w-full')} data-testid="panel-recording-link">
            <VideoIcon size={20} />
            {t('live.session.watchRecording')}
          </a>
        ) : null}
        {phase !== 'ended' ? (
          <a href={calendarUrl(s.slug)} download={`${s.slug}.ics`} className={buttonClass('secondary', 'md', 'w-full')} data-testid="calendar-link">
            <DownloadIcon size={18} />
            {t('live.session.calendar')}
          </a>
        ) : null}
      </div>
    </aside>
  );
}

function Registration({ session: s, phase }: { session: TLiveSessionDetail; phase: LivePhaseNow }) {
  const { t } = useTranslation('learning');
  const user = useSelector(selectUser);
  const location = useLocation();
  const navigate = useNavigate();
  const [register, registering] = useRegisterForLiveMutation();
  const [cancel, cancelling] = useCancelLiveRegistrationMutation();
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const statusRef = useRef<HTMLDivElement>(null);
  const registerRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef<'status' | 'register' | null>(null);

  // After registering or cancelling, the button pressed is gone: focus goes to what replaced it.
  useEffect(() => {
    if (moveFocus.current === 'status') statusRef.current?.focus();
    if (moveFocus.current === 'register') registerRef.current?.focus();
    moveFocus.current = null;
  }, [s.registered]);

  if (phase === 'ended') {
    return s.registered ? <p className="text-sm text-ink-soft">{t('live.session.wereRegistered')}</p> : null;
  }

  const onRegister = async () => {
    setError(null);
    try {
      await register({ slug: s.slug }).unwrap();
      moveFocus.current = 'status';
      setAnnouncement(user?.email ? t('live.session.registeredEmailed') : t('live.session.registeredShort'));
    } catch (e) {
      setError(errorMessage(e, t('live.session.registerFailed')));
    }
  };
  const onCancel = async () => {
    setError(null);
    try {
      await cancel({ slug: s.slug }).unwrap();
      moveFocus.current = 'register';
      setAnnouncement(t('live.session.cancelled'));
    } catch (e) {
      setError(errorMessage(e, t('live.session.cancelFailed')));
    }
  };

  let control;
  if (!user) {
    control = (
      <button
        type="button"
        onClick={() => navigate(loginPathFor(location.pathname, location.search), { state: { from: location } })}
        className={buttonClass('primary', 'lg', 'w-full')}
        data-testid="register-button"
        data-action="login"
      >
        {t('live.session.logIn')}
      </button>
    );
  } else if (s.registered) {
    control = (
      <div className="flex flex-col gap-3">
        <div ref={statusRef} tabIndex={-1} className="flex items-center gap-3 rounded-xl bg-primary-light px-4 py-3 font-semibold text-primary-dark outline-none focus-visible:ring-3 focus-visible:ring-primary/40" data-testid="registered">
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-white">
            <CheckIcon size={16} strokeWidth={3} />
          </span>
          {t('live.session.registered')}
        </div>
        <button type="button" onClick={() => void onCancel()} {...busyButtonProps(cancelling.isLoading)} className={buttonClass('ghost', 'sm', 'self-start')} data-testid="cancel-registration">
          {cancelling.isLoading ? <Spinner className="size-4" /> : null}
          {t('live.session.cancel')}
        </button>
      </div>
    );
  } else if (s.places_left === 0) {
    control = (
      <p className="rounded-xl bg-surface-alt px-4 py-3 font-semibold text-ink" data-testid="session-full">
        {t('live.session.full')}
      </p>
    );
  } else {
    control = (
      <button
        ref={registerRef}
        type="button"
        onClick={() => void onRegister()}
        {...busyButtonProps(registering.isLoading)}
        aria-busy={registering.isLoading || undefined}
        className={buttonClass('primary', 'lg', 'w-full')}
        data-testid="register-button"
        data-action="register"
      >
        {registering.isLoading ? <Spinner className="size-5" /> : null}
        {registering.isLoading ? t('live.session.registering') : t('live.session.register')}
      </button>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      {control}
      {error ? <FormAlert testId="registration-error">{error}</FormAlert> : null}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}

function Recording({ recording, title }: { recording: TLiveRecording | null; title: string }) {
  const { t } = useTranslation('learning');
  return (
    <section aria-labelledby="recording-title" data-testid="session-recording">
      <h2 id="recording-title" tabIndex={-1} className="scroll-mt-6 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {t('live.session.recording')}
      </h2>
      {recording === null ? (
        <p className="mt-3 text-ink-soft">{t('live.session.noRecording')}</p>
      ) : recording.kind === 'embed' ? (
        <div className="mt-4 overflow-hidden rounded-2xl bg-ink shadow-card">
          <iframe
            src={recording.url}
            title={t('live.session.recordingOf', { title })}
            className="aspect-video h-auto w-full border-0"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            loading="lazy"
          />
        </div>
      ) : (
        <a href={recording.url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'md', 'mt-4')} data-testid="recording-link">
          <VideoIcon size={18} />
          {t('live.session.watchRecording')}
          <span className="sr-only">{t('live.session.newTab')}</span>
          <ExternalLinkIcon size={16} />
        </a>
      )}
    </section>
  );
}

function SessionNotFound() {
  const { t } = useTranslation('learning');
  return (
    <ItemNotFound testId="session-not-found" icon={<VideoIcon size={24} />} title={t('live.session.notFoundTitle')} backTo="/live" backLabel={t('live.session.seeAll')}>
      {t('live.session.notFoundText')}
    </ItemNotFound>
  );
}

function SessionSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <PageSkeleton
      label={t('live.session.loading')}
      testId="session-skeleton"
      hero={
        <div className="container-page grid gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
          <div>
            <Skeleton className="mb-5 h-5 w-48" />
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="mt-3 h-20 w-full max-w-lg" />
            <Skeleton className="mt-4 h-16 w-full max-w-2xl" />
            <Skeleton className="mt-6 h-24 w-80 max-w-full" />
          </div>
          <Skeleton className="h-72 w-full rounded-[var(--radius-card)]" />
        </div>
      }
    />
  );
}
