import { NotFound } from '../../components/ui/not-found';

export { RefundPolicyPage } from './refund-policy';
export { GlobalReachPage } from '../../features/global-reach/components/global-reach-page';
export {
  AboutPage,
  AcknowledgementPage,
  CanvaPage,
  FaqPage,
  NavigatingThePlatformPage,
  OurFrameworkPage,
  OurTeamPage,
  TermsOfUsePage,
  TestimonialsPage,
} from './site-pages';
export const NotFoundPage = NotFound;

