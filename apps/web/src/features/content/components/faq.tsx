import { Trans, useTranslation } from 'react-i18next';
import type { TContentPage } from '@commonshelf/shared/site/content-pages.schemas';
import { useEffect, useId, useMemo, useState } from 'react';
import { ChevronDownIcon, SearchIcon } from '../../../components/ui/icons';
import { PROSE } from '../../../components/ui/prose';
import { StateMessage } from '../../../components/ui/state-message';

/** The plain text of sanitised HTML, for searching. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

const normalise = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The FAQ: each second-level heading of the page is a question, in an accordion (the WAI-ARIA
 * pattern: a heading holding a button that shows or hides its answer). A search narrows the
 * questions to those whose question or answer has every word typed; a link to `#question-id`
 * opens that question.
 */
export function FaqBody({ page }: { page: TContentPage }) {
  const { t } = useTranslation('site');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const items = useMemo(() => page.sections.map((s) => ({ ...s, text: normalise(`${s.heading} ${textOf(s.html)}`) })), [page.sections]);
  const words = normalise(query).split(/\s+/).filter(Boolean);
  const shown = words.length ? items.filter((i) => words.every((w) => i.text.includes(w))) : items;

  // A link to one question opens it (clearing a search that hides it) and brings it into view,
  // on arrival and when the address's #question changes on the page.
  useEffect(() => {
    const openFromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id || !items.some((i) => i.id === id)) return;
      setQuery('');
      setOpen((o) => new Set(o).add(id));
      requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [items]);

  const toggle = (id: string) =>
    setOpen((o) => {
      const next = new Set(o);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allOpen = shown.length > 0 && shown.every((i) => open.has(i.id));

  return (
    <div data-testid="faq">
      {page.intro ? <div className={`${PROSE} mb-8`} dangerouslySetInnerHTML={{ __html: page.intro }} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="block text-sm font-semibold text-ink">
            {t('faq.searchLabel')}
          </label>
          <div className="relative mt-1.5">
            <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-muted" />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('faq.searchPlaceholder')}
              className="h-12 w-full rounded-xl border border-line bg-surface pr-4 pl-11 text-base text-ink placeholder:text-ink-muted"
              data-testid="faq-search"
            />
          </div>
        </div>
        <button
          type="button"
          onClick={() => setOpen(allOpen ? new Set() : new Set(shown.map((i) => i.id)))}
          disabled={shown.length === 0}
          className="h-12 shrink-0 rounded-xl px-4 font-semibold text-primary hover:bg-primary-light disabled:opacity-50"
          data-testid="faq-toggle-all"
        >
          {allOpen ? t('faq.closeAll') : t('faq.openAll')}
        </button>
      </div>
      <p role="status" className="mt-3 text-sm text-ink-muted" data-testid="faq-count">
        {words.length ? t('faq.matchCount', { count: shown.length, total: items.length }) : t('faq.count', { count: items.length })}
      </p>
      {shown.length === 0 ? (
        <div className="mt-6">
          <StateMessage testId="faq-empty" icon={<SearchIcon size={24} />} title={t('faq.emptyTitle')}>
            <Trans t={t} i18nKey="faq.emptyBody" components={{ contact: <a href="/contact" className="font-semibold text-primary underline" /> }} />
          </StateMessage>
        </div>
      ) : (
        <ul role="list" className="mt-6 divide-y divide-line-soft rounded-[var(--radius-card)] border border-line-soft bg-surface">
          {shown.map((item) => {
            const expanded = open.has(item.id);
            return (
              <li key={item.id} data-testid="faq-item">
                <h2 id={item.id} className="scroll-mt-24">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={`${item.id}-answer`}
                    onClick={() => toggle(item.id)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-bold text-ink hover:bg-surface-alt"
                  >
                    <span>{item.heading}</span>
                    <ChevronDownIcon size={20} className={`shrink-0 text-primary transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`} />
                  </button>
                </h2>
                <div id={`${item.id}-answer`} role="region" aria-labelledby={item.id} hidden={!expanded} className="px-5 pb-5">
                  <div className={PROSE} dangerouslySetInnerHTML={{ __html: item.html }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
