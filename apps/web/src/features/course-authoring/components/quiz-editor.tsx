import type { TAuthoringLesson } from '@commonshelf/shared/courses/authoring.schemas';
import { QUIZ_LIMITS, ZQuizDefinition, type TQuizDefinition } from '@commonshelf/shared/courses/learning.schemas';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { FieldError, FormField, inputClass } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteQuizMutation, usePutQuizMutation } from '../api/authoring.api';
import { ConfirmDialog } from './confirm-dialog';

type Draft = { pass_mark: string; questions: TQuizDefinition['questions'] };

const blankQuestion = (): TQuizDefinition['questions'][number] => ({ question: '', options: ['', ''], correct: 0 });
const fromQuiz = (quiz: TQuizDefinition | null): Draft =>
  quiz ? { pass_mark: String(quiz.pass_mark), questions: quiz.questions } : { pass_mark: '60', questions: [blankQuestion()] };

/** Messages by path (`pass_mark`, `questions.0.question`, `questions.0.options.1`…); `passMark` is the pass mark's own. */
function issuesOf(draft: Draft, passMark: string): Record<string, string> {
  const parsed = ZQuizDefinition.safeParse({ pass_mark: draft.pass_mark.trim() === '' ? NaN : Number(draft.pass_mark), questions: draft.questions });
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'questions';
    out[key] ??= key === 'pass_mark' ? passMark : issue.message;
  }
  return out;
}

/**
 * A lesson's multiple-choice quiz: questions with 2–6 options, one marked correct, and the pass
 * mark. Learners who already took it keep their scores when it changes.
 */
