import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, withFieldError } from './field-errors';

describe('withFieldError', () => {
  it('sets, replaces and clears one field, leaving the others', () => {
    const start = { title: 'Please enter a title.' };
    expect(withFieldError(start, 'file', 'Too large.')).toEqual({ title: 'Please enter a title.', file: 'Too large.' });
    expect(withFieldError({ ...start, file: 'Too large.' }, 'file', 'Wrong type.')).toEqual({ title: 'Please enter a title.', file: 'Wrong type.' });
    expect(withFieldError({ ...start, file: 'Too large.' }, 'file', null)).toEqual(start);
  });

  it('hands back the same object when nothing changes', () => {
    const start = { title: 'Please enter a title.' };
    expect(withFieldError(start, 'file', null)).toBe(start);
    expect(withFieldError(start, 'title', 'Please enter a title.')).toBe(start);
  });
});

describe('fieldErrorsOf', () => {
  it('joins each field’s messages and leaves out the summary', () => {
    const error = { status: 400, data: { error: 'Please check the story.', title: ['Too long.', 'Not allowed.'], body_html: ['Write something.'] } };
    expect(fieldErrorsOf(error)).toEqual({ title: 'Too long. Not allowed.', body_html: 'Write something.' });
    expect(fieldErrorsOf(new Error('offline'))).toEqual({});
  });
});
