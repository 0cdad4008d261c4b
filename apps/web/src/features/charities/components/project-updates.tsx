import { useTranslation } from 'react-i18next';
import type { TProjectUpdate } from '@commonshelf/shared/charities/charities.schemas';
import { formatLongDate } from '../../../lib/format';

/** News from the project for its supporters, newest first, as a timeline. */
export function ProjectUpdates({ updates }: { updates: TProjectUpdate[] }) {
  const { t } = useTranslation('giving');
  return (
    <section aria-labelledby="updates-title" data-testid="project-updates">
      <h2 id="updates-title" className="text-2xl font-extrabold tracking-tight text-ink">
        {t('project.updates')}
      </h2>
      {updates.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('project.noUpdates')}</p>
      ) : (
        <ol role="list" className="mt-5 flex flex-col gap-6 border-l-2 border-primary-light pl-6">
          {updates.map((u) => (
            <li key={u.id} className="relative" data-testid="project-update">
              <span className="absolute top-1.5 -left-[1.95rem] size-3.5 rounded-full border-2 border-surface bg-primary" aria-hidden="true" />
              <p className="text-sm font-semibold text-ink-muted">
                <time dateTime={u.created_at}>{formatLongDate(u.created_at)}</time>
              </p>
              <h3 className="mt-0.5 text-lg font-bold text-ink">{u.title}</h3>
              {u.image ? <img src={u.image} alt="" width={640} height={400} loading="lazy" className="mt-3 aspect-[8/5] h-auto w-full max-w-xl rounded-2xl object-cover" /> : null}
              <p className="mt-1.5 leading-relaxed whitespace-pre-line text-ink-soft">{u.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
