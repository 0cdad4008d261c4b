import type { TSubmissionFile } from '@commonshelf/shared/challenges/challenges.schemas';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, FileTextIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { usePrivateFile } from '../../../lib/use-private-file';

/** An entry's file for those allowed to see it: the image itself, or a link to download the document. */
export function EntryFilePreview({ file, alt }: { file: TSubmissionFile; alt: string }) {
  const { t } = useTranslation('activities');
  const { url, failed } = usePrivateFile(file.url);
  if (failed) return <p className="text-sm text-ink-muted">{t('gallery.couldNotLoad', { name: file.name })}</p>;
  if (!url) {
    return (
      <p className="inline-flex items-center gap-2 text-sm text-ink-muted">
        <Spinner />
        {t('gallery.loadingFile', { name: file.name })}
      </p>
    );
  }
  if (file.is_image) {
    return <img src={url} alt={alt} className="max-h-72 w-auto max-w-full rounded-xl border border-line-soft bg-surface-alt object-contain" data-testid="entry-image" />;
  }
  return (
    <a href={url} download={file.name} className="inline-flex max-w-full items-center gap-2 font-semibold text-primary underline underline-offset-4">
      <FileTextIcon size={18} className="shrink-0" />
      <span className="truncate">{file.name}</span>
      <DownloadIcon size={16} className="shrink-0" />
    </a>
  );
}
