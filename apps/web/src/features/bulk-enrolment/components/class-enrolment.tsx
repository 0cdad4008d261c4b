import {
  bulkResultSentence,
  type TBulkClassOption,
  type TBulkCourseRef,
  type TBulkEnrolment,
  type TBulkOptions,
} from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { UsersIcon } from '../../../components/ui/icons';
import { StateMessage } from '../../../components/ui/state-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { pluralize } from '../../../lib/format';
import { useEnrolClassMutation } from '../api/bulk-enrolment.api';
import { selectClass } from './field-styles';
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
  const [classId, setClassId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<TBulkEnrolment | null>(null);
  const [enrolClass, { isLoading }] = useEnrolClassMutation();
  const fieldId = useId();
  const hintId = useId();
  const klass = classes.find((c) => c.id === classId) ?? null;

  if (!classes.length) {
    return (
      <StateMessage testId="bulk-no-classes" icon={<UsersIcon size={24} />} title={scope === 'own_classes' ? 'You have no classes yet' : 'This site has no classes yet'}>
        Choose “A CSV file” to enrol students by email or username instead.
      </StateMessage>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setDone(null);
    if (!course) return setProblem('Choose the course first (step 1).');
    if (!klass) return setProblem('Choose a class.');
    try {
      setDone(await enrolClass({ course: course.id, class: klass.id }).unwrap());
    } catch (error) {
      setProblem(errorMessage(error, 'We couldn’t enrol the class just now. Please try again.'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate data-testid="bulk-class-form">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
          Class
        </label>
        <select
          id={fieldId}
          value={classId}
          onChange={(e) => {
            setClassId(e.target.value);
            setDone(null);
          }}
          aria-describedby={hintId}
          className={selectClass}
          data-testid="bulk-class"
        >
          <option value="">Choose a class…</option>
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({pluralize(c.student_count, 'student')})
            </option>
          ))}
        </select>
        <p id={hintId} className="text-sm text-ink-muted">
          Students already in the course are counted, not enrolled twice.
        </p>
      </div>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {done ? (
        <FormAlert tone="success" testId="bulk-class-done">
          <p>
            <strong>{done.class_name}</strong> in <strong>{done.course.name}</strong>: {bulkResultSentence(done)}.
          </p>
          <div className="mt-2">
            <OpenCourseLink course={done.course} />
          </div>
        </FormAlert>
      ) : null}
      <div className="sm:max-w-xs">
        <SubmitButton busy={isLoading} busyLabel="Enrolling…" testId="bulk-class-submit">
          {klass ? `Enrol ${pluralize(klass.student_count, 'student')}` : 'Enrol the class'}
        </SubmitButton>
      </div>
    </form>
  );
}
