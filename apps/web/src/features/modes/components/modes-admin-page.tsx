import * as Dialog from '@radix-ui/react-dialog';
import { MODE_LIMITS, type TAdminMode } from '@commonshelf/shared/modes/modes-admin.schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader, ListSkeleton } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass, iconButtonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { CloseIcon, LayersIcon, LockIcon, PenIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus, serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useAddModeMutation,
  useEditModeMutation,
  useGetAdminModesQuery,
  useGetModeSitesQuery,
  useSetModeImageMutation,
  useSetModeSiteMutation,
} from '../api/modes-admin.api';
import { Toggle } from './mode-toggles';
import { ItemName } from '../../../components/ui/item-name';
import { useFocusReturn } from '../../../components/ui/focus-return';

/**
 * `admin-panel/modes`: the Switchboard's modes. Add one with its picture, rename it, lock it (shown
 * but not selectable) or deactivate it everywhere, and choose which sites offer it.
 */
export function ModesAdminPage() {
  const { t } = useTranslation('contentAdmin');
  useDocumentTitle(t('modes.title'));
  const { data, error, isLoading, isFetching, refetch } = useGetAdminModesQuery();
  const [editing, setEditing] = useState<TAdminMode | 'new' | null>(null);
  const [sitesOf, setSitesOf] = useState<TAdminMode | null>(null);
  const [edit] = useEditModeMutation();

  const flip = async (m: TAdminMode, change: { locked?: boolean; active?: boolean }) => {
    try {
      const saved = await edit({ id: m.id, ...change }).unwrap();
      const state = change.locked !== undefined ? (saved.locked ? 'modes.isLocked' : 'modes.isUnlocked') : saved.active ? 'modes.isActive' : 'modes.isInactive';
      showToast(t(state, { name: saved.name }), 'success');
      return true;
    } catch (err) {
      showToast(errorMessage(err, t('modes.changeFailed')), 'error');
      return false;
    }
  };

  return (
    <section aria-labelledby="modes-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="modes-admin">
      <AdminPageHeader
        title={t('modes.title')}
        titleId="modes-title"
        description={t('modes.description')}
        action={
          <button type="button" className={buttonClass('primary', 'md')} onClick={() => setEditing('new')} data-testid="add-mode">
            <PenIcon size={18} />
            {t('modes.add')}
          </button>
        }
      />
      {isLoading ? (
        <ListSkeleton rows={4} />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('modes.forbidden')} testId="modes-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('modes.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage icon={<LayersIcon size={24} />} title={t('modes.noneYet')} testId="modes-empty">
          {t('modes.noneYetBody')}
        </StateMessage>
      ) : (
        <ul role="list" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.results.map((m) => (
            <li key={m.id} data-testid="mode-card" data-mode-name={m.name} className="flex min-w-0 flex-col overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
              {m.image ? <img src={m.image} alt="" className="aspect-[16/9] w-full bg-surface-alt object-cover" /> : <div className="aspect-[16/9] w-full bg-surface-alt" />}
              <div className="flex flex-1 flex-col gap-3 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-base font-bold text-ink">{m.name}</h2>
                  {m.locked ? <Badge tone="warm">{t('modes.locked')}</Badge> : null}
                  {m.active ? null : <Badge>{t('modes.inactive')}</Badge>}
                </div>
                {m.description ? <p className="text-sm text-ink-soft">{m.description}</p> : null}
                <p className="text-sm text-ink-muted" data-testid="mode-sites-count">
                  {t('modes.offeredBy', { count: m.sites_enabled })}
                </p>
                <div className="mt-auto flex flex-col gap-3 border-t border-line-soft pt-3">
                  <Toggle label={t('modes.active')} checked={m.active} item={m.name} onChange={(active) => flip(m, { active })} testId="mode-active" />
                  <Toggle label={t('modes.locked')} checked={m.locked} hint={t('modes.lockedHint')} item={m.name} onChange={(locked) => flip(m, { locked })} testId="mode-locked" />
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing(m)} data-testid="mode-edit">
                      {t('modes.edit')}<ItemName>{m.name}</ItemName>
                    </button>
                    <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setSitesOf(m)} data-testid="mode-sites">
                      {t('modes.sites')}<ItemName>{m.name}</ItemName>
                    </button>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ModeDialog mode={editing} onClose={() => setEditing(null)} />
      <SitesDialog mode={sitesOf} onClose={() => setSitesOf(null)} />
    </section>
  );
}

function DialogFrame({ open, title, onClose, testId, children }: { open: boolean; title: string; onClose: () => void; testId: string; children: ReactNode }) {
  const { t } = useTranslation('contentAdmin');
  const returnFocus = useFocusReturn(open);
  return (
    <Dialog.Root open={open} onOpenChange={(value) => (value ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid={testId}
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-[var(--radius-card)] bg-surface shadow-lift focus:outline-none"
        >
          <div className="flex items-start gap-3 border-b border-line-soft px-5 py-4">
            <Dialog.Title className="min-w-0 flex-1 text-lg font-bold wrap-anywhere text-ink">{title}</Dialog.Title>
            <Dialog.Close aria-label={t('modes.close')} className={iconButtonClass}>
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <div className="min-h-0 overflow-y-auto px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Adding a mode, or changing one: its name, description and picture. */
function ModeDialog({ mode, onClose }: { mode: TAdminMode | 'new' | null; onClose: () => void }) {
  const existing = mode !== 'new' ? mode : null;
  const { t } = useTranslation('contentAdmin');
  return (
    <DialogFrame open={mode !== null} title={existing ? t('modes.editTitle', { name: existing.name }) : t('modes.add')} onClose={onClose} testId="mode-dialog">
      {mode !== null ? <ModeForm key={existing?.id ?? 'new'} mode={existing} onDone={onClose} /> : null}
    </DialogFrame>
  );
}

function ModeForm({ mode, onDone }: { mode: TAdminMode | null; onDone: () => void }) {
  const { t } = useTranslation('contentAdmin');
  const [name, setName] = useState(mode?.name ?? '');
  const [description, setDescription] = useState(mode?.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [add, addState] = useAddModeMutation();
  const [edit, editState] = useEditModeMutation();
  const [setImage, imageState] = useSetModeImageMutation();
  const busy = addState.isLoading || editState.isLoading || imageState.isLoading;

  const submit = async () => {
    setErrors({});
    setFailure(null);
    if (!name.trim()) return setErrors({ name: t('modes.nameRequired') });
    try {
      const saved = mode ? await edit({ id: mode.id, name, description }).unwrap() : await add({ name, description }).unwrap();
      if (file) {
        try {
          await setImage({ id: saved.id, file }).unwrap();
        } catch (err) {
          // The mode is saved; only its picture was refused.
          setErrors({ image: serverFieldErrors(err).image?.[0] ?? errorMessage(err, t('modes.pictureFailed')) });
          return;
        }
      }
      showToast(t(mode ? 'modes.saved' : 'modes.added', { name: saved.name }), 'success');
      onDone();
    } catch (err) {
      const fields = serverFieldErrors(err);
      setErrors({ name: fields.name?.[0], description: fields.description?.[0] });
      setFailure(errorMessage(err, t('modes.saveFailed')));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4"
    >
      <FormField label={t('modes.name')} error={errors.name}>
        {(c) => <input {...c} value={name} onChange={(e) => setName(e.target.value)} maxLength={MODE_LIMITS.name} className={inputClass(!!errors.name)} data-testid="mode-name" />}
      </FormField>
      <FormField label={t('modes.descriptionLabel')} optional error={errors.description}>
        {(c) => (
          <textarea {...c} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={MODE_LIMITS.description} className={inputClass(!!errors.description, 'h-auto py-3')} data-testid="mode-description" />
        )}
      </FormField>
      <FormField label={t('modes.picture')} optional={!!mode?.image} error={errors.image} hint={t('modes.pictureHint')}>
        {(c) => <input {...c} type="file" accept="image/png,image/jpeg,image/svg+xml" onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="text-sm" data-testid="mode-image" />}
      </FormField>
      {failure ? <FormAlert testId="mode-form-error">{failure}</FormAlert> : null}
      <SubmitButton busy={busy} busyLabel={t('modes.saving')} testId="mode-save">
        {mode ? t('modes.save') : t('modes.addTheMode')}
      </SubmitButton>
    </form>
  );
}

/** Which sites offer a mode, and which lock it. */
function SitesDialog({ mode, onClose }: { mode: TAdminMode | null; onClose: () => void }) {
  const { t } = useTranslation('contentAdmin');
  return (
    <DialogFrame open={mode !== null} title={mode ? t('modes.sitesOffering', { name: mode.name }) : ''} onClose={onClose} testId="mode-sites-dialog">
      {mode ? <SitesList mode={mode} /> : null}
    </DialogFrame>
  );
}

function SitesList({ mode }: { mode: TAdminMode }) {
  const { data, error, isLoading, isFetching, refetch } = useGetModeSitesQuery(mode.id);
  const [setSite] = useSetModeSiteMutation();
  const { t } = useTranslation('contentAdmin');
  const change = async (tenantId: string, name: string, choice: { enabled: boolean; locked: boolean }) => {
    try {
      await setSite({ id: mode.id, tenantId, ...choice }).unwrap();
      showToast(t(!choice.enabled ? 'modes.siteNotOffered' : choice.locked ? 'modes.siteOfferedLocked' : 'modes.siteOffered', { name }), 'success');
      return true;
    } catch (err) {
      showToast(errorMessage(err, t('modes.changeFailed')), 'error');
      return false;
    }
  };
  if (isLoading) return <ListSkeleton rows={3} />;
  if (error || !data) return <ErrorState what={t('modes.whatSites')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data.results.length) return <p className="text-sm text-ink-muted">{t('modes.noSites')}</p>;
  return (
    <ul role="list" className="flex flex-col divide-y divide-line-soft">
      {data.results.map((r) => (
        <li key={r.site.id} data-testid="mode-site" data-subdomain={r.site.subdomain} className="flex flex-col gap-2 py-3">
          <p className="font-semibold text-ink">{r.site.name}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Toggle label={t('modes.offered')} item={r.site.name} checked={r.enabled} onChange={(enabled) => change(r.site.id, r.site.name, { enabled, locked: r.locked })} testId="mode-site-enabled" />
            <Toggle label={t('modes.lockedHere')} item={r.site.name} checked={r.locked} disabled={!r.enabled} onChange={(locked) => change(r.site.id, r.site.name, { enabled: r.enabled, locked })} testId="mode-site-locked" />
          </div>
        </li>
      ))}
    </ul>
  );
}
