import { CAUSE_STATUSES } from '@commonshelf/shared/charities/charity-admin.schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { usePictures, type Pictures } from './pictures-field';

/**
 * What the charity and project forms share: the multipart body they send, how a refused save is
 * shown, the status choice, and the save and cancel buttons.
 */

/**
 * A cause form's state: its fields (checked with the shared schema as they are touched), its
 * pictures, the server's message about a refused save, and the warning before unsaved changes are lost.
 */
export function useCauseForm<I extends FieldValues, O>(
  resolver: Resolver<I, unknown, O>,
  defaultValues: DefaultValues<I>,
  stored: { image: string | null; photos: string[] },
  busy: boolean,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const pictures = usePictures(stored);
  const form = useForm<I, unknown, O>({ resolver, mode: 'onTouched', defaultValues });
  const dirty = form.formState.isDirty || pictures.dirty;
  const blocker = useUnsavedChanges(dirty && !busy && !saved);
  return { form, pictures, failure, setFailure, setSaved, blocker, dirty };
}

/** The form's text fields as typed (the server checks them again with the same rules) and its pictures. */
export function causeFormData(fields: readonly string[], values: Record<string, unknown>, pictures: Pictures): FormData {
  const form = new FormData();
  for (const field of fields) form.append(field, String(values[field] ?? ''));
  pictures.appendTo(form);
  return form;
}

/** A refused save: each field's message on its field (the first one focused), the pictures' under them, spec 8's toast and the form's alert. */
export function showRefusal<F extends string>(
  err: unknown,
  o: {
    fields: readonly F[];
    setError: (name: F, error: { message: string }, options: { shouldFocus: boolean }) => void;
    pictures: Pictures;
    failMessage: string;
    setFailure: (message: string) => void;
  },
) {
  const messages = serverFieldErrors(err);
  let first = true;
  for (const field of o.fields) {
    if (!messages[field]) continue;
    o.setError(field, { message: messages[field].join(' ') }, { shouldFocus: first });
    first = false;
  }
  o.pictures.showServerErrors(messages);
  showToast(o.failMessage, 'error');
  o.setFailure(errorMessage(err, o.failMessage));
}

/** Draft, published or archived. */
export function StatusField({ registration, error, hint, testId, className = '' }: { registration: UseFormRegisterReturn; error?: string | undefined; hint: string; testId: string; className?: string }) {
  const { t } = useTranslation('adminGiving');
  return (
    <FormField label={t('causes.form.status')} error={error} hint={hint}>
      {(c) => (
        <select {...c} {...registration} className={`${inputClass(!!error)} ${className}`} data-testid={testId}>
          {CAUSE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`causes.status.${s}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The server's message about the whole form, the save button and the way out. */
export function CauseFormActions({ failure, busy, testId, children, cancel }: { failure: string | null; busy: boolean; testId: string; children: ReactNode; cancel: ReactNode }) {
  const { t } = useTranslation('adminGiving');
  return (
    <>
      {failure ? <FormAlert testId={`${testId}-form-error`}>{failure}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="sm:w-64">
          <SubmitButton busy={busy} busyLabel={t('causes.form.saving')} testId={`${testId}-save`}>
            {children}
          </SubmitButton>
        </div>
        {cancel}
      </div>
    </>
  );
}
