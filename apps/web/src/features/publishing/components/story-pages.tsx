import { BOOK_IMAGE_MAX_BYTES, PUBLISHING_MSG as MSG, type TMyStory } from '@commonshelf/shared/library/publishing.schemas';
import { hasStoryContent } from '@commonshelf/shared/library/story-content';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FileInput } from '../../../components/ui/file-input';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/state-message';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { bookLanguageOptions, defaultBookLanguage } from '../../../lib/book-languages';
import { fieldErrorsOf, withFieldError, type FieldErrors as Fields } from '../../../lib/field-errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useCreateStoryMutation,
  useGetOwnStoryQuery,
  useGetUploadOptionsQuery,
  useSetStoryCoverMutation,
  useSubmitStoryMutation,
  useUpdateStoryMutation,
  useUploadStoryImageMutation,
} from '../api/publishing.api';
import { formatBytes, LoginToUpload, PageFrame, SdgPicker, selectClass, StatusBadge, textareaClass, useViewer } from './publishing-ui';
import { AFTER_SAVE, UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';

const STEPS = [1, 2, 3, 4] as const;


function Loading({ what }: { what: string }) {
  const { t } = useTranslation('publishing');
  return (
    <div className="container-page flex justify-center py-16" role="status">
      <Spinner /> <span className="sr-only">{t('story.loading', { what })}</span>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Pieces shared by the wizard and the one-page form

function TitleFields({ title, setTitle, summary, setSummary, errors }: { title: string; setTitle: (v: string) => void; summary: string; setSummary: (v: string) => void; errors: Fields }) {
  const { t } = useTranslation('publishing');
  return (
    <>
      <FormField label={t('story.title')} error={errors.title}>
        {(c) => <input {...c} className={inputClass(!!errors.title)} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} data-testid="story-title" />}
      </FormField>
      <FormField label={t('story.summary')} hint={t('story.summaryHint')} error={errors.summary}>
        {(c) => <textarea {...c} rows={3} className={textareaClass(!!errors.summary)} value={summary} onChange={(e) => setSummary(e.target.value)} maxLength={500} data-testid="story-summary" />}
      </FormField>
    </>
  );
}

function useImageUpload(slug: string) {
  const [upload] = useUploadStoryImageMutation();
  return (file: File) => upload({ slug, file }).unwrap();
}

function CoverField({ story }: { story: TMyStory }) {
  const { t } = useTranslation('publishing');
  const [setCover, state] = useSetStoryCoverMutation();
  const [error, setError] = useState<string | null>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > BOOK_IMAGE_MAX_BYTES) return setError(MSG.coverTooLarge);
    try {
      await setCover({ slug: story.slug, file }).unwrap();
    } catch (err) {
      setError(fieldErrorsOf(err).cover ?? errorMessage(err, t('story.coverFailed')));
    }
  };
  return (
    <FormField label={t('story.cover')} optional hint={t('story.coverHint', { size: formatBytes(BOOK_IMAGE_MAX_BYTES) })} error={error}>
      {(c) => (
        <div className="flex flex-wrap items-center gap-3">
          {story.cover ? <img src={story.cover} alt={t('story.coverOf', { title: story.title })} className="h-24 w-20 rounded-lg object-cover" data-testid="story-cover-preview" /> : null}
          <FileInput {...c} accept="image/jpeg,image/png,image/webp,image/svg+xml" disabled={state.isLoading} onChange={(e) => void onFile(e.target.files?.[0])} data-testid="story-cover" />
          {state.isLoading ? <Spinner /> : null}
        </div>
      )}
    </FormField>
  );
}

