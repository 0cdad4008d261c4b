import { useEffect, useRef, useState, type RefObject } from 'react';
import { decodeVideoFrame, loadQrDecoder } from '../qr-decode';

export type CameraStatus = 'starting' | 'scanning' | 'denied' | 'no-camera' | 'unsupported' | 'error';

/** How often a frame is decoded: quick enough to feel instant, light enough for old tablets. */
const SCAN_INTERVAL_MS = 150;

/** Camera access exists only in secure contexts (https, localhost) of browsers that have it. */
function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

function statusOf(error: unknown): CameraStatus {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'no-camera';
  return 'error';
}

/**
 * Runs the camera into `video` while the calling component is mounted and decodes a frame every
 * 150 ms. `onPayload` gets each QR text found and returns true to stop scanning. Every camera track
 * is stopped on unmount, so the camera light goes off as soon as the child leaves the scanner.
 */
export function useQrCamera(video: RefObject<HTMLVideoElement | null>, onPayload: (text: string) => boolean): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>(() => (cameraSupported() ? 'starting' : 'unsupported'));
  const handler = useRef(onPayload);
  useEffect(() => {
    handler.current = onPayload;
  });

  useEffect(() => {
    if (!cameraSupported()) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');

    const stopCamera = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
      if (video.current) video.current.srcObject = null;
    };

    const scan = (jsQR: Awaited<ReturnType<typeof loadQrDecoder>>) => {
      if (stopped) return;
      const element = video.current;
      const text = element ? decodeVideoFrame(jsQR, element, canvas) : null;
      if (text && handler.current(text)) {
        stopCamera();
        return;
      }
      timer = setTimeout(() => scan(jsQR), SCAN_INTERVAL_MS);
    };

    const decoder = loadQrDecoder();
    // Awaited below only once the camera runs; a camera refusal must not leave it unhandled.
    decoder.catch(() => undefined);
    navigator.mediaDevices
      .getUserMedia({ audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } } })
      .then(async (media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        await element.play().catch(() => undefined);
        const jsQR = await decoder;
        if (stopped) return;
        setStatus('scanning');
        scan(jsQR);
      })
      .catch((error: unknown) => {
        if (stopped) return;
        stream?.getTracks().forEach((track) => track.stop());
        setStatus(statusOf(error));
      });

    return stopCamera;
  }, [video]);

  return status;
}
