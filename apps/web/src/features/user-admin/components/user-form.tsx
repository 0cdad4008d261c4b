import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_USER_FIELDS,
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  adminUserForm,
  type TAdminUser,
  type TAdminUserFormData,
  type TAdminUserFormValues,
  type TUserSaved,
} from '@commonshelf/shared/users/user-admin.schemas';
import type { TUserRole } from '@commonshelf/shared/users/users.schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { buttonClass } from '../../../components/ui/button';
import { CountryCombobox } from '../../../components/ui/country-combobox';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass, selectClass } from '../../../components/ui/form-field';
import { UploadIcon, UserIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { decodesAsPicture } from '../../../lib/image-check';
import { serverFieldErrors } from '../../../lib/server-errors';
import { selectUser } from '../../../lib/session.slice';
import { showToast } from '../../../lib/toast';
import { useGetUserFormOptionsQuery, useSaveAdminUserMutation, type UserConsole } from '../api/user-admin.api';
import { formValuesOf, roleChoices, roleProblem, siteChoices, userFormData } from '../user-form';
import { UserAvatar } from './user-avatar';

type Props = {
  console: UserConsole;
  /** The account to change; null adds one. */
  user: TAdminUser | null;
  /** A new account's role to start with (the list's role filter). */
  defaultRole?: TUserRole | '';
  onSaved: (saved: TUserSaved) => void;
  onCancel: () => void;
  /** Whether there are changes not saved yet, for the page's or dialog's warning. */
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * The add/edit user form (spec 5: first name, last name and country required, email required and
 * valid). Students log in with a username and their class's code, so for them the email and
 * country are optional and the class comes first; an empty username is made by the server.
 */
export function UserForm({ console, user, defaultRole = '', onSaved, onCancel, onDirtyChange }: Props) {
  const { t } = useTranslation('adminUsers');
  const me = useSelector(selectUser);
  const isMe = !!user && me !== null && String(me.id) === user.id;
  const schema = useMemo(() => adminUserForm({ creating: !user }), [user]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    trigger,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<TAdminUserFormValues, unknown, TAdminUserFormData>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: formValuesOf(user, { role: defaultRole }) });
  const [save, saveState] = useSaveAdminUserMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [avatar, setAvatar] = useState<{ file: File; url: string } | null>(null);
  const [removeAvatar, setRemoveAvatar] = useState(false);
  const [avatarError, setAvatarError] = useState<string | null>(null);

  const role = useWatch({ control, name: 'role' });
  const site = useWatch({ control, name: 'site' }) ?? '';
  // Fresh each time the form opens: classes change on their own page.
  const options = useGetUserFormOptionsQuery(console === 'platform' ? { console, site: site || undefined } : { console }, { refetchOnMountOrArgChange: true });
  const student = role === 'student';
  const classes = options.currentData?.classes ?? [];
  // The role decides which fields are required (a student's email and country are optional): after a
  // submit, its messages follow the role chosen since.
  const shownRole = useRef(role);
  useEffect(() => {
    if (shownRole.current === role) return;
    shownRole.current = role;
    if (isSubmitted) void trigger();
  }, [role, isSubmitted, trigger]);

  const dirty = isDirty || avatar !== null || removeAvatar;
  useEffect(() => onDirtyChange(dirty && !saveState.isLoading && !saveState.isSuccess), [dirty, saveState.isLoading, saveState.isSuccess, onDirtyChange]);
  // Typing marks the form changed within the keystroke's own event: reported from the effect alone,
  // an Escape pressed straight after could still find it unchanged and close without asking.
  const onInput = () => onDirtyChange(true);

  const avatarUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (avatarUrl.current) URL.revokeObjectURL(avatarUrl.current);
    },
    [],
  );
  const chooseAvatar = async (file: File | null) => {
    if (avatarUrl.current) URL.revokeObjectURL(avatarUrl.current);
    avatarUrl.current = null;
    const notPicture = !file || (['image/png', 'image/jpeg'].includes(file.type) && (await decodesAsPicture(file))) ? null : t('messages.avatarType');
    const problem = !file ? null : file.size > AVATAR_MAX_BYTES ? t('messages.avatarTooLarge') : notPicture;
    setAvatarError(problem);
    if (!file || problem) return setAvatar(null);
    avatarUrl.current = URL.createObjectURL(file);
    setAvatar({ file, url: avatarUrl.current });
    setRemoveAvatar(false);
  };

  const submit = handleSubmit(async (data) => {
    setFailure(null);
    const mismatch = console === 'platform' ? roleProblem(data.role, data.site ?? '', options.data, user) : null;
    if (mismatch) return setError('role', { message: mismatch }, { shouldFocus: true });
    try {
      const saved = await save({ console, id: user?.id ?? null, form: userFormData(data, console, avatar?.file ?? null, removeAvatar) }).unwrap();
      showToast(saved.message, 'success');
      if (saved.password_link_sent_to) showToast(t('messages.passwordLinkSent', { email: saved.password_link_sent_to }), 'info');
      onSaved(saved);
    } catch (err) {
      const fields = serverFieldErrors(err);
      let first = true;
      for (const name of ADMIN_USER_FIELDS) {
        const messages = fields[name];
        if (!messages) continue;
        setError(name, { message: messages.join(' ') }, { shouldFocus: first });
        first = false;
      }
      if (fields.avatar) setAvatarError(fields.avatar.join(' '));
      showToast(t('messages.saveFailed'), 'error');
      setFailure(errorMessage(err, t('messages.saveFailed')));
    }
  });

  const shownAvatar = avatar?.url ?? (removeAvatar ? null : (user?.avatar ?? null));
  const roles = roleChoices(options.data, user);
  const sites = siteChoices(options.data, user);
  return (
    <form onSubmit={submit} onInput={onInput} noValidate className="flex flex-col gap-5" data-testid="user-form">
      <FormField label={t('form.picture')} optional error={avatarError} hint={t('form.pictureHint', { size: AVATAR_MAX_BYTES / 1024 / 1024 })}>
        {(c) => (
          <div className="flex flex-wrap items-center gap-4">
            {shownAvatar ? (
              <img src={shownAvatar} alt="" className="size-16 shrink-0 rounded-full border border-line-soft object-cover" data-testid="user-avatar-preview" />
            ) : user ? (
              <UserAvatar user={{ ...user, avatar: null }} size="md" />
            ) : (
              <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-surface-alt text-ink-muted">
                <UserIcon size={22} />
              </span>
            )}
            <input
              {...c}
              type="file"
              accept={AVATAR_ACCEPT}
              onChange={(event) => {
                void chooseAvatar(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
              className="peer sr-only"
              data-testid="user-avatar"
            />
            <label htmlFor={c.id} className={buttonClass('secondary', 'sm', 'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary')}>
              <UploadIcon size={16} />
              {shownAvatar ? t('form.chooseAnother') : t('form.choosePicture')}
            </label>
            {shownAvatar ? (
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                onClick={() => {
                  void chooseAvatar(null);
                  setRemoveAvatar(!!user?.avatar);
                }}
                data-testid="user-avatar-remove"
              >
                {t('form.remove')}
              </button>
            ) : null}
          </div>
        )}
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('form.firstName')} error={errors.first_name?.message}>
          {(c) => <input {...c} {...register('first_name')} autoComplete="off" maxLength={300} className={inputClass(!!errors.first_name)} data-testid="user-first-name" />}
        </FormField>
        <FormField label={t('form.lastName')} error={errors.last_name?.message}>
          {(c) => <input {...c} {...register('last_name')} autoComplete="off" maxLength={300} className={inputClass(!!errors.last_name)} data-testid="user-last-name" />}
        </FormField>
      </div>

      <FormField
        label={t('form.role')}
        error={errors.role?.message}
        hint={isMe ? t('form.ownRole') : console === 'platform' ? t('form.roleHint') : undefined}
      >
        {(c) =>
          isMe && user ? (
            <input {...c} readOnly value={t(`roles.${user.role}`)} className={inputClass()} data-testid="user-role-fixed" />
          ) : (
            <select {...c} {...register('role')} className={selectClass(!!errors.role)} data-testid="user-role">
              <option value="" disabled>
                {t('form.chooseRole')}
              </option>
              {roles.map((r) => (
                <option key={r} value={r} disabled={!!user && (user.role === 'student') !== (r === 'student')}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
          )
        }
      </FormField>

      {console === 'platform' ? (
        <FormField label={t('form.site')} error={errors.site?.message} hint={user?.role === 'student' ? t('form.studentStays') : undefined}>
          {(c) =>
            user && (isMe || user.role === 'student') ? (
              <input {...c} readOnly value={user.site?.name ?? t('form.mainSiteNoSchool')} className={inputClass()} data-testid="user-site-fixed" />
            ) : (
              <select {...c} {...register('site', { onChange: () => setValue('class_id', '', { shouldDirty: true }) })} className={selectClass(!!errors.site)} data-testid="user-site">
                <option value="">{t('form.mainSiteNoSchool')}</option>
                {sites.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            )
          }
        </FormField>
      ) : null}

      {student ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('form.class')} optional={!!user} error={errors.class_id?.message} hint={console === 'platform' && !site ? t('form.chooseSchoolFirst') : undefined}>
            {(c) => (
              <select {...c} {...register('class_id')} className={selectClass(!!errors.class_id)} data-testid="user-class">
                <option value="">{user ? t('form.keepAsItIs') : t('form.chooseClass')}</option>
                {classes.map((k) => (
                  <option key={k.id} value={k.id}>
                    {t('form.classOption', { name: k.name, code: k.code })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('form.username')} optional error={errors.username?.message} hint={user ? undefined : t('form.usernameHint')}>
            {(c) => (
              <input {...c} {...register('username')} autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={30} className={inputClass(!!errors.username)} data-testid="user-username" />
            )}
          </FormField>
        </div>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('form.email')} optional={student} error={errors.email?.message} hint={!user && !student ? t('form.emailHint') : undefined}>
          {(c) => (
            <input {...c} {...register('email')} type="email" inputMode="email" autoComplete="off" autoCapitalize="none" spellCheck={false} className={inputClass(!!errors.email)} data-testid="user-email" />
          )}
        </FormField>
        <FormField label={t('form.country')} optional={student} error={errors.country?.message}>
          {(c) => (
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <CountryCombobox {...c} name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} testId="user-country" />
              )}
            />
          )}
        </FormField>
      </div>

      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line-soft p-4">
            <input
              type="checkbox"
              checked={field.value === 'true'}
              disabled={isMe}
              onChange={(event) => field.onChange(event.target.checked ? 'true' : 'false')}
              onBlur={field.onBlur}
              className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
              data-testid="user-active"
            />
            <span>
              <span className="block text-sm font-semibold text-ink">{t('form.activeAccount')}</span>
              <span className="block text-sm text-ink-muted">
                {isMe ? t('form.ownActive') : t('form.activeHint')}
              </span>
              {errors.is_active?.message ? <span className="mt-1 block text-sm font-medium text-danger">{errors.is_active.message}</span> : null}
            </span>
          </label>
        )}
      />

      {failure ? <FormAlert testId="user-form-error">{failure}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'lg')} data-testid="user-cancel">
          {t('form.cancel')}
        </button>
        <div className="sm:w-56">
          <SubmitButton busy={saveState.isLoading} busyLabel={t('form.saving')} testId="user-save">
            {user ? t('form.saveChanges') : t('form.addUser')}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
