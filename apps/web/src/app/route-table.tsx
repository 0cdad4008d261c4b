import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/ui/route-error';
import { loadNamespaces } from '../i18n';
import type { RouteMeta } from '../lib/route-meta';
import type { TUserRole } from '../lib/roles';
import { AREA_NAMESPACES } from './area-namespaces';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';

/**
 * Every route of spec section 2. Each area's pages load as one lazy chunk; the metadata (title,
 * one sentence of purpose) stays here so titles and placeholders work before a chunk arrives.
 * React Router matches each path with or without a trailing slash.
 */
function EmptyFallback() {
  return null;
}

const areas = {
  home: () => import('./areas/home.area'),
  public: () => import('./areas/public.area'),
  experiment: () => import('./areas/experiment.area'),
  publicForms: () => import('./areas/public-forms.area'),
  auth: () => import('./areas/auth.area'),
  login: () => import('./areas/login.area'),
  registration: () => import('./areas/registration.area'),
  dashboard: () => import('./areas/dashboard.area'),
  payments: () => import('./areas/payments.area'),
  adminPanel: () => import('./areas/admin-panel.area'),
  adminSchool: () => import('./areas/admin-school.area'),
  adminOrganization: () => import('./areas/admin-organization.area'),
  learning: () => import('./areas/learning.area'),
  library: () => import('./areas/library.area'),
  book: () => import('./areas/book.area'),
  publishing: () => import('./areas/publishing.area'),
  reader: () => import('./areas/reader.area'),
  giving: () => import('./areas/giving.area'),
  donate: () => import('./areas/donate.area'),
};
type Areas = typeof areas;
export type AreaName = keyof Areas;
type ExportOf<A extends AreaName> = Extract<keyof Awaited<ReturnType<Areas[A]>>, string>;

// An area's texts load beside its code (English ones beyond the shell's are not bundled).
function lazyComponent<A extends AreaName>(area: A, name: ExportOf<A>): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([areas[area]() as Promise<Record<string, unknown>>, loadNamespaces(AREA_NAMESPACES[area])]);
    return { Component: module[name] as ComponentType };
  };
}

/** The "add" forms that also edit (given an id), and their title then. */
const EDIT_TITLES: Record<string, string> = {
  'Add user': 'Edit user',
  'Add class': 'Edit class',
  'Add charity': 'Edit charity',
  'Add book category': 'Edit book category',
};

function screen<A extends AreaName>(
  area: A,
  path: string,
  title: string,
  description: string,
  component: ExportOf<A>,
  back?: RouteMeta['back'],
): RouteObject {
  const editTitle = EDIT_TITLES[title];
  const handle: RouteMeta = { title, description, ...(back && { back }), ...(editTitle && { editTitle }) };
  return { path, handle, lazy: lazyComponent(area, component) };
}

const learn = (path: string, title: string, description: string, component: ExportOf<'learning'>) =>
  screen('learning', path, title, description, component);
const lib = (path: string, title: string, description: string, component: ExportOf<'library'>) =>
  screen('library', path, title, description, component);
const publish = (path: string, title: string, description: string, component: ExportOf<'publishing'>) =>
  screen('publishing', path, title, description, component);
const give = (path: string, title: string, description: string, component: ExportOf<'giving'>) =>
  screen('giving', path, title, description, component);
const donate = (path: string, title: string, description: string, component: ExportOf<'donate'>) =>
  screen('donate', path, title, description, component);
const home = (path: string, title: string) =>
  screen('home', path, title, 'Featured books, courses and charities.', 'HomePage');

const publicRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Home', description: 'Featured books, courses and charities.' } satisfies RouteMeta,
    lazy: lazyComponent('home', 'HomePage'),
  },
  home('library', 'Library'),
  screen('publicForms', 'archived-students', 'Archived students', 'Students who have left a class, kept here so their work is not lost.', 'ArchivedStudentsPage'),
  screen('publicForms', 'sales', 'Sales', 'Books and merchandise for sale, with proceeds supporting good causes.', 'SalesPage'),
  screen('publicForms', 'demo', 'Demo', 'A guided demonstration of what the platform can do for your school.', 'DemoPage'),
  screen('public', 'our-framework', 'Our framework', 'How our learning programmes are designed to build knowledge, empathy and action.', 'OurFrameworkPage'),
  screen('public', 'about', 'About us', 'Who we are, why we started and what we believe about learning.', 'AboutPage'),
  screen('publicForms', 'contact', 'Contact us', 'Send us a question, an idea or a partnership proposal.', 'ContactPage'),
  screen('public', 'navigating-the-platform', 'Navigating the platform', 'A short tour of where to find books, courses and your dashboard.', 'NavigatingThePlatformPage'),
  screen('publicForms', 'privacy-policy', 'Privacy policy', 'How we collect, use and protect the data of children and adults.', 'PrivacyPolicyPage'),
  screen('public', 'terms-of-use', 'Terms of use', 'The rules for using the platform and its content.', 'TermsOfUsePage'),
  screen('public', 'refund-policy', 'Refund policy', 'How refunds work for orders and donations.', 'RefundPolicyPage'),
  screen('public', 'our-team', 'Our team', 'The people who build the platform and its programmes.', 'OurTeamPage'),
  screen('public', 'acknowledgement', 'Acknowledgements', 'The partners, volunteers and friends who make this possible.', 'AcknowledgementPage'),
  screen('public', 'testimonials', 'Testimonials', 'What teachers, students and parents say about learning with us.', 'TestimonialsPage'),
  learn('courses', 'Courses', 'All courses, with chapters, lessons and certificates.', 'CoursesPage'),
  learn('course/:slug', 'Course', 'The course’s introduction, its chapters and the button to enrol.', 'CoursePage'),
  learn('course/:slug/:chapterSlug/:lessonSlug', 'Lesson', 'A lesson of a course you are enrolled in.', 'LessonPage'),
  screen('public', 'faq', 'Frequently asked questions', 'Answers to the questions teachers and parents ask most.', 'FaqPage'),
  publish('uploadcontent', 'Upload content', 'Share teaching material, books or stories with the community.', 'UploadContentPage'),
  publish('upload-blog', 'Write a story', 'The editor for writing and illustrating your own story.', 'StoryFormPage'),
  publish('uploadblogsteps', 'Upload stories', 'A step-by-step guide to writing and publishing your story.', 'StoryWizardPage'),
  publish('uploadblogsteps/:slug', 'Upload stories', 'A step of the guide to writing and publishing your story.', 'StoryWizardPage'),
  publish('storyedit', 'Edit your story', 'Make changes to a story you have written.', 'StoryEditPage'),
  publish('uploadbook', 'Upload a book', 'Publish a book you wrote or illustrated for readers everywhere.', 'UploadBookPage'),
  screen('book', 'library/:id', 'Book', 'The book’s details, reactions and the way into the reader.', 'LibraryItemPage'),
  screen('reader', 'library/:id/read', 'Reader', 'Read the book: turn pages, zoom, listen, and choose how the page looks.', 'ReaderPage'),
  // Not in the spec's list: the header search's full results.
  lib('search', 'Search', 'Books, stories, courses and charities matching your search.', 'SearchPage'),
  screen('experiment', 'experiment', 'Experiment', 'A sandbox for trying a lesson and its quiz as a student would, before writing a real one.', 'ExperimentPage'),
  give('projects', 'Projects', 'Projects students are raising money for.', 'ProjectsPage'),
  donate('charity-projects/:slug', 'Charity project', 'A project run by a charity, with its progress and ways to help.', 'ProjectPage'),
  learn('certificate/:id', 'Certificate check', 'Check that a course certificate is genuine.', 'CertificateVerificationPage'),
  screen('public', 'global-reach', 'Global reach', 'Where our readers, schools and partners are around the world.', 'GlobalReachPage'),
  learn('live', 'Live lessons', 'Upcoming live lessons and webinars, and recordings of past ones.', 'LivePage'),
  learn('webinar/:slug', 'Webinar', 'A webinar’s details, speakers and recording.', 'LiveSessionPage'),
  give('charities', 'Charities', 'Causes you can support, each with its projects and progress.', 'CharitiesPage'),
  donate('charities/:id', 'Charity', 'A charity’s story, its projects and how to donate.', 'CharityPage'),
  // Not in the spec's list: where a fundraising page's share link leads.
  donate('fundraisers/:slug', 'Fundraising page', 'A student’s, teacher’s or class’s fundraising page, where every gift counts towards their goal.', 'FundraiserPage'),
  lib('libraries', 'Libraries', 'Partner and community libraries: where they are, their books and the projects that built them.', 'LibrariesPage'),
  lib('libraries/:id', 'Library', 'One library: its photos, story, books and the project that funded it.', 'LibraryPage'),
  screen('payments', 'checkout', 'Checkout', 'Review your order and pay securely.', 'CheckoutPage'),
  learn('hubs', 'Learning hubs', 'Topic hubs packed with lessons and activities.', 'HubsPage'),
  learn('hubs/:slug', 'Learning hub', 'A learning hub with its chapters and lessons.', 'CoursePage'),
  learn('hubs/:courseSlug/:chapterSlug/:lessonSlug', 'Lesson', 'A lesson of a learning hub.', 'LessonPage'),
  learn('impact-films', 'Impact films', 'Short films about changemakers around the world.', 'ImpactFilmsPage'),
  learn('sdgs', 'The Sustainable Development Goals', 'The 17 UN goals explained for young learners, with activities.', 'SdgsPage'),
  learn('challenges', 'Challenges', 'Challenges that turn what you learn into action.', 'ChallengesPage'),
  learn(
    'write-a-letter-and-change-the-world',
    'Write a letter and change the world',
    'Write a letter to a leader about a cause you care about, and help change the world.',
    'LetterChallengePage',
  ),
  screen('public', 'canva', 'Canva projects', 'Design posters, books and presentations with Canva.', 'CanvaPage'),
  learn('bulk-enrolment', 'Bulk enrolment', 'Enrol a whole class or school at once.', 'BulkEnrolmentPage'),
  screen('publicForms', 'report-a-problem', 'Report a problem', 'Tell us about something that isn’t working so we can fix it.', 'ReportProblemPage'),
  screen('payments', 'cart', 'Cart', 'The books you have chosen, ready for checkout.', 'CartPage'),
  screen('publicForms', 'request-a-tour', 'Request a tour', 'Book a guided tour of the platform with our team.', 'RequestTourPage'),
  lib('dear-world-book', 'Dear World book', 'A book of letters from children to the world.', 'DearWorldBookPage'),
  learn('sdg-challenge/:slug', 'SDG challenge', 'A challenge built around one of the Sustainable Development Goals.', 'SdgChallengePage'),
  learn('comprehension-corner/:slug', 'Comprehension corner', 'Reading comprehension activities for a book.', 'ComprehensionCornerPage'),
  learn('teacher-training', 'Teacher training', 'Courses that help teachers bring global learning to class.', 'TeacherTrainingPage'),
  learn('teacher-training-course/:slug', 'Teacher training course', 'A teacher training course with its modules.', 'CoursePage'),
  // Not in the spec's list, but where its enrol button leads ("the current path plus the chapter and lesson").
  learn('teacher-training-course/:slug/:chapterSlug/:lessonSlug', 'Lesson', 'A lesson of a teacher training course.', 'LessonPage'),
];

