import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZContentPageInput,
  type TAdminContentPage,
  type TContentRevisionSummary,
} from '@commonshelf/shared/site/content-pages.schemas';
import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useParams } from 'react-router';
import type { z } from 'zod';
import { AdminPageHeader, dangerButtonClass } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass, textareaClass } from '../../../components/ui/form-field';
import { ArrowLeftIcon, ExternalLinkIcon, FileTextIcon } from '../../../components/ui/icons';
import { PROSE } from '../../../components/ui/prose';
import { DrawerSkeleton, SideDrawer } from '../../../components/ui/side-drawer';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatLongDate } from '../../../lib/format';
import { errorStatus, serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useGetAdminContentPageQuery,
  useGetAdminContentPagesQuery,
  useLazyGetContentRevisionQuery,
  usePreviewContentMutation,
  useRestoreContentRevisionMutation,
  useRevertContentPageMutation,
  useSaveContentPageMutation,
} from '../api/content.api';
import { ItemName } from '../../../components/ui/item-name';

/** Where the editor lives: the platform admin's console or a school admin's. */
function useEditorBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/admin-school') ? '/admin-school/site-pages' : '/admin-panel/site-pages';
}

/** `admin-panel/site-pages` and `admin-school/site-pages`: the pages the admin may edit. */
export function ContentPagesListPage() {
  const { t } = useTranslation('contentAdmin');
  useDocumentTitle(t('pages.title'));
  const base = useEditorBase();
  const { data, isLoading, isFetching, refetch } = useGetAdminContentPagesQuery();
  const school = data?.manages === 'school';
  return (
    <div className="flex flex-col gap-5" data-testid="content-pages">
      <AdminPageHeader
        title={t('pages.title')}
        titleId="content-pages-title"
        description={school ? t('pages.descriptionSchool') : t('pages.descriptionPlatform')}
      />
      {isLoading ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('pages.loading')}</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-2xl" />
          ))}
        </div>
      ) : !data ? (
        <ErrorState what={t('pages.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <ul role="list" className="divide-y divide-line-soft rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
          {data.results.map((p) => (
            <li key={p.slug} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-4 sm:px-6" data-testid="content-page-item" data-slug={p.slug}>
              <div className="min-w-0 flex-1">
                <Link to={`${base}/${p.slug}`} className="font-bold text-ink underline-offset-4 hover:text-primary hover:underline">
                  {p.title}
                </Link>
                <p className="text-sm text-ink-muted">
                  /{p.slug}
                  {school ? (p.overridden ? t('pages.ownVersion') : t('pages.platformPage')) : ''}
                  {p.updated_at
                    ? p.updated_by
                      ? t('pages.versionSavedBy', { version: p.version, date: formatLongDate(p.updated_at), name: p.updated_by })
                      : t('pages.versionSaved', { version: p.version, date: formatLongDate(p.updated_at) })
                    : ''}
                </p>
              </div>
              <Link to={`${base}/${p.slug}`} className={buttonClass('secondary', 'sm')}>
                {school && !p.overridden ? t('pages.writeOwn') : t('pages.edit')}<ItemName>{p.title}</ItemName>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const ZEditorForm = ZContentPageInput.omit({ base_version: true });
type EditorForm = z.infer<typeof ZEditorForm>;
const FIELDS = ['title', 'summary', 'body_md'] as const;

/** `admin-panel/site-pages/:slug` and `admin-school/site-pages/:slug`: write a page in Markdown, with a preview and its history. */
export function ContentPageEditorPage() {
  const { slug = '' } = useParams();
  const base = useEditorBase();
  const { data: page, error, isLoading, isFetching, refetch } = useGetAdminContentPageQuery(slug);
  const { t } = useTranslation('contentAdmin');
  useDocumentTitle(page ? t('editor.documentTitle', { title: page.title }) : t('editor.fallbackTitle'));
  if (isLoading) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('editor.loading')}</span>
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-96 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (!page) {
    const status = errorStatus(error);
    if (status === 404 || status === 403) {
      return (
        <StateMessage
          testId="content-page-missing"
          icon={<FileTextIcon size={24} />}
          title={status === 404 ? t('editor.unknownPage') : errorMessage(error, t('editor.notEditor'))}
          action={
            <Link to={base} className="font-semibold text-primary underline">
              {t('editor.backToPages')}
            </Link>
          }
        />
      );
    }
    return <ErrorState what={t('editor.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  // A new version (saved, restored, reverted) starts the form again from it.
  return <Editor key={`${page.slug}:${page.version}:${page.overridden}`} page={page} base={base} onReload={() => void refetch()} />;
}

function Editor({ page, base, onReload }: { page: TAdminContentPage; base: string; onReload: () => void }) {
  const [save] = useSaveContentPageMutation();
  const [revert, { isLoading: reverting }] = useRevertContentPageMutation();
  const [formError, setFormError] = useState<{ message: string; stale: boolean } | null>(null);
  const [confirmRevert, setConfirmRevert] = useState(false);
  const [viewing, setViewing] = useState<TContentRevisionSummary | null>(null);
  const school = page.owner === 'school';
  const { t } = useTranslation('contentAdmin');
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EditorForm>({
    resolver: zodResolver(ZEditorForm),
    defaultValues: { title: page.title, summary: page.summary, body_md: page.body_md },
  });
  const blocker = useUnsavedChanges(isDirty && !isSubmitting);
  const body = useWatch({ control, name: 'body_md' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save({ slug: page.slug, ...values, base_version: page.version }).unwrap();
      showToast(t('editor.saved'), 'success');
    } catch (err) {
      const fields = serverFieldErrors(err);
      for (const f of FIELDS) if (fields[f]?.[0]) setError(f, { message: fields[f][0] });
      setFormError({ message: errorMessage(err, t('editor.saveFailed')), stale: errorStatus(err) === 409 });
    }
  });

  return (
    <div className="flex flex-col gap-5" data-testid="content-editor" data-slug={page.slug}>
      <Link to={base} className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ink-soft hover:text-ink">
        <ArrowLeftIcon size={16} />
        {t('editor.allPages')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight wrap-anywhere text-ink sm:text-3xl">{t('editor.heading', { title: page.title })}</h1>
          <p className="mt-1 text-ink-soft" data-testid="content-editor-status">
            {school && !page.overridden
              ? t('editor.statusPlatform')
              : page.updated_at
                ? page.updated_by
                  ? t('editor.statusVersionBy', { version: page.version, date: formatDateTime(page.updated_at), name: page.updated_by })
                  : t('editor.statusVersion', { version: page.version, date: formatDateTime(page.updated_at) })
                : t('editor.notWritten')}
          </p>
        </div>
        <a href={`/${page.slug}`} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
          {t('editor.viewPage')}
          <ExternalLinkIcon size={16} />
        </a>
      </div>

      {formError ? (
        <FormAlert testId="content-editor-error">
          <p>{formError.message}</p>
          {formError.stale ? (
            <button type="button" onClick={onReload} className="mt-2 font-semibold text-primary underline">
              {t('editor.loadNewest')}
            </button>
          ) : null}
        </FormAlert>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-2">
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex min-w-0 flex-col gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-6">
          <FormField label={t('editor.title')} error={errors.title?.message}>
            {(c) => <input {...c} {...register('title')} className={inputClass(!!errors.title)} data-testid="content-title" />}
          </FormField>
          <FormField label={t('editor.summary')} optional hint={t('editor.summaryHint')} error={errors.summary?.message}>
            {(c) => <textarea {...c} {...register('summary')} rows={2} className={textareaClass(!!errors.summary)} data-testid="content-summary" />}
          </FormField>
          <FormField
            label={t('editor.body')}
            hint={<Trans t={t} i18nKey="editor.bodyHint" components={{ code: <code /> }} />}
            error={errors.body_md?.message}
          >
            {(c) => <textarea {...c} {...register('body_md')} rows={22} spellCheck className={`${textareaClass(!!errors.body_md)} font-mono text-sm leading-6`} data-testid="content-body" />}
          </FormField>
          <div className="flex flex-wrap items-center gap-3">
            <div className="min-w-48 flex-1">
              <SubmitButton busy={isSubmitting} busyLabel={t('editor.saving')} disabled={!isDirty && !(school && !page.overridden)} testId="content-save">
                {school && !page.overridden ? t('editor.saveAsOwn') : t('editor.saveNew')}
              </SubmitButton>
            </div>
            {school && page.overridden ? (
              <button type="button" onClick={() => setConfirmRevert(true)} className={dangerButtonClass('md')} data-testid="content-revert">
                {t('editor.usePlatform')}
              </button>
            ) : null}
          </div>
        </form>
        <Preview body={body} />
      </div>

      <History page={page} onView={setViewing} />
      <RevisionDrawer slug={page.slug} revision={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={confirmRevert}
        title={t('editor.confirmTitle')}
        confirmLabel={t('editor.usePlatform')}
        danger
        busy={reverting}
        onCancel={() => setConfirmRevert(false)}
        onConfirm={() =>
          void revert(page.slug)
            .unwrap()
            .then(() => {
              setConfirmRevert(false);
              showToast(t('editor.reverted'), 'success');
            })
            .catch((err: unknown) => {
              setConfirmRevert(false);
              setFormError({ message: errorMessage(err, t('editor.changeFailed')), stale: false });
            })
        }
      >
        {t('editor.confirmBody')}
      </ConfirmDialog>
      <UnsavedChangesDialog blocker={blocker} />
    </div>
  );
}

/** The text as the page will show it, rendered by the server's own Markdown and sanitiser. */
function Preview({ body }: { body: string }) {
  const { t } = useTranslation('contentAdmin');
  const debounced = useDebouncedValue(body, 400);
  const [preview, { data, isError }] = usePreviewContentMutation();
  useEffect(() => {
    void preview(debounced);
  }, [debounced, preview]);
  return (
    <section aria-labelledby="content-preview-title" className="min-w-0 rounded-[var(--radius-card)] border border-dashed border-line bg-surface-alt p-4 sm:p-6">
      <h2 id="content-preview-title" className="text-sm font-bold tracking-wide text-ink-muted uppercase">
        {t('editor.preview')}
      </h2>
      {isError ? (
        <p className="mt-3 text-sm text-ink-muted">{t('editor.previewUnavailable')}</p>
      ) : (
        <div className={`${PROSE} mt-3`} data-testid="content-preview" dangerouslySetInnerHTML={{ __html: data?.html ?? '' }} />
      )}
    </section>
  );
}

function History({ page, onView }: { page: TAdminContentPage; onView: (r: TContentRevisionSummary) => void }) {
  const { t } = useTranslation('contentAdmin');
  if (page.revisions.length === 0) return null;
  return (
    <section aria-labelledby="content-history-title" className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-6">
      <h2 id="content-history-title" className="text-lg font-bold text-ink">
        {t('editor.history')}
      </h2>
      <ol className="mt-3 divide-y divide-line-soft" data-testid="content-history">
        {page.revisions.map((r) => (
          <li key={r.version} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3" data-testid="content-revision" data-version={r.version}>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">
                {t('editor.version', { version: r.version })}
                {r.version === page.version ? <span className="ml-2 rounded-full bg-primary-light px-2 py-0.5 text-xs font-bold text-primary-dark">{t('editor.current')}</span> : null}
              </p>
              <p className="text-sm text-ink-muted">
                {formatDateTime(r.created_at)}
                {r.created_by ? ` · ${r.created_by}` : ''}
                {r.restored_from ? t('editor.broughtBack', { version: r.restored_from }) : ''}
              </p>
            </div>
            <button type="button" onClick={() => onView(r)} className={buttonClass('ghost', 'sm')} aria-label={t('editor.viewVersion', { version: r.version })}>
              {t('editor.view')}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function RevisionDrawer({ slug, revision, onClose }: { slug: string; revision: TContentRevisionSummary | null; onClose: () => void }) {
  const [load, { data, isFetching, isError }] = useLazyGetContentRevisionQuery();
  const [restore, { isLoading: restoring }] = useRestoreContentRevisionMutation();
  const { t } = useTranslation('contentAdmin');
  useEffect(() => {
    if (revision) void load({ slug, version: revision.version }, true);
  }, [revision, slug, load]);
  const shown = data && revision && data.version === revision.version && !isFetching ? data : null;
  let body: ReactNode;
  if (shown) {
    body = (
      <>
        <p className="text-sm text-ink-muted">
          {shown.created_by
            ? t('editor.savedAtBy', { date: formatDateTime(shown.created_at), name: shown.created_by })
            : t('editor.savedAt', { date: formatDateTime(shown.created_at) })}
        </p>
        <h3 className="mt-4 text-2xl font-extrabold text-ink">{shown.title}</h3>
        {shown.summary ? <p className="mt-1 text-ink-soft">{shown.summary}</p> : null}
        <div className={`${PROSE} mt-4`} data-testid="revision-html" dangerouslySetInnerHTML={{ __html: shown.html }} />
      </>
    );
  } else if (isError) {
    body = <p role="alert">{t('editor.versionLoadFailed')}</p>;
  } else {
    body = <DrawerSkeleton label={t('editor.versionLoading')} />;
  }
  return (
    <SideDrawer
      open={revision !== null}
      onClose={onClose}
      title={revision ? t('editor.version', { version: revision.version }) : t('editor.versionFallback')}
      closeLabel={t('editor.closeVersion')}
      testId="revision-drawer"
      closeTestId="revision-close"
      footer={
        <button
          type="button"
          disabled={!shown || restoring}
          className={buttonClass('primary', 'md')}
          data-testid="revision-restore"
          onClick={() =>
            void restore({ slug, version: revision!.version })
              .unwrap()
              .then(() => {
                showToast(t('editor.restored'), 'success');
                onClose();
              })
              .catch((err: unknown) => showToast(errorMessage(err, t('editor.restoreFailed')), 'error'))
          }
        >
          {restoring ? t('editor.bringingBack') : t('editor.bringBack')}
        </button>
      }
    >
      {body}
    </SideDrawer>
  );
}
