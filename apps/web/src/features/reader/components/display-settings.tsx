import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { READER_TINTS, type ReaderSettings, type ReaderTint } from '../reader-settings';

type Props = { id: string; settings: ReaderSettings; onChange: (next: ReaderSettings) => void; onClose: () => void };

/** Font, spacing, background tint and dark mode; kept on this device. */
export function DisplaySettings({ id, settings, onChange, onClose }: Props) {
  const { t } = useTranslation('reader');
  const heading = useId();
  const set = <K extends keyof ReaderSettings>(key: K, value: ReaderSettings[K]) => onChange({ ...settings, [key]: value });
  const fieldset = 'space-y-2';
  const legend = 'mb-1 text-sm font-semibold';
  const option = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 text-sm';
  const optionColours = settings.dark ? 'border-white/25' : 'border-line';
  return (
    <section
      id={id}
      role="region"
      aria-labelledby={heading}
      className={`absolute top-full right-2 z-10 mt-2 w-[min(22rem,calc(100vw-1rem))] space-y-4 rounded-2xl border p-4 shadow-xl ${
        settings.dark ? 'border-white/20 bg-[#22262d] text-white' : 'border-line bg-surface text-ink'
      }`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
      data-testid="reader-settings"
    >
      <h2 id={heading} className="font-display text-base font-semibold">
        {t('display.heading')}
      </h2>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('display.font')}</legend>
        <label className={`${option} ${optionColours}`}>
          <input type="radio" name={`${id}-font`} checked={settings.font === 'book'} onChange={() => set('font', 'book')} />
          <span style={{ fontFamily: 'Georgia, serif' }}>{t('display.bookFont')}</span>
        </label>
        <label className={`${option} ${optionColours}`}>
          <input type="radio" name={`${id}-font`} checked={settings.font === 'readable'} onChange={() => set('font', 'readable')} />
          <span style={{ fontFamily: "'Atkinson Hyperlegible', sans-serif" }}>{t('display.readableFont')}</span>
        </label>
      </fieldset>
      <label className={`${option} ${optionColours}`}>
        <input type="checkbox" checked={settings.spacing === 'wide'} onChange={(e) => set('spacing', e.target.checked ? 'wide' : 'normal')} />
        {t('display.wide')}
      </label>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('display.background')}</legend>
        <div className="flex flex-wrap gap-2">
          {(Object.keys(READER_TINTS) as ReaderTint[]).map((tint) => (
            <label key={tint} className="flex cursor-pointer flex-col items-center gap-1 text-xs">
              <input
                type="radio"
                name={`${id}-tint`}
                className="peer sr-only"
                checked={settings.tint === tint}
                onChange={() => onChange({ ...settings, tint, dark: false })}
              />
              <span
                aria-hidden="true"
                className="size-9 rounded-full border-2 border-black/20 peer-checked:ring-3 peer-checked:ring-blue-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600"
                style={{ background: READER_TINTS[tint].background }}
              />
              {t(`display.tints.${tint}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={`${option} ${optionColours}`}>
        <input type="checkbox" role="switch" checked={settings.dark} onChange={(e) => set('dark', e.target.checked)} />
        {t('display.dark')}
      </label>
      <button type="button" className="text-sm font-semibold underline" onClick={onClose}>
        {t('display.close')}
      </button>
    </section>
  );
}
