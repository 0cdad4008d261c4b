import { describe, expect, it } from 'vitest';
import { errorStatus, serverFieldErrors } from './server-errors';

describe('server errors', () => {
  it('reads field lists from an RTK Query error, leaving out the summary', () => {
    const error = { status: 400, data: { error: 'Please correct the highlighted fields.', password: ['This password is too common.'], email: 'Taken' } };
    expect(serverFieldErrors(error)).toEqual({ password: ['This password is too common.'], email: ['Taken'] });
    expect(errorStatus(error)).toBe(400);
  });
  it('copes with bodies that are not JSON objects', () => {
    expect(serverFieldErrors({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({});
    expect(serverFieldErrors({ status: 500, data: 'oops' })).toEqual({});
    expect(errorStatus({ status: 'FETCH_ERROR' })).toBeNull();
  });
});
