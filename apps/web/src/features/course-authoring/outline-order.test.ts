import { describe, expect, it } from 'vitest';
import { moveChapter, moveLesson, outlineOrder, stepLesson, type Outline } from './outline-order';

const lesson = (id: number) => ({ id, slug: `l${id}`, title: `L${id}`, position: 0, duration_minutes: 10, has_quiz: false, has_video: false, empty: false });
const outline: Outline = [
  { id: 1, slug: 'a', title: 'A', position: 1, lessons: [lesson(11), lesson(12)] },
  { id: 2, slug: 'b', title: 'B', position: 2, lessons: [lesson(21)] },
];
const ids = (o: Outline | null) => o && outlineOrder(o).chapters.map((c) => [c.id, c.lessons]);

describe('outline moves', () => {
  it('moves chapters and lessons within their list', () => {
    expect(ids(moveChapter(outline, 2, 0))).toEqual([[2, [21]], [1, [11, 12]]]);
    expect(ids(moveLesson(outline, 12, 1, 0))).toEqual([[1, [12, 11]], [2, [21]]]);
    expect(moveChapter(outline, 1, 0)).toBe(outline);
  });

  it('moves a lesson into another chapter', () => {
    expect(ids(moveLesson(outline, 11, 2, 1))).toEqual([[1, [12]], [2, [21, 11]]]);
  });

  it('steps past a chapter edge into the neighbour, and nowhere past the ends', () => {
    expect(ids(stepLesson(outline, 12, 1))).toEqual([[1, [11]], [2, [12, 21]]]);
    expect(ids(stepLesson(outline, 21, -1))).toEqual([[1, [11, 12, 21]], [2, []]]);
    expect(ids(stepLesson(outline, 11, 1))).toEqual([[1, [12, 11]], [2, [21]]]);
    expect(stepLesson(outline, 11, -1)).toBeNull();
    expect(stepLesson(outline, 21, 1)).toBeNull();
  });
});
