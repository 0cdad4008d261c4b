import type { TImpactFilm } from '@commonshelf/shared/sdgs/films.schemas';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../../../components/ui/icons';
import { sdgByNumber, textOnColor } from '../../courses/sdgs';
import { autoplayUrl, PROVIDER_NAMES } from '../film-format';

const frame = 'relative aspect-video w-full overflow-hidden bg-ink';

/**
 * A film's player. YouTube and Vimeo films show a poster with a play button, and the privacy-friendly
 * player (youtube-nocookie.com, Vimeo with do-not-track) loads only when the viewer presses it:
 * nothing comes from a third party before. Uploaded films play in the browser's own player with
 * their caption tracks.
 */
export function FilmPlayer({ film }: { film: TImpactFilm }) {
  const { t } = useTranslation('activities');
  const { source } = film;
  if (source.kind === 'file') {
    return (
      <div className={frame}>
        <video
          controls
          preload="metadata"
          poster={film.poster ?? undefined}
          className="absolute inset-0 size-full bg-ink object-contain"
          aria-label={film.title}
          data-testid="film-video"
        >
          <source src={source.url} {...(source.type ? { type: source.type } : {})} />
          {film.captions.map((c, i) => (
            <track key={c.url} kind="captions" src={c.url} srcLang={c.srclang} label={c.label} default={i === 0} />
          ))}
          <p className="p-4 text-sm text-white">
            <Trans t={t} i18nKey="films.cannotPlay" components={{ download: <a href={source.url} className="underline" /> }} />
          </p>
        </video>
      </div>
    );
  }
  if (source.kind === 'link') {
    return (
      <div className={frame}>
        <Poster film={film} />
        <a
          href={source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="absolute inset-0 flex items-end justify-start p-4 text-white focus-visible:outline-3 focus-visible:outline-offset-[-3px]"
        >
          <span className="inline-flex items-center gap-2 rounded-full bg-black/70 px-4 py-2 text-sm font-semibold">
            {t('films.watchElsewhere', { title: film.title })}
            <ExternalLinkIcon size={16} />
            <span className="sr-only">{t('films.opensNewTab')}</span>
          </span>
        </a>
      </div>
    );
  }
  return <EmbeddedPlayer film={film} provider={source.provider} url={source.url} />;
}

function EmbeddedPlayer({ film, provider, url }: { film: TImpactFilm; provider: 'youtube' | 'vimeo'; url: string }) {
  const { t } = useTranslation('activities');
  const [playing, setPlaying] = useState(false);
  const iframe = useRef<HTMLIFrameElement>(null);
  const name = PROVIDER_NAMES[provider];
  // The button the viewer pressed is gone: keyboard focus moves on to the player.
  useEffect(() => {
    if (playing) iframe.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className={frame}>
        <iframe
          ref={iframe}
          src={autoplayUrl(url)}
          title={t('films.frameTitle', { title: film.title, provider: name })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
          data-testid="film-embed"
        />
      </div>
    );
  }
  return (
    <div className={frame}>
      <Poster film={film} />
      <button
        type="button"
        onClick={() => setPlaying(true)}
        data-testid="film-play"
        className="group absolute inset-0 flex flex-col items-center justify-center gap-3 text-white focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-white"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-black/70 shadow-lift transition-transform group-hover:scale-110 group-focus-visible:scale-110">
          <svg viewBox="0 0 24 24" width={30} height={30} aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
          </svg>
        </span>
        <span className="sr-only">{t('films.play', { title: film.title })}</span>
        <span className="rounded-full bg-black/70 px-3 py-1 text-xs font-medium">{t('films.playsFrom', { provider: name })}</span>
      </button>
    </div>
  );
}

/** The film's poster, or one drawn in its first goal's colour. */
function Poster({ film }: { film: TImpactFilm }) {
  if (film.poster) return <img src={film.poster} alt="" className="absolute inset-0 size-full object-cover" />;
  const goal = sdgByNumber(film.sdgs[0] ?? 0);
  const color = goal?.color ?? '#19486A';
  return (
    <div aria-hidden="true" className="absolute inset-0" style={{ backgroundColor: color, color: textOnColor(color) }}>
      <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" className="size-full">
        <circle cx="138" cy="14" r="34" fill="currentColor" opacity="0.12" />
        <circle cx="18" cy="84" r="26" fill="currentColor" opacity="0.1" />
        <rect x="10" y="10" width="40" height="6" rx="3" fill="currentColor" opacity="0.2" />
        {numberPositions(film.sdgs.slice(0, 4)).map(({ n, x }) => (
          <text key={n} x={x} y="80" fontSize="11" fontWeight="900" fill="currentColor" opacity="0.55">
            {n}
          </text>
        ))}
      </svg>
    </div>
  );
}

/** Where each goal number sits on the poster: one after the other, wider numbers taking more room. */
function numberPositions(numbers: number[]): { n: number; x: number }[] {
  let x = 12;
  return numbers.map((n) => {
    const at = x;
    x += String(n).length * 7 + 6;
    return { n, x: at };
  });
}