const auth = (path: string, title: string, description: string, component: ExportOf<'auth'>) =>
  screen('auth', path, title, description, component);
const registration = (path: string, title: string, description: string, component: ExportOf<'registration'>) =>
  screen('registration', path, title, description, component);

const authRoutes: RouteObject[] = [
  screen('login', 'login', 'Login', 'Log in as a teacher, a student (with your class code or QR) or with the community password.', 'LoginPage'),
  auth('login/:token', 'Login', 'Log in to accept your invitation.', 'InvitationLoginPage'),
  auth('logout', 'Logging out', 'Signing you out.', 'LogoutPage'),
  auth('login-or-register', 'Log in or sign up', 'Choose whether to log in or to create an account.', 'LoginOrRegisterPage'),
  auth('register', 'Create an account', 'Sign up as a student or a teacher.', 'RegisterPage'),
  registration('tenant-register', 'Register your organization', 'Register an organization or school and get your own branded site.', 'TenantRegisterPage'),
  registration('tenant-register/:token', 'Register your school', 'Register your school with the invitation you received.', 'TenantRegisterPage'),
  auth('accept-invitation/:token?', 'Accept invitation', 'Accept an invitation to join a school or organisation.', 'AcceptInvitationPage'),
  auth('resetpasswordemail', 'Reset your password', 'Enter your email and we will send you a link to reset your password.', 'ResetPasswordEmailPage'),
  auth('password-reset-confirm/*', 'Choose a new password', 'Set a new password for your account.', 'PasswordResetConfirmPage'),
  registration('parent-consent', 'Parent consent', 'Give, refuse or withdraw your consent for your child’s account.', 'ParentConsentPage'),
  auth('verification/*', 'Verify your email', 'Confirm your email address to finish setting up your account.', 'VerificationPage'),
];

