import type { TQuizResult } from '@commonshelf/shared/courses/learning.schemas';

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
  if (missing.length === 1) return `Please answer question ${missing[0]}.`;
  const last = missing.at(-1);
  return `Please answer questions ${missing.slice(0, -1).join(', ')} and ${last}.`;
}

/** The answers as the API takes them, or null while any question is unanswered. */
export function submission(answers: QuizAnswers): number[] | null {
  return answers.every((a): a is number => a !== null) ? [...answers] : null;
}

export type QuestionFeedback = { correct: boolean; correctOption: number; chosen: number | null };

/** The API's feedback for question `index`, with the option the learner chose. */
export function feedbackFor(result: TQuizResult | null, answers: QuizAnswers, index: number): QuestionFeedback | null {
  const f = result?.feedback[index];
  return f ? { correct: f.correct, correctOption: f.correct_option, chosen: answers[index] ?? null } : null;
}

/** What the results box says (and screen readers hear) after an attempt. */
export function resultHeadline(result: Pick<TQuizResult, 'score' | 'passed' | 'pass_mark'>, questionCount: number, rightCount: number): {
  title: string;
  detail: string;
} {
  const tally = `${rightCount} of ${questionCount} right (${result.score}%).`;
  return result.passed
    ? { title: 'Well done, you passed!', detail: `You got ${tally} This lesson is complete.` }
    : { title: 'Not quite yet', detail: `You got ${tally} You need ${result.pass_mark}% to pass. Look at the answers and have another go!` };
}
