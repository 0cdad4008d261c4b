import {
  eligibilityProblem,
  NOTE_MAX,
  ZGrantSuperpower,
  type TSuperpowerProgramme,
} from '@commonshelf/shared/superpowers/superpowers.schemas';
import { ROLE_LABELS, type TAdminUser } from '@commonshelf/shared/users/user-admin.schemas';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { FormDialog, FormDialogCancel } from '../../../components/ui/form-dialog';
import { FieldError, FormField, inputClass, textareaClass } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useGrantSuperpowerMutation, useSearchPeopleQuery } from '../api/superpowers.api';
import { EmailText } from '../../../components/ui/email-text';

const PICKER_SIZE = 8;

/** Grants the programme to a person found by name or email among every site's accounts. */
export function GrantDialog({ programme, open, onClose }: { programme: TSuperpowerProgramme; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [person, setPerson] = useState<TAdminUser | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [grant, state] = useGrantSuperpowerMutation();
  const blocker = useUnsavedChanges(open && (person !== null || note.trim() !== '') && !state.isLoading);

  // The search waits for a pause in typing.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const people = useSearchPeopleQuery({ search, size: PICKER_SIZE }, { skip: !open || search.length < 2 });

  const close = () => {
    setTyped('');
    setSearch('');
    setPerson(null);
    setNote('');
    setErrors({});
    onClose();
  };
  const submit = async () => {
    setErrors({});
    const parsed = ZGrantSuperpower.safeParse({ user_id: person?.id ?? '', programme, note });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
    }
    try {
      const result = await grant(parsed.data).unwrap();
      showToast(result.message, 'success');
      close();
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields.user_id || fields.note) setErrors({ user_id: fields.user_id?.[0], note: fields.note?.[0] });
      else showToast(errorMessage(err, t('superpowers.grantFailed')), 'error');
    }
  };

  return (
    <>
      <FormDialog
        open={open}
        onClose={close}
        onSubmit={() => void submit()}
        title={t(`superpowers.programmes.${programme}.add`)}
        description={t(`superpowers.programmes.${programme}.grantDescription`)}
        testId="grant-dialog"
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-ink">{t('superpowers.person')}</legend>
          {person ? (
            <div className="flex items-center justify-between gap-3 rounded-xl border border-line-soft bg-surface-alt p-3" data-testid="grant-chosen">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-ink">
                  {person.first_name} {person.last_name}
                </p>
                <p className="text-sm text-ink-muted wrap-anywhere">{person.email ? <EmailText email={person.email} /> : person.username}</p>
                <p className="text-sm text-ink-muted">
                  {ROLE_LABELS[person.role]} · {person.site?.name ?? t('superpowers.mainSite')}
                </p>
              </div>
              <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setPerson(null)} data-testid="grant-change-person">
                {t('superpowers.change')}
              </button>
            </div>
          ) : (
            <>
              <label htmlFor={searchId} className="text-sm text-ink-soft">
                {t('superpowers.searchPeople')}
              </label>
              <input
                id={searchId}
                type="search"
                autoFocus
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                maxLength={100}
                aria-invalid={errors.user_id ? true : undefined}
                aria-describedby={errors.user_id ? `${searchId}-error` : undefined}
                className={inputClass(!!errors.user_id)}
                data-testid="grant-search"
              />
              <PeopleResults
                search={search}
                waiting={typed.trim() !== search || people.isFetching}
                error={!!people.error}
                onRetry={() => void people.refetch()}
                results={people.data?.results ?? []}
                count={people.data?.count ?? 0}
                programme={programme}
                onPick={(u) => {
                  setPerson(u);
                  setErrors((e) => ({ ...e, user_id: undefined }));
                }}
              />
            </>
          )}
          <FieldError id={`${searchId}-error`} message={errors.user_id ?? null} testId="grant-person-error" />
        </fieldset>
        <FormField label={t('superpowers.note')} optional hint={t('superpowers.noteHint')} error={errors.note ?? null}>
          {(c) => (
            <textarea {...c} rows={3} value={note} maxLength={NOTE_MAX} onChange={(e) => setNote(e.target.value)} className={textareaClass(!!errors.note)} data-testid="grant-note" />
          )}
        </FormField>
        <div className="flex flex-col gap-2">
          <SubmitButton busy={state.isLoading} busyLabel={t('superpowers.adding')} testId="grant-submit">
            {t('superpowers.addToProgramme')}
          </SubmitButton>
          <FormDialogCancel className={buttonClass('ghost', 'md')} data-testid="grant-cancel">
            {t('superpowers.cancel')}
          </FormDialogCancel>
        </div>
      </FormDialog>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

function PeopleResults({
  search,
  waiting,
  error,
  onRetry,
  results,
  count,
  programme,
  onPick,
}: {
  search: string;
  waiting: boolean;
  error: boolean;
  onRetry: () => void;
  results: TAdminUser[];
  count: number;
  programme: TSuperpowerProgramme;
  onPick: (u: TAdminUser) => void;
}) {
  const { t } = useTranslation('activities');
  if (search.length < 2) return <p className="text-sm text-ink-muted">{t('superpowers.typeTwo')}</p>;
  if (waiting && results.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
        <Spinner /> {t('superpowers.searching')}
      </p>
    );
  if (error)
    return (
      <p className="text-sm text-ink-soft" role="alert">
        {t('superpowers.loadFailed')}{' '}
        <button type="button" className="font-semibold text-primary-dark underline" onClick={onRetry}>
          {t('superpowers.tryAgain')}
        </button>
      </p>
    );
  if (results.length === 0) return <p className="text-sm text-ink-muted" role="status">{t('superpowers.noOne', { search })}</p>;
  return (
    <>
      <ul role="list" aria-busy={waiting} className="divide-y divide-line-soft overflow-hidden rounded-xl border border-line-soft" data-testid="grant-results">
        {results.map((u) => {
          const problem = eligibilityProblem({ role: u.role, active: u.is_active }, programme);
          return (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2" data-testid="grant-result">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-ink">
                  {u.first_name} {u.last_name}
                </p>
                <p className="text-sm text-ink-muted wrap-anywhere">
                  {u.email ? <EmailText email={u.email} /> : u.username} · {u.site?.name ?? t('superpowers.mainSite')}
                </p>
                {problem ? <p className="text-xs text-ink-muted">{problem}</p> : null}
              </div>
              <div className="flex items-center gap-2">
                <Badge>{ROLE_LABELS[u.role]}</Badge>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  disabled={!!problem}
                  onClick={() => onPick(u)}
                  aria-label={t('superpowers.choosePerson', { name: `${u.first_name} ${u.last_name}` })}
                  data-testid="grant-pick"
                >
                  {t('superpowers.choose')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {count > results.length ? <p className="text-xs text-ink-muted">{t('superpowers.showing', { shown: results.length, count })}</p> : null}
    </>
  );
}
