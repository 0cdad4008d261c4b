import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { StateMessage } from '../../../components/ui/state-message';
import { selectUser } from '../../../lib/session.slice';
import { loginPathFor } from '../../courses/enrol-state';

// Shared with the library admins' book pages; kept under their old names here.
export { selectClass, textareaClass } from '../../../components/ui/form-field';
export { PublicationStatusBadge as StatusBadge } from '../../../components/ui/publication-badge';
export { SdgPicker } from '../../../components/ui/sdg-goals';
export { formatBytes } from '../../../lib/format';

/** The signed-in user as the upload pages need them (cache key for per-user queries). */
export function useViewer() {
  const user = useSelector(selectUser);
  return { user, viewer: { viewer: user?.id ?? null } };
}

/** What a visitor sees on an upload page: what it is for and a way to log in and come back. */
export function LoginToUpload({ what }: { what: string }) {
  const { t } = useTranslation('publishing');
  const location = useLocation();
  return (
    <div className="container-page py-10" data-testid="upload-login">
      <StateMessage
        icon={<LockIcon size={24} />}
        title={t('login.title', { what })}
        action={
          <Link to={loginPathFor(location.pathname, location.search)} state={{ from: location }} className={buttonClass('primary', 'md')}>
            {t('login.action')}
          </Link>
        }
      >
        {t('login.detail')}
      </StateMessage>
    </div>
  );
}

/** A page's frame: a heading and a sentence, then the content in the page's width. */
export function PageFrame({ id, title, intro, children, testId }: { id: string; title: string; intro: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="container-page py-8 sm:py-10" data-testid={testId}>
      <h1 id={id} className="text-3xl font-black tracking-tight wrap-anywhere text-ink sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 max-w-2xl text-base text-ink-soft">{intro}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
