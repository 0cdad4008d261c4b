/**
 * The public pages with a form, an area apart from the public area's other pages (about, the FAQ,
 * the terms, a page not found) so that those load neither the forms nor Zod: the enquiry pages
 * (their editable text, then the form; composed here because features do not import one another),
 * the privacy policy with its data-rights request, and archived students.
 */
import type { ComponentProps, ReactNode } from 'react';
import { AlertIcon, CalendarIcon, CartIcon, MailIcon, SparklesIcon } from '../../components/ui/icons';
import { SitePage } from '../../features/content/components/site-page';
import { EnquiryForm } from '../../features/enquiries/components/enquiry-form';
import { useTagline } from './site-pages';

export { PrivacyPolicyPage } from './privacy-policy';
export { ArchivedStudentsPage } from '../../features/archived-students/components/archived-students-page';

/** An enquiry page: the site page's editable text, then the form of its kind. */
function EnquiryPage({ slug, kind, icon }: { slug: Parameters<typeof useTagline>[0]; kind: ComponentProps<typeof EnquiryForm>['kind']; icon: ReactNode }) {
  return (
    <SitePage slug={slug} tagline={useTagline(slug)} icon={icon}>
      <EnquiryForm kind={kind} />
    </SitePage>
  );
}

export const ContactPage = () => <EnquiryPage slug="contact" kind="contact" icon={<MailIcon size={16} />} />;
export const RequestTourPage = () => <EnquiryPage slug="request-a-tour" kind="tour" icon={<CalendarIcon size={16} />} />;
export const ReportProblemPage = () => <EnquiryPage slug="report-a-problem" kind="problem" icon={<AlertIcon size={16} />} />;
export const DemoPage = () => <EnquiryPage slug="demo" kind="demo" icon={<SparklesIcon size={16} />} />;
export const SalesPage = () => <EnquiryPage slug="sales" kind="sales" icon={<CartIcon size={16} />} />;
