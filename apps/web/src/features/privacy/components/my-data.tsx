import { useTranslation } from 'react-i18next';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { useFileDownload } from '../../../lib/csv-download';

/**
 * "Your data" on the dashboard: anyone signed in, a student included, downloads everything the
 * site holds about them as a ZIP (their account, work, progress and orders, and their files).
 */
export function MyData() {
  const { t } = useTranslation('policies');
  const { busy, download } = useFileDownload();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="max-w-2xl text-ink-soft">{t('myData.body')}</p>
      <button
        type="button"
        className={buttonClass('secondary')}
        {...busyButtonProps(busy)}
        onClick={() =>
          void download({
            url: '/privacy/my-data/',
            fileName: `my-data-${new Date().toISOString().slice(0, 10)}.zip`,
            failed: t('myData.failed'),
          })
        }
        data-testid="my-data-download"
      >
        <DownloadIcon size={16} />
        {busy ? t('myData.preparing') : t('myData.download')}
      </button>
    </div>
  );
}
