import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { BookEditorPage as BookEditor } from '../../features/book-admin/components/book-editor-page';
import { AdminBooksPage } from '../../features/book-admin/components/book-list-page';
import { BookViewPage as BookView } from '../../features/book-admin/components/book-view-page';
import { Reader } from '../../features/reader/components/reader-page';
import { CategoryFormPage } from '../../features/book-categories/components/category-form-page';
import { CategoryListPage } from '../../features/book-categories/components/category-list-page';
import { SchoolStoriesPage } from '../../features/story-admin/components/school-stories-page';
import { SchoolModesPage as SchoolModes } from '../../features/modes/components/school-modes-page';
import { SchoolProfilePage as SchoolProfile } from '../../features/tenants/components/school-profile-page';
import { ClassesPage as Classes } from '../../features/classes/components/classes-page';
import { ClassFormPage as ClassForm } from '../../features/classes/components/class-form-page';
import { ClassStudentsPage as ClassStudents } from '../../features/classes/components/class-students-page';
import { CharityDetailsPage as CharityDetails } from '../../features/charity-admin/components/charity-details-page';
import { CharityFormPage as CharityForm } from '../../features/charity-admin/components/charity-form-page';
import { CharityListPage } from '../../features/charity-admin/components/charity-list-page';
import { SchoolOrganizationsPage } from '../../features/organization-admin/components/school-organizations-page';
import { SchoolDashboardPage } from '../../features/school-dashboard/components/school-dashboard-page';
import { SchoolUserFormPage, SchoolUserProfilePage, SchoolUsersPage } from '../../features/user-admin/components/user-admin-pages';
import { DonationsPage as Donations } from '../../features/donation-admin/components/donations-page';
import { OrdersPage as Orders } from '../../features/order-admin/components/orders-page';
import { PrivacyRecordsPage } from '../../features/privacy/components/privacy-records-page';
import { EnquiriesPage as Enquiries } from '../../features/enquiries/components/enquiries-page';
import { ContentPageEditorPage, ContentPagesListPage } from '../../features/content/components/content-admin';
import { StudentDataActions } from '../../features/privacy/components/student-data-actions';
import { CourseEditorPage as CourseEditor } from '../../features/course-authoring/components/course-editor-page';
import { CourseListPage } from '../../features/course-authoring/components/course-list-page';
import { LessonEditorPage as LessonEditor } from '../../features/course-authoring/components/lesson-editor-page';
import {
  BookIcon,
  BuildingIcon,
  CapIcon,
  CreditCardIcon,
  FileTextIcon,
  GlobeIcon,
  GridIcon,
  HeartIcon,
  InboxIcon,
  LayersIcon,
  LogOutIcon,
  SchoolIcon,
  ReceiptIcon,
  ShieldIcon,
  UserIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { selectUser } from '../../lib/session.slice';
import { AdminShell, SwitchDashboardButton, type AdminNavGroup } from '../layouts/admin-shell';

export const CoursesPage = CourseListPage;
export const CourseEditorPage = CourseEditor;
export const LessonEditorPage = LessonEditor;
export const BookCategoriesPage = CategoryListPage;
export const AddBookCategoryPage = CategoryFormPage;
export const StoriesPage = SchoolStoriesPage;
export const SchoolModesPage = SchoolModes;
export const ProfilePage = SchoolProfile;
export const ClassesPage = Classes;
export const AddClassPage = ClassForm;
export const ClassStudentsPage = () => <ClassStudents studentActions={(student) => <StudentDataActions student={student} />} />;
export const CharitiesPage = CharityListPage;
export const AddCharityPage = CharityForm;
export const CharityDetailsPage = CharityDetails;
export const DashboardPage = SchoolDashboardPage;
export const OrganizationsPage = SchoolOrganizationsPage;
export const UsersPage = SchoolUsersPage;
export const AddUserPage = SchoolUserFormPage;
export const UserProfilePage = SchoolUserProfilePage;
export const DonationsPage = () => <Donations area="school" />;
export const OrdersPage = Orders;
export const BooksPage = AdminBooksPage;
export const BookEditorPage = BookEditor;
export const ViewBookPage = () => <BookView reader={Reader} />;
export const PrivacyPage = PrivacyRecordsPage;
export const EnquiriesPage = Enquiries;
export const SitePagesPage = ContentPagesListPage;
export const SitePageEditorPage = ContentPageEditorPage;

type AdminShellT = TFunction<'adminShell'>;

const base = '/admin-school';

/** Spec 2's sidebar; Organizations only for the school_admin role, Privacy for the school's admins (not teacher admins). */
function schoolGroups(t: AdminShellT, isSchoolAdmin: boolean, isSiteAdmin: boolean): AdminNavGroup[] {
  return [
    {
      items: [
        { to: `${base}/dashboard`, label: t('nav.dashboard'), icon: GridIcon, testId: 'admin-nav-dashboard' },
        ...(isSchoolAdmin
          ? [{ to: `${base}/organizations`, label: t('nav.organizations'), icon: BuildingIcon, testId: 'admin-nav-organizations' }]
          : []),
        { to: `${base}/users`, label: t('nav.users'), icon: UsersIcon, testId: 'admin-nav-users' },
        { to: `${base}/classes`, label: t('nav.classes'), icon: SchoolIcon, testId: 'admin-nav-classes' },
        { to: `${base}/stories`, label: t('nav.stories'), icon: FileTextIcon, testId: 'admin-nav-stories' },
        { to: `${base}/books`, label: t('nav.books'), icon: BookIcon, testId: 'admin-nav-books' },
        ...(isSchoolAdmin ? [{ to: `${base}/courses`, label: t('nav.courses'), icon: CapIcon, testId: 'admin-nav-courses' }] : []),
        { to: `${base}/charities`, label: t('nav.charities'), icon: HeartIcon, testId: 'admin-nav-charities' },
        { to: `${base}/school-modes`, label: t('nav.schoolModes'), icon: LayersIcon, testId: 'admin-nav-school-modes' },
        { to: `${base}/donations`, label: t('nav.donations'), icon: CreditCardIcon, testId: 'admin-nav-donations' },
        // Not in the spec's list: the site's own shop sales, to post and refund (its admins only).
        ...(isSiteAdmin ? [{ to: `${base}/orders`, label: t('nav.orders'), icon: ReceiptIcon, testId: 'admin-nav-orders' }] : []),
        { to: `${base}/profile`, label: t('nav.profile'), icon: UserIcon, testId: 'admin-nav-profile' },
        ...(isSiteAdmin ? [{ to: `${base}/enquiries`, label: t('nav.enquiries'), icon: InboxIcon, testId: 'admin-nav-enquiries' }] : []),
        ...(isSiteAdmin ? [{ to: `${base}/privacy`, label: t('nav.privacy'), icon: ShieldIcon, testId: 'admin-nav-privacy' }] : []),
        ...(isSiteAdmin ? [{ to: `${base}/site-pages`, label: t('nav.sitePages'), icon: GlobeIcon, testId: 'admin-nav-site-pages' }] : []),
        { to: '/logout', label: t('nav.logout'), icon: LogOutIcon, testId: 'admin-nav-logout' },
      ],
    },
  ];
}

export function AdminSchoolLayout() {
  const role = useSelector(selectUser)?.role;
  const { t } = useTranslation('adminShell');
  return (
    <AdminShell
      areaLabel={t('areas.school')}
      groups={schoolGroups(t, role === 'school_admin', role === 'school_admin' || role === 'organization_admin')}
      testId="admin-school"
      action={
        role === 'organization_admin' ? (
          <SwitchDashboardButton
            label={t('switchToOrganization')}
            message={t('switchingToOrganization')}
            to="/admin-organization"
            testId="switch-to-organization"
            icon={BuildingIcon}
          />
        ) : undefined
      }
    />
  );
}
