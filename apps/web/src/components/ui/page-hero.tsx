import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { LayersIcon } from './icons';

type Props = {
  /** The h1's id; the section is labelled by it. */
  id: string;
  icon: ReactNode;
  tagline: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** 'sm': a smaller heading, for pages that are about the visitor rather than a collection. */
  size?: 'md' | 'sm';
  /** Drawn behind the text (decorative shapes). */
  decoration?: ReactNode;
  /** Below the description: filters, notices. */
  children?: ReactNode;
};

/** The tinted band at the top of a list page: a tagline pill, the page's h1 and a sentence. */
export function PageHero({ id, icon, tagline, title, description, size = 'md', decoration, children }: Props) {
  const sm = size === 'sm';
  return (
    <section aria-labelledby={id} className="relative overflow-hidden bg-primary-light">
      {decoration}
      <div className={`container-page relative ${sm ? 'py-10 sm:py-12' : 'py-10 sm:py-14'}`}>
        <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3.5 py-1.5 text-sm font-bold text-primary-dark shadow-card">
          {icon}
          {tagline}
        </p>
        <h1 id={id} className={`mt-4 font-black tracking-tight wrap-anywhere text-ink ${sm ? 'text-3xl sm:text-4xl' : 'text-4xl sm:text-5xl'}`}>
          {title}
        </h1>
        <p className={`max-w-2xl text-lg text-ink-soft ${sm ? 'mt-2' : 'mt-3 leading-relaxed'}`}>{description}</p>
        {children}
      </div>
    </section>
  );
}

/** The Switchboard mode narrowing a list, with the button that shows every mode again. */
export function ModeNotice({ name, onClear }: { name: string | null; onClear: () => void }) {
  const { t } = useTranslation('common');
  return (
    <p className="mt-4 inline-flex max-w-full items-center gap-2 rounded-full bg-surface py-1 pr-1 pl-3.5 text-sm text-ink-soft shadow-card">
      <LayersIcon size={16} className="shrink-0 text-primary" />
      <span className="truncate">
        {t('mode.label')} <strong className="font-semibold text-ink">{name ?? t('mode.yourMode')}</strong>
      </span>
      <button
        type="button"
        onClick={onClear}
        className="inline-flex h-8 shrink-0 items-center rounded-full px-3 text-sm font-semibold text-primary hover:bg-primary-light"
      >
        {t('actions.showAllModes')}
      </button>
    </p>
  );
}
