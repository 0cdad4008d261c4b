import type { TPublicationStatus } from '@commonshelf/shared/library/publishing.schemas';
import { useTranslation } from 'react-i18next';

const STATUS_TONES: Record<TPublicationStatus, string> = {
  draft: 'bg-surface-alt text-ink-soft border border-line-soft',
  pending: 'bg-announcement text-ink',
  published: 'bg-primary-light text-primary-dark',
  rejected: 'bg-book-button/15 text-ink border border-book-button',
};

/** Where an upload stands, in words (never by colour alone). */
export function PublicationStatusBadge({ status, prefix, testId }: { status: TPublicationStatus; prefix?: string; testId?: string }) {
  const { t } = useTranslation('publishing');
  return (
    <span data-testid={testId} data-status={status} className={`inline-flex h-6 items-center rounded-full px-2 text-xs font-semibold whitespace-nowrap ${STATUS_TONES[status]}`}>
      {prefix ? t('statusWithPrefix', { prefix, status: t(`status.${status}`) }) : t(`status.${status}`)}
    </span>
  );
}
