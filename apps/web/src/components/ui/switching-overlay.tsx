import { createPortal } from 'react-dom';

/**
 * The full-screen "switching dashboards" spinner of the admin areas. In the page's body, so the
 * stacking of the sidebar it is started from cannot keep the top bar above it.
 */
export function SwitchingOverlay({ message }: { message: string }) {
  return createPortal(
    <div
      role="status"
      aria-live="assertive"
      data-testid="switching-overlay"
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-4 bg-primary-dark/85 p-6 text-center text-white animate-fade-in"
    >
      <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" />
      <p className="text-lg font-semibold">{message}</p>
    </div>,
    document.body,
  );
}
