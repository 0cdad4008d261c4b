import type { TChapterOutline } from '@commonshelf/shared/courses/courses.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { enrolmentStanding, formatDuration, outlinePosition, spokenDuration } from './course-format';

// The texts come from the English namespace, as the app shows them.
beforeAll(() => initI18n());

describe('durations', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [125, '2 h 5 min'],
  ])('%i minutes read "%s"', (m, text) => expect(formatDuration(m)).toBe(text));

  it('spells them out for screen readers', () => {
    expect(spokenDuration(1)).toBe('1 minute');
    expect(spokenDuration(90)).toBe('1 hour 30 minutes');
    expect(spokenDuration(120)).toBe('2 hours');
  });
});

const lesson = (slug: string, completed: boolean | null = null) => ({
  slug,
  title: slug,
  position: 1,
  duration_minutes: 10,
  has_quiz: false,
  completed,
  locked: false,
});
const chapters: TChapterOutline[] = [
  { slug: 'c1', title: 'One', position: 1, duration_minutes: 20, lessons: [lesson('a', true), lesson('b', true)] },
  { slug: 'c2', title: 'Two', position: 2, duration_minutes: 30, lessons: [lesson('c', false), lesson('d'), lesson('e')] },
];

describe('outlinePosition', () => {
  it('finds a lesson by chapter and lesson slug', () => {
    expect(outlinePosition(chapters, 'c2', 'd')).toEqual({ index: 3, total: 5, chapterNumber: 2, lessonNumber: 2, lessonsInChapter: 3 });
  });

  it('needs both slugs to match', () => {
    expect(outlinePosition(chapters, 'c1', 'd').index).toBe(-1);
  });
});

describe('enrolmentStanding', () => {
  it('is complete only when finished with every lesson done', () => {
    expect(enrolmentStanding({ completed_at: null, progress: 0 })).toBe('inProgress');
    expect(enrolmentStanding({ completed_at: null, progress: 100 })).toBe('inProgress');
    expect(enrolmentStanding({ completed_at: '2026-03-01T10:00:00Z', progress: 100 })).toBe('complete');
  });

  it('has new lessons when the course grew after the learner finished it', () => {
    expect(enrolmentStanding({ completed_at: '2026-03-01T10:00:00Z', progress: 80 })).toBe('newLessons');
  });
});
