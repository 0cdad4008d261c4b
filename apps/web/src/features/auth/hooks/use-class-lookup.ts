import { MSG } from '@commonshelf/shared/auth/messages';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { dismissToast, showToast } from '../../../lib/toast';
import { useLazyStudentListQuery } from '../api/auth.api';

/** The internal reason for a class list that did not load for another reason than a wrong code (spec 8). */
export const STUDENT_LIST_FAILED = 'Failed to fetch student list.';

export type ClassLookupResult = { ok: true; classCode: string; className: string } | { ok: false; message: string };

/**
 * Checks a class code by loading the first page of its list (which the next step shows from the
 * cache). A wrong code gets the spec's toast, 'Invalid class code.', which goes once another code
 * is tried.
 */
export function useClassLookup() {
  const [trigger] = useLazyStudentListQuery();
  const [checking, setChecking] = useState(false);
  const refusal = useRef<number | null>(null);

  const lookup = useCallback(
    async (classCode: string): Promise<ClassLookupResult> => {
      setChecking(true);
      if (refusal.current !== null) dismissToast(refusal.current);
      refusal.current = null;
      try {
        const list = await trigger({ classCode, offset: 0, search: '' }, true).unwrap();
        return { ok: true, classCode, className: list.results.class_name };
      } catch (error) {
        const message = errorStatus(error) === 404 ? MSG.invalidClassCode : errorMessage(error, STUDENT_LIST_FAILED);
        refusal.current = showToast(message, 'error');
        return { ok: false, message };
      } finally {
        setChecking(false);
      }
    },
    [trigger],
  );

  return { lookup, checking };
}
