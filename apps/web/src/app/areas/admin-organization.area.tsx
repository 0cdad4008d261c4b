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

const base = '/admin-organization';

/** Spec 2: Menu (Dashboard, Schools, Stories, Books) and Settings (Settings, Logout). */
const groups: AdminNavGroup[] = [
  {
    heading: 'Menu',
    items: [
      { to: `${base}/dashboard`, label: 'Dashboard', icon: GridIcon, testId: 'admin-nav-dashboard' },
      { to: `${base}/schools`, label: 'Schools', icon: SchoolIcon, testId: 'admin-nav-schools' },
      { to: `${base}/stories`, label: 'Stories', icon: FileTextIcon, testId: 'admin-nav-stories' },
      { to: `${base}/books`, label: 'Books', icon: BookIcon, testId: 'admin-nav-books' },
    ],
  },
  {
    heading: 'Settings',
    items: [
      { to: `${base}/user-dashboard`, label: 'Settings', icon: SettingsIcon, testId: 'admin-nav-settings' },
      { to: '/logout', label: 'Logout', icon: LogOutIcon, testId: 'admin-nav-logout' },
    ],
  },
];

export function AdminOrganizationLayout() {
  return (
    <AdminShell
      areaLabel="Organization admin"
      groups={groups}
      collapsible
      testId="admin-organization"
      action={
        <SwitchDashboardButton
          label="Switch to School Admin"
          message="Switching to School Dashboard..."
          to="/admin-school"
          testId="switch-to-school"
          icon={SchoolIcon}
        />
      }
    />
  );
}
