import { describe, expect, it } from 'vitest';
import { progressPercent, quizAnswerErrors, scoreQuiz } from './quiz.js';

const questions = [
  { question: 'A?', options: ['x', 'y'], correct: 0 },
  { question: 'B?', options: ['x', 'y', 'z'], correct: 2 },
  { question: 'C?', options: ['x', 'y', 'z', 'w'], correct: 1 },
];

describe('quizzes', () => {
  it('scores as a rounded percentage with feedback per question', () => {
    expect(scoreQuiz(questions, [0, 2, 1])).toEqual({
      score: 100,
      feedback: [
        { question: 'A?', correct: true, correct_option: 0 },
        { question: 'B?', correct: true, correct_option: 2 },
        { question: 'C?', correct: true, correct_option: 1 },
      ],
    });
    expect(scoreQuiz(questions, [0, 2, 0]).score).toBe(67);
    expect(scoreQuiz(questions, [1, 0, 0]).score).toBe(0);
  });

  it('explains answers that do not fit the quiz', () => {
    expect(quizAnswerErrors(questions, [0, 1])).toEqual(['This quiz has 3 questions: send 3 answers, one for each (2 sent).']);
    expect(quizAnswerErrors(questions, [2, -1, 1])).toEqual([
      'Answer 1 must be the number of one of its options, from 0 to 1.',
      'Answer 2 must be the number of one of its options, from 0 to 2.',
    ]);
    expect(quizAnswerErrors(questions, [1, 0, 3])).toEqual([]);
  });

  it('rounds progress down, so 100% means every lesson', () => {
    expect(progressPercent(0, 9)).toBe(0);
    expect(progressPercent(3, 9)).toBe(33);
    expect(progressPercent(8, 9)).toBe(88);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(9, 9)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
