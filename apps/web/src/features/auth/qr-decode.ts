import type JsQr from 'jsqr';

type Decoder = typeof JsQr;

let decoder: Promise<Decoder> | null = null;

/**
 * The QR decoder, loaded the first time a child scans or uploads: most logins never need its
 * 130 kB, and school networks are slow.
 */
export function loadQrDecoder(): Promise<Decoder> {
  decoder ??= import('jsqr').then((module) => module.default).catch((error: unknown) => {
    decoder = null;
    throw error;
  });
  return decoder;
}

/** Longest side frames are scaled to before decoding: enough for a QR held up to a webcam, and fast. */
const SCAN_MAX_SIDE = 640;
/** Photos are tried at several sizes: a small QR in a large photo needs detail, a blurry one less. */
const PHOTO_SIDES = [1200, 800, 480];

type Source = CanvasImageSource & { width?: number; height?: number };

function drawScaled(canvas: HTMLCanvasElement, source: Source, width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** The text of a QR code in the current video frame, or null; called every ~150 ms while scanning. */
export function decodeVideoFrame(jsQR: Decoder, video: HTMLVideoElement, canvas: HTMLCanvasElement): string | null {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return null;
  const image = drawScaled(canvas, video, video.videoWidth, video.videoHeight, SCAN_MAX_SIDE);
  if (!image) return null;
  // Printed codes are dark on light; trying the inverse too would double the work per frame.
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** The text of a QR code in a photo or screenshot, or null when none can be read. */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  const jsQR = await loadQrDecoder();
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    for (const side of PHOTO_SIDES) {
      const image = drawScaled(canvas, bitmap, bitmap.width, bitmap.height, side);
      if (!image) return null;
      const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' });
      if (found?.data) return found.data;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
