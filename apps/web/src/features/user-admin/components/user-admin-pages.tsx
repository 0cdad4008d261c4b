import { useTranslation } from 'react-i18next';
import { UserFormPage } from './user-form-page';
import { UserProfilePage } from './user-profile-page';
import { UsersPage } from './users-page';

/** The user pages of each console (spec section 2), as the area files name them. */

export const PlatformUsersPage = () => {
  const { t } = useTranslation('adminUsers');
  return <UsersPage console="platform" title={t('pages.allUsers')} description={t('pages.allUsersDescription')} />;
};
export const PlatformStudentsPage = () => {
  const { t } = useTranslation('adminUsers');
  return <UsersPage key="student" console="platform" fixedRole="student" title={t('pages.students')} description={t('pages.studentsDescription')} />;
};
export const PlatformTeachersPage = () => {
  const { t } = useTranslation('adminUsers');
  return <UsersPage key="teacher" console="platform" fixedRole="teacher" title={t('pages.teachers')} description={t('pages.teachersDescription')} />;
};
export const PlatformUserFormPage = () => <UserFormPage console="platform" />;
export const PlatformUserProfilePage = () => <UserProfilePage console="platform" />;

export const SchoolUsersPage = () => {
  const { t } = useTranslation('adminUsers');
  return <UsersPage console="school" title={t('pages.users')} description={t('pages.usersDescription')} />;
};
export const SchoolUserFormPage = () => <UserFormPage console="school" />;
export const SchoolUserProfilePage = () => <UserProfilePage console="school" />;
