import { describe, expect, it } from 'vitest';
import { errorStatus, serverFieldErrors } from './server-errors';

describe('server errors', () => {
  it('reads field lists from an RTK Query error, leaving out the summary', () => {
    // Texts the app does not know pass as they are (a known one is translated, which needs i18next).
    const error = { status: 400, data: { error: 'Please correct the highlighted fields.', password: ['Use a letter too.'], email: 'Taken' } };
    expect(serverFieldErrors(error)).toEqual({ password: ['Use a letter too.'], email: ['Taken'] });
    expect(errorStatus(error)).toBe(400);
  });
  it('copes with bodies that are not JSON objects', () => {
    expect(serverFieldErrors({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({});
    expect(serverFieldErrors({ status: 500, data: 'oops' })).toEqual({});
    expect(errorStatus({ status: 'FETCH_ERROR' })).toBeNull();
  });
});
