import type { ComponentType, SVGProps } from 'react';
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

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

export type SiteLink = { to: string; label: string; description: string; icon: Icon };
export type NavSection = {
  key: 'register' | 'learn' | 'give' | 'books' | 'about';
  label: string;
  blurb: string;
  icon: Icon;
  links: SiteLink[];
};

/** The header mega-menus (spec section 2 header links), in the spec's order Register, Learn, Give, Books, About. */
export const NAV_SECTIONS: NavSection[] = [
  {
    key: 'register',
    label: 'Register',
    blurb: 'Join as a learner or teacher, or bring your whole school on board.',
    icon: UserIcon,
    links: [
      { to: '/login-or-register', label: 'Log in or sign up', description: 'Pick how you’d like to get started.', icon: UserIcon },
      { to: '/register', label: 'Create an account', description: 'Sign up as a student or a teacher in a minute.', icon: SparklesIcon },
      { to: '/tenant-register', label: 'Register your school', description: 'A branded site for your school or organisation.', icon: BuildingIcon },
      { to: '/bulk-enrolment/', label: 'Bulk enrolment', description: 'Enrol a whole class or school at once.', icon: UsersIcon },
      { to: '/request-a-tour', label: 'Request a tour', description: 'See the platform with someone from our team.', icon: CalendarIcon },
    ],
  },
  {
    key: 'learn',
    label: 'Learn',
    blurb: 'Free courses, live lessons and challenges that turn learning into action.',
    icon: CapIcon,
    links: [
      { to: '/courses', label: 'Courses', description: 'Free programmes with chapters, lessons and certificates.', icon: CapIcon },
      { to: '/hubs', label: 'Learning hubs', description: 'Topic hubs packed with lessons and activities.', icon: CompassIcon },
      { to: '/challenges', label: 'Challenges', description: 'Take on a challenge and make a difference.', icon: TrophyIcon },
      { to: '/live', label: 'Live lessons', description: 'Join live sessions and webinars with experts.', icon: VideoIcon },
      { to: '/canva/', label: 'Canva projects', description: 'Design posters and books with Canva.', icon: PaletteIcon },
      { to: '/sdgs', label: 'The SDGs', description: 'Explore the UN Sustainable Development Goals.', icon: TargetIcon },
      { to: '/impact-films', label: 'Impact films', description: 'Short films about changemakers around the world.', icon: FilmIcon },
    ],
  },
  {
    key: 'give',
    label: 'Give',
    blurb: 'Support causes chosen by students, and see the difference you make.',
    icon: HeartIcon,
    links: [
      { to: '/charities/', label: 'Charities', description: 'Find a cause you care about and support it.', icon: HeartIcon },
      { to: '/projects', label: 'Projects', description: 'Projects students are raising money for.', icon: SparklesIcon },
      {
        to: '/dashboard?option=Money%20I%20Have%20Raised',
        label: 'Money I have raised',
        description: 'Track what you have raised for your causes.',
        icon: ReceiptIcon,
      },
    ],
  },
  {
    key: 'books',
    label: 'Books',
    blurb: 'Read, write and publish stories in many languages.',
    icon: BookIcon,
    links: [
      { to: '/library', label: 'Online library', description: 'Free picture books and stories to read.', icon: BookIcon },
      { to: '/libraries', label: 'Libraries', description: 'Explore school and community libraries.', icon: LibraryIcon },
      { to: '/dear-world-book', label: 'Dear World book', description: 'Letters from children to the world.', icon: MailIcon },
      { to: '/uploadbook', label: 'Upload a book', description: 'Publish a book you wrote or illustrated.', icon: UploadIcon },
      { to: '/uploadblogsteps', label: 'Write a story', description: 'Share your story with readers everywhere.', icon: PenIcon },
    ],
  },
  {
    key: 'about',
    label: 'About',
    blurb: 'Who we are, how we work and how to reach us.',
    icon: InfoIcon,
    links: [
      { to: '/about', label: 'About us', description: 'Our mission and our story.', icon: InfoIcon },
      { to: '/our-framework', label: 'Our framework', description: 'How we design learning for impact.', icon: CompassIcon },
      { to: '/our-team', label: 'Our team', description: 'The people behind the platform.', icon: UsersIcon },
      { to: '/global-reach', label: 'Global reach', description: 'Schools and readers around the world.', icon: GlobeIcon },
      { to: '/faq', label: 'FAQ', description: 'Answers to common questions.', icon: InfoIcon },
      { to: '/testimonials', label: 'Testimonials', description: 'What teachers and students say.', icon: StarIcon },
      { to: '/acknowledgement', label: 'Acknowledgements', description: 'Partners and friends who help us.', icon: HeartIcon },
      { to: '/contact', label: 'Contact us', description: 'Questions, ideas or partnerships.', icon: MailIcon },
      { to: '/terms-of-use', label: 'Terms of use', description: 'The rules for using the platform.', icon: FileTextIcon },
      { to: '/privacy-policy', label: 'Privacy policy', description: 'How we protect your data.', icon: ShieldIcon },
      { to: '/refund-policy', label: 'Refund policy', description: 'Refunds for orders and donations.', icon: ReceiptIcon },
    ],
  },
];

export const ABOUT_LINKS: SiteLink[] = NAV_SECTIONS.find((s) => s.key === 'about')?.links ?? [];
