import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { emptyAnswers, feedbackFor, notQuiteMessage, resultHeadline, submission, unansweredMessage, unansweredQuestions } from './quiz-state';

// The texts come from the English namespace, as the app shows them.
beforeAll(() => initI18n());

describe('quiz answers', () => {
  it('start unanswered', () => {
    expect(emptyAnswers(3)).toEqual([null, null, null]);
    expect(submission(emptyAnswers(3))).toBeNull();
  });

  it('name the questions still to answer', () => {
    expect(unansweredQuestions([0, null, 2, null])).toEqual([2, 4]);
    expect(unansweredMessage([0, null, 2])).toBe('Please answer question 2.');
    expect(unansweredMessage([null, 1, null, null])).toBe('Please answer questions 1, 3 and 4.');
    expect(unansweredMessage([0, 1])).toBeNull();
  });

  it('are sent as option numbers once complete (0 is an answer)', () => {
    expect(submission([0, 2, 1])).toEqual([0, 2, 1]);
  });
});

describe('quiz results', () => {
  const result = {
    score: 67,
    passed: true,
    pass_mark: 60,
    best_score: 67,
    attempts: 1,
    feedback: [
      { question: 'a', correct: true, correct_option: 1 },
      { question: 'b', correct: false, correct_option: 0 },
    ],
    lesson_completed: true,
    progress: 50,
    certificate: null,
  };

  it('pair the feedback with the chosen option', () => {
    expect(feedbackFor(result, [1, 2], 1)).toEqual({ correct: false, correctOption: 0, chosen: 2 });
    expect(feedbackFor(null, [1, 2], 0)).toBeNull();
    expect(feedbackFor(result, [1, 2], 5)).toBeNull();
  });

  it('say passed or failed with the tally and the pass mark', () => {
    expect(resultHeadline(result, 3, 2)).toEqual({
      title: 'Well done, you passed!',
      detail: 'You got 2 of 3 right (67%). This lesson is complete.',
    });
    const failed = resultHeadline({ score: 33, passed: false, pass_mark: 60 }, 3, 1);
    expect(failed.title).toBe('Not quite yet');
    expect(failed.detail).toContain('You need 60% to pass');
  });
});

describe('the right answer after a wrong one', () => {
  it('ends with one full stop, whether or not the answer is a sentence', () => {
    expect(notQuiteMessage('Blue')).toBe('Not quite. The right answer is “Blue”.');
    expect(notQuiteMessage('Please paint a zebra crossing.')).toBe('Not quite. The right answer is “Please paint a zebra crossing.”');
    expect(notQuiteMessage('Why not?')).toBe('Not quite. The right answer is “Why not?”');
  });
});
