import { CompassIcon, HeartIcon, InfoIcon, LayersIcon, MailIcon, PaletteIcon, ShieldIcon, StarIcon, UsersIcon, AlertIcon, CalendarIcon, SparklesIcon, CartIcon } from '../../components/ui/icons';
import { FaqBody } from '../../features/content/components/faq';
import { EnquiryForm } from '../../features/enquiries/components/enquiry-form';
import { SitePage } from '../../features/content/components/site-page';

/**
 * The public site's editable pages (features/content), each under its route of the spec. The
 * pages with a form show it under their text; the form pages and their forms are composed here
 * because features do not import one another.
 */
export const AboutPage = () => <SitePage slug="about" tagline="About us" icon={<InfoIcon size={16} />} />;
export const OurFrameworkPage = () => <SitePage slug="our-framework" tagline="How learning works here" icon={<LayersIcon size={16} />} />;
export const OurTeamPage = () => <SitePage slug="our-team" tagline="The people" icon={<UsersIcon size={16} />} />;
export const AcknowledgementPage = () => <SitePage slug="acknowledgement" tagline="Thank you" icon={<HeartIcon size={16} />} />;
export const TestimonialsPage = () => <SitePage slug="testimonials" tagline="In schools" icon={<StarIcon size={16} />} />;
export const TermsOfUsePage = () => <SitePage slug="terms-of-use" tagline="The rules" icon={<ShieldIcon size={16} />} />;
export const NavigatingThePlatformPage = () => <SitePage slug="navigating-the-platform" tagline="A guided tour" icon={<CompassIcon size={16} />} />;
export const CanvaPage = () => <SitePage slug="canva" tagline="Canva for Education" icon={<PaletteIcon size={16} />} />;
export const FaqPage = () => <SitePage slug="faq" tagline="Help" icon={<InfoIcon size={16} />} body={(page) => <FaqBody page={page} />} />;

export const ContactPage = () => (
  <SitePage slug="contact" tagline="Get in touch" icon={<MailIcon size={16} />}>
    <EnquiryForm kind="contact" />
  </SitePage>
);
export const RequestTourPage = () => (
  <SitePage slug="request-a-tour" tagline="See it with us" icon={<CalendarIcon size={16} />}>
    <EnquiryForm kind="tour" />
  </SitePage>
);
export const ReportProblemPage = () => (
  <SitePage slug="report-a-problem" tagline="Help us fix it" icon={<AlertIcon size={16} />}>
    <EnquiryForm kind="problem" />
  </SitePage>
);
export const DemoPage = () => (
  <SitePage slug="demo" tagline="Try it" icon={<SparklesIcon size={16} />}>
    <EnquiryForm kind="demo" />
  </SitePage>
);
export const SalesPage = () => (
  <SitePage slug="sales" tagline="Books and licences" icon={<CartIcon size={16} />}>
    <EnquiryForm kind="sales" />
  </SitePage>
);
