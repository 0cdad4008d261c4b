import type { TQuizResult } from '@commonshelf/shared/courses/learning.schemas';
import i18next from 'i18next';

/** One chosen option index per question; null until the learner picks one. */
export type QuizAnswers = readonly (number | null)[];

export function emptyAnswers(questionCount: number): (number | null)[] {
  return Array.from({ length: questionCount }, () => null);
}

/** 1-based numbers of the questions still without an answer. */
export function unansweredQuestions(answers: QuizAnswers): number[] {
  return answers.flatMap((a, i) => (a === null ? [i + 1] : []));
}

/** "Please answer question 2." / "Please answer questions 1 and 3." / null when all are answered. */
export function unansweredMessage(answers: QuizAnswers): string | null {
  const missing = unansweredQuestions(answers);
  if (missing.length === 0) return null;
  if (missing.length === 1) return i18next.t('learning:quiz.unansweredOne', { number: missing[0] });
  return i18next.t('learning:quiz.unansweredMany', { list: missing.slice(0, -1).join(', '), last: missing.at(-1) });
}

/** The answers as the API takes them, or null while any question is unanswered. */
export function submission(answers: QuizAnswers): number[] | null {
  return answers.every((a): a is number => a !== null) ? [...answers] : null;
}

/** `correctOption` is null for a wrong answer until the quiz is passed (the server does not say). */
export type QuestionFeedback = { correct: boolean; correctOption: number | null; chosen: number | null };

/** The API's feedback for question `index`, with the option the learner chose. */
export function feedbackFor(result: TQuizResult | null, answers: QuizAnswers, index: number): QuestionFeedback | null {
  const f = result?.feedback[index];
  return f ? { correct: f.correct, correctOption: f.correct_option, chosen: answers[index] ?? null } : null;
}

/** What the results box says (and screen readers hear) after an attempt, in the UI language. */
export function resultHeadline(result: Pick<TQuizResult, 'score' | 'passed' | 'pass_mark'>, questionCount: number, rightCount: number): {
  title: string;
  detail: string;
} {
  const tally = i18next.t('learning:quiz.tally', { right: rightCount, total: questionCount, score: result.score });
  return result.passed
    ? { title: i18next.t('learning:quiz.passedTitle'), detail: i18next.t('learning:quiz.passedDetail', { tally }) }
    : { title: i18next.t('learning:quiz.failedTitle'), detail: i18next.t('learning:quiz.failedDetail', { tally, passMark: result.pass_mark }) };
}

/** "Not quite. The right answer is “Blue”." — without a second full stop when the answer is a sentence of its own. */
export function notQuiteMessage(answer: string): string {
  return i18next.t('learning:quiz.notQuite', { answer, context: /[.!?…]$/.test(answer.trim()) ? 'stop' : undefined });
}
