import { IDLE_MINUTES, RETENTION_DAYS, ZPrivacySettings, type TPrivacySettings, type TStudentNameDisplay } from '@commonshelf/shared/privacy/privacy.schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useSaveSchoolPrivacyMutation } from '../api/tenant-admin.api';

type Errors = Partial<Record<keyof TPrivacySettings, string>>;

const NAME_CHOICES: { value: TStudentNameDisplay; label: 'firstInitial' | 'full'; example: string }[] = [
  { value: 'first_initial', label: 'firstInitial', example: 'Mei C.' },
  { value: 'full', label: 'full', example: 'Mei Chen' },
];

/**
 * The school's privacy choices: how students' names show on the class login list (anyone with the
 * class code sees it), when a student's session ends on a shared computer, and how long an archived
 * student's account and work are kept before the retention job erases them.
 */
export function PrivacySettings({ settings }: { settings: TPrivacySettings }) {
  const { t } = useTranslation('tenants');
  const [names, setNames] = useState(settings.student_name_display);
  const [idle, setIdle] = useState(String(settings.student_idle_minutes));
  const [retention, setRetention] = useState(String(settings.archived_student_retention_days));
  const [errors, setErrors] = useState<Errors>({});
  const [save, state] = useSaveSchoolPrivacyMutation();
  const legend = useId();

  const submit = async () => {
    const number = (text: string) => (text.trim() ? Number(text) : NaN);
    const checked = ZPrivacySettings.safeParse({ student_name_display: names, student_idle_minutes: number(idle), archived_student_retention_days: number(retention) });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof TPrivacySettings] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    try {
      const result = await save(checked.data).unwrap();
      showToast(result.message, 'success');
    } catch (err) {
      const fields = serverFieldErrors(err);
      setErrors({
        student_name_display: fields.student_name_display?.[0],
        student_idle_minutes: fields.student_idle_minutes?.[0],
        archived_student_retention_days: fields.archived_student_retention_days?.[0],
      });
      if (!Object.keys(fields).length) showToast(errorMessage(err, t('privacy.saveFailed')), 'error');
    }
  };

  return (
    <section aria-labelledby="privacy-title" className="mx-auto w-full max-w-6xl rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6" data-testid="privacy-settings">
      <h2 id="privacy-title" className="text-lg font-bold text-ink">
        {t('privacy.title')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-soft">
        {t('privacy.intro')}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="mt-4 flex max-w-2xl flex-col gap-5"
      >
        <fieldset aria-labelledby={legend} className="flex flex-col gap-2">
          <legend id={legend} className="text-sm font-semibold text-ink">
            {t('privacy.names')}
          </legend>
          <p className="text-sm text-ink-muted">{t('privacy.namesHint')}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {NAME_CHOICES.map((choice) => (
              <label key={choice.value} className={`flex cursor-pointer items-center gap-3 rounded-2xl border-2 p-3 ${names === choice.value ? 'border-primary bg-primary-light' : 'border-line-soft'}`}>
                <input
                  type="radio"
                  name="student_name_display"
                  value={choice.value}
                  checked={names === choice.value}
                  onChange={() => setNames(choice.value)}
                  className="size-5 accent-primary"
                  data-testid={`privacy-names-${choice.value}`}
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{t(`privacy.${choice.label}`)}</span>
                  <span className="block text-sm text-ink-soft">{t('privacy.example', { example: choice.example })}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <WholeNumberField
            label={t('privacy.idle')}
            hint={t('privacy.idleHint', { min: IDLE_MINUTES.min, max: IDLE_MINUTES.max })}
            range={IDLE_MINUTES}
            value={idle}
            onChange={setIdle}
            error={errors.student_idle_minutes}
            testId="privacy-idle-minutes"
          />
          <WholeNumberField
            label={t('privacy.retention')}
            hint={t('privacy.retentionHint', { min: RETENTION_DAYS.min, max: RETENTION_DAYS.max })}
            range={RETENTION_DAYS}
            value={retention}
            onChange={setRetention}
            error={errors.archived_student_retention_days}
            testId="privacy-retention-days"
          />
        </div>
        <div>
          <SubmitButton busy={state.isLoading} busyLabel={t('privacy.saving')} testId="privacy-save">
            {t('privacy.save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

function WholeNumberField(props: {
  label: string;
  hint: string;
  range: { min: number; max: number };
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  testId: string;
}) {
  return (
    <FormField label={props.label} error={props.error} hint={props.hint}>
      {(c) => (
        <input
          {...c}
          type="number"
          inputMode="numeric"
          min={props.range.min}
          max={props.range.max}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          className={inputClass(!!props.error)}
          data-testid={props.testId}
        />
      )}
    </FormField>
  );
}
