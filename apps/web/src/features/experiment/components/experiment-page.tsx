import DOMPurify from 'dompurify';
import i18next from 'i18next';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { CheckIcon, CloseIcon, SparklesIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { PROSE } from '../../../components/ui/prose';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { formatBytes } from '../../../lib/format';
import { selectUser } from '../../../lib/session.slice';
import { clearDraft, EXAMPLE_DRAFT, loadDraft, MAX_IMAGE_BYTES, MAX_OPTIONS, saveDraft, type SandboxDraft } from '../sandbox-draft';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(i18next.t('activities:experiment.readFailed')));
    reader.readAsDataURL(file);
  });

/** Where a signed-in author writes real courses, if they may. */
function coursesConsole(role: string | undefined): string | null {
  if (role === 'upschool_admin') return '/admin-panel/courses';
  if (role === 'school_admin') return '/admin-school/courses';
  return null;
}

/**
 * `/experiment`: a sandbox for trying a lesson before writing a real one. Anyone writes a lesson's
 * text with the course editor and one quiz question, and tries it as a student would beside it.
 * Nothing leaves the browser: the draft is kept in its storage, pictures included.
 */
export function ExperimentPage() {
  const { t } = useTranslation('activities');
  const user = useSelector(selectUser);
  const [draft, setDraft] = useState<SandboxDraft>(loadDraft);
  const [editorKey, setEditorKey] = useState(0);
  const [confirmReset, setConfirmReset] = useState(false);
  const [storageFull, setStorageFull] = useState(false);
  // Kept half a second after the last change.
  useEffect(() => {
    const timer = setTimeout(() => setStorageFull(!saveDraft(draft)), 500);
    return () => clearTimeout(timer);
  }, [draft]);

  const update = (patch: Partial<SandboxDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setOption = (i: number, text: string) => update({ options: draft.options.map((o, k) => (k === i ? text : o)) });
  const removeOption = (i: number) =>
    update({ options: draft.options.filter((_, k) => k !== i), correct: draft.correct === i ? 0 : draft.correct > i ? draft.correct - 1 : draft.correct });
  const console_ = coursesConsole(user?.role);

  return (
    <div data-testid="experiment">
      <PageHero
        id="experiment-title"
        size="sm"
        icon={<SparklesIcon size={16} />}
        tagline={t('experiment.tagline')}
        title={t('experiment.title')}
        description={t('experiment.description')}
      />
      <div className="container-page grid gap-8 py-10 xl:grid-cols-2">
        <section aria-labelledby="sandbox-write" className="flex min-w-0 flex-col gap-5 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-6">
          <h2 id="sandbox-write" className="text-xl font-bold text-ink">
            {t('experiment.write')}
          </h2>
          <FormField label={t('experiment.lessonTitle')}>
            {(c) => <input {...c} value={draft.title} onChange={(e) => update({ title: e.target.value })} maxLength={200} className={inputClass()} data-testid="sandbox-title" />}
          </FormField>
          <RichTextEditor
            key={editorKey}
            label={t('experiment.lessonText')}
            initialHtml={draft.html}
            onChange={(html) => update({ html })}
            hint={t('experiment.editorHint', { size: formatBytes(MAX_IMAGE_BYTES) })}
            testId="sandbox-editor"
            uploadImage={async (file) => {
              if (file.size > MAX_IMAGE_BYTES) throw new Error(t('experiment.pictureTooBig', { size: formatBytes(MAX_IMAGE_BYTES) }));
              return { url: await readAsDataUrl(file) };
            }}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="text-base font-bold text-ink">{t('experiment.quiz')}</legend>
            <FormField label={t('experiment.question')}>
              {(c) => <input {...c} value={draft.question} onChange={(e) => update({ question: e.target.value })} maxLength={300} className={inputClass()} data-testid="sandbox-question" />}
            </FormField>
            <p className="text-sm text-ink-muted">{t('experiment.chooseRight')}</p>
            {draft.options.map((option, i) => (
              <div key={i} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="sandbox-correct"
                  checked={draft.correct === i}
                  onChange={() => update({ correct: i })}
                  aria-label={t('experiment.answerIsRight', { n: i + 1 })}
                  className="size-5 shrink-0 accent-primary"
                />
                <input
                  value={option}
                  onChange={(e) => setOption(i, e.target.value)}
                  aria-label={t('experiment.answer', { n: i + 1 })}
                  maxLength={200}
                  className={inputClass()}
                  data-testid="sandbox-option"
                />
                {draft.options.length > 2 ? (
                  <button type="button" onClick={() => removeOption(i)} aria-label={t('experiment.removeAnswer', { n: i + 1 })} className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-alt">
                    <CloseIcon size={18} />
                  </button>
                ) : null}
              </div>
            ))}
            {draft.options.length < MAX_OPTIONS ? (
              <button type="button" onClick={() => update({ options: [...draft.options, ''] })} className={`${buttonClass('ghost', 'sm')} self-start`} data-testid="sandbox-add-option">
                {t('experiment.addAnswer')}
              </button>
            ) : null}
          </fieldset>
          {storageFull ? (
            <p role="alert" className="text-sm font-semibold text-danger">
              {t('experiment.storageFull')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3 border-t border-line-soft pt-4">
            <button type="button" onClick={() => setConfirmReset(true)} className={buttonClass('secondary', 'sm')} data-testid="sandbox-reset">
              {t('experiment.reset')}
            </button>
            {console_ ? (
              <Link to={console_} className={buttonClass('primary', 'sm')}>
                {t('experiment.realCourse')}
              </Link>
            ) : null}
          </div>
        </section>
        <LessonPreview draft={draft} />
      </div>
      <ConfirmDialog
        open={confirmReset}
        title={t('experiment.resetTitle')}
        confirmLabel={t('experiment.resetConfirm')}
        danger
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => {
          clearDraft();
          setDraft(EXAMPLE_DRAFT);
          setEditorKey((k) => k + 1);
          setConfirmReset(false);
        }}
      >
        {t('experiment.resetBody')}
      </ConfirmDialog>
    </div>
  );
}

/** The lesson as a student sees it, with its question to answer. */
function LessonPreview({ draft }: { draft: SandboxDraft }) {
  const { t } = useTranslation('activities');
  const answers = draft.options.map((text, i) => ({ text, i })).filter((a) => a.text.trim());
  // Sanitised as a lesson is: the draft comes back from storage, which anything on the page could have written.
  const lessonHtml = useMemo(() => DOMPurify.sanitize(draft.html, { FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] }), [draft.html]);
  return (
    <section aria-labelledby="sandbox-preview" className="min-w-0 rounded-[var(--radius-card)] border border-dashed border-line bg-surface-alt p-4 sm:p-6" data-testid="sandbox-preview">
      <h2 id="sandbox-preview" className="text-sm font-bold tracking-wide text-ink-muted uppercase">
        {t('experiment.preview')}
      </h2>
      <article className="mt-4">
        <h3 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{draft.title || t('experiment.titlePlaceholder')}</h3>
        <div className={`${PROSE} mt-4`} data-testid="sandbox-lesson" dangerouslySetInnerHTML={{ __html: lessonHtml }} />
        {draft.question.trim() && answers.length >= 2 ? (
          // A changed question or answers starts the try again.
          <Quiz key={JSON.stringify([draft.question, draft.options, draft.correct])} question={draft.question} answers={answers} correct={draft.correct} />
        ) : (
          <p className="mt-8 text-sm text-ink-muted">{t('experiment.needQuestion')}</p>
        )}
      </article>
    </section>
  );
}

function Quiz({ question, answers, correct }: { question: string; answers: { text: string; i: number }[]; correct: number }) {
  const { t } = useTranslation('activities');
  const groupId = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [checked, setChecked] = useState<number | null>(null);
  const right = checked !== null && checked === correct;
  return (
    <div className="mt-8 rounded-2xl bg-surface p-5 shadow-card">
      <p id={groupId} className="text-lg font-bold text-ink">
        {question}
      </p>
      <div role="radiogroup" aria-labelledby={groupId} className="mt-3 flex flex-col gap-2">
        {answers.map((a) => (
          <label key={a.i} className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-3 has-[:checked]:border-primary has-[:checked]:bg-primary-light">
            <input type="radio" name={`${groupId}-answer`} checked={choice === a.i} onChange={() => setChoice(a.i)} className="size-5 accent-primary" />
            <span className="text-ink">{a.text}</span>
          </label>
        ))}
      </div>
      <button type="button" disabled={choice === null} onClick={() => setChecked(choice)} className={`${buttonClass('primary', 'md')} mt-4`} data-testid="sandbox-check">
        {t('experiment.check')}
      </button>
      {checked !== null ? (
        <p role="status" data-testid="sandbox-result" className={`mt-3 flex items-center gap-2 font-semibold ${right ? 'text-primary-dark' : 'text-book-button'}`}>
          {right ? <CheckIcon size={18} /> : <CloseIcon size={18} />}
          {right ? t('experiment.right') : t('experiment.wrong')}
        </p>
      ) : null}
    </div>
  );
}
