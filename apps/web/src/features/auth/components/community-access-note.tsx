import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { FormAlert } from '../../../components/ui/form-alert';
import { selectUser } from '../../../lib/session.slice';
import { useCheckGenericAccessQuery } from '../api/generic-access.api';

/**
 * For a family in with the community password whom a page sent to log in (enrolling, reacting,
 * the dashboard): that password opens the site's pages but is nobody's account, so choosing it
 * again would only lead back. Says so, and that a teacher's or student's login is what is needed.
 */
export function CommunityAccessNote() {
  const user = useSelector(selectUser);
  const { data } = useCheckGenericAccessQuery(undefined, { skip: user !== null });
  const { t } = useTranslation('auth');
  if (user || !data?.authenticated) return null;
  return (
    <div className="mb-5">
      <FormAlert tone="info" testId="community-access-note">
        {t('community.needsAccount')}
      </FormAlert>
    </div>
  );
}
