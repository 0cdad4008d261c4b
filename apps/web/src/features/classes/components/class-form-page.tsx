import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ChevronLeftIcon, SchoolIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ErrorState } from '../../../components/ui/state-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAddClassMutation, useEditClassMutation, useGetAdminClassesQuery } from '../api/class-admin.api';
import { CLASSES_PATH } from './class-paths';

/** `admin-school/addclass/:classId?`: a new class (its code is made for it) or a class's name and teacher. */
export function ClassFormPage() {
  const { t } = useTranslation('classroom');
  const { classId } = useParams();
  const { data, error, isLoading, isFetching, refetch } = useGetAdminClassesQuery();
  const existing = classId ? data?.results.find((c) => c.id === classId) : undefined;
  useDocumentTitle(classId ? t('classForm.editTitle') : t('classes.add'));
  if (isLoading) return <ListSkeleton rows={2} />;
  if (error || !data) return <ErrorState what={t('classes.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (classId && !existing)
    return (
      <ItemNotFound testId="class-not-found" icon={<SchoolIcon size={24} />} title={t('classForm.notFound')} backTo={CLASSES_PATH} backLabel={t('classForm.seeAll')}>
        {t('classForm.notFoundBody')}
      </ItemNotFound>
    );
  return <ClassForm key={existing?.id ?? 'new'} id={existing?.id ?? null} name={existing?.name ?? ''} teacherId={existing?.teacher?.id ?? ''} teachers={data.teachers} />;
}

function ClassForm({ id, name: initialName, teacherId: initialTeacher, teachers }: { id: string | null; name: string; teacherId: string; teachers: { id: string; name: string }[] }) {
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  const [name, setName] = useState(initialName);
  const [teacherId, setTeacherId] = useState(initialTeacher);
  const [errors, setErrors] = useState<{ name?: string | undefined; teacher_id?: string | undefined }>({});
  const [saved, setSaved] = useState(false);
  const [add, addState] = useAddClassMutation();
  const [edit, editState] = useEditClassMutation();
  const busy = addState.isLoading || editState.isLoading;
  const blocker = useUnsavedChanges((name !== initialName || teacherId !== initialTeacher) && !busy && !saved);

  const submit = async () => {
    setErrors({});
    if (!name.trim()) return setErrors({ name: t('classForm.nameRequired') });
    const fields = { name: name.trim(), teacher_id: teacherId || null };
    try {
      const result = id ? await edit({ id, ...fields }).unwrap() : await add(fields).unwrap();
      setSaved(true);
      showToast(result.message, 'success');
      void navigate(CLASSES_PATH);
    } catch (err) {
      const fields = serverFieldErrors(err);
      setErrors({ name: fields.name?.[0], teacher_id: fields.teacher_id?.[0] });
      if (!fields.name && !fields.teacher_id) showToast(errorMessage(err, t('classForm.saveFailed')), 'error');
    }
  };

  return (
    <section aria-labelledby="class-form-title" className="mx-auto flex w-full max-w-2xl flex-col gap-5" data-testid="class-form">
      <div>
        <Link to={CLASSES_PATH} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink">
          <ChevronLeftIcon size={16} />
          {t('classForm.back')}
        </Link>
        <h1 id="class-form-title" className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {id ? t('classForm.editHeading', { name: initialName }) : t('classes.add')}
        </h1>
        {id ? null : <p className="mt-1 text-ink-soft">{t('classForm.codeNote')}</p>}
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6"
      >
        <FormField label={t('classForm.name')} error={errors.name} hint={t('classForm.nameHint')}>
          {(c) => <input {...c} value={name} onChange={(e) => setName(e.target.value)} maxLength={60} className={inputClass(!!errors.name)} data-testid="class-name" />}
        </FormField>
        <FormField label={t('classForm.teacher')} optional error={errors.teacher_id}>
          {(c) => (
            <select {...c} value={teacherId} onChange={(e) => setTeacherId(e.target.value)} className={inputClass(!!errors.teacher_id)} data-testid="class-teacher">
              <option value="">{t('classes.noTeacher')}</option>
              {teachers.map((teacher) => (
                <option key={teacher.id} value={teacher.id}>
                  {teacher.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={busy} busyLabel={t('classForm.saving')} testId="class-save">
            {id ? t('classForm.save') : t('classForm.addSubmit')}
          </SubmitButton>
          <Link to={CLASSES_PATH} className={buttonClass('secondary', 'md')}>
            {t('classForm.cancel')}
          </Link>
        </div>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </section>
  );
}
