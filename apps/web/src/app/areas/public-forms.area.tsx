/**
 * The public pages with a form, an area apart from the public area's other pages (about, the FAQ,
 * the terms, a page not found) so that those load neither the forms nor Zod: the enquiry pages
 * (their editable text, then the form; composed here because features do not import one another),
 * the privacy policy with its data-rights request, and archived students.
 */
import { AlertIcon, CalendarIcon, CartIcon, MailIcon, SparklesIcon } from '../../components/ui/icons';
import { SitePage } from '../../features/content/components/site-page';
import { EnquiryForm } from '../../features/enquiries/components/enquiry-form';
import { useTagline } from './site-pages';

export { PrivacyPolicyPage } from './privacy-policy';
export { ArchivedStudentsPage } from '../../features/archived-students/components/archived-students-page';

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
