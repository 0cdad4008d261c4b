/** Public URL of a stored file key (see plugins/media.ts); null stays null. */
export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `/media/${key.split('/').map(encodeURIComponent).join('/')}` : null;
}

/** The width of an uploaded picture's resized copy (a logo shown in the site's header and cards). */
export const IMAGE_WIDTH = 320;

/** Uploads in a format worth resizing (an SVG scales itself; seeded art ships as it is). */
const RESIZABLE = /^(?!seed\/)[a-z0-9/-]+\.(?:png|jpe?g|webp)$/;

export const isResizable = (key: string) => RESIZABLE.test(key);

/** Where the resized WebP copy of an upload is stored, beside it: `tenants/<uuid>.png` → `tenants/<uuid>-w320.webp`. */
export const derivativeKey = (key: string) => key.replace(/\.[a-z0-9]+$/, `-w${IMAGE_WIDTH}.webp`);

/** A stored picture's files: the upload and its resized copy (which may not exist), to delete together. */
export const pictureFiles = (key: string): string[] => (isResizable(key) ? [key, derivativeKey(key)] : [key]);

/**
 * URL of a picture as pages show it: the resized copy's address for an upload that has one to
 * make, which serves the copy once the image job has made it and the original until then
 * (plugins/media.ts); else the original's.
 */
export function imageUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return isResizable(key) ? `/media/w${IMAGE_WIDTH}${mediaUrl(key)!.slice('/media'.length)}` : mediaUrl(key);
}