function TopicFields({ language, setLanguage, category, setCategory, sdgs, setSdgs }: { language: string; setLanguage: (v: string) => void; category: string; setCategory: (v: string) => void; sdgs: number[]; setSdgs: (v: number[]) => void }) {
  const { t } = useTranslation('publishing');
  const { viewer } = useViewer();
  const options = useGetUploadOptionsQuery(viewer);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('story.language')}>
          {(c) => (
            <select {...c} className={selectClass()} value={language} onChange={(e) => setLanguage(e.target.value)}>
              {bookLanguageOptions().map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('story.category')} optional>
          {(c) => (
            <select {...c} className={selectClass()} value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">{t('story.noCategory')}</option>
              {(options.data?.categories ?? []).map((cat) => (
                <option key={cat.id} value={cat.id}>
                  {cat.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <SdgPicker value={sdgs} onChange={setSdgs} />
    </>
  );
}

function StoryPreview({ story }: { story: TMyStory }) {
  const { t } = useTranslation('publishing');
  return (
    <article className="rounded-[var(--radius-card)] bg-surface p-5 shadow-card" data-testid="story-preview">
      {story.cover ? <img src={story.cover} alt="" className="mb-3 max-h-56 rounded-xl object-cover" /> : null}
      <h2 className="text-2xl font-extrabold wrap-anywhere text-ink">{story.title}</h2>
      {story.summary ? <p className="mt-1 text-ink-soft">{story.summary}</p> : <p className="mt-1 text-danger">{translateMessage(MSG.storySummaryRequired)}</p>}
      {/* The body was sanitised on the server when it was saved. */}
      <div className="mt-4 text-[17px] leading-8 text-ink-soft [&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-xl [&_p]:my-3 [&_h2]:text-xl [&_h2]:font-bold" dangerouslySetInnerHTML={{ __html: story.body_html || `<p><em>${t('story.noText')}</em></p>` }} />
    </article>
  );
}

// ---------------------------------------------------------------------------------------------
// The wizard: /uploadblogsteps and /uploadblogsteps/:slug

/** `/uploadblogsteps/:slug?`: write a story in four steps, each saved on the server as a draft. */
export function StoryWizardPage() {
  const { t } = useTranslation('publishing');
  useDocumentTitle(t('story.write'));
  const { user } = useViewer();
  const { slug } = useParams();
  if (!user) return <LoginToUpload what={t('login.writeStory')} />;
  return slug ? <OwnStory key={slug} slug={slug}>{(story) => <WizardSteps story={story} />}</OwnStory> : <WizardStart />;
}

/** The wizard's steps; with `slug`, the reached ones are links, handed to `onGo` (which saves this step first). */
function StepList({ current, reached, slug, onGo }: { current: number; reached: number; slug?: string; onGo?: (n: number) => void }) {
  const { t } = useTranslation('publishing');
  return (
    <ol className="mb-6 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('story.steps')}>
      {STEPS.map((n) => {
        const label = t(`story.step.${n}`);
        const here = n === current;
        const inner = (
          <>
            <span className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${here ? 'bg-primary text-white' : n <= reached ? 'bg-primary-light text-primary-dark' : 'bg-surface-alt text-ink-muted'}`}>{n}</span>
            <span className="min-w-0 text-sm font-semibold">{label}</span>
          </>
        );
        return (
          <li key={label} aria-current={here ? 'step' : undefined} className={`rounded-xl border p-2 ${here ? 'border-primary' : 'border-line-soft'}`}>
            {slug && n <= reached && !here ? (
              <Link
                to={`/uploadblogsteps/${slug}?step=${n}`}
                onClick={(e) => {
                  // A new tab or window (a modified click) just opens the step.
                  if (!onGo || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  onGo(n);
                }}
                className="flex items-center gap-2 text-ink"
              >
                {inner}
              </Link>
            ) : (
              <span className="flex items-center gap-2 text-ink">{inner}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function WizardStart() {
  const { t } = useTranslation('publishing');
  const navigate = useNavigate();
  const [create, state] = useCreateStoryMutation();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    setAlert(null);
    if (!title.trim()) {
      setErrors({ title: MSG.titleRequired });
      return focusFirstInvalid(form);
    }
    try {
      const story = await create({ title: title.trim(), summary: summary.trim(), language: defaultBookLanguage(), wizard_step: 2 }).unwrap();
      void navigate(`/uploadblogsteps/${story.slug}?step=2`);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setAlert(errorMessage(err, t('story.saveFailed')));
      focusFirstInvalid(form);
    }
  };
  return (
    <PageFrame id="wizard-title" testId="story-wizard" title={t('story.write')} intro={t('story.wizardIntro')}>
      <StepList current={1} reached={1} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid max-w-3xl gap-5">
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <TitleFields title={title} setTitle={setTitle} summary={summary} setSummary={setSummary} errors={errors} />
        <div>
          <button type="submit" disabled={state.isLoading} className={buttonClass('primary', 'lg')} data-testid="wizard-next">
            {state.isLoading ? <Spinner /> : null}
            {t('story.saveContinue')}
          </button>
        </div>
      </form>
    </PageFrame>
  );
}

/** One of the signed-in author's own stories, loaded by slug, handed to `children` once it is here. */
function OwnStory({ slug, children }: { slug: string; children: (story: TMyStory) => ReactNode }) {
  const { t } = useTranslation('publishing');
  const story = useGetOwnStoryQuery(slug);
  if (story.isError) return <div className="container-page py-10"><ErrorState what={t('story.thisStory')} onRetry={() => void story.refetch()} /></div>;
  if (!story.data) return <Loading what={t('story.yourStory')} />;
  return children(story.data);
}

function WizardSteps({ story }: { story: TMyStory }) {
  const navigate = useNavigate();
  const { t } = useTranslation('publishing');
  const [params] = useSearchParams();
  const asked = Number(params.get('step'));
  const step = asked >= 1 && asked <= 4 ? Math.min(asked, Math.max(story.wizard_step, 1)) : story.wizard_step;
  const [update, updating] = useUpdateStoryMutation();
  const [submit, submitting] = useSubmitStoryMutation();
  const [title, setTitle] = useState(story.title);
  const [summary, setSummary] = useState(story.summary);
  const [body, setBody] = useState(story.body_html);
  const [language, setLanguage] = useState(story.language);
  const [category, setCategory] = useState(story.category_id?.toString() ?? '');
  const [sdgs, setSdgs] = useState<number[]>(story.sdgs);
  const [errors, setErrors] = useState<Fields>({});
  const [alert, setAlert] = useState<string | null>(null);
  const uploadImage = useImageUpload(story.slug);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => heading.current?.focus(), [step]);
  const refuse = (fields: Fields) => {
    setErrors(fields);
    focusFirstInvalid(formRef.current);
  };

  /** Whether this step's fields differ from the saved story (the last step has none). */
  const changed =
    step === 1
      ? title.trim() !== story.title || summary.trim() !== story.summary
      : step === 2
        ? body !== story.body_html
        : step === 3
          ? language !== story.language || category !== (story.category_id?.toString() ?? '') || sdgs.join() !== story.sdgs.join()
          : false;
  const busy = updating.isLoading || submitting.isLoading;
  // Leaving the wizard (a link, the browser's Back, a reload) with this step's changes unsaved asks first.
  const blocker = useUnsavedChanges(story.can_edit && changed && !busy);

  if (!story.can_edit)
    return (
      <PageFrame id="wizard-title" title={story.title} intro={t('story.locked')}>
        <StatusBadge status={story.status} />
      </PageFrame>
    );

  const go = (n: number) => {
    setAlert(null);
    setErrors({});
    void navigate(`/uploadblogsteps/${story.slug}?step=${n}`);
  };
  /** Saves this step; true when it was saved. */
  const save = async (next: number | null): Promise<boolean> => {
    setAlert(null);
    setErrors({});
    const values =
      step === 1
        ? { title: title.trim(), summary: summary.trim() }
        : step === 2
          ? { body_html: body }
          : step === 3
            ? { language: language as never, category_id: category ? Number(category) : null, sdgs }
            : {};
    if (step === 1 && !title.trim()) {
      refuse({ title: MSG.titleRequired });
      return false;
    }
    // Going on needs a story to go on with (the server says so again when it is sent); going back does not.
    if (step === 2 && next !== null && next > step && !hasStoryContent(body)) {
      refuse({ body_html: MSG.storyBodyToGoOn });
      return false;
    }
    try {
      await update({ slug: story.slug, ...values, wizard_step: Math.max(story.wizard_step, next ?? step) }).unwrap();
      if (next) go(next);
      return true;
    } catch (err) {
      setAlert(errorMessage(err, t('story.saveFailed')));
      refuse(fieldErrorsOf(err));
      return false;
    }
  };
  const send = async () => {
    setAlert(null);
    try {
      const sent = await submit(story.slug).unwrap();
      void navigate('/uploadcontent', { state: { uploaded: sent.title, status: sent.status, kind: 'story', ...AFTER_SAVE } });
    } catch (err) {
      const f = fieldErrorsOf(err);
      setAlert(f.summary ?? f.body_html ?? errorMessage(err, t('story.sendFailed')));
      refuse(f);
    }
  };
  /**
   * Back and the step list: this step's changes are saved first, as "Save and continue" saves them (a refused save
   * stays here with its errors). Nothing changed, nothing is sent: a story waiting for review stays waiting.
   */
  const move = (n: number) => {
    if (busy) return;
    if (changed) void save(n);
    else go(n);
  };
  const nav = (children: ReactNode) => (
    <div className="flex flex-col gap-3 sm:flex-row">
      {step > 1 ? (
        <button type="button" {...busyButtonProps(busy)} className={buttonClass('ghost', 'lg')} onClick={() => move(step - 1)} data-testid="wizard-back">
          {t('story.back')}
        </button>
      ) : null}
      {children}
    </div>
  );

  return (
    <PageFrame id="wizard-title" testId="story-wizard" title={story.title} intro={t('story.wizardStepsIntro')}>
      <StepList current={step} reached={story.wizard_step} slug={story.slug} onGo={move} />
      <UnsavedChangesDialog blocker={blocker} />
      {story.status === 'rejected' && story.rejection_reason ? (
        <div className="mb-4">
          <FormAlert tone="info" testId="story-rejection">
            {t('reviewerNoteText', { text: story.rejection_reason })}
          </FormAlert>
        </div>
      ) : null}
      <h2 ref={heading} tabIndex={-1} className="mb-4 text-xl font-extrabold text-ink focus:outline-none" data-testid="wizard-step-title">
        {t('story.stepTitle', { step, name: t(`story.step.${step as 1 | 2 | 3 | 4}`) })}
      </h2>
      <form
        ref={formRef}
        onSubmit={(e) => {
          e.preventDefault();
          if (step < 4) void save(step + 1);
          else void send();
        }}
        noValidate
        className="grid max-w-3xl gap-5"
      >
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        {step === 1 ? <TitleFields title={title} setTitle={setTitle} summary={summary} setSummary={setSummary} errors={errors} /> : null}
        {step === 2 ? (
          // Starts from this page's draft (what "Save and continue" sends), not the server's copy.
          <RichTextEditor label={t('story.yourStoryLabel')} initialHtml={body} onChange={(html) => {
              setBody(html);
              setErrors((e) => withFieldError(e, 'body_html', null));
            }} error={errors.body_html} uploadImage={uploadImage} hint={t('story.editorHint')} testId="story-editor" />
        ) : null}
        {step === 3 ? (
          <>
            <CoverField story={story} />
            <TopicFields language={language} setLanguage={setLanguage} category={category} setCategory={setCategory} sdgs={sdgs} setSdgs={setSdgs} />
          </>
        ) : null}
        {step === 4 ? <StoryPreview story={story} /> : null}
        {nav(
          <>
            <button type="submit" disabled={busy} className={buttonClass('primary', 'lg')} data-testid={step < 4 ? 'wizard-next' : 'wizard-send'}>
              {busy ? <Spinner /> : null}
              {step < 4 ? t('story.saveContinue') : t('story.send')}
            </button>
            {step < 4 ? (
              <button type="button" disabled={busy} className={buttonClass('secondary', 'lg')} onClick={() => void save(null).then((saved) => saved && navigate('/uploadcontent', { state: AFTER_SAVE }))} data-testid="wizard-save-exit">
                {t('story.saveLater')}
              </button>
            ) : null}
          </>,
        )}
      </form>
    </PageFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// One page: /upload-blog (new) and /storyedit?slug= (one's own)

/** `/upload-blog`: a story on one page (saved as a draft first, then sent). */
export function StoryFormPage() {
  const { t } = useTranslation('publishing');
  useDocumentTitle(t('story.write'));
  const { user } = useViewer();
  const [params] = useSearchParams();
  const slug = params.get('slug');
  if (!user) return <LoginToUpload what={t('login.writeStory')} />;
  return slug ? <EditExisting key={slug} slug={slug} /> : <NewStoryForm />;
}

/** `/storyedit?slug=`: change one's own story. */
export function StoryEditPage() {
  const { t } = useTranslation('publishing');
  useDocumentTitle(t('story.edit'));
  const { user } = useViewer();
  const [params] = useSearchParams();
  const slug = params.get('slug');
  if (!user) return <LoginToUpload what={t('login.editStory')} />;
  if (!slug)
    return (
      <PageFrame id="story-edit-title" title={t('story.edit')} intro={t('story.chooseStory')}>
        <Link to="/uploadcontent" className={buttonClass('primary', 'md')}>
          {t('story.goToUploads')}
        </Link>
      </PageFrame>
    );
  return <EditExisting key={slug} slug={slug} />;
}

function NewStoryForm() {
  const { t } = useTranslation('publishing');
  const navigate = useNavigate();
  const [create, state] = useCreateStoryMutation();
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    if (!title.trim()) {
      setErrors({ title: MSG.titleRequired });
      return focusFirstInvalid(form);
    }
    try {
      const s = await create({ title: title.trim(), summary: '', language: defaultBookLanguage() }).unwrap();
      void navigate(`/storyedit?slug=${encodeURIComponent(s.slug)}`, { replace: true });
    } catch (err) {
      setErrors({ title: fieldErrorsOf(err).title ?? errorMessage(err, t('story.saveFailedShort')) });
      focusFirstInvalid(form);
    }
  };
  return (
    <PageFrame id="story-form-title" testId="story-form" title={t('story.write')} intro={t('story.formIntro')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid max-w-3xl gap-5">
        <FormField label={t('story.title')} error={errors.title}>
          {(c) => <input {...c} className={inputClass(!!errors.title)} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} data-testid="story-title" />}
        </FormField>
        <div>
          <button type="submit" disabled={state.isLoading} className={buttonClass('primary', 'lg')} data-testid="story-start">
            {t('story.start')}
          </button>
        </div>
      </form>
    </PageFrame>
  );
}

function EditExisting({ slug }: { slug: string }) {
  return <OwnStory slug={slug}>{(story) => <OnePageEditor story={story} />}</OwnStory>;
}

function OnePageEditor({ story }: { story: TMyStory }) {
  const { t } = useTranslation('publishing');
  const navigate = useNavigate();
  const [update, updating] = useUpdateStoryMutation();
  const [submit, submitting] = useSubmitStoryMutation();
  const [title, setTitle] = useState(story.title);
  const [summary, setSummary] = useState(story.summary);
  const [body, setBody] = useState(story.body_html);
  const [language, setLanguage] = useState(story.language);
  const [category, setCategory] = useState(story.category_id?.toString() ?? '');
  const [sdgs, setSdgs] = useState<number[]>(story.sdgs);
  const [errors, setErrors] = useState<Fields>({});
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const uploadImage = useImageUpload(story.slug);
  const formRef = useRef<HTMLFormElement>(null);
  const refuse = (fields: Fields) => {
    setErrors(fields);
    focusFirstInvalid(formRef.current);
  };
  if (!story.can_edit)
    return (
      <PageFrame id="story-edit-title" title={story.title} intro={t('story.locked')}>
        <StatusBadge status={story.status} />
      </PageFrame>
    );
  const save = async (andSend: boolean) => {
    setAlert(null);
    setErrors({});
    if (!title.trim()) return refuse({ title: MSG.titleRequired });
    try {
      await update({ slug: story.slug, title: title.trim(), summary: summary.trim(), body_html: body, language: language as never, category_id: category ? Number(category) : null, sdgs }).unwrap();
      if (!andSend) return setAlert({ tone: 'success', text: t('story.savedDraft') });
      const sent = await submit(story.slug).unwrap();
      void navigate('/uploadcontent', { state: { uploaded: sent.title, status: sent.status, kind: 'story', ...AFTER_SAVE } });
    } catch (err) {
      const f = fieldErrorsOf(err);
      setAlert({ tone: 'error', text: f.summary ?? f.body_html ?? errorMessage(err, t('story.saveFailed')) });
      refuse(f);
    }
  };
  const busy = updating.isLoading || submitting.isLoading;
  return (
    <PageFrame id="story-edit-title" testId="story-form" title={t('story.editTitle', { title: story.title })} intro={t('story.editIntro')}>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <StatusBadge status={story.status} />
        {story.status === 'rejected' && story.rejection_reason ? <span className="text-sm text-ink-soft" data-testid="story-rejection">{t('reviewerNoteText', { text: story.rejection_reason })}</span> : null}
      </div>
      <form
        ref={formRef}
        onSubmit={(e) => {
          e.preventDefault();
          void save(true);
        }}
        noValidate
        className="grid max-w-3xl gap-5"
      >
        {alert ? <FormAlert tone={alert.tone}>{alert.text}</FormAlert> : null}
        <TitleFields title={title} setTitle={setTitle} summary={summary} setSummary={setSummary} errors={errors} />
        <RichTextEditor label={t('story.yourStoryLabel')} initialHtml={story.body_html} onChange={(html) => {
              setBody(html);
              setErrors((e) => withFieldError(e, 'body_html', null));
            }} error={errors.body_html} uploadImage={uploadImage} testId="story-editor" />
        <CoverField story={story} />
        <TopicFields language={language} setLanguage={setLanguage} category={category} setCategory={setCategory} sdgs={sdgs} setSdgs={setSdgs} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" disabled={busy} className={buttonClass('primary', 'lg')} data-testid="story-send">
            {busy ? <Spinner /> : null}
            {t('story.saveSend')}
          </button>
          <button type="button" disabled={busy} className={buttonClass('secondary', 'lg')} onClick={() => void save(false)} data-testid="story-save">
            {t('saveDraft')}
          </button>
        </div>
      </form>
    </PageFrame>
  );
}
