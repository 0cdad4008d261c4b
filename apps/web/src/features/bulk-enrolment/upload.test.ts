import { describe, expect, it } from 'vitest';
import { postForm, UploadNetworkError, uploadPercent, type XhrLike } from './upload';

class FakeXhr implements XhrLike {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  upload: XhrLike['upload'] = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

describe('uploadPercent', () => {
  it('rounds down and keeps 100 for the last byte', () => {
    expect(uploadPercent(0)).toBe(0);
    expect(uploadPercent(0.425)).toBe(42);
    expect(uploadPercent(0.999)).toBe(99);
    expect(uploadPercent(1)).toBe(100);
    expect(uploadPercent(1.4)).toBe(100);
    expect(uploadPercent(-1)).toBe(0);
    expect(uploadPercent(null)).toBeNull();
    expect(uploadPercent(Number.NaN)).toBeNull();
  });
});

describe('postForm', () => {
  it('posts the form with the bearer token, reports progress and resolves with any answer', async () => {
    const xhr = new FakeXhr();
    const seen: (number | null)[] = [];
    const form = new FormData();
    form.set('course', '3');
    const pending = postForm({ url: '/api/x/', form, token: 'abc', onProgress: (f) => seen.push(f), createXhr: () => xhr });
    expect([xhr.method, xhr.url, xhr.headers.authorization, xhr.sent]).toEqual(['POST', '/api/x/', 'Bearer abc', form]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 70, total: 0 });
    xhr.upload.onload?.();
    xhr.respond(422, '{"error":"Nothing was enrolled"}');
    await expect(pending).resolves.toEqual({ status: 422, body: { error: 'Nothing was enrolled' } });
    expect(seen).toEqual([0.25, null, 1]);
  });

  it('sends no authorization without a token; a body that is not JSON is null', async () => {
    const xhr = new FakeXhr();
    const pending = postForm({ url: '/u', form: new FormData(), token: null, createXhr: () => xhr });
    expect(xhr.headers.authorization).toBeUndefined();
    xhr.respond(502, '<html>Bad gateway</html>');
    await expect(pending).resolves.toEqual({ status: 502, body: null });
  });

  it('rejects on a network failure and on abort', async () => {
    const failing = new FakeXhr();
    const p1 = postForm({ url: '/u', form: new FormData(), token: null, createXhr: () => failing });
    failing.onerror?.();
    await expect(p1).rejects.toBeInstanceOf(UploadNetworkError);

    const controller = new AbortController();
    const slow = new FakeXhr();
    const p2 = postForm({ url: '/u', form: new FormData(), token: null, signal: controller.signal, createXhr: () => slow });
    controller.abort();
    await expect(p2).rejects.toMatchObject({ name: 'AbortError' });
    expect(slow.aborted).toBe(true);
  });
});
