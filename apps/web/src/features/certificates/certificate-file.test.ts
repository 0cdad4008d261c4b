import { describe, expect, it } from 'vitest';
import { certificatePdfName, isPdfBlob, normalizeTypedNumber } from './certificate-file';

describe('certificate files', () => {
  it('names the PDF after the certificate number', () => {
    expect(certificatePdfName('7K3M-9QXD-2HFT')).toBe('certificate-7K3M-9QXD-2HFT.pdf');
  });

  it('keeps odd characters out of the file name', () => {
    expect(certificatePdfName('../../etc/passwd')).toBe('certificate-etcpasswd.pdf');
    expect(certificatePdfName('///')).toBe('certificate-download.pdf');
  });

  it('accepts only a non-empty PDF blob', () => {
    expect(isPdfBlob(new Blob(['%PDF-1.7'], { type: 'application/pdf' }))).toBe(true);
    expect(isPdfBlob(new Blob([''], { type: 'application/pdf' }))).toBe(false);
    expect(isPdfBlob(new Blob(['<html>'], { type: 'text/html' }))).toBe(false);
    expect(isPdfBlob({ error: 'x' })).toBe(false);
  });

  it('tidies a typed certificate number', () => {
    expect(normalizeTypedNumber(' 7k3m 9qxd-2hft ')).toBe('7K3M9QXD-2HFT');
  });
});
