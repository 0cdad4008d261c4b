/** Public URL of a stored file key (see plugins/media.ts); null stays null. */
export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `/media/${key.split('/').map(encodeURIComponent).join('/')}` : null;
}
