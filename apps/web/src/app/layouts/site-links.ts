import { useMemo, type ComponentType, type SVGProps } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '../../lib/session.slice';
import { useSite } from '../../lib/site';
import {
  BookIcon,
  BuildingIcon,
  CalendarIcon,
  CapIcon,
  CompassIcon,
  FileTextIcon,
  FilmIcon,
  GlobeIcon,
  HeartIcon,
  InfoIcon,
  LibraryIcon,
  MailIcon,
  PaletteIcon,
  PenIcon,
  ReceiptIcon,
  ShieldIcon,
  SparklesIcon,
  StarIcon,
  TargetIcon,
  TrophyIcon,
  UploadIcon,
  UserIcon,
  UsersIcon,
  VideoIcon,
} from '../../components/ui/icons';
import type { layout } from '../../i18n/en/layout';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

/** A link's label and description are in the layout namespace under `links.<id>`. */
export type SiteLinkId = keyof typeof layout.links;
export type SiteLink = {
  to: string;
  id: SiteLinkId;
  icon: Icon;
  /** Offered to visitors only: a signed-in person has an account. */
  visitorsOnly?: true;
  /** On the main site only: a school's or organisation's site makes its people's accounts (spec 2). */
  mainSiteOnly?: true;
  /** Not for a signed-in student: registering a school or a class, or booking a tour, is for adults. */
  notForStudents?: true;
};
export type NavSection = {
  /** Also names the section's label and blurb in the layout namespace (`sections.<key>`). */
  key: keyof typeof layout.sections;
  icon: Icon;
  links: SiteLink[];
};

/** The header mega-menus (spec section 2 header links), in the spec's order Register, Learn, Give, Books, About. */
export const NAV_SECTIONS: NavSection[] = [
  {
    key: 'register',
    icon: UserIcon,
    links: [
      { to: '/login-or-register', id: 'loginOrSignUp', icon: UserIcon, visitorsOnly: true, mainSiteOnly: true },
      { to: '/register', id: 'createAccount', icon: SparklesIcon, visitorsOnly: true, mainSiteOnly: true },
      { to: '/tenant-register', id: 'registerSchool', icon: BuildingIcon, notForStudents: true },
      { to: '/bulk-enrolment/', id: 'bulkEnrolment', icon: UsersIcon, notForStudents: true },
      { to: '/request-a-tour', id: 'requestTour', icon: CalendarIcon, notForStudents: true },
    ],
  },
  {
    key: 'learn',
    icon: CapIcon,
    links: [
      { to: '/courses', id: 'courses', icon: CapIcon },
      { to: '/hubs', id: 'hubs', icon: CompassIcon },
      { to: '/challenges', id: 'challenges', icon: TrophyIcon },
      { to: '/live', id: 'live', icon: VideoIcon },
      { to: '/canva/', id: 'canva', icon: PaletteIcon },
      { to: '/sdgs', id: 'sdgs', icon: TargetIcon },
      { to: '/impact-films', id: 'impactFilms', icon: FilmIcon },
    ],
  },
  {
    key: 'give',
    icon: HeartIcon,
    links: [
      { to: '/charities/', id: 'charities', icon: HeartIcon },
      { to: '/projects', id: 'projects', icon: SparklesIcon },
      { to: '/dashboard?option=Money%20I%20Have%20Raised', id: 'moneyRaised', icon: ReceiptIcon },
    ],
  },
  {
    key: 'books',
    icon: BookIcon,
    links: [
      { to: '/library', id: 'library', icon: BookIcon },
      { to: '/libraries', id: 'libraries', icon: LibraryIcon },
      { to: '/dear-world-book', id: 'dearWorld', icon: MailIcon },
      { to: '/uploadbook', id: 'uploadBook', icon: UploadIcon },
      { to: '/uploadblogsteps', id: 'writeStory', icon: PenIcon },
    ],
  },
  {
    key: 'about',
    icon: InfoIcon,
    links: [
      { to: '/about', id: 'about', icon: InfoIcon },
      { to: '/our-framework', id: 'framework', icon: CompassIcon },
      { to: '/our-team', id: 'team', icon: UsersIcon },
      { to: '/global-reach', id: 'globalReach', icon: GlobeIcon },
      { to: '/faq', id: 'faq', icon: InfoIcon },
      { to: '/testimonials', id: 'testimonials', icon: StarIcon },
      { to: '/acknowledgement', id: 'acknowledgement', icon: HeartIcon },
      { to: '/contact', id: 'contact', icon: MailIcon },
      { to: '/terms-of-use', id: 'terms', icon: FileTextIcon },
      { to: '/privacy-policy', id: 'privacy', icon: ShieldIcon },
      { to: '/refund-policy', id: 'refund', icon: ReceiptIcon },
    ],
  },
];

export const ABOUT_LINKS: SiteLink[] = NAV_SECTIONS.find((s) => s.key === 'about')?.links ?? [];

/** The menus as a visitor or a signed-in person sees them, on the main site or a tenant's; a menu left with no link goes. */
export function navSectionsFor({ signedIn, tenantSite, student = false }: { signedIn: boolean; tenantSite: boolean; student?: boolean }): NavSection[] {
  if (!signedIn && !tenantSite) return NAV_SECTIONS;
  const shown = (link: SiteLink) => !(signedIn && link.visitorsOnly) && !(tenantSite && link.mainSiteOnly) && !(student && link.notForStudents);
  return NAV_SECTIONS.map((section) => ({ ...section, links: section.links.filter(shown) })).filter((section) => section.links.length > 0);
}

export function useNavSections(): NavSection[] {
  const user = useSelector(selectUser);
  const tenantSite = useSite().tenant !== null;
  const signedIn = user !== null;
  const student = user?.role === 'student';
  return useMemo(() => navSectionsFor({ signedIn, tenantSite, student }), [signedIn, tenantSite, student]);
}
