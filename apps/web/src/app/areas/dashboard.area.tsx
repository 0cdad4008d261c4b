import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ArrowRightIcon, SparklesIcon } from '../../components/ui/icons';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { MyOrders } from '../../features/cart/components/my-orders';
import { MyCertificates } from '../../features/certificates/components/my-certificates';
import { ClassEntriesSection } from '../../features/challenges/components/class-entries';
import { TeacherClassesSection } from '../../features/classes/components/teacher-classes';
import { TeacherStats } from '../../features/dashboard/components/teacher-stats';
import { MyCourses } from '../../features/courses/components/my-courses';
import { MONEY_RAISED_OPTION, MONEY_RAISED_PATH } from '../../lib/giving-paths';
import { MoneyRaisedPage } from '../../features/fundraising/components/money-raised';
import { MyLiveSessions } from '../../features/live/components/my-live-sessions';
import { MyData } from '../../features/privacy/components/my-data';
import { ReviewQueueSection } from '../../features/publishing/components/review-queue';
import { selectUser } from '../../lib/session.slice';


/** `/dashboard`: the learner's courses, live sessions, certificates, orders and donations, and (for teachers) their classes and what waits for review. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useSelector(selectUser);
  const [params] = useSearchParams();
  if (params.get('option') === MONEY_RAISED_OPTION) return <MoneyRaisedPage />;
  const name = user?.first_name || user?.username || t('home.there');
  return (
    <div data-testid="dashboard">
      <PageHero
        id="dashboard-title"
        size="sm"
        icon={<SparklesIcon size={16} />}
        tagline={t('home.tagline')}
        title={t('home.hello', { name })}
        description={t('home.description')}
      />
      <TeacherClassesSection stats={<TeacherStats />} />
      <Section
        id="my-courses"
        testId="dashboard-courses"
        title={t('home.coursesTitle')}
        description={t('home.coursesDescription')}
        action={
          <Link to="/courses" className={buttonClass('ghost', 'sm')}>
            {t('home.findCourses')}
            <ArrowRightIcon size={16} />
          </Link>
        }
      >
        <MyCourses />
      </Section>
      <Section
        id="my-live-sessions"
        testId="dashboard-live"
        title={t('home.liveTitle')}
        description={t('home.liveDescription')}
        action={
          <Link to="/live" className={buttonClass('ghost', 'sm')}>
            {t('home.seeLive')}
            <ArrowRightIcon size={16} />
          </Link>
        }
      >
        <MyLiveSessions />
      </Section>
      <div className="bg-surface-alt">
        <Section id="my-certificates" testId="dashboard-certificates" title={t('home.certificatesTitle')} description={t('home.certificatesDescription')}>
          <MyCertificates />
        </Section>
      </div>
      <Section id="my-orders" testId="dashboard-orders" title={t('home.ordersTitle')} description={t('home.ordersDescription')}>
        <MyOrders />
      </Section>
      <ReviewQueueSection />
      <ClassEntriesSection />
      <div className="bg-surface-alt">
        <Section id="my-data" testId="dashboard-my-data" title={t('home.dataTitle')} description={t('home.dataDescription')}>
          <MyData />
        </Section>
      </div>
      <p className="container-page py-8 text-center text-sm text-ink-muted">
        <Link to={MONEY_RAISED_PATH} className="font-semibold text-primary underline-offset-4 hover:underline" data-testid="dashboard-money-raised-link">
          {t('home.moneyRaised')}
        </Link>
      </p>
    </div>
  );
}
