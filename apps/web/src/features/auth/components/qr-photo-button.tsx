import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { ImageIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { classCodeFromQrPayload } from '../class-code';
import { decodeImageFile } from '../qr-decode';

export const QR_NOT_FOUND = 'We couldn’t find a QR code in that picture. Try a sharper photo, or type the code.';
export const QR_NOT_A_CLASS = 'That QR code is not a class code. Ask your teacher for your class QR code.';

type Props = {
  onCode: (code: string) => void;
  onProblem: (message: string) => void;
  onRetryFocus: () => void;
};

/**
 * For computers without a camera (and phones whose camera is blocked): a photo or screenshot of the
 * class QR code is read in the browser; the picture never leaves the device.
 */
export function QrPhotoButton({ onCode, onProblem, onRetryFocus }: Props) {
  const { t } = useTranslation('auth');
  const inputId = useId();
  const [reading, setReading] = useState(false);

  const read = async (file: File) => {
    setReading(true);
    try {
      const payload = await decodeImageFile(file).catch(() => null);
      if (payload === null) {
        onProblem(QR_NOT_FOUND);
        onRetryFocus();
        return;
      }
      const code = classCodeFromQrPayload(payload);
      if (code) onCode(code);
      else {
        onProblem(QR_NOT_A_CLASS);
        onRetryFocus();
      }
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="text-center">
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        data-testid="qr-photo-input"
        disabled={reading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same picture again still triggers a change.
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={buttonClass('ghost', 'md', 'cursor-pointer text-primary peer-focus-visible:outline-3 peer-focus-visible:outline-primary peer-focus-visible:outline-offset-2')}
      >
        {reading ? <Spinner /> : <ImageIcon size={20} />}
        {reading ? t('classCode.reading') : t('classCode.photo')}
      </label>
    </div>
  );
}
