/** The file name a downloaded certificate is saved under: `certificate-7K3M-9QXD-2HFT.pdf`. */
export function certificatePdfName(id: string): string {
  const safe = id.replace(/[^A-Za-z0-9-]/g, '').slice(0, 40);
  return `certificate-${safe || 'download'}.pdf`;
}

export { isPdfBlob, saveBlob } from '../../lib/download';

/** A certificate number as someone typed it, ready for the address: trimmed, spaces removed, upper case. */
export function normalizeTypedNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase().slice(0, 40);
}
