import type { TCourseStatus } from '@commonshelf/shared/courses/authoring.schemas';
import { useTranslation } from 'react-i18next';

/** Draft (amber) or Published (the site's colour), as text so it never depends on colour alone. */
export function StatusBadge({ status }: { status: TCourseStatus }) {
  const { t } = useTranslation('authoring');
  const tone = status === 'published' ? 'bg-primary-light text-primary-dark' : 'bg-announcement text-ink';
  return (
    <span data-testid="course-status" data-status={status} className={`inline-flex h-6 items-center gap-1.5 rounded-full px-2.5 text-xs font-bold whitespace-nowrap ${tone}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${status === 'published' ? 'bg-primary' : 'bg-book-button'}`} />
      {t(`statuses.${status}`)}
    </span>
  );
}
