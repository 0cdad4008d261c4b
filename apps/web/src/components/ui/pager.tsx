import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { pageWindow } from '../../lib/filter-query';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type Props = {
  current: number;
  total: number;
  /** Where page `n` is: usually the same URL with another `?page=`. */
  to: (page: number) => To;
  /** The navigation landmark's name (when a page has more than one pager). */
  label?: string;
  /** Items per page, told to screen readers after "Page 2 of 5". */
  pageSize?: number;
  testId?: string;
  className?: string;
};

/** Page links under a list: previous, the numbers around the current page, next. */
export function Pager({ current, total, to, label, pageSize, testId = 'pager', className = 'mt-10' }: Props) {
  const { t } = useTranslation('common');
  const edge = 'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold';
  // "Previous" to the first page and "Next" to the last take themselves away: the focus moves to the
  // page now current rather than to the top of the document.
  const nav = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current]);
  const leavingEdge = (page: number) => () => {
    refocus.current = page === 1 || page === total;
  };
  return (
    <nav ref={nav} aria-label={label ?? t('pager.label')} className={`${className} flex flex-wrap items-center justify-center gap-1.5`} data-testid={testId}>
      {current > 1 ? (
        <Link to={to(current - 1)} rel="prev" onClick={leavingEdge(current - 1)} className={`${edge} text-ink hover:bg-primary-light`}>
          <ChevronLeftIcon size={18} />
          <span>
            {t('pager.previous')}<span className="sr-only">{t('pager.pageSuffix')}</span>
          </span>
        </Link>
      ) : null}
      <ol role="list" className="flex items-center gap-1">
        {pageWindow(current, total).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pager.page', { page: item })}
                className={`${edge} ${item === current ? 'bg-button text-white' : 'text-ink hover:bg-primary-light'}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <Link to={to(current + 1)} rel="next" onClick={leavingEdge(current + 1)} className={`${edge} text-ink hover:bg-primary-light`}>
          <span>
            {t('pager.next')}<span className="sr-only">{t('pager.pageSuffix')}</span>
          </span>
          <ChevronRightIcon size={18} />
        </Link>
      ) : null}
      <p className="sr-only">
        {pageSize ? t('pager.pageOfPerPage', { current, total, size: pageSize }) : t('pager.pageOf', { current, total })}
      </p>
    </nav>
  );
}
