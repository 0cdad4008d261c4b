/**
 * Whether the browser can decode a chosen file as a picture, so that a file named `.png` that is
 * not one is refused when it is chosen, not only when the form is sent (the server checks again).
 */
export async function decodesAsPicture(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}
