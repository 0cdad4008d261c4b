import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZClassCode } from '@commonshelf/shared/auth/auth.schemas';
import { useEffect, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClass } from '../../../components/ui/button';
import { FormCardHeader } from '../../../components/ui/form-card';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { BackpackIcon, CameraIcon } from '../../../components/ui/icons';
import type { ClassLookupResult } from '../hooks/use-class-lookup';
import { QrPhotoButton } from './qr-photo-button';
import { SubmitButton } from '../../../components/ui/submit-button';

const ZClassCodeForm = z.object({
  code: z.string().trim().min(1, 'Please enter your class code.').pipe(ZClassCode),
});

/** Upper-cases what is typed and drops spaces, keeping the caret where the child is typing. */
function upperCaseInPlace(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const caret = input.selectionStart ?? input.value.length;
  const before = input.value.slice(0, caret).replace(/\s+/g, '').toUpperCase();
  const after = input.value.slice(caret).replace(/\s+/g, '').toUpperCase();
  if (before + after === input.value) return;
  input.value = before + after;
  input.setSelectionRange(before.length, before.length);
}

type Props = {
  initialCode: string;
  /** Why `initialCode` was refused (a scanned or linked code), shown at once. */
  initialError: string | null;
  checking: boolean;
  /** Checks a typed code; a refused one is reported here, not by the parent. */
  onCheck: (code: string) => Promise<ClassLookupResult>;
  onScan: () => void;
};

/** Step 2 for students: the class code, typed (shown in upper case), scanned or read from a photo. */
export function ClassCodeForm({ initialCode, initialError, checking, onCheck, onScan }: Props) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZClassCodeForm), mode: 'onTouched', defaultValues: { code: initialCode } });

  // A scanned or linked code that was refused stays on screen with its reason.
  useEffect(() => {
    if (initialError) setError('code', { message: initialError }, { shouldFocus: true });
  }, [initialError, setError]);

  const check = async (code: string) => {
    const result = await onCheck(code);
    if (!result.ok) setError('code', { message: result.message }, { shouldFocus: true });
  };
  const submit = handleSubmit(({ code }) => check(code));

  const field = register('code');

  return (
    <div data-testid="login-step-class-code">
      <FormCardHeader icon={<BackpackIcon size={28} />} title={t('classCode.title')} focusTarget>
        {t('classCode.lead')}
      </FormCardHeader>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="class-code-form">
        <FormField label={t('classCode.label')} error={errors.code?.message}>
          {(control) => (
            <input
              {...control}
              {...field}
              onChange={(event) => {
                upperCaseInPlace(event);
                void field.onChange(event);
              }}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={20}
              placeholder={t('classCode.placeholder')}
              className={inputClass(!!errors.code, 'h-16 text-center text-2xl font-bold tracking-[0.25em] uppercase placeholder:text-lg placeholder:font-normal placeholder:tracking-normal placeholder:normal-case')}
              data-testid="class-code-input"
            />
          )}
        </FormField>
        <SubmitButton busy={checking} busyLabel={t('classCode.finding')} testId="class-code-submit">
          {t('classCode.continue')}
        </SubmitButton>
      </form>
      <div className="my-6 flex items-center gap-3 text-sm font-semibold text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line-soft" />
        {t('classCode.or')}
        <span className="h-px flex-1 bg-line-soft" />
      </div>
      <div className="flex flex-col gap-3">
        <button type="button" onClick={onScan} className={buttonClass('secondary', 'lg', 'w-full')} data-testid="scan-qr-button">
          <CameraIcon size={22} />
          {t('classCode.scan')}
        </button>
        <QrPhotoButton
          onCode={(code) => {
            setValue('code', code);
            void check(code);
          }}
          onProblem={(message) => setError('code', { message }, { shouldFocus: false })}
          onRetryFocus={() => setFocus('code')}
        />
      </div>
    </div>
  );
}
