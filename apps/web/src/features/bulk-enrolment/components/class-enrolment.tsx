import type {
  TBulkClassOption,
  TBulkCourseRef,
  TBulkEnrolment,
  TBulkOptions,
} from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { UsersIcon } from '../../../components/ui/icons';
import { StateMessage } from '../../../components/ui/state-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { useEnrolClassMutation } from '../api/bulk-enrolment.api';
import { resultSentence } from '../report-view';
import { selectClass } from '../../../components/ui/form-field';
import { OpenCourseLink } from './course-link';

/** Step 3 for a class: pick it, enrol every active student in one go. */
export function ClassEnrolment({
  course,
  classes,
  scope,
}: {
  course: TBulkCourseRef | null;
  classes: TBulkClassOption[];
  scope: TBulkOptions['scope'];
}) {
  const { t } = useTranslation('classroom');
  const [classId, setClassId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<TBulkEnrolment | null>(null);
  const [enrolClass, { isLoading }] = useEnrolClassMutation();
  const fieldId = useId();
  const hintId = useId();
  const klass = classes.find((c) => c.id === classId) ?? null;

  if (!classes.length) {
    return (
      <StateMessage testId="bulk-no-classes" icon={<UsersIcon size={24} />} title={scope === 'own_classes' ? t('bulk.noOwnClasses') : t('bulk.noClasses')}>
        {t('bulk.noClassesBody')}
      </StateMessage>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setDone(null);
    if (!course) return setProblem(t('bulk.courseFirst'));
    if (!klass) return setProblem(t('bulk.chooseClass'));
    try {
      setDone(await enrolClass({ course: course.id, class: klass.id }).unwrap());
    } catch (error) {
      setProblem(errorMessage(error, t('bulk.classFailed')));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate data-testid="bulk-class-form">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
          {t('bulk.class')}
        </label>
        <select
          id={fieldId}
          value={classId}
          onChange={(e) => {
            setClassId(e.target.value);
            setDone(null);
          }}
          aria-describedby={hintId}
          className={selectClass()}
          data-testid="bulk-class"
        >
          <option value="">{t('bulk.chooseClassOption')}</option>
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {t('bulk.classOption', { name: c.name, count: c.student_count })}
            </option>
          ))}
        </select>
        <p id={hintId} className="text-sm text-ink-muted">
          {t('bulk.countedNote')}
        </p>
      </div>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {done ? (
        <FormAlert tone="success" testId="bulk-class-done">
          <p>
            <Trans
              t={t}
              i18nKey="bulk.doneIn"
              values={{ what: done.class_name ?? '', course: done.course.name, result: resultSentence(done) }}
              components={{ strong: <strong /> }}
            />
          </p>
          <div className="mt-2">
            <OpenCourseLink course={done.course} />
          </div>
        </FormAlert>
      ) : null}
      <div className="sm:max-w-xs">
        <SubmitButton busy={isLoading} busyLabel={t('bulk.enrolling')} testId="bulk-class-submit">
          {klass ? t('bulk.enrolStudents', { count: klass.student_count }) : t('bulk.enrolClass')}
        </SubmitButton>
      </div>
    </form>
  );
}
