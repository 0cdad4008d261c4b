import type { TDearWorldBook, TDearWorldLetter } from '@commonshelf/shared/library/dear-world.schemas';
import i18next from 'i18next';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, BookIcon, ChevronLeftIcon, ChevronRightIcon, DownloadIcon, MailIcon, PenIcon } from '../../../components/ui/icons';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { countryName } from '../../../lib/countries';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetDearWorldBookQuery } from '../api/dear-world.api';
import { keyIsTaken, LETTER_CHALLENGE_PATH, pageFromParam, PageTurns, pageSearch, swipeStep } from '../dear-world-paging';

/** Letters are set like a letter on paper: a book face, on faint ruled lines 2rem apart. */
const LETTER_FONT = { fontFamily: "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Times New Roman', serif" };
const RULED = {
  backgroundImage: 'repeating-linear-gradient(to bottom, transparent 0, transparent calc(2rem - 1px), rgb(17 54 90 / 0.09) calc(2rem - 1px), rgb(17 54 90 / 0.09) 2rem)',
  backgroundPosition: '0 0.45rem',
};
const PAPER = 'bg-[#fffdf7]';

/** `/dear-world-book`: the letters the platform chose from the letter challenge, read like a book. */
export function DearWorldBookPage({ buy }: { buy?: ReactNode }) {
  const { t } = useTranslation('activities');
  const { data, isLoading, isError, isFetching, refetch } = useGetDearWorldBookQuery();
  if (isLoading) return <BookSkeleton />;
  if (isError || !data) {
    return (
      <div className="container-page py-12">
        <ErrorState what={t('dearWorld.what')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  return <DearWorldBook book={data} buy={buy} />;
}

const countryList = (codes: string[]) => {
  const names = codes.map((c) => countryName(c) ?? c);
  return names.length > 1 ? i18next.t('activities:dearWorld.and', { list: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' }) : (names[0] ?? '');
};

/** "Dear Mayor" from a letter's first line; a letter sent as a picture or a file is named by that. */
export function letterTitle(letter: TDearWorldLetter): string {
  const first = letter.text
    ?.split('\n')
    .map((l) => l.trim())
    .find(Boolean);
  if (first) return first.replace(/[,:;.!]+$/, '').slice(0, 80);
  return letter.attachment?.is_image ? i18next.t('activities:dearWorld.letterInPictures') : i18next.t('activities:dearWorld.aLetter');
}

/** Where the author wrote from: school and country, where known. */
const authorPlace = (letter: TDearWorldLetter) => [letter.author.school, letter.author.country ? countryName(letter.author.country) : null].filter(Boolean).join(', ');

function DearWorldBook({ book, buy }: { book: TDearWorldBook; buy: ReactNode }) {
  const { t } = useTranslation('activities');
  const [params, setParams] = useSearchParams();
  const count = book.letters.length;
  const page = pageFromParam(params.get('letter'), count);
  const letter = page > 0 ? book.letters[page - 1]! : null;
  const pageRef = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [contentsOpen, setContentsOpen] = useState(false);
  useDocumentTitle(letter ? t('dearWorld.documentTitle', { page, title: letterTitle(letter) }) : t('dearWorld.documentTitleCover'));

  // Pages turn in place: the URL follows (a letter can be shared), without adding to Back's history.
  // Turns count on from the page last asked for until it is shown (PageTurns).
  const [turns] = useState(() => new PageTurns(page));
  useLayoutEffect(() => turns.shown(page), [turns, page]);
  const show = useCallback((next: number) => setParams(new URLSearchParams(pageSearch(next)), { replace: true, preventScrollReset: true }), [setParams]);
  const go = (next: number) => show(turns.ask(next));
  const turn = useCallback((step: 1 | -1) => show(turns.turn(step, count)), [show, turns, count]);
  const open = (next: number) => {
    go(next);
    setContentsOpen(false);
    // Reading on from the contents: the page itself gets focus, so it is read next.
    requestAnimationFrame(() => pageRef.current?.focus({ preventScroll: false }));
  };

  useLayoutEffect(() => {
    if (!count) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || event.defaultPrevented || keyIsTaken(event)) return;
      event.preventDefault();
      turn(event.key === 'ArrowRight' ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count, turn]);

  const onTouchStart = (event: TouchEvent) => {
    const first = event.touches[0];
    touch.current = event.touches.length === 1 && first ? { x: first.clientX, y: first.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const end = event.changedTouches[0];
    touch.current = null;
    if (!start || !end || !count) return;
    const step = swipeStep(end.clientX - start.x, end.clientY - start.y);
    if (step) turn(step);
  };

  const position = letter ? t('dearWorld.position', { page, count }) : t('dearWorld.cover');
  return (
    <div data-testid="dear-world-page">
      <section aria-labelledby="dear-world-title" className="bg-primary-light">
        <div className="container-page py-8 sm:py-10">
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3.5 py-1.5 text-sm font-bold text-primary-dark shadow-card">
            <BookIcon size={16} />
            {t('dearWorld.books')}
          </p>
          <h1 id="dear-world-title" className="mt-4 text-4xl font-black tracking-tight text-ink sm:text-5xl">
            {book.title}
          </h1>
          <p className="mt-2 max-w-2xl text-lg text-ink-soft">{book.subtitle}</p>
          {count ? (
            <p className="mt-3 text-sm font-semibold text-ink-muted" data-testid="dw-summary">
              {t('dearWorld.summary', { letters: t('dearWorld.letters', { count }), schools: t('dearWorld.schools', { count: book.schools.length }) })}
              {book.countries.length ? t('dearWorld.inCountries', { countries: countryList(book.countries) }) : ''}
            </p>
          ) : null}
          {buy}
        </div>
      </section>

      <div className="container-page grid gap-8 py-8 sm:py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        {count ? (
          <nav aria-labelledby="contents-title" className="min-w-0 lg:sticky lg:top-24 lg:self-start" data-testid="dw-contents">
            <div className="flex items-center justify-between gap-3">
              <h2 id="contents-title" className="text-lg font-bold text-ink">
                {t('dearWorld.contents')}
              </h2>
              {desktop ? null : (
                <button type="button" onClick={() => setContentsOpen((v) => !v)} aria-expanded={contentsOpen} aria-controls="dw-contents-list" className={buttonClass('secondary', 'sm')} data-testid="dw-contents-toggle">
                  {contentsOpen ? t('dearWorld.hide') : t('dearWorld.showAll', { count })}
                </button>
              )}
            </div>
            <ol id="dw-contents-list" role="list" hidden={!desktop && !contentsOpen} className="mt-3 flex flex-col gap-1 border-l-2 border-line-soft">
              <ContentsItem current={page === 0} onClick={() => open(0)} label={t('dearWorld.coverAndIntro')} />
              {book.letters.map((l) => (
                <ContentsItem key={l.id} current={page === l.number} onClick={() => open(l.number)} number={l.number} label={letterTitle(l)} detail={l.author.name} />
              ))}
            </ol>
          </nav>
        ) : null}

        <div className={`min-w-0 ${count ? '' : 'lg:col-span-2'}`}>
          <div className="mx-auto max-w-3xl">
            <div
              ref={pageRef}
              tabIndex={-1}
              onTouchStart={onTouchStart}
              onTouchEnd={onTouchEnd}
              aria-label={letter ? t('dearWorld.pageBy', { position, name: letter.author.name }) : t('dearWorld.theCover')}
              role="region"
              aria-roledescription={t('dearWorld.bookPage')}
              className={`relative overflow-hidden rounded-[1.5rem] ${PAPER} shadow-lift ring-1 ring-ink/5 focus-visible:ring-3 focus-visible:ring-primary/50 focus-visible:outline-none`}
              data-testid="dw-book"
              data-page={page}
            >
              {/* The spine, on the left edge of every page. */}
              <div aria-hidden="true" className="absolute inset-y-0 left-0 w-3 bg-gradient-to-r from-ink/15 to-transparent" />
              <div key={page} className="animate-fade-in">
                {letter ? <LetterPage letter={letter} count={count} /> : <Cover book={book} onStart={count ? () => go(1) : undefined} />}
              </div>
            </div>

            {count ? (
              <nav aria-label={t('dearWorld.turnPages')} className="mt-5 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3">
                <button type="button" onClick={() => turn(-1)} disabled={page === 0} className={buttonClass('secondary', 'md', 'justify-self-start')} data-testid="dw-previous">
                  <ChevronLeftIcon size={18} />
                  {t('dearWorld.previous')}
                </button>
                <p className="text-center text-sm font-semibold text-ink-muted" aria-live="polite" data-testid="dw-position">
                  {position}
                </p>
                {page < count ? (
                  <button type="button" onClick={() => turn(1)} className={buttonClass('primary', 'md', 'justify-self-end')} data-testid="dw-next">
                    {t('dearWorld.next')}
                    <ChevronRightIcon size={18} />
                  </button>
                ) : (
                  <Link to={LETTER_CHALLENGE_PATH} className={buttonClass('primary', 'md', 'justify-self-end')} data-testid="dw-write-next">
                    <PenIcon size={18} />
                    {t('dearWorld.writeYours')}
                  </Link>
                )}
              </nav>
            ) : null}
            {count ? (
              <p className="mt-3 text-center text-xs text-ink-muted">
                {desktop ? t('dearWorld.tipKeys') : t('dearWorld.tipSwipe')}
              </p>
            ) : null}

            {book.challenge ? <Invitation open={book.challenge.open} empty={!count} /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}

function ContentsItem({ current, onClick, number, label, detail }: { current: boolean; onClick: () => void; number?: number; label: string; detail?: string }) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        aria-current={current ? 'page' : undefined}
        data-testid="dw-contents-item"
        className={`-ml-0.5 flex w-full gap-2 border-l-2 py-2 pr-2 pl-3 text-left text-sm transition-colors ${
          current ? 'border-primary bg-primary-light font-semibold text-ink' : 'border-transparent text-ink-soft hover:border-line hover:text-ink'
        }`}
      >
        {number ? <span className="w-5 shrink-0 text-ink-muted tabular-nums">{number}.</span> : null}
        <span className="min-w-0">
          <span className="block truncate">{label}</span>
          {detail ? <span className="block text-xs font-normal text-ink-muted">{detail}</span> : null}
        </span>
      </button>
    </li>
  );
}

/** The cover: the title on the book's own colour, then the introduction. */
function Cover({ book, onStart }: { book: TDearWorldBook; onStart?: () => void }) {
  const { t } = useTranslation('activities');
  const intro = book.intro
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div data-testid="dw-cover">
      <div className="relative overflow-hidden bg-primary px-8 py-10 text-white sm:px-12 sm:py-14">
        <Envelope className="absolute -top-3 right-6 w-24 rotate-12 opacity-25 sm:right-12 sm:w-32" />
        <Envelope className="absolute bottom-3 left-[55%] w-16 -rotate-6 opacity-20 sm:w-20" />
        <p className="text-sm font-bold tracking-[0.2em] uppercase opacity-80">{t('dearWorld.lettersFromChildren')}</p>
        <p className="mt-3 text-5xl font-black tracking-tight sm:text-6xl" style={LETTER_FONT}>
          {book.title}
        </p>
        <p className="mt-3 max-w-md text-lg opacity-90">{book.subtitle}</p>
      </div>
      <div className="px-8 py-8 sm:px-12 sm:py-10">
        <h2 className="text-xl font-bold text-ink">{t('dearWorld.introduction')}</h2>
        <div className="mt-3 flex flex-col gap-4 text-lg leading-relaxed text-ink-soft" data-testid="dw-intro">
          {intro.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {onStart ? (
          <button type="button" onClick={onStart} className={buttonClass('primary', 'lg', 'mt-7')} data-testid="dw-start">
            {t('dearWorld.start')}
            <ArrowRightIcon size={18} />
          </button>
        ) : (
          <div className="mt-8">
            <StateMessage testId="dw-empty" icon={<MailIcon size={24} />} title={t('dearWorld.noLetters')}>
              {t('dearWorld.noLettersBody')}
            </StateMessage>
          </div>
        )}
      </div>
    </div>
  );
}

/** One letter on its page, signed by its author as the book prints them. */
function LetterPage({ letter, count }: { letter: TDearWorldLetter; count: number }) {
  const { t } = useTranslation('activities');
  const place = authorPlace(letter);
  const a = letter.attachment;
  return (
    <article aria-labelledby="dw-letter-title" className="px-7 pt-8 pb-9 sm:px-12 sm:pt-10 sm:pb-12" data-testid="dw-letter" data-letter-number={letter.number}>
      <header className="flex items-start justify-between gap-4">
        <p className="text-xs font-bold tracking-[0.18em] text-ink-muted uppercase">
          {t('dearWorld.letterOf', { number: letter.number, count })}
        </p>
        <span aria-hidden="true" className="flex size-12 shrink-0 rotate-6 items-center justify-center rounded-md border-2 border-dashed border-primary/40 text-primary/70">
          <MailIcon size={22} />
        </span>
      </header>
      <h2 id="dw-letter-title" className="sr-only">
        {t('dearWorld.letterHeading', { number: letter.number, title: letterTitle(letter), name: letter.author.name })}
      </h2>
      {letter.text ? (
        <div className="mt-4 text-lg leading-8 wrap-anywhere whitespace-pre-line text-ink sm:text-xl sm:leading-8" style={{ ...LETTER_FONT, ...RULED }} data-testid="dw-letter-text">
          {letter.text}
        </div>
      ) : null}
      {a ? (
        a.is_image ? (
          <figure className="mt-6">
            <img src={a.url} alt={t('dearWorld.letterAlt', { number: letter.number, name: letter.author.name })} loading="lazy" className="mx-auto max-h-[32rem] w-auto max-w-full rounded-xl shadow-card" />
          </figure>
        ) : (
          <a href={a.url} className={buttonClass('secondary', 'md', 'mt-6')} download={a.name}>
            <DownloadIcon size={18} />
            {t('dearWorld.openLetter', { name: a.name })}
          </a>
        )
      ) : null}
      <footer className="mt-8 border-t border-dashed border-line pt-4" data-testid="dw-signature">
        <p className="text-lg font-bold text-ink" style={LETTER_FONT} data-testid="dw-author">
          {letter.author.name}
        </p>
        {place ? (
          <p className="text-sm text-ink-muted" data-testid="dw-author-place">
            {place}
          </p>
        ) : null}
      </footer>
    </article>
  );
}

function Invitation({ open, empty }: { open: boolean; empty: boolean }) {
  const { t } = useTranslation('activities');
  return (
    <aside aria-labelledby="write-title" className="mt-10 flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-primary-light p-6 sm:flex-row sm:items-center sm:p-8" data-testid="dw-invitation">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-surface text-primary shadow-card">
        <PenIcon size={22} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="write-title" className="text-lg font-bold text-ink">
          {empty ? t('dearWorld.firstLetter') : t('dearWorld.nextLetter')}
        </h2>
        <p className="mt-1 text-ink-soft">
          {open ? t('dearWorld.openBody') : t('dearWorld.closedBody')}
        </p>
      </div>
      <Link to={LETTER_CHALLENGE_PATH} className={buttonClass('primary', 'md')} data-testid="dw-write-link">
        {open ? t('dearWorld.writeLetter') : t('dearWorld.about')}
      </Link>
    </aside>
  );
}

function Envelope({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 44" aria-hidden="true" focusable="false" className={className} fill="none" stroke="currentColor" strokeWidth={3} strokeLinejoin="round">
      <rect x="2" y="2" width="60" height="40" rx="4" />
      <path d="M3 4l29 22L61 4" />
    </svg>
  );
}

function BookSkeleton() {
  const { t } = useTranslation('activities');
  return (
    <PageSkeleton
      label={t('dearWorld.opening')}
      testId="dw-loading"
      hero={
        <div className="container-page py-8 sm:py-10">
          <Skeleton className="h-8 w-24 rounded-full" />
          <Skeleton className="mt-4 h-12 w-64" />
          <Skeleton className="mt-3 h-6 w-96 max-w-full" />
        </div>
      }
    >
      <div className="container-page grid gap-8 py-8 sm:py-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <Skeleton className="hidden h-72 lg:block" />
        <Skeleton className="mx-auto h-[32rem] w-full max-w-3xl rounded-[1.5rem]" />
      </div>
    </PageSkeleton>
  );
}
