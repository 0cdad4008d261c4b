import { useTranslation } from 'react-i18next';
import { useCallback, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { FormCardHeader } from '../../../components/ui/form-card';
import { AlertIcon, QrCodeIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { classCodeFromQrPayload } from '../class-code';
import { useQrCamera, type CameraStatus } from '../hooks/use-qr-camera';

// What each camera problem says (auth namespace, `scan.<key>`).
const PROBLEMS: Partial<Record<CameraStatus, 'denied' | 'noCamera' | 'unsupported' | 'error'>> = {
  denied: 'denied',
  'no-camera': 'noCamera',
  unsupported: 'unsupported',
  error: 'error',
};

type Props = {
  checking: boolean;
  onCode: (code: string) => void;
  onCancel: () => void;
};

/**
 * The QR scanner: the camera starts when this step opens (the child tapped "Scan QR") and stops
 * when it closes; frames are decoded in the browser and never uploaded.
 */
export function QrScanner({ checking, onCode, onCancel }: Props) {
  const { t } = useTranslation(['auth', 'common']);
  const video = useRef<HTMLVideoElement>(null);
  const [notAClass, setNotAClass] = useState(false);

  const onPayload = useCallback(
    (text: string) => {
      const code = classCodeFromQrPayload(text);
      if (!code) {
        setNotAClass(true);
        return false;
      }
      onCode(code);
      return true;
    },
    [onCode],
  );
  const status = useQrCamera(video, onPayload);
  const problemKey = PROBLEMS[status];
  const problem = problemKey ? t(`scan.${problemKey}`) : null;

  return (
    <div data-testid="login-step-scan">
      <FormCardHeader icon={<QrCodeIcon size={28} />} title={t('scan.title')} focusTarget>
        {t('scan.lead')}
      </FormCardHeader>
      <div className="relative mx-auto aspect-square w-full max-w-sm overflow-hidden rounded-3xl bg-primary-dark" data-testid="qr-frame">
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('scan.camera')}
          data-testid="qr-video"
          className={`h-full w-full object-cover transition-opacity ${status === 'scanning' ? 'opacity-100' : 'opacity-0'}`}
        />
        <ScanFrame />
        {status === 'starting' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white">
            <Spinner className="size-8" />
            <span className="text-sm font-semibold">{t('scan.starting')}</span>
          </div>
        ) : null}
        {problem ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-primary-dark p-6 text-center text-white">
            <AlertIcon size={32} />
            <p className="text-base font-semibold">{problem}</p>
          </div>
        ) : null}
        {checking ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-primary-dark/80 text-white">
            <Spinner className="size-8" />
            <span className="text-sm font-semibold">{t('scan.found')}</span>
          </div>
        ) : null}
      </div>
      <p role="status" className="mt-4 min-h-6 text-center text-sm font-medium text-ink-soft" data-testid="qr-status">
        {problem ? '' : notAClass ? t('common:messages.qrNotAClass') : status === 'scanning' ? t('scan.looking') : ''}
      </p>
      <button type="button" onClick={onCancel} className={buttonClass('secondary', 'lg', 'mt-4 w-full')} data-testid="qr-type-instead">
        {t('scan.typeInstead')}
      </button>
    </div>
  );
}

/** The corner brackets that show where to hold the code. */
function ScanFrame() {
  const corner = 'absolute size-12 border-white';
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-[14%]">
      <span className={`${corner} top-0 left-0 rounded-tl-2xl border-t-4 border-l-4`} />
      <span className={`${corner} top-0 right-0 rounded-tr-2xl border-t-4 border-r-4`} />
      <span className={`${corner} bottom-0 left-0 rounded-bl-2xl border-b-4 border-l-4`} />
      <span className={`${corner} right-0 bottom-0 rounded-br-2xl border-r-4 border-b-4`} />
      <span className="absolute inset-x-3 top-1/2 h-0.5 motion-safe:animate-scan-line rounded-full bg-white/80 shadow-[0_0_12px_white]" />
    </div>
  );
}
