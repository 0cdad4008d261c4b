import { useTranslation } from 'react-i18next';
import { CompassIcon, HeartIcon, InfoIcon, LayersIcon, MailIcon, PaletteIcon, ShieldIcon, StarIcon, UsersIcon, AlertIcon, CalendarIcon, SparklesIcon, CartIcon } from '../../components/ui/icons';
import { FaqBody } from '../../features/content/components/faq';
import { EnquiryForm } from '../../features/enquiries/components/enquiry-form';
import { SitePage } from '../../features/content/components/site-page';
import type { site } from '../../i18n/en/site';

/** A page's hero pill, in the UI language. */
function useTagline(slug: keyof typeof site.taglines): string {
  return useTranslation('site').t(`taglines.${slug}`);
}

/**
 * The public site's editable pages (features/content), each under its route of the spec. The
 * pages with a form show it under their text; the form pages and their forms are composed here
 * because features do not import one another.
 */
export const AboutPage = () => <SitePage slug="about" tagline={useTagline('about')} icon={<InfoIcon size={16} />} />;
export const OurFrameworkPage = () => <SitePage slug="our-framework" tagline={useTagline('our-framework')} icon={<LayersIcon size={16} />} />;
export const OurTeamPage = () => <SitePage slug="our-team" tagline={useTagline('our-team')} icon={<UsersIcon size={16} />} />;
export const AcknowledgementPage = () => <SitePage slug="acknowledgement" tagline={useTagline('acknowledgement')} icon={<HeartIcon size={16} />} />;
export const TestimonialsPage = () => <SitePage slug="testimonials" tagline={useTagline('testimonials')} icon={<StarIcon size={16} />} />;
export const TermsOfUsePage = () => <SitePage slug="terms-of-use" tagline={useTagline('terms-of-use')} icon={<ShieldIcon size={16} />} />;
export const NavigatingThePlatformPage = () => <SitePage slug="navigating-the-platform" tagline={useTagline('navigating-the-platform')} icon={<CompassIcon size={16} />} />;
export const CanvaPage = () => <SitePage slug="canva" tagline={useTagline('canva')} icon={<PaletteIcon size={16} />} />;
export const FaqPage = () => <SitePage slug="faq" tagline={useTagline('faq')} icon={<InfoIcon size={16} />} body={(page) => <FaqBody page={page} />} />;

export const ContactPage = () => (
  <SitePage slug="contact" tagline={useTagline('contact')} icon={<MailIcon size={16} />}>
    <EnquiryForm kind="contact" />
  </SitePage>
);
export const RequestTourPage = () => (
  <SitePage slug="request-a-tour" tagline={useTagline('request-a-tour')} icon={<CalendarIcon size={16} />}>
    <EnquiryForm kind="tour" />
  </SitePage>
);
export const ReportProblemPage = () => (
  <SitePage slug="report-a-problem" tagline={useTagline('report-a-problem')} icon={<AlertIcon size={16} />}>
    <EnquiryForm kind="problem" />
  </SitePage>
);
export const DemoPage = () => (
  <SitePage slug="demo" tagline={useTagline('demo')} icon={<SparklesIcon size={16} />}>
    <EnquiryForm kind="demo" />
  </SitePage>
);
export const SalesPage = () => (
  <SitePage slug="sales" tagline={useTagline('sales')} icon={<CartIcon size={16} />}>
    <EnquiryForm kind="sales" />
  </SitePage>
);
