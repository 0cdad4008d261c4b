import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORY_LIMITS,
  CATEGORY_MSG,
  CATEGORY_SLUG_RE,
  categorySlug,
  type TAdminCategory,
  type TCategoryInput,
} from '@commonshelf/shared/library/categories.schemas';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ArrowLeftIcon, LayersIcon, LockIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { errorStatus, serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { useCreateCategoryMutation, useGetAdminCategoryQuery, useUpdateCategoryMutation } from '../api/book-categories.api';
import { useCategoryArea, type CategoryArea } from '../category-paths';

/** The form's own shape: the same rules as the API (messages in the UI language), with the address checked only when given. */
const categoryFormSchema = (t: TFunction<'adminLibrary'>) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, translateMessage(CATEGORY_MSG.nameRequired))
      .max(CATEGORY_LIMITS.name, t('categories.tooLong', { max: CATEGORY_LIMITS.name })),
    slug: z
      .string()
      .trim()
      .max(CATEGORY_LIMITS.slug, t('categories.tooLong', { max: CATEGORY_LIMITS.slug }))
      .refine((s) => s === '' || CATEGORY_SLUG_RE.test(s), translateMessage(CATEGORY_MSG.slug)),
    description: z.string().trim().max(CATEGORY_LIMITS.description, t('categories.tooLong', { max: CATEGORY_LIMITS.description })),
  });
type CategoryForm = z.infer<ReturnType<typeof categoryFormSchema>>;
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
  const { t } = useTranslation('adminLibrary');
  const area = useCategoryArea();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5" data-testid={testId}>
      <Link to={area.list} className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ink-soft hover:text-ink">
        <ArrowLeftIcon size={16} />
        {t('categories.allCategories')}
      </Link>
      <h1 className="text-2xl font-extrabold tracking-tight wrap-anywhere text-ink sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <section className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-6">{children}</section>;
}

function CategoryMissing() {
  const { t } = useTranslation('adminLibrary');
  const area = useCategoryArea();
  return (
    <div className="mx-auto max-w-2xl">
      <StateMessage
        icon={<LayersIcon size={24} />}
        title={t('categories.missing')}
        testId="category-missing"
        action={
          <Link to={area.list} className="font-semibold text-primary underline">
            {t('categories.backToList')}
          </Link>
        }
      />
    </div>
  );
}

function NewCategory() {
  const { t } = useTranslation('adminLibrary');
  useDocumentTitle(t('categories.addTitle'));
  const area = useCategoryArea();
  const navigate = useNavigate();
  const [create] = useCreateCategoryMutation();
  return (
    <Frame title={t('categories.addTitle')} testId="new-category-page">
      <p className="-mt-2 text-ink-soft">
        {area.owner === 'platform' ? t('categories.addIntroPlatform') : t('categories.addIntroSchool')}
      </p>
      <Card>
        <CategoryFormBody
          category={null}
          submitLabel={t('categories.add')}
          busyLabel={t('categories.adding')}
          onSubmit={async (input) => {
            const created = await create(input).unwrap();
            showToast(t('categories.added', { name: created.name }), 'success');
            void navigate(area.list, { replace: true });
          }}
        />
      </Card>
    </Frame>
  );
}

function ExistingCategory({ id }: { id: number }) {
  const { t } = useTranslation('adminLibrary');
  const area = useCategoryArea();
  const navigate = useNavigate();
  const { data: category, error, isLoading, isFetching, refetch } = useGetAdminCategoryQuery(id);
  const [update] = useUpdateCategoryMutation();
  useDocumentTitle(category ? t('categories.editTitle', { name: category.name }) : t('categories.fallbackTitle'));
  if (isLoading) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4" role="status">
        <span className="sr-only">{t('categories.loading')}</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-80 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (!category) {
    if (errorStatus(error) === 404) return <CategoryMissing />;
    return <ErrorState what={t('categories.whatOne')} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!category.editable) return <ReadOnlyCategory category={category} area={area} />;
  return (
    <Frame title={t('categories.editHeading', { name: category.name })} testId="edit-category-page">
      <p className="-mt-2 text-ink-soft" data-testid="category-usage-note">
        {t(area.owner === 'platform' ? 'categories.usageEverySite' : 'categories.usage', {
          books: t('categories.books', { count: category.books_count, n: formatNumber(category.books_count) }),
          published: category.published_books_count,
          stories: t('categories.stories', { count: category.stories_count, n: formatNumber(category.stories_count) }),
        })}
      </p>
      <Card>
        <CategoryFormBody
          key={category.id}
          category={category}
          submitLabel={t('categories.save')}
          busyLabel={t('categories.saving')}
          onSubmit={async (input) => {
            const saved = await update({ id: category.id, ...input }).unwrap();
            showToast(t('categories.saved', { name: saved.name }), 'success');
            void navigate(area.list);
          }}
        />
      </Card>
    </Frame>
  );
}

function ReadOnlyCategory({ category, area }: { category: TAdminCategory; area: CategoryArea }) {
  const { t } = useTranslation('adminLibrary');
  return (
    <Frame title={category.name} testId="read-only-category">
      <FormAlert tone="info" testId="category-read-only">
        {translateMessage(CATEGORY_MSG.readOnly)}
      </FormAlert>
      <Card>
        <dl className="grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-ink">{t('categories.address')}</dt>
          <dd className="font-mono text-ink-soft">{category.slug}</dd>
          <dt className="font-semibold text-ink">{t('categories.description')}</dt>
          <dd className="text-ink-soft">{category.description || '—'}</dd>
          <dt className="font-semibold text-ink">{t('categories.yourBooksInIt')}</dt>
          <dd className="text-ink-soft">{t('categories.books', { count: category.books_count, n: formatNumber(category.books_count) })}</dd>
        </dl>
        <p className="mt-5 flex items-center gap-2 text-sm text-ink-muted">
          <LockIcon size={16} />
          <span>
            <Trans t={t} i18nKey="categories.needChange" components={{ link: <Link to={area.form()} className="font-semibold text-primary underline" /> }} />
          </span>
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
  const { t } = useTranslation('adminLibrary');
  const schema = useMemo(() => categoryFormSchema(t), [t]);
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
    resolver: zodResolver(schema),
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
          setError(key as (typeof FIELDS)[number], { message: messages[0] ?? '' }, { shouldFocus: !shown });
          shown = true;
        }
      }
      setFailure(shown ? t('categories.correctFields') : errorMessage(err, t('categories.saveFailed')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" data-testid="category-form">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <FormField label={t('categories.name')} error={errors.name?.message} hint={t('categories.nameHint')}>
        {(control) => <input {...control} {...nameField} type="text" autoComplete="off" maxLength={CATEGORY_LIMITS.name + 20} className={inputClass(!!errors.name)} data-testid="category-name" />}
      </FormField>
      <FormField
        label={t('categories.address')}
        error={errors.slug?.message}
        hint={category ? t('categories.addressHintEdit') : t('categories.addressHintNew')}
      >
        {(control) => (
          <input
            {...control}
            {...slugField}
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('categories.slugPlaceholder')}
            className={inputClass(!!errors.slug, 'font-mono')}
            data-testid="category-slug"
          />
        )}
      </FormField>
      <FormField
        label={t('categories.description')}
        optional
        error={errors.description?.message}
        hint={
          <span id={descriptionId} aria-live="polite">
            {t('categories.descriptionHint', { length: description.length, max: CATEGORY_LIMITS.description })}
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
