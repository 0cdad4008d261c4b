import { NotFound } from '../../components/ui/not-found';

export { PrivacyPolicyPage } from './privacy-policy';
export { RefundPolicyPage } from './refund-policy';
export { ArchivedStudentsPage } from '../../features/archived-students/components/archived-students-page';
export { GlobalReachPage } from '../../features/global-reach/components/global-reach-page';
export {
  AboutPage,
  AcknowledgementPage,
  CanvaPage,
  ContactPage,
  DemoPage,
  FaqPage,
  NavigatingThePlatformPage,
  OurFrameworkPage,
  OurTeamPage,
  ReportProblemPage,
  RequestTourPage,
  SalesPage,
  TermsOfUsePage,
  TestimonialsPage,
} from './site-pages';
export const NotFoundPage = NotFound;

