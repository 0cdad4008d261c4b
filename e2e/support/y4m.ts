import QRCode from 'qrcode';

/**
 * A YUV4MPEG2 (C420) video of a QR code on white, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): the module matrix from `qrcode` scaled to whole pixels
 * with a quiet zone, centred in the frame.
 */
export function qrY4m(text: string, { width = 640, height = 480, frames = 2 } = {}): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const quiet = 4;
  const scale = Math.floor((Math.min(width, height) * 0.8) / (count + quiet * 2));
  const side = scale * (count + quiet * 2);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);

  // Luma: a light grey page (not pure white, like a real camera) and near-black modules.
  const y = Buffer.alloc(width * height, 200);
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!modules.get(row, col)) continue;
      const x0 = left + (col + quiet) * scale;
      const y0 = top + (row + quiet) * scale;
      for (let dy = 0; dy < scale; dy++) y.fill(20, (y0 + dy) * width + x0, (y0 + dy) * width + x0 + scale);
    }
  }
  // Chroma planes at quarter size; 128 is no colour.
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}
