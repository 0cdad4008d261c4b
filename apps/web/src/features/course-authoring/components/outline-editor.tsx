import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { AUTHORING_LIMITS, type TAuthoringChapter, type TAuthoringCourse, type TAuthoringLessonItem } from '@commonshelf/shared/courses/authoring.schemas';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass } from '../../../components/ui/form-field';
import { PenIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import {
  useAddChapterMutation,
  useAddLessonMutation,
  useDeleteChapterMutation,
  useDeleteLessonMutation,
  useRenameChapterMutation,
  useReorderOutlineMutation,
} from '../api/authoring.api';
import { lessonEditorPath, useAuthoringBase } from '../authoring-paths';
import { moveChapter, moveLesson, outlineOrder, sameOrder, stepLesson, type Outline } from '../outline-order';
import { ConfirmDialog } from './confirm-dialog';
import { ItemName } from '../../../components/ui/item-name';

type Pending = { kind: 'chapter'; item: TAuthoringChapter } | { kind: 'lesson'; item: TAuthoringLessonItem } | null;

const chapterKey = (id: number) => `chapter-${id}`;
const lessonKey = (id: number) => `lesson-${id}`;

/**
 * The course's chapters and lessons: drag and drop (mouse, touch and keyboard: Space to pick up,
 * arrows to move, Space to drop) with up/down buttons as well. Every change is saved at once as
 * the whole new order.
 */
export function OutlineEditor({ course }: { course: TAuthoringCourse }) {
  const { t } = useTranslation('authoring');
  const [local, setLocal] = useState<Outline | null>(null);
  const outline = local ?? course.chapters;
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [reorder] = useReorderOutlineMutation();
  const [addChapter, addChapterState] = useAddChapterMutation();
  const [deleteChapter, deleteChapterState] = useDeleteChapterMutation();
  const [deleteLesson, deleteLessonState] = useDeleteLessonMutation();

  const save = async (next: Outline, message: string) => {
    if (sameOrder(next, outline)) return;
    setLocal(next);
    setFailure(null);
    try {
      await reorder({ id: course.id, order: outlineOrder(next) }).unwrap();
      setStatus(message);
    } catch (err) {
      setFailure(errorMessage(err, t('outline.orderFailed')));
    } finally {
      setLocal(null);
    }
  };

  const confirmDelete = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      if (pending.kind === 'chapter') await deleteChapter(pending.item.id).unwrap();
      else await deleteLesson(pending.item.id).unwrap();
      setStatus(t(pending.kind === 'chapter' ? 'outline.chapterDeleted' : 'outline.lessonDeleted', { title: pending.item.title }));
    } catch (err) {
      setFailure(errorMessage(err, t('outline.deleteFailed')));
    }
    setPending(null);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const chapterTitle = (key: string | number) => outline.find((c) => chapterKey(c.id) === key)?.title ?? t('outline.chapterFallback');
  const chapterAnnouncements: Announcements = {
    onDragStart: ({ active }) => t('outline.chapterPicked', { title: chapterTitle(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('outline.chapterOver', { title: chapterTitle(active.id), position: outline.findIndex((c) => chapterKey(c.id) === over.id) + 1, total: outline.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('outline.chapterDropped', { title: chapterTitle(active.id), position: outline.findIndex((c) => chapterKey(c.id) === over.id) + 1, total: outline.length })
        : undefined,
    onDragCancel: ({ active }) => t('outline.chapterCancelled', { title: chapterTitle(active.id) }),
  };

  const onChapterDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const id = outline.find((c) => chapterKey(c.id) === active.id)?.id;
    const to = outline.findIndex((c) => chapterKey(c.id) === over.id);
    if (id !== undefined && to >= 0) void save(moveChapter(outline, id, to), t('outline.chapterMovedTo', { position: to + 1 }));
  };

  return (
    <div className="flex flex-col gap-4" data-testid="outline-editor">
      <p className="text-sm text-ink-muted">
        {t('outline.help')}
      </p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <p role="status" aria-live="polite" className="sr-only" data-testid="outline-status">
        {status}
      </p>
      {outline.length === 0 ? <p className="rounded-xl border border-dashed border-line p-4 text-sm text-ink-muted">{t('outline.noChapters')}</p> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onChapterDragEnd} accessibility={{ announcements: chapterAnnouncements }}>
        <SortableContext items={outline.map((c) => chapterKey(c.id))} strategy={verticalListSortingStrategy}>
          <ol role="list" className="flex flex-col gap-4" data-testid="outline-chapters">
            {outline.map((chapter, ci) => (
              <ChapterItem
                key={chapter.id}
                chapter={chapter}
                index={ci}
                count={outline.length}
                courseId={course.id}
                onMove={(to) => void save(moveChapter(outline, chapter.id, to), t('outline.namedChapterMoved', { title: chapter.title, position: to + 1 }))}
                onMoveLesson={(lessonId, to, title) => void save(moveLesson(outline, lessonId, chapter.id, to), t('outline.namedLessonMoved', { title, position: to + 1 }))}
                onStepLesson={(lesson, dir) => {
                  const next = stepLesson(outline, lesson.id, dir);
                  if (next) void save(next, t(dir < 0 ? 'outline.lessonMovedUp' : 'outline.lessonMovedDown', { title: lesson.title }));
                }}
                canStepLesson={(lessonId, dir) => stepLesson(outline, lessonId, dir) !== null}
                onDelete={() => setPending({ kind: 'chapter', item: chapter })}
                onDeleteLesson={(lesson) => setPending({ kind: 'lesson', item: lesson })}
                sensors={sensors}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <AddForm
        label={t('outline.newChapter')}
        button={t('outline.addChapter')}
        busy={addChapterState.isLoading}
        testId="add-chapter"
        onAdd={async (title) => {
          await addChapter({ courseId: course.id, title }).unwrap();
          setStatus(t('outline.chapterAdded', { title }));
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'chapter' ? t('outline.deleteChapterTitle', { title: pending.item.title }) : t('outline.deleteLessonTitle', { title: pending?.item.title ?? '' })}
        confirmLabel={t('resources.delete')}
        danger
        busy={deleteChapterState.isLoading || deleteLessonState.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'chapter'
          ? t('outline.deleteChapterWarning', { count: pending.item.lessons.length })
          : t('outline.deleteLessonWarning')}
      </ConfirmDialog>
    </div>
  );
}

type ChapterProps = {
  chapter: TAuthoringChapter;
  index: number;
  count: number;
  courseId: number;
  onMove: (to: number) => void;
  onMoveLesson: (lessonId: number, to: number, title: string) => void;
  onStepLesson: (lesson: TAuthoringLessonItem, dir: -1 | 1) => void;
  canStepLesson: (lessonId: number, dir: -1 | 1) => boolean;
  onDelete: () => void;
  onDeleteLesson: (lesson: TAuthoringLessonItem) => void;
  sensors: ReturnType<typeof useSensors>;
};

function ChapterItem({ chapter, index, count, courseId, onMove, onMoveLesson, onStepLesson, canStepLesson, onDelete, onDeleteLesson, sensors }: ChapterProps) {
  const { t } = useTranslation('authoring');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: chapterKey(chapter.id) });
  const [renaming, setRenaming] = useState(false);
  const [rename, renameState] = useRenameChapterMutation();
  const [addLesson, addLessonState] = useAddLessonMutation();
  const navigate = useNavigate();
  const base = useAuthoringBase();
  const titleId = useId();

  const lessonTitle = (key: string | number) => chapter.lessons.find((l) => lessonKey(l.id) === key)?.title ?? t('outline.lessonFallback');
  const place = (key: string | number | undefined) => chapter.lessons.findIndex((l) => lessonKey(l.id) === key) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('outline.lessonPicked', { title: lessonTitle(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('outline.lessonOver', { title: lessonTitle(active.id), position: place(over.id), total: chapter.lessons.length }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('outline.lessonDropped', { title: lessonTitle(active.id), position: place(over.id), total: chapter.lessons.length }) : undefined,
    onDragCancel: ({ active }) => t('outline.lessonCancelled', { title: lessonTitle(active.id) }),
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-labelledby={titleId}
      data-testid="outline-chapter"
      data-chapter-id={chapter.id}
      className={`rounded-[var(--radius-card)] border bg-surface ${isDragging ? 'relative z-10 border-primary shadow-lift' : 'border-line-soft shadow-card'}`}
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-line-soft p-3">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={t('outline.moveChapter', { title: chapter.title })}
          aria-roledescription={t('outline.sortableChapter')}
          className="inline-flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-ink-muted hover:bg-surface-alt hover:text-ink active:cursor-grabbing"
          data-testid="chapter-handle"
        >
          <GripIcon />
        </button>
        <span className="text-xs font-bold tracking-wide text-ink-muted uppercase">{t('outline.chapter', { number: index + 1 })}</span>
        {renaming ? (
          <InlineRename
            value={chapter.title}
            busy={renameState.isLoading}
            onCancel={() => setRenaming(false)}
            onSave={async (title) => {
              await rename({ id: chapter.id, title }).unwrap();
              setRenaming(false);
            }}
          />
        ) : (
          <h3 id={titleId} className="min-w-0 flex-1 basis-40 text-base font-bold wrap-anywhere text-ink" data-testid="chapter-title">
            {chapter.title}
          </h3>
        )}
        <div className="flex items-center gap-1">
          <MoveButtons name={t('outline.chapterName', { title: chapter.title })} canUp={index > 0} canDown={index < count - 1} onUp={() => onMove(index - 1)} onDown={() => onMove(index + 1)} />
          {renaming ? null : (
            <SmallButton label={t('outline.renameChapter', { title: chapter.title })} onClick={() => setRenaming(true)}>
              <PenIcon size={16} />
            </SmallButton>
          )}
          <SmallButton label={t('outline.deleteChapter', { title: chapter.title })} onClick={onDelete} danger>
            <TrashIcon />
          </SmallButton>
        </div>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements }}
        onDragEnd={({ active, over }) => {
          if (!over || active.id === over.id) return;
          const lesson = chapter.lessons.find((l) => lessonKey(l.id) === active.id);
          const to = chapter.lessons.findIndex((l) => lessonKey(l.id) === over.id);
          if (lesson && to >= 0) onMoveLesson(lesson.id, to, lesson.title);
        }}
      >
        <SortableContext items={chapter.lessons.map((l) => lessonKey(l.id))} strategy={verticalListSortingStrategy}>
          <ol role="list" className="flex flex-col gap-1 p-2" data-testid="outline-lessons">
            {chapter.lessons.map((lesson, li) => (
              <LessonItem
                key={lesson.id}
                lesson={lesson}
                number={li + 1}
                editPath={lessonEditorPath(base, courseId, lesson.id)}
                canUp={canStepLesson(lesson.id, -1)}
                canDown={canStepLesson(lesson.id, 1)}
                onStep={(dir) => onStepLesson(lesson, dir)}
                onDelete={() => onDeleteLesson(lesson)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {chapter.lessons.length === 0 ? <p className="px-4 pb-2 text-sm text-ink-muted">{t('outline.noLessons')}</p> : null}
      <div className="border-t border-line-soft p-3">
        <AddForm
          label={t('outline.newLessonIn', { title: chapter.title })}
          visibleLabel={t('outline.newLesson')}
          button={t('outline.addLesson')}
          item={chapter.title}
          busy={addLessonState.isLoading}
          testId="add-lesson"
          onAdd={async (title) => {
            const lesson = await addLesson({ chapterId: chapter.id, title }).unwrap();
            void navigate(lessonEditorPath(base, courseId, lesson.id));
          }}
        />
      </div>
    </li>
  );
}

function LessonItem({
  lesson,
  number,
  editPath,
  canUp,
  canDown,
  onStep,
  onDelete,
}: {
  lesson: TAuthoringLessonItem;
  number: number;
  editPath: string;
  canUp: boolean;
  canDown: boolean;
  onStep: (dir: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('authoring');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: lessonKey(lesson.id) });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="outline-lesson"
      data-lesson-id={lesson.id}
      className={`flex flex-wrap items-center gap-2 rounded-xl px-1 py-1.5 ${isDragging ? 'relative z-10 bg-primary-light shadow-lift' : 'hover:bg-surface-alt'}`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('outline.moveLesson', { title: lesson.title })}
        aria-roledescription={t('outline.sortableLesson')}
        className="inline-flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-ink-muted hover:bg-surface hover:text-ink active:cursor-grabbing"
        data-testid="lesson-handle"
      >
        <GripIcon />
      </button>
      <span className="w-6 shrink-0 text-right text-sm font-semibold text-ink-muted" aria-hidden="true">
        {number}.
      </span>
      <Link to={editPath} className="min-w-0 flex-1 basis-32 font-semibold wrap-anywhere text-ink underline-offset-4 hover:text-primary-dark hover:underline" data-testid="lesson-title">
        {lesson.title}
      </Link>
      <span className="flex flex-wrap gap-1">
        {lesson.empty ? <Tag tone="warn">{t('outline.empty')}</Tag> : null}
        {lesson.has_video ? <Tag>{t('outline.video')}</Tag> : null}
        {lesson.has_quiz ? <Tag>{t('outline.quiz')}</Tag> : null}
      </span>
      <span className="ml-auto flex items-center gap-1">
        <MoveButtons name={t('outline.lessonName', { title: lesson.title })} canUp={canUp} canDown={canDown} onUp={() => onStep(-1)} onDown={() => onStep(1)} />
        <Link to={editPath} aria-label={t('outline.editLesson', { title: lesson.title })} className="inline-flex size-9 items-center justify-center rounded-lg text-ink-soft hover:bg-surface hover:text-ink">
          <PenIcon size={16} />
        </Link>
        <SmallButton label={t('outline.deleteLesson', { title: lesson.title })} onClick={onDelete} danger>
          <TrashIcon />
        </SmallButton>
      </span>
    </li>
  );
}

function Tag({ children, tone }: { children: ReactNode; tone?: 'warn' }) {
  return (
    <span className={`inline-flex h-6 items-center rounded-full px-2 text-xs font-semibold ${tone === 'warn' ? 'bg-announcement text-ink' : 'bg-surface-alt text-ink-soft'}`}>
      {children}
    </span>
  );
}

function MoveButtons({ name, canUp, canDown, onUp, onDown }: { name: string; canUp: boolean; canDown: boolean; onUp: () => void; onDown: () => void }) {
  const { t } = useTranslation('authoring');
  return (
    <>
      <SmallButton label={t('outline.moveUp', { name })} onClick={onUp} disabled={!canUp}>
        <span aria-hidden="true">↑</span>
      </SmallButton>
      <SmallButton label={t('outline.moveDown', { name })} onClick={onDown} disabled={!canDown}>
        <span aria-hidden="true">↓</span>
      </SmallButton>
    </>
  );
}

function SmallButton({ label, onClick, disabled, danger, children }: { label: string; onClick: () => void; disabled?: boolean; danger?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex size-9 items-center justify-center rounded-lg text-base font-bold transition-colors disabled:opacity-30 ${
        danger ? 'text-danger hover:bg-announcement' : 'text-ink-soft hover:bg-surface-alt hover:text-ink'
      }`}
    >
      {children}
    </button>
  );
}

/** A refused title's own reason (too long, a slug taken) rather than the summary of the form. */
const titleError = (err: unknown, fallback: string) => serverFieldErrors(err).title?.[0] ?? errorMessage(err, fallback);

function InlineRename({ value, busy, onSave, onCancel }: { value: string; busy: boolean; onSave: (title: string) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation('authoring');
  const [title, setTitle] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = async () => {
    if (!title.trim()) {
      setError(t('outline.titleRequired'));
      return;
    }
    try {
      await onSave(title.trim());
    } catch (err) {
      setError(titleError(err, t('outline.titleFailed')));
    }
  };
  return (
    <div className="flex min-w-0 flex-1 basis-56 flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('outline.chapterTitle')}
      </label>
      <input
        id={id}
        autoFocus
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={AUTHORING_LIMITS.title}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void submit();
          } else if (e.key === 'Escape') onCancel();
        }}
        aria-invalid={error ? true : undefined}
        className={inputClass(!!error, 'h-10 flex-1 basis-40')}
      />
      <button type="button" onClick={() => void submit()} disabled={busy} className={buttonClass('primary', 'sm', 'h-10')}>
        {t('outline.save')}
      </button>
      <button type="button" onClick={onCancel} className={buttonClass('secondary', 'sm', 'h-10')}>
        {t('outline.cancel')}
      </button>
      {error ? <p className="w-full text-sm font-medium text-danger">{error}</p> : null}
    </div>
  );
}

function AddForm({
  label,
  visibleLabel,
  button,
  item,
  busy,
  onAdd,
  testId,
}: {
  label: string;
  visibleLabel?: string;
  button: string;
  /** What the button adds to, when it repeats (a lesson's "Add" under each chapter). */
  item?: string;
  busy: boolean;
  onAdd: (title: string) => Promise<void>;
  testId: string;
}) {
  const { t } = useTranslation('authoring');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = async () => {
    if (!title.trim()) {
      setError(t('outline.titleRequired'));
      return;
    }
    setError(null);
    try {
      await onAdd(title.trim());
      setTitle('');
    } catch (err) {
      setError(titleError(err, t('outline.addFailed')));
    }
  };
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="flex min-w-0 flex-1 basis-52 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          <span aria-hidden={visibleLabel ? true : undefined}>{visibleLabel ?? label}</span>
          {visibleLabel ? <span className="sr-only">{label}</span> : null}
        </label>
        <input
          id={id}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={AUTHORING_LIMITS.title}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass(!!error, 'h-11')}
        />
      </div>
      <button type="submit" disabled={busy} className={buttonClass('secondary', 'md')}>
        <span aria-hidden="true">+</span> {button}
        {item ? <ItemName>{item}</ItemName> : null}
      </button>
      {error ? (
        <p id={`${id}-error`} className="w-full text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function GripIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}
