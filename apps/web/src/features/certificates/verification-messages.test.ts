import { CERTIFICATE_NOT_FOUND } from '@commonshelf/shared/courses/learning.schemas';
import { describe, expect, it } from 'vitest';
import { learning } from '../../i18n/en/learning';

describe('the certificate check', () => {
  it('knows the server’s not-found sentence word for word, so it can show it in the UI language', () => {
    expect(learning.verification.notFoundFallback).toBe(CERTIFICATE_NOT_FOUND);
  });
});
