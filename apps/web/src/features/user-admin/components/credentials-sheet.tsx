import type { TStudentCredentials } from '@commonshelf/shared/users/user-admin.schemas';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FileTextIcon } from '../../../components/ui/icons';

/** The address a card names: the site's login page without the scheme ("greenwood.example.org/login"). */
export const cardAddress = (loginUrl: string) => {
  try {
    const url = new URL(loginUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return loginUrl;
  }
};

const CARD_TEST_ID = 'credential-card';
const PRINT_TEST_ID = 'print-card';

/** While a sheet is shown, printing prints its cards and nothing else of the page. */
const PRINT_CSS = `@media print {
  body > :not([data-print-sheet]) { display: none !important; }
  [data-print-sheet] { display: block !important; }
  @page { margin: 12mm; }
}`;

function Card({ c, siteName, testId }: { c: TStudentCredentials; siteName: string; testId: string }) {
  const { t } = useTranslation('adminUsers');
  return (
    <li className="flex break-inside-avoid flex-col gap-2 rounded-2xl border-2 border-dashed border-line p-4 text-ink" data-testid={testId}>
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{siteName}</p>
      <p className="text-lg font-extrabold wrap-anywhere">
        {c.first_name} {c.last_name}
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('credentials.logInAt')}</dt>
        <dd className="font-semibold break-all">{cardAddress(c.login_url)}</dd>
        <dt className="text-ink-muted">{t('credentials.class')}</dt>
        <dd className="font-semibold">
          {c.class_name} <span className="font-mono">({c.class_code})</span>
        </dd>
        <dt className="text-ink-muted">{t('credentials.username')}</dt>
        <dd className="font-mono text-base font-bold break-all" data-testid="credential-username">
          {c.username}
        </dd>
        <dt className="text-ink-muted">{t('credentials.password')}</dt>
        <dd className="font-mono text-base font-bold break-all" data-testid="credential-password">
          {c.password}
        </dd>
      </dl>
    </li>
  );
}

/**
 * New students' logins, shown once: a card each (the site's address, class and code, username
 * and password) to hand out. Printing prints one card per student and nothing else.
 */
export function CredentialsSheet({ siteName, credentials, actions }: { siteName: string; credentials: TStudentCredentials[]; actions?: ReactNode }) {
  const { t } = useTranslation('adminUsers');
  const cards = (testId: string) => (
    <ul role="list" className="grid gap-3 sm:grid-cols-2 print:grid-cols-2 print:gap-4">
      {credentials.map((c) => (
        <Card key={c.username} c={c} siteName={siteName} testId={testId} />
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="credentials-title" className="flex flex-col gap-4" data-testid="credentials-sheet">
      <FormAlert tone="success" testId="credentials-note">
        <p id="credentials-title" className="font-bold">
          {t('credentials.title', { count: credentials.length })}
        </p>
        <p className="font-normal">{t('credentials.note')}</p>
      </FormAlert>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => window.print()} className={buttonClass('primary', 'md')} data-testid="credentials-print">
          <FileTextIcon size={18} />
          {t('credentials.print', { count: credentials.length })}
        </button>
        {actions}
      </div>
      {cards(CARD_TEST_ID)}
      {createPortal(
        <div data-print-sheet="" className="hidden bg-white">
          <style>{PRINT_CSS}</style>
          {cards(PRINT_TEST_ID)}
        </div>,
        document.body,
      )}
    </section>
  );
}
