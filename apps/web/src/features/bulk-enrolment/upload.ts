/**
 * Sending a file with upload progress. fetch() reports no upload progress, so the CSV calls go
 * through XMLHttpRequest, whose `upload` object fires progress events as the bytes leave.
 */

/** What a progress callback hears: the share of the body sent (0–1), or null when the size is unknown. */
export type ProgressListener = (fraction: number | null) => void;

export type UploadResponse = { status: number; body: unknown };

/** The parts of XMLHttpRequest an upload uses (a fake in tests). */
export type XhrLike = {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null; onload: (() => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
};

export class UploadNetworkError extends Error {
  constructor() {
    super('The upload did not reach the server.');
  }
}

/** The share sent as a whole percentage, 0–100 (never 100 before every byte has left). */
export function uploadPercent(fraction: number | null): number | null {
  if (fraction === null || !Number.isFinite(fraction)) return null;
  const clamped = Math.max(0, Math.min(1, fraction));
  return clamped >= 1 ? 100 : Math.min(99, Math.floor(clamped * 100));
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POSTs a multipart form and resolves with the status and JSON body of whatever the server answers
 * (errors included); rejects only when nothing came back (network failure) or on abort.
 */
export function postForm({
  url,
  form,
  token,
  onProgress,
  signal,
  createXhr = () => new XMLHttpRequest() as unknown as XhrLike,
}: {
  url: string;
  form: FormData;
  token: string | null;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
  createXhr?: () => XhrLike;
}): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) return reject(abortError());
    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress?.(event.lengthComputable && event.total > 0 ? event.loaded / event.total : null);
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => {
      done();
      reject(new UploadNetworkError());
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(form);
  });
}
