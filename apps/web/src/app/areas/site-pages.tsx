import { useTranslation } from 'react-i18next';
import { CompassIcon, HeartIcon, InfoIcon, LayersIcon, PaletteIcon, ShieldIcon, StarIcon, UsersIcon } from '../../components/ui/icons';
import { FaqBody } from '../../features/content/components/faq';
import { SitePage } from '../../features/content/components/site-page';
import type { site } from '../../i18n/en/site';

/** A page's hero pill, in the UI language. */
export function useTagline(slug: keyof typeof site.taglines): string {
  return useTranslation('site').t(`taglines.${slug}`);
}

/**
 * The public site's editable pages (features/content), each under its route of the spec. Those
 * with a form (contact, a tour...) are the public-forms area's (public-forms.area.tsx).
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
