import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { LivePhaseNow } from '../live-time';

/** "Live now" (with a dot that pulses unless motion is reduced) or "Starting soon"; nothing otherwise. */
export function PhaseBadge({ phase }: { phase: LivePhaseNow }) {
  const { t } = useTranslation('learning');
  if (phase === 'live') {
    return (
      <span className="inline-flex h-6 items-center gap-1.5 rounded-full bg-button px-2.5 text-xs font-bold whitespace-nowrap text-white" data-testid="badge-live">
        <span aria-hidden="true" className="relative flex size-2">
          <span className="absolute inline-flex h-full w-full rounded-full bg-white opacity-75 motion-safe:animate-ping" />
          <span className="relative inline-flex size-2 rounded-full bg-white" />
        </span>
        {t('live.liveNow')}
      </span>
    );
  }
  if (phase === 'soon') {
    return (
      <span data-testid="badge-soon">
        <Badge tone="warm">{t('live.startingSoon')}</Badge>
      </span>
    );
  }
  return null;
}
