import * as Dialog from '@radix-ui/react-dialog';
import { PUBLISHING_LIMITS, PUBLISHING_MSG, type TPublicationStatus } from '@commonshelf/shared/library/publishing.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uiLocale } from '../../../i18n';
import { iconButtonClass } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFocusReturn } from '../../../components/ui/focus-return';


export function shortDate(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(uiLocale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(d);
}

const STATUS_TONES: Record<TPublicationStatus, { box: string; dot: string }> = {
  draft: { box: 'border border-line-soft bg-surface-alt text-ink-soft', dot: 'bg-ink-muted' },
  pending: { box: 'bg-announcement text-ink', dot: 'bg-book-button' },
  published: { box: 'bg-primary-light text-primary-dark', dot: 'bg-primary' },
  rejected: { box: 'border border-book-button/40 bg-surface text-ink', dot: 'bg-book-button' },
};

/** A story's or book's status in words (never colour alone): Draft, Waiting for review, Published, Not accepted. */
export function PublicationBadge({ status }: { status: TPublicationStatus }) {
  const { t } = useTranslation('publishing');
  const tone = STATUS_TONES[status];
  return (
    <span data-testid="publication-status" data-status={status} className={`inline-flex h-6 items-center gap-1.5 rounded-full px-2.5 text-xs font-bold whitespace-nowrap ${tone.box}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {t(`status.${status}`)}
    </span>
  );
}

/** A side panel (full screen on a phone) showing one story as its readers would read it. */
export function StoryPreviewDialog({
  open,
  onClose,
  heading,
  meta,
  lead,
  bodyHtml,
  loading,
  error,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  heading: string;
  meta?: ReactNode;
  /** The story's summary, shown above it. */
  lead?: string | undefined;
  /** Sanitised on the server when the story was saved. */
  bodyHtml: string | undefined;
  loading: boolean;
  error?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('publishing');
  const returnFocus = useFocusReturn(open);
  return (
    <Dialog.Root open={open} onOpenChange={(value) => (value ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid="story-preview"
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-2xl flex-col bg-surface shadow-menu animate-fade-in focus:outline-none"
        >
          <div className="flex items-start gap-3 border-b border-line-soft px-4 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-xl font-extrabold wrap-anywhere text-ink">{heading}</Dialog.Title>
              {meta ? <div className="mt-1 text-sm text-ink-soft">{meta}</div> : null}
            </div>
            <Dialog.Close aria-label={t('storyAdmin.closePreview')} className={iconButtonClass} data-testid="story-preview-close">
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
            {loading ? (
              <div role="status" className="flex flex-col gap-3">
                <span className="sr-only">{t('storyAdmin.loadingStory')}</span>
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-5 w-full" />
                <Skeleton className="h-5 w-5/6" />
              </div>
            ) : error ? (
              error
            ) : (
              <>
                {lead ? <p className="mb-4 border-l-4 border-primary-light pl-3 text-base text-ink-soft italic">{lead}</p> : null}
                <div
                  data-testid="story-preview-body"
                  className="prose-story text-base leading-relaxed text-ink [&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-bold [&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-xl [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-3 [&_ul]:list-disc"
                  dangerouslySetInnerHTML={{ __html: bodyHtml ?? '' }}
                />
              </>
            )}
          </div>
          {actions ? <div className="flex flex-wrap justify-end gap-2 border-t border-line-soft px-4 py-3 sm:px-6">{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Sending a story back to its author: the note is required and shown to them. */
export function RejectDialog({
  story,
  busy,
  onReject,
  onCancel,
}: {
  story: { title: string; author: string | null } | null;
  busy: boolean;
  onReject: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('publishing');
  return (
    <ReasonDialog
      open={story !== null}
      title={t('storyAdmin.rejectTitle', { title: story?.title ?? '' })}
      description={t('storyAdmin.rejectDescription', { author: story?.author ?? t('storyAdmin.itsAuthor') })}
      label={t('storyAdmin.rejectLabel')}
      confirmLabel={t('review.sendBackNote')}
      requiredMessage={PUBLISHING_MSG.reasonRequired}
      failMessage={t('storyAdmin.rejectFailed')}
      maxLength={PUBLISHING_LIMITS.reason}
      busy={busy}
      onConfirm={onReject}
      onCancel={onCancel}
    />
  );
}
