import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';

/** "List › This page": the way back to the list a page belongs to, above its title. */
export function Breadcrumb({ parent, current }: { parent: { to: string; label: string }; current: string }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('breadcrumb')} className="mb-5">
      <ol role="list" className="flex flex-wrap items-center gap-1 text-sm font-semibold text-ink-soft">
        <li>
          <Link to={parent.to} className="rounded-md underline-offset-4 hover:text-ink hover:underline">
            {parent.label}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRightIcon size={14} />
        </li>
        <li aria-current="page" className="min-w-0 truncate text-ink-muted">
          {current}
        </li>
      </ol>
    </nav>
  );
}
