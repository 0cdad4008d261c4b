import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTENT_MSG,
  ZContentPageInput,
  type TAdminContentPage,
  type TContentRevisionSummary,
} from '@commonshelf/shared/site/content-pages.schemas';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useParams } from 'react-router';
import { type z } from 'zod';
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
import { formatLongDate } from '../../../lib/format';
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

/** Where the editor lives: the platform admin's console or a school admin's. */
function useEditorBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/admin-school') ? '/admin-school/site-pages' : '/admin-panel/site-pages';
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** `admin-panel/site-pages` and `admin-school/site-pages`: the pages the admin may edit. */
export function ContentPagesListPage() {
  useDocumentTitle('Site pages');
  const base = useEditorBase();
  const { data, isLoading, isFetching, refetch } = useGetAdminContentPagesQuery();
  const school = data?.manages === 'school';
  return (
    <div className="flex flex-col gap-5" data-testid="content-pages">
      <AdminPageHeader
        title="Site pages"
        titleId="content-pages-title"
        description={
          school
            ? 'Your site’s about and contact pages. Until you write your own, your site shows the platform’s.'
            : 'The text of the public pages every site shows. Each save is kept as a version you can look at and bring back.'
        }
      />
      {isLoading ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading the pages…</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-2xl" />
          ))}
        </div>
      ) : !data ? (
        <ErrorState what="the pages" onRetry={() => void refetch()} retrying={isFetching} />
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
                  {school ? (p.overridden ? ' · Your own version' : ' · The platform’s page') : ''}
                  {p.updated_at ? ` · Version ${p.version}, saved ${formatLongDate(p.updated_at)}${p.updated_by ? ` by ${p.updated_by}` : ''}` : ''}
                </p>
              </div>
              <Link to={`${base}/${p.slug}`} className={buttonClass('secondary', 'sm')}>
                {school && !p.overridden ? 'Write your own' : 'Edit'}
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
  useDocumentTitle(page ? `Edit ${page.title}` : 'Site page');
  if (isLoading) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">Loading the page…</span>
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
          title={status === 404 ? CONTENT_MSG.unknownPage : errorMessage(error, CONTENT_MSG.notEditor)}
          action={
            <Link to={base} className="font-semibold text-primary underline">
              Back to the site pages
            </Link>
          }
        />
      );
    }
    return <ErrorState what="this page" onRetry={() => void refetch()} retrying={isFetching} />;
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
      showToast(CONTENT_MSG.saved, 'success');
    } catch (err) {
      const fields = serverFieldErrors(err);
      for (const f of FIELDS) if (fields[f]?.[0]) setError(f, { message: fields[f][0] });
      setFormError({ message: errorMessage(err, 'We couldn’t save the page. Check your connection and try again.'), stale: errorStatus(err) === 409 });
    }
  });

  return (
    <div className="flex flex-col gap-5" data-testid="content-editor" data-slug={page.slug}>
      <Link to={base} className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ink-soft hover:text-ink">
        <ArrowLeftIcon size={16} />
        All site pages
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-ink sm:text-3xl">Edit “{page.title}”</h1>
          <p className="mt-1 text-ink-soft" data-testid="content-editor-status">
            {school && !page.overridden
              ? 'Your site shows the platform’s page. Saving makes this text your site’s own.'
              : page.updated_at
                ? `Version ${page.version}, saved ${when(page.updated_at)}${page.updated_by ? ` by ${page.updated_by}` : ''}.`
                : 'Not written yet.'}
          </p>
        </div>
        <a href={`/${page.slug}`} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
          View the page
          <ExternalLinkIcon size={16} />
        </a>
      </div>

      {formError ? (
        <FormAlert testId="content-editor-error">
          <p>{formError.message}</p>
          {formError.stale ? (
            <button type="button" onClick={onReload} className="mt-2 font-semibold text-primary underline">
              Load the newest version (your changes here are replaced)
            </button>
          ) : null}
        </FormAlert>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-2">
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex min-w-0 flex-col gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-6">
          <FormField label="Title" error={errors.title?.message}>
            {(c) => <input {...c} {...register('title')} className={inputClass(!!errors.title)} data-testid="content-title" />}
          </FormField>
          <FormField label="Summary" optional hint="One or two sentences under the title, also used when the page is shared." error={errors.summary?.message}>
            {(c) => <textarea {...c} {...register('summary')} rows={2} className={textareaClass(!!errors.summary)} data-testid="content-summary" />}
          </FormField>
          <FormField
            label="Text (Markdown)"
            hint={
              <>
                <code>## Heading</code> starts a section (on the FAQ, a question), <code>**bold**</code>, <code>*italic*</code>, <code>- item</code> for lists,{' '}
                <code>[words](/address)</code> for links and <code>![description](/image.jpg)</code> for pictures.
              </>
            }
            error={errors.body_md?.message}
          >
            {(c) => <textarea {...c} {...register('body_md')} rows={22} spellCheck className={`${textareaClass(!!errors.body_md)} font-mono text-sm leading-6`} data-testid="content-body" />}
          </FormField>
          <div className="flex flex-wrap items-center gap-3">
            <div className="min-w-48 flex-1">
              <SubmitButton busy={isSubmitting} busyLabel="Saving…" disabled={!isDirty && !(school && !page.overridden)} testId="content-save">
                {school && !page.overridden ? 'Save as your site’s page' : 'Save a new version'}
              </SubmitButton>
            </div>
            {school && page.overridden ? (
              <button type="button" onClick={() => setConfirmRevert(true)} className={dangerButtonClass('md')} data-testid="content-revert">
                Use the platform’s page
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
        title="Use the platform’s page?"
        confirmLabel="Use the platform’s page"
        danger
        busy={reverting}
        onCancel={() => setConfirmRevert(false)}
        onConfirm={() =>
          void revert(page.slug)
            .unwrap()
            .then(() => {
              setConfirmRevert(false);
              showToast(CONTENT_MSG.reverted, 'success');
            })
            .catch((err: unknown) => {
              setConfirmRevert(false);
              setFormError({ message: errorMessage(err, 'We couldn’t change the page. Try again.'), stale: false });
            })
        }
      >
        Your site’s own version and its history are deleted, and your site shows the platform’s page again.
      </ConfirmDialog>
      <UnsavedChangesDialog blocker={blocker} />
    </div>
  );
}

/** The text as the page will show it, rendered by the server's own Markdown and sanitiser. */
function Preview({ body }: { body: string }) {
  const debounced = useDebouncedValue(body, 400);
  const [preview, { data, isError }] = usePreviewContentMutation();
  useEffect(() => {
    void preview(debounced);
  }, [debounced, preview]);
  return (
    <section aria-labelledby="content-preview-title" className="min-w-0 rounded-[var(--radius-card)] border border-dashed border-line bg-surface-alt p-4 sm:p-6">
      <h2 id="content-preview-title" className="text-sm font-bold tracking-wide text-ink-muted uppercase">
        Preview
      </h2>
      {isError ? (
        <p className="mt-3 text-sm text-ink-muted">The preview is not available right now; saving still works.</p>
      ) : (
        <div className={`${PROSE} mt-3`} data-testid="content-preview" dangerouslySetInnerHTML={{ __html: data?.html ?? '' }} />
      )}
    </section>
  );
}

function History({ page, onView }: { page: TAdminContentPage; onView: (r: TContentRevisionSummary) => void }) {
  if (page.revisions.length === 0) return null;
  return (
    <section aria-labelledby="content-history-title" className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-6">
      <h2 id="content-history-title" className="text-lg font-bold text-ink">
        History
      </h2>
      <ol className="mt-3 divide-y divide-line-soft" data-testid="content-history">
        {page.revisions.map((r) => (
          <li key={r.version} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3" data-testid="content-revision" data-version={r.version}>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">
                Version {r.version}
                {r.version === page.version ? <span className="ml-2 rounded-full bg-primary-light px-2 py-0.5 text-xs font-bold text-primary-dark">Current</span> : null}
              </p>
              <p className="text-sm text-ink-muted">
                {when(r.created_at)}
                {r.created_by ? ` · ${r.created_by}` : ''}
                {r.restored_from ? ` · brought back version ${r.restored_from}` : ''}
              </p>
            </div>
            <button type="button" onClick={() => onView(r)} className={buttonClass('ghost', 'sm')} aria-label={`View version ${r.version}`}>
              View
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
  useEffect(() => {
    if (revision) void load({ slug, version: revision.version }, true);
  }, [revision, slug, load]);
  const shown = data && revision && data.version === revision.version && !isFetching ? data : null;
  let body: ReactNode;
  if (shown) {
    body = (
      <>
        <p className="text-sm text-ink-muted">
          Saved {when(shown.created_at)}
          {shown.created_by ? ` by ${shown.created_by}` : ''}.
        </p>
        <h3 className="mt-4 text-2xl font-extrabold text-ink">{shown.title}</h3>
        {shown.summary ? <p className="mt-1 text-ink-soft">{shown.summary}</p> : null}
        <div className={`${PROSE} mt-4`} data-testid="revision-html" dangerouslySetInnerHTML={{ __html: shown.html }} />
      </>
    );
  } else if (isError) {
    body = <p role="alert">We couldn’t load this version. Close this panel and try again.</p>;
  } else {
    body = <DrawerSkeleton label="Loading the version…" />;
  }
  return (
    <SideDrawer
      open={revision !== null}
      onClose={onClose}
      title={revision ? `Version ${revision.version}` : 'Version'}
      closeLabel="Close this version"
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
                showToast(CONTENT_MSG.restored, 'success');
                onClose();
              })
              .catch((err: unknown) => showToast(errorMessage(err, 'We couldn’t bring this version back. Try again.'), 'error'))
          }
        >
          {restoring ? 'Bringing it back…' : 'Bring this version back'}
        </button>
      }
    >
      {body}
    </SideDrawer>
  );
}
