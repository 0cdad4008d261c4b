import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { OrgSchoolsPage } from '../../features/organization-admin/components/org-schools-page';
import { OrgSettingsPage } from '../../features/organization-admin/components/org-settings-page';
import { OrgDashboardPage } from '../../features/school-dashboard/components/org-dashboard-page';
import { OrgBookStatistics, OrgBooksPage, OrgStoriesPage } from '../../features/story-admin/components/org-pages';
import { SchoolProfilePage } from '../../features/tenants/components/school-profile-page';
import {
  BookIcon,
  FileTextIcon,
  GridIcon,
  LogOutIcon,
  SchoolIcon,
  SettingsIcon,
} from '../../components/ui/icons';
import { AdminShell, SwitchDashboardButton, type AdminNavGroup } from '../layouts/admin-shell';

export const StoriesPage = OrgStoriesPage;
export const BooksPage = OrgBooksPage;
export const DashboardPage = () => <OrgDashboardPage bookStatistics={<OrgBookStatistics />} />;
export const SchoolsPage = OrgSchoolsPage;
/** The organization's profile is the school profile form on its own site (the same API serves both). */
export const SettingsPage = () => <OrgSettingsPage profile={<SchoolProfilePage asSection />} />;

type AdminShellT = TFunction<'adminShell'>;

const base = '/admin-organization';

/** Spec 2: Menu (Dashboard, Schools, Stories, Books) and Settings (Settings, Logout). */
const groups = (t: AdminShellT): AdminNavGroup[] => [
  {
    heading: t('headings.menu'),
    items: [
      { to: `${base}/dashboard`, label: t('nav.dashboard'), icon: GridIcon, testId: 'admin-nav-dashboard' },
      { to: `${base}/schools`, label: t('nav.schools'), icon: SchoolIcon, testId: 'admin-nav-schools' },
      { to: `${base}/stories`, label: t('nav.stories'), icon: FileTextIcon, testId: 'admin-nav-stories' },
      { to: `${base}/books`, label: t('nav.books'), icon: BookIcon, testId: 'admin-nav-books' },
    ],
  },
  {
    heading: t('headings.settings'),
    items: [
      { to: `${base}/user-dashboard`, label: t('nav.settings'), icon: SettingsIcon, testId: 'admin-nav-settings' },
      { to: '/logout', label: t('nav.logout'), icon: LogOutIcon, testId: 'admin-nav-logout' },
    ],
  },
];

export function AdminOrganizationLayout() {
  const { t } = useTranslation('adminShell');
  return (
    <AdminShell
      areaLabel={t('areas.organization')}
      groups={groups(t)}
      collapsible
      testId="admin-organization"
      action={
        <SwitchDashboardButton
          label={t('switchToSchool')}
          message={t('switchingToSchool')}
          to="/admin-school"
          testId="switch-to-school"
          icon={SchoolIcon}
        />
      }
    />
  );
}
