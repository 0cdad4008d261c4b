import { Link } from 'react-router';
import { useSite } from '../../lib/site';
import { SiteBrand } from './site-brand';
import { ABOUT_LINKS } from './site-links';

const EXPLORE_LINKS = [
  { to: '/library', label: 'Online library' },
  { to: '/courses', label: 'Courses' },
  { to: '/charities/', label: 'Charities' },
  { to: '/report-a-problem', label: 'Report a problem' },
];

// Read once per page load; a footer year does not need to tick over at midnight.
const YEAR = new Date().getFullYear();

export function SiteFooter() {
  const site = useSite();
  return (
    <footer data-testid="site-footer" className="mt-auto border-t border-line-soft bg-surface-alt">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:py-16">
        <div className="max-w-sm">
          <SiteBrand testId="footer-logo" />
          <p className="mt-4 text-sm leading-relaxed text-ink-muted">
            Books, courses and causes for curious young people, their teachers and their schools.
          </p>
        </div>
        <div className="grid gap-8 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <nav aria-labelledby="footer-about">
            <h2 id="footer-about" className="text-sm font-bold tracking-wide text-ink uppercase">
              About
            </h2>
            <ul role="list" className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5">
              {ABOUT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-ink-soft hover:text-ink hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-explore">
            <h2 id="footer-explore" className="text-sm font-bold tracking-wide text-ink uppercase">
              Explore
            </h2>
            <ul role="list" className="mt-4 flex flex-col gap-2.5">
              {EXPLORE_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-ink-soft hover:text-ink hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-line-soft">
        <p className="container-page py-5 text-sm text-ink-muted">
          © {YEAR} {site.siteName}
          {site.isTenant ? ` · Powered by ${site.productName}` : ''}
        </p>
      </div>
    </footer>
  );
}
