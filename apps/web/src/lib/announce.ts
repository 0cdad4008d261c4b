let region: HTMLElement | null = null;
let pending: number | undefined;

/**
 * Says a short message to screen readers, politely and without showing it: a list's new count after
 * a search, an empty result. One hidden live region serves the whole app; it exists before its first
 * message is written (a live region that appears with its text is not read out), and it is emptied
 * first so the same words said twice are read twice.
 */
export function announce(message: string) {
  if (typeof document === 'undefined' || !message) return;
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.className = 'sr-only';
    region.dataset.testid = 'announcer';
    document.body.append(region);
  }
  region.textContent = '';
  window.clearTimeout(pending);
  pending = window.setTimeout(() => {
    if (region) region.textContent = message;
  }, 100);
}
