import type { TQuizDefinition } from '@commonshelf/shared/courses/learning.schemas';

type Questions = TQuizDefinition['questions'];

export const QUIZ_ANSWERS_MESSAGE = 'Please choose one answer for every question.';

/** Field messages for answers that do not fit the quiz; empty when they do. */
export function quizAnswerErrors(questions: Questions, answers: number[]): string[] {
  if (answers.length !== questions.length) {
    const n = questions.length;
    return [`This quiz has ${n} question${n === 1 ? '' : 's'}: send ${n} answer${n === 1 ? '' : 's'}, one for each (${answers.length} sent).`];
  }
  const errors: string[] = [];
  answers.forEach((a, i) => {
    const options = questions[i]!.options.length;
    if (a < 0 || a >= options) errors.push(`Answer ${i + 1} must be the number of one of its options, from 0 to ${options - 1}.`);
  });
  return errors;
}

/** A percentage score (rounded) and, per question, whether it was right and which option was. */
export function scoreQuiz(questions: Questions, answers: number[]) {
  const feedback = questions.map((q, i) => ({ question: q.question, correct: answers[i] === q.correct, correct_option: q.correct }));
  const right = feedback.filter((f) => f.correct).length;
  return { score: questions.length ? Math.round((right * 100) / questions.length) : 0, feedback };
}

/** Completed lessons ÷ lessons as an integer percentage; 100 only when every lesson is complete. */
export const progressPercent = (completed: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((completed * 100) / total)) : 0;
