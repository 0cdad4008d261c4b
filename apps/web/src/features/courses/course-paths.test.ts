import { describe, expect, it } from 'vitest';
import { courseBasePath, coursePagePath, lessonPath } from './course-paths';

describe('lessonPath: current path plus chapter and lesson', () => {
  it.each([
    ['/course/x', '/course/x/ch-1/le-2'],
    ['/course/x/', '/course/x/ch-1/le-2'],
    ['/hubs/water', '/hubs/water/ch-1/le-2'],
    ['/teacher-training-course/basics//', '/teacher-training-course/basics/ch-1/le-2'],
  ])('%s → %s', (current, expected) => {
    expect(lessonPath(current, 'ch-1', 'le-2')).toBe(expected);
  });

  it('encodes slugs so an odd one cannot change the path', () => {
    expect(lessonPath('/course/x', 'a/b', 'c?d')).toBe('/course/x/a%2Fb/c%3Fd');
  });

  it('works from the root without a double slash', () => {
    expect(lessonPath('/', 'a', 'b')).toBe('/a/b');
  });
});

describe('courseBasePath', () => {
  it.each([
    ['/hubs/water/ch/le', '/hubs/water'],
    ['/course/x/ch/le/', '/course/x'],
    ['/teacher-training-course/basics/ch/le', '/teacher-training-course/basics'],
  ])('%s → %s', (path, base) => {
    expect(courseBasePath(path)).toBe(base);
  });

  it('round-trips with lessonPath', () => {
    expect(courseBasePath(lessonPath('/hubs/water', 'c', 'l'))).toBe('/hubs/water');
  });
});

describe('coursePagePath', () => {
  it('puts each kind under its own prefix', () => {
    expect(coursePagePath('course', 'a')).toBe('/course/a');
    expect(coursePagePath('hub', 'a')).toBe('/hubs/a');
    expect(coursePagePath('teacher_training', 'a')).toBe('/teacher-training-course/a');
    expect(coursePagePath('challenge', 'a')).toBe('/course/a');
  });
});
