import type { TAuthoringChapter, TOutlineOrder } from '@commonshelf/shared/courses/authoring.schemas';

/**
 * Pure moves on a course outline (chapters with their lessons), for drag and drop and for the
 * up/down buttons; the result is sent whole to `PUT …/outline/`.
 */
export type Outline = TAuthoringChapter[];

/** The request body naming every chapter and lesson in their new order. */
export function outlineOrder(outline: Outline): TOutlineOrder {
  return { chapters: outline.map((c) => ({ id: c.id, lessons: c.lessons.map((l) => l.id) })) };
}

export function sameOrder(a: Outline, b: Outline): boolean {
  return JSON.stringify(outlineOrder(a)) === JSON.stringify(outlineOrder(b));
}

function arrayMove<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = items.slice();
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** Moves a chapter to another index (clamped). */
export function moveChapter(outline: Outline, chapterId: number, toIndex: number): Outline {
  const from = outline.findIndex((c) => c.id === chapterId);
  if (from < 0) return outline;
  const to = Math.max(0, Math.min(outline.length - 1, toIndex));
  return from === to ? outline : arrayMove(outline, from, to);
}

/** Moves a lesson to an index of a chapter (its own or another). */
export function moveLesson(outline: Outline, lessonId: number, toChapterId: number, toIndex: number): Outline {
  const fromChapter = outline.find((c) => c.lessons.some((l) => l.id === lessonId));
  const target = outline.find((c) => c.id === toChapterId);
  if (!fromChapter || !target) return outline;
  const lesson = fromChapter.lessons.find((l) => l.id === lessonId)!;
  if (fromChapter.id === toChapterId) {
    const from = fromChapter.lessons.indexOf(lesson);
    const to = Math.max(0, Math.min(fromChapter.lessons.length - 1, toIndex));
    if (from === to) return outline;
    return outline.map((c) => (c.id === toChapterId ? { ...c, lessons: arrayMove(c.lessons, from, to) } : c));
  }
  return outline.map((c) => {
    if (c.id === fromChapter.id) return { ...c, lessons: c.lessons.filter((l) => l.id !== lessonId) };
    if (c.id === toChapterId) {
      const lessons = c.lessons.slice();
      lessons.splice(Math.max(0, Math.min(lessons.length, toIndex)), 0, lesson);
      return { ...c, lessons };
    }
    return c;
  });
}

/**
 * One step up or down for the fallback buttons: within the chapter, and past its edge into the
 * end of the chapter before or the start of the chapter after. Null when there is nowhere to go.
 */
export function stepLesson(outline: Outline, lessonId: number, direction: -1 | 1): Outline | null {
  const ci = outline.findIndex((c) => c.lessons.some((l) => l.id === lessonId));
  if (ci < 0) return null;
  const chapter = outline[ci]!;
  const li = chapter.lessons.findIndex((l) => l.id === lessonId);
  const next = li + direction;
  if (next >= 0 && next < chapter.lessons.length) return moveLesson(outline, lessonId, chapter.id, next);
  const neighbour = outline[ci + direction];
  if (!neighbour) return null;
  return moveLesson(outline, lessonId, neighbour.id, direction === 1 ? 0 : neighbour.lessons.length);
}

/** Where a lesson sits, for announcements: "position 2 of 3 in Rivers". */
export function lessonPlace(outline: Outline, lessonId: number): { chapter: string; position: number; of: number } | null {
  for (const c of outline) {
    const i = c.lessons.findIndex((l) => l.id === lessonId);
    if (i >= 0) return { chapter: c.title, position: i + 1, of: c.lessons.length };
  }
  return null;
}
