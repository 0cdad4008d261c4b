/** A PDF the server sent (by its type; the bytes start with %PDF). */
export function isPdfBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob && value.size > 0 && value.type.startsWith('application/pdf');
}

/** Saves a blob as a file through a temporary object URL and a `download` link. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
