import { BulkEnrolmentPage as BulkEnrolment } from '../../features/bulk-enrolment/components/bulk-enrolment-page';
import { CertificatePage as OwnCertificate } from '../../features/certificates/components/certificate-page';
import { CertificateVerificationPage as Verification } from '../../features/certificates/components/certificate-verification-page';
import { ChallengePage as Challenge, LetterChallengePage as LetterChallenge } from '../../features/challenges/components/challenge-page';
import { ChallengesPage as ChallengesHub } from '../../features/challenges/components/challenges-page';
import { ChallengeSeries } from './challenge-series';
import { useMemo } from 'react';
import { useGetProductsQuery } from '../../features/cart/api/cart.api';
import { ProductOffers } from '../../features/cart/components/product-offers';
import { formatMinorAmount } from '../../lib/format';
import { CataloguePage } from '../../features/courses/components/catalogue-page';
import { CourseLandingPage as Landing } from '../../features/courses/components/course-landing-page';
import { CoursePage as Course } from '../../features/courses/components/course-page';
import { LessonPage as Lesson } from '../../features/courses/components/lesson-page';
import { FilmsPage } from '../../features/films/components/films-page';
import { LivePage as Live } from '../../features/live/components/live-page';
import { SessionPage as LiveSession } from '../../features/live/components/session-page';
import { SdgsPage as Sdgs } from '../../features/sdgs/components/sdgs-page';
import type { CourseKind } from '../../features/courses/course-paths';
import { useActiveMode } from '../../features/modes/hooks/use-active-mode';
import { modeCleared } from '../../features/modes/mode-selection.slice';
import { useAppDispatch } from '../../lib/redux-hooks';

/** The prices of the courses the shop sells, by course id, in the site's currency. */
function useCoursePrices(): (courseId: number) => string | null {
  const { data } = useGetProductsQuery({});
  const prices = useMemo(
    () => new Map((data?.results ?? []).flatMap((p) => (p.course ? [[p.course.id, formatMinorAmount(p.price.amount_minor, p.price.currency)] as const] : []))),
    [data],
  );
  return (courseId) => prices.get(courseId) ?? null;
}

/** A catalogue of one kind, narrowed by the Switchboard mode in use; a sold course's card shows its price. */
function Catalogue({ kind }: { kind: CourseKind }) {
  const dispatch = useAppDispatch();
  const { modeId, mode } = useActiveMode();
  const priceOf = useCoursePrices();
  return (
    <CataloguePage
      kind={kind}
      mode={modeId === null ? null : { id: modeId, name: mode?.name ?? null }}
      onClearMode={() => dispatch(modeCleared())}
      priceOf={priceOf}
    />
  );
}

export const CoursesPage = () => <Catalogue kind="course" />;
export const HubsPage = () => <Catalogue kind="hub" />;
export const TeacherTrainingPage = () => <Catalogue kind="teacher_training" />;
/** `/challenges`: SDG challenges, comprehension corners and the letter challenge, then the challenge series. */
export function ChallengesPage() {
  const dispatch = useAppDispatch();
  const { modeId, mode } = useActiveMode();
  return (
    <ChallengesHub
      mode={modeId === null ? null : { id: modeId, name: mode?.name ?? null }}
      onClearMode={() => dispatch(modeCleared())}
      series={<ChallengeSeries mode={modeId} />}
    />
  );
}
export const SdgChallengePage = () => <Challenge kind="sdg" />;
export const ComprehensionCornerPage = () => <Challenge kind="comprehension" />;
export const LetterChallengePage = LetterChallenge;
// A sold course's page shows the cart's offer for it: features do not import each other.
export const CoursePage = () => <Course offers={(course, heading) => <ProductOffers courseId={course.id} heading={heading} />} />;
export const LessonPage = Lesson;
export const CourseLandingPage = Landing;
export const CertificatePage = OwnCertificate;
export const CertificateVerificationPage = Verification;
export const LivePage = Live;
export const LiveSessionPage = LiveSession;
export const BulkEnrolmentPage = BulkEnrolment;
export const SdgsPage = Sdgs;
export const ImpactFilmsPage = FilmsPage;
