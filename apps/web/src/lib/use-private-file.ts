import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { apiRequest } from './api-client';

type State = { url: string | null; failed: boolean };

/**
 * A private file (a challenge entry, an enquiry's screenshot) as a local blob: URL, fetched through
 * the API client with the bearer token (an <img> or link would carry none), so only those allowed
 * to see it can. The blob URL is released when the file changes or the component goes.
 */
export function usePrivateFile(apiUrl: string | null): State {
  const store = useStore();
  const [state, setState] = useState<State & { for: string | null }>({ url: null, failed: false, for: null });

  useEffect(() => {
    if (!apiUrl) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void apiRequest(
      {
        // The file's URL is `/api/...`; the client's base already ends in /api.
        url: apiUrl.replace(/^\/api/, ''),
        responseHandler: async (response) => (response.ok ? response.blob() : null),
      },
      { dispatch: store.dispatch, getState: store.getState, signal: controller.signal, extra: undefined },
    ).then((result) => {
      if (controller.signal.aborted) return;
      if (result.data instanceof Blob) {
        objectUrl = URL.createObjectURL(result.data);
        setState({ url: objectUrl, failed: false, for: apiUrl });
      } else {
        setState({ url: null, failed: true, for: apiUrl });
      }
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [apiUrl, store]);

  return state.for === apiUrl && apiUrl ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