const otherRoutes: RouteObject[] = [
  screen('payments', 'trackorder/:id', 'Track your order', 'Where your order is and when it will arrive.', 'TrackOrderPage'),
  screen('payments', 'invoice/:type/:id', 'Invoice', 'The invoice for your order or donation.', 'InvoicePage'),
  learn('test', 'Course landing preview', 'A preview of the course landing page.', 'CourseLandingPage'),
];

const PAYMENT_PROVIDERS = [
  { slug: 'paypal', name: 'PayPal' },
  { slug: 'phonepe', name: 'PhonePe' },
  { slug: 'stripe', name: 'card' },
] as const;

const paymentRoutes: RouteObject[] = PAYMENT_PROVIDERS.flatMap(({ slug, name }) => [
  screen('payments', `${slug}-payment/success`, 'Payment successful', `Your ${name} payment went through. Thank you!`, 'PaymentSuccessPage'),
  screen(
    'payments',
    `${slug}-payment/failed`,
    'Payment failed',
    `Your ${name} payment did not go through, and you have not been charged.`,
    'PaymentFailedPage',
  ),
  screen(
    'payments',
    `${slug}-payment/cancel`,
    'Payment cancelled',
    `You cancelled the ${name} payment, and you have not been charged.`,
    'PaymentFailedPage',
  ),
]);

/** One admin tree: the guard, the lazy layout, the index redirect to dashboard, the children. */
function adminTree<A extends 'adminPanel' | 'adminSchool' | 'adminOrganization'>(
  area: A,
  base: string,
  layout: ExportOf<A>,
  roles: readonly TUserRole[],
  children: readonly [path: string, title: string, description: string, component: ExportOf<A>][],
): RouteObject {
  const toDashboard = { to: `/${base}/dashboard`, label: 'Back to dashboard' };
  return {
    path: base,
    element: <RequireAuth roles={roles} />,
    children: [
      {
        lazy: lazyComponent(area, layout),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              ...children.map(([path, title, description, component]) =>
                screen(
                  area,
                  path,
                  title,
                  description,
                  component,
                  path === 'dashboard' ? { to: '/', label: 'Back to the site' } : toDashboard,
                ),
              ),
            ],
          },
        ],
      },
    ],
  };
}

