import type { CourseKind } from './course-paths';

/** A kind's name on a card badge. */
export const KIND_LABELS: Record<CourseKind, string> = {
  course: 'Course',
  hub: 'Learning hub',
  teacher_training: 'Teacher training',
  challenge: 'Challenge',
};

/** How each catalogue introduces itself and counts its items. */
export const CATALOGUE_COPY: Record<
  CourseKind,
  { title: string; tagline: string; description: string; one: string; many: string; searchLabel: string; placeholder: string }
> = {
  course: {
    title: 'Courses',
    tagline: 'Learn something new',
    description: 'Free programmes with chapters, short lessons and a certificate at the end.',
    one: 'course',
    many: 'courses',
    searchLabel: 'Search courses',
    placeholder: 'Try “letter” or “climate”',
  },
  hub: {
    title: 'Learning hubs',
    tagline: 'Explore a big topic',
    description: 'Topic hubs packed with lessons and activities for the whole class.',
    one: 'hub',
    many: 'hubs',
    searchLabel: 'Search learning hubs',
    placeholder: 'Try “water” or “energy”',
  },
  teacher_training: {
    title: 'Teacher training',
    tagline: 'For teachers',
    description: 'Short courses that help teachers bring global learning into every lesson.',
    one: 'course',
    many: 'courses',
    searchLabel: 'Search teacher training',
    placeholder: 'Try “reading aloud”',
  },
  challenge: {
    title: 'Challenges',
    tagline: 'Take action',
    description: 'Challenges that turn what you learn into action, one day at a time.',
    one: 'challenge',
    many: 'challenges',
    searchLabel: 'Search challenges',
    placeholder: 'Try “reading”',
  },
};
