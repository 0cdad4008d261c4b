import type { TLessonProgress, TLessonQuiz, TQuizResult } from '@commonshelf/shared/courses/learning.schemas';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckIcon, CloseIcon, RefreshIcon, StarIcon, TrophyIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSubmitQuizMutation, type LessonArgs } from '../api/courses.api';
import { emptyAnswers, feedbackFor, notQuiteMessage, resultHeadline, submission, unansweredMessage, unansweredQuestions } from '../quiz-state';

type Props = {
  quiz: TLessonQuiz;
  lesson: LessonArgs;
  /** Only enrolled learners can send answers (the API keeps every attempt). */
  enrolled: boolean;
  stats: TLessonProgress['quiz'] | null;
  onResult: (result: TQuizResult) => void;
};

/** A lesson's multiple-choice quiz: one radio group per question, feedback, score and another go. */
export function LessonQuiz({ quiz, lesson, enrolled, stats, onResult }: Props) {
  const { t } = useTranslation('learning');
  const id = useId();
  const [answers, setAnswers] = useState(() => emptyAnswers(quiz.questions.length));
  const [result, setResult] = useState<TQuizResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitQuiz, { isLoading }] = useSubmitQuizMutation();
  const form = useRef<HTMLFormElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const focusQuestion = (number: number) => {
    form.current?.querySelector<HTMLInputElement>(`input[name="${id}-q${number - 1}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = submission(answers);
    if (!sent) {
      setProblem(unansweredMessage(answers));
      const first = unansweredQuestions(answers)[0];
      if (first) focusQuestion(first);
      return;
    }
    setProblem(null);
    try {
      const answer = await submitQuiz({ ...lesson, answers: sent }).unwrap();
      setResult(answer);
      onResult(answer);
      requestAnimationFrame(() => resultHeading.current?.focus());
    } catch (error) {
      setProblem(errorMessage(error, t('quiz.checkFailed')));
    }
  };

  const retry = () => {
    setAnswers(emptyAnswers(quiz.questions.length));
    setResult(null);
    setProblem(null);
    requestAnimationFrame(() => focusQuestion(1));
  };

  const right = result ? result.feedback.filter((f) => f.correct).length : 0;
  const headline = result ? resultHeadline(result, quiz.questions.length, right) : null;
  const locked = result !== null || !enrolled || isLoading;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-[calc(var(--radius-card)*1.2)] border-2 border-primary-light bg-surface p-5 sm:p-7" data-testid="lesson-quiz">
      <div className="flex flex-wrap items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-announcement text-ink">
          <StarIcon size={26} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight text-ink">
            {t('quiz.title')}
          </h2>
          <p className="mt-1 text-ink-soft">
            {t('quiz.intro', { count: quiz.questions.length, passMark: quiz.pass_mark })}
          </p>
          {stats && stats.attempts > 0 && !result ? (
            <p className="mt-2 text-sm font-semibold text-ink" data-testid="quiz-stats">
              {stats.passed
                ? t('quiz.passedStats', { score: stats.best_score ?? 0 })
                : t('quiz.bestSoFar', { score: stats.best_score ?? 0 })}
            </p>
          ) : null}
        </div>
      </div>

      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-5">
        {quiz.questions.map((question, q) => {
          const feedback = feedbackFor(result, answers, q);
          const feedbackId = `${id}-f${q}`;
          return (
            <fieldset
              key={q}
              disabled={locked}
              aria-describedby={feedback ? feedbackId : undefined}
              className="min-w-0 rounded-2xl border border-line-soft bg-surface-alt p-4 sm:p-5"
              data-testid="quiz-question"
            >
              <legend className="float-left mb-3 w-full text-lg font-bold text-ink">
                <span className="mr-2 inline-flex size-7 items-center justify-center rounded-full bg-primary text-sm text-white" aria-hidden="true">
                  {q + 1}
                </span>
                <span className="sr-only">{t('quiz.question', { number: q + 1 })}</span>
                {question.question}
              </legend>
              <div className="clear-both flex flex-col gap-2">
                {question.options.map((option, o) => {
                  const chosen = answers[q] === o;
                  const isRight = feedback ? feedback.correctOption === o : false;
                  const isWrongChoice = feedback ? chosen && !feedback.correct : false;
                  const tone = optionTone(isRight, isWrongChoice);
                  return (
                    <label
                      key={o}
                      className={`flex min-h-12 items-center gap-3 rounded-xl border-2 px-4 py-2.5 text-base text-ink transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary/40 ${locked ? '' : 'cursor-pointer hover:border-primary'} ${tone}`}
                    >
                      <input
                        type="radio"
                        name={`${id}-q${q}`}
                        value={o}
                        checked={chosen}
                        onChange={() => {
                          setAnswers((prev) => prev.map((a, i) => (i === q ? o : a)));
                          setProblem(null);
                        }}
                        className="size-5 shrink-0 accent-primary focus:outline-none"
                        data-testid="quiz-option"
                      />
                      {/* On a phone the mark goes under the answer, so the answer keeps the width. */}
                      <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                        <span className="min-w-0 flex-1 leading-snug wrap-anywhere" data-testid="quiz-option-text">
                          {option}
                        </span>
                        {isRight ? (
                          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-bold text-primary-dark" data-testid="quiz-option-mark">
                            <CheckIcon size={16} strokeWidth={3} />
                            {t('quiz.rightAnswer')}
                          </span>
                        ) : isWrongChoice ? (
                          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-bold text-book-button" data-testid="quiz-option-mark">
                            <CloseIcon size={16} strokeWidth={3} />
                            {t('quiz.yourAnswer')}
                          </span>
                        ) : null}
                      </span>
                    </label>
                  );
                })}
              </div>
              {feedback ? (
                <p id={feedbackId} className={`mt-3 flex items-start gap-2 text-sm font-bold ${feedback.correct ? 'text-primary-dark' : 'text-book-button'}`} data-testid="quiz-feedback" data-correct={feedback.correct}>
                  {feedback.correct ? <CheckIcon size={18} strokeWidth={3} className="shrink-0" /> : <CloseIcon size={18} strokeWidth={3} className="shrink-0" />}
                  {feedback.correct ? t('quiz.correct') : feedback.correctOption === null ? t('quiz.notYet') : notQuiteMessage(question.options[feedback.correctOption] ?? '')}
                </p>
              ) : null}
            </fieldset>
          );
        })}

        {problem ? <FormAlert testId="quiz-problem">{problem}</FormAlert> : null}

        <div aria-live="polite">
          {result && headline ? (
            <div
              className={`flex flex-col items-center gap-4 rounded-2xl p-6 text-center sm:flex-row sm:text-left ${result.passed ? 'bg-primary-light' : 'bg-announcement'}`}
              data-testid="quiz-result"
              data-passed={result.passed}
            >
              <ScoreRing score={result.score} passed={result.passed} />
              <div className="min-w-0 flex-1">
                <h3 ref={resultHeading} tabIndex={-1} className="text-xl font-extrabold text-ink focus:outline-none">
                  {headline.title}
                </h3>
                <p className="mt-1 text-ink-soft">{headline.detail}</p>
                {result.attempts > 1 ? <p className="mt-1 text-sm text-ink-muted">{t('quiz.bestScore', { score: result.best_score })}</p> : null}
              </div>
              {result.passed ? null : (
                <button type="button" onClick={retry} className={buttonClass('primary', 'md')} data-testid="quiz-retry">
                  <RefreshIcon size={18} />
                  {t('quiz.tryAgain')}
                </button>
              )}
            </div>
          ) : null}
        </div>

        {result ? null : enrolled ? (
          <div>
            <button type="submit" disabled={isLoading} className={buttonClass('primary', 'lg')} data-testid="quiz-submit">
              {isLoading ? <Spinner className="size-5" /> : <CheckIcon size={20} />}
              {isLoading ? t('quiz.checking') : t('quiz.check')}
            </button>
          </div>
        ) : (
          <p className="rounded-2xl bg-surface-alt p-4 text-sm font-semibold text-ink-soft">{t('quiz.enrolToTake')}</p>
        )}
      </form>
    </section>
  );
}

/** An option's colours: the right answer, a wrong choice, or not yet checked. */
function optionTone(isRight: boolean, isWrongChoice: boolean): string {
  if (isRight) return 'border-primary bg-primary-light';
  if (isWrongChoice) return 'border-book-button bg-announcement';
  return 'border-line-soft bg-surface has-[:checked]:border-primary has-[:checked]:bg-primary-light';
}

function ScoreRing({ score, passed }: { score: number; passed: boolean }) {
  const r = 30;
  const c = 2 * Math.PI * r;
  return (
    <span className="relative inline-flex size-24 shrink-0 items-center justify-center">
      <svg viewBox="0 0 72 72" className="absolute inset-0 -rotate-90" aria-hidden="true">
        <circle cx="36" cy="36" r={r} strokeWidth="8" fill="none" className="stroke-surface" />
        <circle
          cx="36"
          cy="36"
          r={r}
          strokeWidth="8"
          fill="none"
          strokeLinecap="round"
          strokeDasharray={c}
          strokeDashoffset={c * (1 - score / 100)}
          className={passed ? 'stroke-primary' : 'stroke-book-button'}
        />
      </svg>
      {passed ? <TrophyIcon size={18} className="absolute top-4 text-primary" /> : null}
      <span className={`text-lg font-black text-ink tabular-nums ${passed ? 'mt-4' : ''}`} data-testid="quiz-score">
        {score}%
      </span>
    </span>
  );
}
