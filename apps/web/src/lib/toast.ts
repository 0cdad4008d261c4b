/**
 * A tiny toast queue outside React so non-UI code (the API client) can raise messages;
 * components/ui/toaster.tsx renders it.
 */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';
export type Toast = { id: number; tone: ToastTone; message: string };

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(message: string, tone: ToastTone = 'info'): number {
  // The same message twice in a row (e.g. several requests failing at once) shows once.
  const existing = toasts.find((t) => t.message === message && t.tone === tone);
  if (existing) return existing.id;
  const toast = { id: nextId++, tone, message };
  toasts = [...toasts, toast];
  emit();
  return toast.id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