const adminPanel = adminTree('adminPanel', 'admin-panel', 'AdminPanelLayout', ['upschool_admin'], [
  ['dashboard', 'Dashboard', 'Platform-wide numbers for tenants, users, books, charities and payments.', 'PlatformDashboardPage'],
  ['user-dashboard', 'User dashboard', 'Sign-ups and activity of users across the platform.', 'UserDashboardPage'],
  ['user/:userId?', 'User', 'Add a user or edit their details.', 'UserPage'],
  ['userprofile/:userId?', 'User profile', 'A user’s profile, classes and activity.', 'UserProfilePage'],
  ['all-tenants', 'All tenants', 'Every school and organisation, with their sites and settings.', 'AllTenantsPage'],
  ['tenant/:tenantId?', 'Tenant', 'Add a tenant or edit its name, domain, colours and Switchboard.', 'TenantFormPage'],
  ['modes', 'Modes', 'The Switchboard modes tenants can offer their users.', 'ModesPage'],
  ['all-users', 'All users', 'Every user, with search, filters and the add/edit user form.', 'AllUsersPage'],
  ['superpower-teacher', 'Superpower teachers', 'Teachers the platform recognises, and who granted it.', 'SuperpowerTeacherPage'],
  ['superpower-parent', 'Superpower parents', 'Parent volunteers the platform recognises, and who granted it.', 'SuperpowerParentPage'],
  ['students', 'Students', 'All student accounts across schools.', 'StudentsPage'],
  ['teachers', 'Teachers', 'All teacher accounts across schools.', 'TeachersPage'],
  ['charities-dashboard', 'Charities dashboard', 'Donations and progress of every charity.', 'CharitiesDashboardPage'],
  ['charity/:charityId?', 'Charity', 'Add a charity or edit its details.', 'CharityPage'],
  ['all-charities', 'All charities', 'Every charity on the platform.', 'AllCharitiesPage'],
  ['all-projects', 'All projects', 'Every charity project on the platform.', 'AllProjectsPage'],
  ['donations', 'Donations', 'Every donation, with its donor, cause and payment.', 'DonationsPage'],
  ['project/:projectId?', 'Project', 'Add a project or edit its details.', 'ProjectPage'],
  ['books-dashboard', 'Books dashboard', 'Numbers for all books, featured books and reading.', 'BooksDashboardPage'],
  ['all-books', 'All books', 'Every book in the library, with review and featuring.', 'AllBooksPage'],
  ['all-book-categories', 'Book categories', 'The categories books are sorted into.', 'AllBookCategoriesPage'],
  ['book-category/:categoryId?', 'Book category', 'Add a book category or edit it.', 'BookCategoryPage'],
  ['book/:bookId?', 'Book', 'Add a book or edit its details.', 'BookEditorPage'],
  ['view-book/:bookId?', 'View book', 'Read a book as its readers see it.', 'ViewBookPage'],
  ['project-details-view/:projectId', 'Project details', 'A project’s details, donations and progress.', 'ProjectDetailsPage'],
  ['charity-details-view/:charityId', 'Charity details', 'A charity’s details, projects and donations.', 'CharityDetailsPage'],
  ['email-monitoring', 'Email monitoring', 'Every email the platform sent, and whether it arrived.', 'EmailMonitoringPage'],
  ['book-monitoring', 'Book monitoring', 'Books waiting for review, and reports from readers.', 'BookMonitoringPage'],
  ['payment-history', 'Payment history', 'Every payment across providers.', 'PaymentHistoryPage'],
  ['orders', 'Orders', 'Every order, with its items, payment and delivery.', 'OrdersPage'],
  ['courses', 'Courses', 'The platform’s courses: write, order, preview and publish them.', 'CoursesPage'],
  ['course/:courseId?', 'Course', 'Create a course or edit its details, chapters and lessons.', 'CourseEditorPage'],
  ['course/:courseId/lesson/:lessonId', 'Lesson', 'Edit a lesson’s content, video, resources and quiz.', 'LessonEditorPage'],
  // Not in the spec's list: the audit log of staff's changes.
  ['audit-log', 'Audit log', 'Every change staff made on every site: who, what, when, before and after.', 'AuditLogPage'],
  // Not in the spec's list: what visitors sent through the public site's forms.
  ['enquiries', 'Enquiries', 'Contact messages, tour and demo requests, problem reports and sales enquiries from every site.', 'EnquiriesPage'],
  // Not in the spec's list: the editor of the public site's pages.
  ['site-pages', 'Site pages', 'The text of the public pages: about, FAQ, terms and the rest.', 'SitePagesPage'],
  ['site-pages/:slug', 'Edit a site page', 'Write a page in Markdown, preview it and see its history.', 'SitePageEditorPage'],
  // Not in the spec's list: the background jobs whose tries ran out.
  ['background-jobs', 'Background jobs', 'Background jobs whose tries all failed: run them again or discard them.', 'JobMonitoringPage'],
]);

