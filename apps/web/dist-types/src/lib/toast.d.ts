/**
 * A tiny toast queue outside React so non-UI code (the API client) can raise messages;
 * components/ui/toaster.tsx renders it.
 */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';
export type Toast = {
    id: number;
    tone: ToastTone;
    message: string;
};
type Listener = () => void;
export declare function showToast(message: string, tone?: ToastTone): number;
export declare function dismissToast(id: number): void;
export declare function subscribeToasts(listener: Listener): () => void;
export declare function getToasts(): readonly Toast[];
export {};
