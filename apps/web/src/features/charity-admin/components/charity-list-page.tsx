import type { TAdminCharity } from '@commonshelf/shared/charities/charity-admin.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ExternalLinkIcon, LayersIcon, PenIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminCharitiesQuery } from '../api/charity-admin.api';
import { useCharityConsole } from '../charity-admin-paths';
import { CauseList } from './cause-list';
import { CauseActions, CauseStatusBadge, CauseThumb, formatDay } from './cause-ui';

/**
 * `admin-panel/all-charities` (the platform-wide charities, and every site's read only) and
 * `admin-school/charities` (the school's own, and the platform's it shows, read only).
 */
export function CharityListPage() {
  const paths = useCharityConsole();
  const { t } = useTranslation('adminGiving');
  const title = paths.platform ? t('charities.titlePlatform') : t('charities.title');
  useDocumentTitle(title);
  return (
    <CauseList<TAdminCharity>
      title={title}
      description={paths.platform ? t('charities.descriptionPlatform') : t('charities.description')}
      kind="charities"
      testId="admin-charities"
      useList={useGetAdminCharitiesQuery}
      actions={
        <div className="flex flex-wrap gap-2">
          {paths.projects ? (
            <Link to={paths.projects} className={buttonClass('secondary', 'md')}>
              <LayersIcon size={18} />
              {t('causes.allProjects')}
            </Link>
          ) : null}
          <Link to={paths.charityForm()} className={buttonClass('primary', 'md')} data-testid="add-charity">
            <PenIcon size={18} />
            {t('charities.add')}
          </Link>
        </div>
      }
      emptyAction={
        <Link to={paths.charityForm()} className={buttonClass('primary', 'sm')}>
          {t('charities.addFirst')}
        </Link>
      }
      emptyText={t('charities.emptyText')}
      row={(c) => <CharityRow key={c.id} charity={c} />}
    />
  );
}

function CharityRow({ charity: c }: { charity: TAdminCharity }) {
  const paths = useCharityConsole();
  const { t } = useTranslation('adminGiving');
  // The platform admin reads every site's charity; a school reads only its own (the platform's on its public page).
  const detailsTo = c.editable || paths.platform ? paths.charityDetails(c.id) : null;
  const facts = [c.currency, t('causes.projects', { count: c.projects_count }), t('causes.donations', { count: c.donations_count })].join(' · ');
  return (
    <li data-testid="charity-row" data-charity-id={c.id} data-name={c.name} data-status={c.status} className="grid gap-3 px-4 py-4 md:grid-cols-[minmax(0,2.4fr)_minmax(0,1fr)_auto] md:items-center md:gap-4">
      <div className="flex min-w-0 gap-3">
        <CauseThumb src={c.image} />
        <div className="min-w-0">
          {detailsTo ? (
            <Link to={detailsTo} className="text-base font-bold wrap-anywhere text-ink hover:text-primary-dark hover:underline" data-testid="charity-open">
              {c.name}
            </Link>
          ) : (
            <p className="text-base font-bold wrap-anywhere text-ink">{c.name}</p>
          )}
          <p className="text-sm wrap-anywhere text-ink-soft">{facts}</p>
          <p className="text-xs font-semibold text-ink-muted" data-testid="charity-site">
            {c.platform_wide ? t('causes.platformWide') : (c.site?.name ?? '')}
          </p>
        </div>
      </div>
      <div className="flex min-w-0 flex-row flex-wrap items-center gap-2 text-sm md:flex-col md:items-start md:gap-1">
        <CauseStatusBadge status={c.status} testId="charity-status" />
        <span className="text-ink-muted">{t('causes.changed', { date: formatDay(c.updated_at) })}</span>
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        {c.editable ? (
          <>
            <Link to={paths.charityForm(c.id)} className={buttonClass('ghost', 'sm')} data-testid="charity-edit">
              <PenIcon size={16} />
              {t('causes.edit')}
              <span className="sr-only">{t('causes.quoted', { name: c.name })}</span>
            </Link>
            <CauseActions kind="charities" cause={c} />
          </>
        ) : detailsTo ? (
          <Link to={detailsTo} className={buttonClass('secondary', 'sm')} data-testid="charity-view">
            {t('causes.view')}
            <span className="sr-only">{t('causes.quoted', { name: c.name })}</span>
          </Link>
        ) : (
          <a href={`/charities/${c.slug}`} target="_blank" rel="noopener" className={buttonClass('secondary', 'sm')} data-testid="charity-public">
            <ExternalLinkIcon size={16} />
            {t('causes.seeItsPage')}
            <span className="sr-only">{t('causes.nameOpensInNewTab', { name: c.name })}</span>
          </a>
        )}
      </div>
    </li>
  );
}
