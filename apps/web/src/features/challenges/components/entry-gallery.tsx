import type { TGalleryEntry } from '@commonshelf/shared/challenges/challenges.schemas';
import { useTranslation } from 'react-i18next';
import { FileTextIcon, StarIcon } from '../../../components/ui/icons';

/**
 * Featured entries: the learners' teachers chose them, so they are public. Students appear by first
 * name and last initial only (the server sends nothing more).
 */
export function EntryGallery({ entries }: { entries: readonly TGalleryEntry[] }) {
  const { t } = useTranslation('activities');
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title" className="container-page py-10 sm:py-14" data-testid="challenge-gallery">
      <h2 id="gallery-title" className="flex items-center gap-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        <StarIcon size={24} className="text-primary" />
        {t('gallery.title')}
      </h2>
      <p className="mt-1.5 max-w-2xl text-base text-ink-muted">{t('gallery.note')}</p>
      <ul role="list" className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((e) => (
          <li key={e.id} data-testid="gallery-entry">
            <figure className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
              {e.file?.is_image ? (
                <img src={e.file.url} alt={t('gallery.entryBy', { name: e.name })} loading="lazy" decoding="async" className="aspect-[4/3] w-full bg-surface-alt object-contain" />
              ) : null}
              <div className="flex flex-1 flex-col gap-3 p-5">
                {e.text ? <p className="line-clamp-[10] text-base leading-7 whitespace-pre-line text-ink-soft">{e.text}</p> : null}
                {e.file && !e.file.is_image ? (
                  <a href={e.file.url} className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-4" download={e.file.name}>
                    <FileTextIcon size={18} />
                    {t('gallery.download', { name: e.name })}
                  </a>
                ) : null}
                <figcaption className="mt-auto text-sm font-bold text-ink" data-testid="gallery-name">
                  {e.name}
                </figcaption>
              </div>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
