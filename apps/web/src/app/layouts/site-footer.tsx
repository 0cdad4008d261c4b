import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../lib/site';
import { SiteBrand } from './site-brand';
import { ABOUT_LINKS, type SiteLinkId } from './site-links';

const EXPLORE_LINKS: { to: string; id: SiteLinkId }[] = [
  { to: '/library', id: 'library' },
  { to: '/courses', id: 'courses' },
  { to: '/charities/', id: 'charities' },
  { to: '/report-a-problem', id: 'reportProblem' },
];

// Read once per page load; a footer year does not need to tick over at midnight.
const YEAR = new Date().getFullYear();

export function SiteFooter() {
  const site = useSite();
  const { t } = useTranslation('layout');
  return (
    <footer data-testid="site-footer" className="mt-auto border-t border-line-soft bg-surface-alt">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:py-16">
        <div className="max-w-sm">
          <SiteBrand testId="footer-logo" />
          <p className="mt-4 text-sm leading-relaxed text-ink-muted">{t('footer.tagline')}</p>
        </div>
        <div className="grid gap-8 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <FooterLinks id="footer-about" title={t('footer.about')} links={ABOUT_LINKS} listClassName="grid grid-cols-2 gap-x-6 gap-y-2.5" />
          <FooterLinks id="footer-explore" title={t('footer.explore')} links={EXPLORE_LINKS} listClassName="flex flex-col gap-2.5" />
        </div>
      </div>
      <div className="border-t border-line-soft">
        <p className="container-page py-5 text-sm text-ink-muted">
          © {YEAR} {site.siteName}
          {site.isTenant ? ` · ${t('footer.poweredBy', { product: site.productName })}` : ''}
        </p>
      </div>
    </footer>
  );
}

/** One titled column of footer links. */
function FooterLinks({ id, title, links, listClassName }: { id: string; title: string; links: readonly { to: string; id: SiteLinkId }[]; listClassName: string }) {
  const { t } = useTranslation('layout');
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-bold tracking-wide text-ink uppercase">
        {title}
      </h2>
      <ul role="list" className={`mt-4 ${listClassName}`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-ink-soft hover:text-ink hover:underline">
              {t(`links.${link.id}.label`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
