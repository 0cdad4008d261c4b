import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BookEditorPage as BookEditor } from '../../features/book-admin/components/book-editor-page';
import { AdminBooksPage } from '../../features/book-admin/components/book-list-page';
import { BooksDashboardPage as BooksDashboard } from '../../features/book-admin/components/book-stats';
import { BookViewPage as BookView } from '../../features/book-admin/components/book-view-page';
import { Reader } from '../../features/reader/components/reader-page';
import { CategoryFormPage } from '../../features/book-categories/components/category-form-page';
import { CategoryListPage } from '../../features/book-categories/components/category-list-page';
import { CourseEditorPage as CourseEditor } from '../../features/course-authoring/components/course-editor-page';
import { CourseListPage } from '../../features/course-authoring/components/course-list-page';
import { LessonEditorPage as LessonEditor } from '../../features/course-authoring/components/lesson-editor-page';
import { BookMonitoringPage as BookMonitoring } from '../../features/publishing/components/review-queue';
import { AuditLogPage as AuditLog } from '../../features/audit-log/components/audit-log-page';
import { ContentPageEditorPage, ContentPagesListPage } from '../../features/content/components/content-admin';
import { EmailMonitoringPage as EmailMonitoring } from '../../features/email-monitoring/components/email-monitoring-page';
import { JobMonitoringPage as JobMonitoring } from '../../features/job-monitoring/components/job-monitoring-page';
import { EnquiriesPage as Enquiries } from '../../features/enquiries/components/enquiries-page';
import { AllTenantsPage as AllTenants } from '../../features/tenants/components/all-tenants-page';
import { TenantFormPage as TenantForm } from '../../features/tenants/components/tenant-form-page';
import { ModesAdminPage as ModesAdmin } from '../../features/modes/components/modes-admin-page';
import { OrdersPage as Orders } from '../../features/order-admin/components/orders-page';
import { CharityDetailsPage as CharityDetails } from '../../features/charity-admin/components/charity-details-page';
import { CharityFormPage as CharityForm } from '../../features/charity-admin/components/charity-form-page';
import { CharityListPage } from '../../features/charity-admin/components/charity-list-page';
import { ProjectDetailsPage as ProjectDetails } from '../../features/charity-admin/components/project-details-page';
import { ProjectFormPage as ProjectForm } from '../../features/charity-admin/components/project-form-page';
import { ProjectListPage } from '../../features/charity-admin/components/project-list-page';
import { PaymentHistoryPage as PaymentHistory } from '../../features/payment-history/components/payment-history-page';
import { CharitiesDashboardPage as CharitiesDashboard } from '../../features/donation-admin/components/charities-dashboard-page';
import { DonationsPage as Donations } from '../../features/donation-admin/components/donations-page';
import { PlatformDashboardPage as PlatformDashboard } from '../../features/platform-dashboard/components/platform-dashboard-page';
import { PlatformStudentsPage, PlatformTeachersPage, PlatformUserFormPage, PlatformUserProfilePage, PlatformUsersPage } from '../../features/user-admin/components/user-admin-pages';
import { UserDashboardPage as UserDashboard } from '../../features/user-admin/components/user-dashboard-page';
import { SuperpowerParentPage as SuperpowerParent, SuperpowerTeacherPage as SuperpowerTeacher } from '../../features/superpowers/components/superpowers-page';
import {
  BookIcon,
  BuildingIcon,
  CapIcon,
  CreditCardIcon,
  FileTextIcon,
  GridIcon,
  HeartIcon,
  InboxIcon,
  LayersIcon,
  LogOutIcon,
  MailIcon,
  ReceiptIcon,
  RefreshIcon,
  ShieldIcon,
  SparklesIcon,
  StarIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { AdminShell, type AdminNavGroup } from '../layouts/admin-shell';

export const CoursesPage = CourseListPage;
export const CourseEditorPage = CourseEditor;
export const LessonEditorPage = LessonEditor;
export const BookMonitoringPage = BookMonitoring;
export const EmailMonitoringPage = EmailMonitoring;
export const JobMonitoringPage = JobMonitoring;
export const EnquiriesPage = Enquiries;
export const AuditLogPage = AuditLog;
export const SitePagesPage = ContentPagesListPage;
export const SitePageEditorPage = ContentPageEditorPage;
export const AllTenantsPage = AllTenants;
export const TenantFormPage = TenantForm;
export const ModesPage = ModesAdmin;
export const OrdersPage = Orders;
export const AllCharitiesPage = CharityListPage;
export const CharityPage = CharityForm;
export const CharityDetailsPage = CharityDetails;
export const AllProjectsPage = ProjectListPage;
export const ProjectPage = ProjectForm;
export const ProjectDetailsPage = ProjectDetails;
export const PaymentHistoryPage = PaymentHistory;
export const CharitiesDashboardPage = CharitiesDashboard;
export const DonationsPage = () => <Donations area="panel" />;
export const PlatformDashboardPage = PlatformDashboard;
export const AllUsersPage = PlatformUsersPage;
export const StudentsPage = PlatformStudentsPage;
export const TeachersPage = PlatformTeachersPage;
export const UserPage = PlatformUserFormPage;
export const UserProfilePage = PlatformUserProfilePage;
export const UserDashboardPage = UserDashboard;
export const SuperpowerTeacherPage = SuperpowerTeacher;
export const SuperpowerParentPage = SuperpowerParent;
export const AllBookCategoriesPage = CategoryListPage;
export const BookCategoryPage = CategoryFormPage;
export const BooksDashboardPage = BooksDashboard;
export const AllBooksPage = AdminBooksPage;
export const BookEditorPage = BookEditor;
export const ViewBookPage = () => <BookView reader={Reader} />;

type AdminShellT = TFunction<'adminShell'>;

const base = '/admin-panel';

/** Spec 2: dashboard, all-tenants, modes, all-users, all-charities, all-books, superpower-teacher, superpower-parent, orders, payment-history, logout; plus courses, email monitoring, background jobs and the audit log. */
const groups = (t: AdminShellT): AdminNavGroup[] => [
  {
    items: [
      { to: `${base}/dashboard`, label: t('nav.dashboard'), icon: GridIcon, testId: 'admin-nav-dashboard' },
      { to: `${base}/all-tenants`, label: t('nav.allTenants'), icon: BuildingIcon, testId: 'admin-nav-all-tenants' },
      { to: `${base}/modes`, label: t('nav.modes'), icon: LayersIcon, testId: 'admin-nav-modes' },
      { to: `${base}/all-users`, label: t('nav.allUsers'), icon: UsersIcon, testId: 'admin-nav-all-users' },
      { to: `${base}/all-charities`, label: t('nav.allCharities'), icon: HeartIcon, testId: 'admin-nav-all-charities' },
      { to: `${base}/all-books`, label: t('nav.allBooks'), icon: BookIcon, testId: 'admin-nav-all-books' },
      { to: `${base}/courses`, label: t('nav.courses'), icon: CapIcon, testId: 'admin-nav-courses' },
      { to: `${base}/superpower-teacher`, label: t('nav.superpowerTeacher'), icon: SparklesIcon, testId: 'admin-nav-superpower-teacher' },
      { to: `${base}/superpower-parent`, label: t('nav.superpowerParent'), icon: StarIcon, testId: 'admin-nav-superpower-parent' },
      { to: `${base}/orders`, label: t('nav.orders'), icon: ReceiptIcon, testId: 'admin-nav-orders' },
      { to: `${base}/payment-history`, label: t('nav.paymentHistory'), icon: CreditCardIcon, testId: 'admin-nav-payment-history' },
      { to: `${base}/enquiries`, label: t('nav.enquiries'), icon: InboxIcon, testId: 'admin-nav-enquiries' },
      { to: `${base}/email-monitoring`, label: t('nav.emailMonitoring'), icon: MailIcon, testId: 'admin-nav-email-monitoring' },
      { to: `${base}/background-jobs`, label: t('nav.backgroundJobs'), icon: RefreshIcon, testId: 'admin-nav-background-jobs' },
      { to: `${base}/audit-log`, label: t('nav.auditLog'), icon: ShieldIcon, testId: 'admin-nav-audit-log' },
      { to: `${base}/site-pages`, label: t('nav.sitePagesPanel'), icon: FileTextIcon, testId: 'admin-nav-site-pages' },
      { to: '/logout', label: t('nav.logout'), icon: LogOutIcon, testId: 'admin-nav-logout' },
    ],
  },
];

export function AdminPanelLayout() {
  const { t } = useTranslation('adminShell');
  return <AdminShell areaLabel={t('areas.platform')} groups={groups(t)} testId="admin-panel" />;
}
