import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORY_LIMITS,
  CATEGORY_MSG,
  CATEGORY_SLUG_RE,
  categorySlug,
  ZCategoryInput,
  type TAdminCategory,
  type TCategoryInput,
} from '@commonshelf/shared/library/categories.schemas';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ArrowLeftIcon, LayersIcon, LockIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { pluralize } from '../../../lib/format';
import { errorStatus, serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { useCreateCategoryMutation, useGetAdminCategoryQuery, useUpdateCategoryMutation } from '../api/book-categories.api';
import { useCategoryArea, type CategoryArea } from '../category-paths';

/** The form's own shape: the same rules as the API, with the address checked only when given. */
const ZCategoryForm = z.object({
  name: ZCategoryInput.shape.name,
  slug: z
    .string()
    .trim()
    .max(CATEGORY_LIMITS.slug, `Use at most ${CATEGORY_LIMITS.slug} characters.`)
    .refine((s) => s === '' || CATEGORY_SLUG_RE.test(s), CATEGORY_MSG.slug),
  description: z.string().trim().max(CATEGORY_LIMITS.description, `Use at most ${CATEGORY_LIMITS.description} characters.`),
});
type CategoryForm = z.infer<typeof ZCategoryForm>;
const FIELDS = ['name', 'slug', 'description'] as const;

/** `admin-panel/book-category/:categoryId?` and `admin-school/add-book-category/:categoryId?`: add or edit a category. */
export function CategoryFormPage() {
  const { categoryId } = useParams();
  const id = categoryId ? Number(categoryId) : null;
  if (id === null) return <NewCategory />;
  if (!Number.isInteger(id) || id <= 0) return <CategoryMissing />;
  return <ExistingCategory id={id} />;
}

function Frame({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const area = useCategoryArea();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5" data-testid={testId}>
      <Link to={area.list} className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ink-soft hover:text-ink">
        <ArrowLeftIcon size={16} />
        All categories
      </Link>
      <h1 className="text-2xl font-extrabold tracking-tight break-words text-ink sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <section className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-6">{children}</section>;
}

function CategoryMissing() {
  const area = useCategoryArea();
  return (
    <div className="mx-auto max-w-2xl">
      <StateMessage
        icon={<LayersIcon size={24} />}
        title="This category does not exist, or it is not yours to change."
        testId="category-missing"
        action={
          <Link to={area.list} className="font-semibold text-primary underline">
            Back to the categories
          </Link>
        }
      />
    </div>
  );
}

function NewCategory() {
  useDocumentTitle('Add a book category');
  const area = useCategoryArea();
  const navigate = useNavigate();
  const [create] = useCreateCategoryMutation();
  return (
    <Frame title="Add a book category" testId="new-category-page">
      <p className="-mt-2 text-ink-soft">
        {area.owner === 'platform'
          ? 'A platform-wide category: every school’s library and every uploader can use it.'
          : 'A category of your school’s own, for your school’s books and stories.'}
      </p>
      <Card>
        <CategoryFormBody
          category={null}
          submitLabel="Add category"
          busyLabel="Adding…"
          onSubmit={async (input) => {
            const created = await create(input).unwrap();
            showToast(`“${created.name}” is added.`, 'success');
            void navigate(area.list, { replace: true });
          }}
        />
      </Card>
    </Frame>
  );
}

function ExistingCategory({ id }: { id: number }) {
  const area = useCategoryArea();
  const navigate = useNavigate();
  const { data: category, error, isLoading, isFetching, refetch } = useGetAdminCategoryQuery(id);
  const [update] = useUpdateCategoryMutation();
  useDocumentTitle(category ? `Edit ${category.name}` : 'Book category');
  if (isLoading) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4" role="status">
        <span className="sr-only">Loading the category…</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-80 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (!category) {
    if (errorStatus(error) === 404) return <CategoryMissing />;
    return <ErrorState what="this category" onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!category.editable) return <ReadOnlyCategory category={category} area={area} />;
  return (
    <Frame title={`Edit “${category.name}”`} testId="edit-category-page">
      <p className="-mt-2 text-ink-soft" data-testid="category-usage-note">
        Filed under it: {pluralize(category.books_count, 'book')} ({category.published_books_count} published) and{' '}
        {pluralize(category.stories_count, 'story', 'stories')}
        {area.owner === 'platform' ? ', across every site' : ''}.
      </p>
      <Card>
        <CategoryFormBody
          key={category.id}
          category={category}
          submitLabel="Save changes"
          busyLabel="Saving…"
          onSubmit={async (input) => {
            const saved = await update({ id: category.id, ...input }).unwrap();
            showToast(`“${saved.name}” is saved.`, 'success');
            void navigate(area.list);
          }}
        />
      </Card>
    </Frame>
  );
}

function ReadOnlyCategory({ category, area }: { category: TAdminCategory; area: CategoryArea }) {
  return (
    <Frame title={category.name} testId="read-only-category">
      <FormAlert tone="info" testId="category-read-only">
        {CATEGORY_MSG.readOnly}
      </FormAlert>
      <Card>
        <dl className="grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-ink">Address</dt>
          <dd className="font-mono text-ink-soft">{category.slug}</dd>
          <dt className="font-semibold text-ink">Description</dt>
          <dd className="text-ink-soft">{category.description || '—'}</dd>
          <dt className="font-semibold text-ink">Your books in it</dt>
          <dd className="text-ink-soft">{pluralize(category.books_count, 'book')}</dd>
        </dl>
        <p className="mt-5 flex items-center gap-2 text-sm text-ink-muted">
          <LockIcon size={16} /> Need a change? Ask the platform admin, or <Link to={area.form()} className="font-semibold text-primary underline">add a category of your own</Link>.
        </p>
      </Card>
    </Frame>
  );
}

type BodyProps = {
  category: TAdminCategory | null;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: TCategoryInput) => Promise<unknown>;
};

/** Name, address (made from the name until it is edited) and description. */
function CategoryFormBody({ category, submitLabel, busyLabel, onSubmit }: BodyProps) {
  const [failure, setFailure] = useState<string | null>(null);
  // A new category's address follows its name until someone types an address of their own.
  const [slugTouched, setSlugTouched] = useState(category !== null);
  const descriptionId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CategoryForm>({
    resolver: zodResolver(ZCategoryForm),
    defaultValues: { name: category?.name ?? '', slug: category?.slug ?? '', description: category?.description ?? '' },
  });
  const blocker = useUnsavedChanges(isDirty && !isSubmitting);
  const description = useWatch({ control, name: 'description' });
  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched) setValue('slug', categorySlug(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = register('slug', { onChange: () => setSlugTouched(true) });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit({ name: values.name, slug: values.slug, description: values.description });
    } catch (err) {
      const fields = serverFieldErrors(err);
      let shown = false;
      for (const [key, messages] of Object.entries(fields)) {
        if ((FIELDS as readonly string[]).includes(key)) {
          setError(key as (typeof FIELDS)[number], { message: messages[0] }, { shouldFocus: !shown });
          shown = true;
        }
      }
      setFailure(shown ? 'Please correct the highlighted fields.' : errorMessage(err, 'The category could not be saved. Please try again.'));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" data-testid="category-form">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <FormField label="Name" error={errors.name?.message} hint="What readers see on the shelf and in the library’s filter.">
        {(control) => <input {...control} {...nameField} type="text" autoComplete="off" maxLength={CATEGORY_LIMITS.name + 20} className={inputClass(!!errors.name)} data-testid="category-name" />}
      </FormField>
      <FormField
        label="Address"
        error={errors.slug?.message}
        hint={category ? 'Lower-case letters, digits and hyphens. Left empty, it stays as it is.' : 'Made from the name; you can change it. Lower-case letters, digits and hyphens.'}
      >
        {(control) => (
          <input
            {...control}
            {...slugField}
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="animal-tales"
            className={inputClass(!!errors.slug, 'font-mono')}
            data-testid="category-slug"
          />
        )}
      </FormField>
      <FormField
        label="Description"
        optional
        error={errors.description?.message}
        hint={
          <span id={descriptionId} aria-live="polite">
            {description.length} / {CATEGORY_LIMITS.description} characters. A sentence on what belongs on this shelf.
          </span>
        }
      >
        {(control) => <textarea {...control} {...register('description')} rows={4} className={inputClass(!!errors.description, 'h-auto py-3')} data-testid="category-description" />}
      </FormField>
      <div className="sm:max-w-xs">
        <SubmitButton busy={isSubmitting} busyLabel={busyLabel} testId="save-category">
          {submitLabel}
        </SubmitButton>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
