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
  const user = useSelector(selectUser);
  const [params] = useSearchParams();
  if (params.get('option') === MONEY_RAISED_OPTION) return <MoneyRaisedPage />;
  const name = user?.first_name || user?.username || 'there';
  return (
    <div data-testid="dashboard">
      <PageHero
        id="dashboard-title"
        size="sm"
        icon={<SparklesIcon size={16} />}
        tagline="Your dashboard"
        title={`Hello, ${name}!`}
        description="Pick up where you left off, or start something new."
      />
      <TeacherClassesSection stats={<TeacherStats />} />
      <Section
        id="my-courses"
        testId="dashboard-courses"
        title="My courses"
        description="Every course you have enrolled in, and how far you have got."
        action={
          <Link to="/courses" className={buttonClass('ghost', 'sm')}>
            Find more courses
            <ArrowRightIcon size={16} />
          </Link>
        }
      >
        <MyCourses />
      </Section>
      <Section
        id="my-live-sessions"
        testId="dashboard-live"
        title="My live sessions"
        description="Live lessons and webinars you have registered for."
        action={
          <Link to="/live" className={buttonClass('ghost', 'sm')}>
            See all live lessons
            <ArrowRightIcon size={16} />
          </Link>
        }
      >
        <MyLiveSessions />
      </Section>
      <div className="bg-surface-alt">
        <Section id="my-certificates" testId="dashboard-certificates" title="My certificates" description="Certificates you have earned, ready to download and share.">
          <MyCertificates />
        </Section>
      </div>
      <Section id="my-orders" testId="dashboard-orders" title="Orders and donations" description="What you bought and gave on this site, with receipts to download.">
        <MyOrders />
      </Section>
      <ReviewQueueSection />
      <ClassEntriesSection />
      <div className="bg-surface-alt">
        <Section id="my-data" testId="dashboard-my-data" title="Your data" description="A copy of everything this site keeps about you.">
          <MyData />
        </Section>
      </div>
      <p className="container-page py-8 text-center text-sm text-ink-muted">
        <Link to={MONEY_RAISED_PATH} className="font-semibold text-primary underline-offset-4 hover:underline" data-testid="dashboard-money-raised-link">
          See the money you have raised
        </Link>
      </p>
    </div>
  );
}