const adminSchool = adminTree(
  'adminSchool',
  'admin-school',
  'AdminSchoolLayout',
  ['school_admin', 'organization_admin', 'teacher_admin'],
  [
    ['dashboard', 'Dashboard', 'Your school at a glance: users, classes, books and donations.', 'DashboardPage'],
    ['organizations', 'Organizations', 'The organisations your school belongs to.', 'OrganizationsPage'],
    ['users', 'Users', 'Teachers and students of your school.', 'UsersPage'],
    ['userprofile/:userId?', 'User profile', 'A user’s profile, classes and activity.', 'UserProfilePage'],
    ['stories', 'Stories', 'Stories written on your school’s site, by its students and teachers: waiting for review or published.', 'StoriesPage'],
    ['adduser/:userId?', 'Add user', 'Add a teacher or student, or edit their details.', 'AddUserPage'],
    ['classes', 'Classes', 'Your school’s classes, with their codes and QR codes.', 'ClassesPage'],
    ['addclass/:classId?', 'Add class', 'Create a class or edit its details.', 'AddClassPage'],
    ['class-students/:classId', 'Class students', 'The students of one class.', 'ClassStudentsPage'],
    ['profile', 'Profile', 'Your school’s profile and branding.', 'ProfilePage'],
    ['charities', 'Charities', 'The charities your school supports.', 'CharitiesPage'],
    // Also where a school adds and edits its charity's projects and their updates (it has no project pages).
    ['charity-details-view/:charityId', 'Charity details', 'A charity’s details, projects and donations.', 'CharityDetailsPage'],
    ['addcharities/:charityId?', 'Add charity', 'Add a charity or edit its details.', 'AddCharityPage'],
    ['books', 'Books', 'Your school’s books and their statistics.', 'BooksPage'],
    ['book-categories', 'Book categories', 'The categories your school’s books are sorted into.', 'BookCategoriesPage'],
    ['school-modes', 'School modes', 'The Switchboard modes your school offers.', 'SchoolModesPage'],
    ['add-book-category/:categoryId?', 'Add book category', 'Add a book category or edit it.', 'AddBookCategoryPage'],
    ['donations', 'Donations', 'Donations made through your school.', 'DonationsPage'],
    // Not in the spec's list: the site's shop sales (its admins post print orders and refund them).
    ['orders', 'Orders', 'Your site’s sales: what to post, payments and refunds.', 'OrdersPage'],
    // Not in the spec's list: where the books page adds, edits and shows a book of the school.
    ['book/:bookId?', 'Book', 'Add a book to your school’s library or edit one.', 'BookEditorPage'],
    ['view-book/:bookId', 'View book', 'A book of your school in any status, its history and its content.', 'ViewBookPage'],
    ['courses', 'Courses', 'Your school’s own courses: write, order, preview and publish them.', 'CoursesPage'],
    ['course/:courseId?', 'Course', 'Create a course or edit its details, chapters and lessons.', 'CourseEditorPage'],
    ['course/:courseId/lesson/:lessonId', 'Lesson', 'Edit a lesson’s content, video, resources and quiz.', 'LessonEditorPage'],
    // Not in the spec's list: the school's consents, exports and erasures of its students' data.
    ['privacy', 'Privacy and data', 'Consents, downloads and erasures of your students’ data.', 'PrivacyPage'],
    // Not in the spec's list: what visitors sent through the forms on the school's site.
    ['enquiries', 'Enquiries', 'Messages, tour and demo requests, problem reports and sales enquiries sent on your site.', 'EnquiriesPage'],
    // Not in the spec's list: the school's own about and contact pages.
    ['site-pages', 'Site pages', 'Your site’s own about and contact pages.', 'SitePagesPage'],
    ['site-pages/:slug', 'Edit a site page', 'Write your site’s page in Markdown and preview it.', 'SitePageEditorPage'],
  ],
);

const adminOrganization = adminTree(
  'adminOrganization',
  'admin-organization',
  'AdminOrganizationLayout',
  ['organization_admin'],
  [
    ['dashboard', 'Dashboard', 'Your organisation at a glance, with book statistics for Home, All Books and Featured Books.', 'DashboardPage'],
    ['schools', 'Schools', 'The schools in your organisation.', 'SchoolsPage'],
    ['stories', 'Stories', 'Stories written across your schools.', 'StoriesPage'],
    ['books', 'Books', 'Books across your schools and their statistics.', 'BooksPage'],
    ['user-dashboard', 'Settings', 'Your account and organisation settings.', 'SettingsPage'],
  ],
);

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // The first lazy chunk usually arrives within a frame; an empty page avoids a spinner flash.
    HydrateFallback: EmptyFallback,
    errorElement: <RouteError />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              ...publicRoutes,
              ...authRoutes,
              ...otherRoutes,
              ...paymentRoutes,
              {
                element: <RequireAuth />,
                children: [
                  screen(
                    'dashboard',
                    'dashboard',
                    'Dashboard',
                    'Your books, stories, classes, courses and the money you have raised.',
                    'DashboardPage',
                  ),
                  learn(
                    'certificates/:id',
                    'Certificate',
                    'A certificate of course completion, ready to download or share.',
                    'CertificatePage',
                  ),
                ],
              },
              {
                path: '*',
                handle: { title: 'Page not found', description: 'This page does not exist.' } satisfies RouteMeta,
                lazy: lazyComponent('public', 'NotFoundPage'),
              },
            ],
          },
        ],
      },
      adminPanel,
      adminSchool,
      adminOrganization,
    ],
  },
];