export function QuizEditor({ lesson, onDirty }: { lesson: TAuthoringLesson; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation('authoring');
  const initial = useMemo(() => fromQuiz(lesson.quiz), [lesson.quiz]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [editing, setEditing] = useState(lesson.quiz !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [put, putState] = usePutQuizMutation();
  const [remove, removeState] = useDeleteQuizMutation();
  const passId = useId();
  const dirty = editing && JSON.stringify(draft) !== JSON.stringify(initial) ? true : false;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const change = (fn: (d: Draft) => Draft) => {
    setSaved(false);
    setDraft((d) => fn(structuredClone(d)));
  };

  const save = async () => {
    setFailure(null);
    const found = issuesOf(draft, t('quiz.passMarkRange'));
    setErrors(found);
    if (Object.keys(found).length) {
      setFailure(t('quiz.correctFields'));
      return;
    }
    try {
      const next = await put({ id: lesson.id, quiz: ZQuizDefinition.parse({ pass_mark: Number(draft.pass_mark), questions: draft.questions }) }).unwrap();
      setDraft(fromQuiz(next.quiz));
      setSaved(true);
    } catch (err) {
      setFailure(errorMessage(err, t('quiz.saveFailed')));
    }
  };

  if (!editing) {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="quiz-editor">
        <p className="text-sm text-ink-muted">{t('quiz.none')}</p>
        <button type="button" onClick={() => setEditing(true)} className={buttonClass('secondary', 'md')} data-testid="add-quiz">
          {t('quiz.add')}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      data-testid="quiz-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="flex flex-col gap-5"
    >
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {saved && !dirty ? <FormAlert tone="success" testId="quiz-saved">{t('quiz.saved')}</FormAlert> : null}
      {lesson.quiz ? <p className="text-sm text-ink-muted">{t('quiz.keepScores')}</p> : null}
      <div className="max-w-40">
        <label htmlFor={passId} className="text-sm font-semibold text-ink">
          {t('quiz.passMark')}
        </label>
        <input
          id={passId}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={draft.pass_mark}
          onChange={(e) => change((d) => ({ ...d, pass_mark: e.target.value }))}
          aria-invalid={errors.pass_mark ? true : undefined}
          className={inputClass(!!errors.pass_mark, 'mt-1.5')}
          data-testid="quiz-pass-mark"
        />
        <FieldError message={errors.pass_mark} />
      </div>
      <FieldError message={errors.questions} />
      <ol role="list" className="flex flex-col gap-4">
        {draft.questions.map((q, qi) => (
          <li key={qi} className="rounded-xl border border-line-soft p-3 sm:p-4" data-testid="quiz-question">
            <fieldset className="flex flex-col gap-3">
              <legend className="text-sm font-bold text-ink">{t('quiz.question', { number: qi + 1 })}</legend>
              <FormField label={t('quiz.questionText', { number: qi + 1 })} error={errors[`questions.${qi}.question`]}>
                {(c) => (
                  <input
                    {...c}
                    value={q.question}
                    maxLength={QUIZ_LIMITS.text}
                    onChange={(e) => change((d) => (d.questions[qi]!.question = e.target.value, d))}
                    className={inputClass(!!errors[`questions.${qi}.question`])}
                    data-testid="quiz-question-text"
                  />
                )}
              </FormField>
              <div role="radiogroup" aria-label={t('quiz.correctOf', { number: qi + 1 })} className="flex flex-col gap-2">
                <p className="text-sm text-ink-muted">{t('quiz.typeOptions')}</p>
                {q.options.map((option, oi) => (
                  <div key={oi} className="flex items-start gap-2">
                    <input
                      type="radio"
                      name={`correct-${lesson.id}-${qi}`}
                      checked={q.correct === oi}
                      onChange={() => change((d) => (d.questions[qi]!.correct = oi, d))}
                      aria-label={t('quiz.optionCorrect', { option: oi + 1 })}
                      className="mt-4 size-5 shrink-0 accent-[var(--color-primary)]"
                      data-testid="quiz-correct"
                    />
                    <div className="min-w-0 flex-1">
                      <input
                        value={option}
                        maxLength={QUIZ_LIMITS.text}
                        aria-label={t('quiz.option', { number: qi + 1, option: oi + 1 })}
                        aria-invalid={errors[`questions.${qi}.options.${oi}`] ? true : undefined}
                        onChange={(e) => change((d) => (d.questions[qi]!.options[oi] = e.target.value, d))}
                        className={inputClass(!!errors[`questions.${qi}.options.${oi}`])}
                        data-testid="quiz-option"
                      />
                      <FieldError message={errors[`questions.${qi}.options.${oi}`]} />
                    </div>
                    <button
                      type="button"
                      aria-label={t('quiz.removeOption', { number: qi + 1, option: oi + 1 })}
                      disabled={q.options.length <= QUIZ_LIMITS.options.min}
                      onClick={() =>
                        change((d) => {
                          const question = d.questions[qi]!;
                          question.options.splice(oi, 1);
                          if (question.correct >= question.options.length || question.correct === oi) question.correct = 0;
                          else if (question.correct > oi) question.correct -= 1;
                          return d;
                        })
                      }
                      className="mt-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-lg text-ink-soft hover:bg-surface-alt disabled:opacity-30"
                    >
                      ×
                    </button>
                  </div>
                ))}
                <FieldError message={errors[`questions.${qi}.options`] ?? errors[`questions.${qi}.correct`]} />
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={q.options.length >= QUIZ_LIMITS.options.max}
                  onClick={() => change((d) => (d.questions[qi]!.options.push(''), d))}
                  className={buttonClass('ghost', 'sm')}
                  data-testid="quiz-add-option"
                >
                  {t('quiz.addOption')}
                </button>
                <button
                  type="button"
                  disabled={draft.questions.length <= 1}
                  onClick={() => change((d) => (d.questions.splice(qi, 1), d))}
                  className={buttonClass('ghost', 'sm', 'text-danger')}
                >
                  {t('quiz.removeQuestion', { number: qi + 1 })}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={draft.questions.length >= QUIZ_LIMITS.questions}
          onClick={() => change((d) => (d.questions.push(blankQuestion()), d))}
          className={buttonClass('secondary', 'md')}
          data-testid="quiz-add-question"
        >
          {t('quiz.addQuestion')}
        </button>
        <button type="submit" disabled={putState.isLoading} className={buttonClass('primary', 'md')} data-testid="save-quiz">
          {putState.isLoading ? <Spinner /> : null}
          {t('quiz.save')}
        </button>
        {lesson.quiz ? (
          <button type="button" onClick={() => setConfirmDelete(true)} className={buttonClass('ghost', 'md', 'text-danger')}>
            {t('quiz.delete')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => {
              setDraft(initial);
              setEditing(false);
              setErrors({});
              setFailure(null);
            }}
            className={buttonClass('ghost', 'md')}
          >
            {t('quiz.cancel')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={t('quiz.deleteTitle')}
        confirmLabel={t('quiz.delete')}
        danger
        busy={removeState.isLoading}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={async () => {
          try {
            await remove(lesson.id).unwrap();
            setDraft(fromQuiz(null));
            setEditing(false);
          } catch (err) {
            setFailure(errorMessage(err, t('quiz.deleteFailed')));
          }
          setConfirmDelete(false);
        }}
      >
        {t('quiz.deleteWarning')}
      </ConfirmDialog>
    </form>
  );
}
