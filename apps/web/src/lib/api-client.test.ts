import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../app/store';
import { memoryStorage, jsonResponse } from '../test/memory-storage';
import { apiRequest, errorMessage, SESSION_EXPIRED_MESSAGE } from './api-client';
import { registerNavigator } from './navigation';
import { SESSION_KEYS } from './session.slice';
import { dismissToast, getToasts } from './toast';

const user = {
  id: 1,
  first_name: 'Ravi',
  last_name: 'K',
  email: 'ravi@example.org',
  role: 'school_admin',
  country: 'IN',
  avatar: null,
  username: null,
};

type Call = { url: string; method: string; auth: string | null; body: unknown };

function stubFetch(responder: (call: Call, index: number) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const text = input.method === 'GET' ? '' : await input.clone().text();
      const call = {
        url: new URL(input.url).pathname,
        method: input.method,
        auth: input.headers.get('authorization'),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      calls.push(call);
      return responder(call, calls.length - 1);
    }),
  );
  return calls;
}

function setup(withUser = true) {
  const local = memoryStorage(
    withUser
      ? { [SESSION_KEYS.user]: JSON.stringify(user), [SESSION_KEYS.access]: 'old', [SESSION_KEYS.refresh]: 'r1' }
      : {},
  );
  const store = createAppStore({ local });
  const request = (url: string) =>
    apiRequest(url, {
      dispatch: store.dispatch,
      getState: store.getState,
      signal: new AbortController().signal,
      extra: undefined,
    });
  return { store, local, request };
}

describe('api client', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    registerNavigator(navigate);
    for (const toast of getToasts()) dismissToast(toast.id);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
  });

  it('sends the bearer token with credentials included', async () => {
    const calls = stubFetch(() => jsonResponse({ ok: true }));
    let credentials: RequestCredentials | undefined;
    vi.mocked(fetch).mockImplementationOnce(async (input) => {
      credentials = (input as Request).credentials;
      calls.push({ url: '', method: 'GET', auth: (input as Request).headers.get('authorization'), body: undefined });
      return jsonResponse({ ok: true });
    });
    const { request } = setup();
    await request('/user/profile/');
    expect(calls[0]?.auth).toBe('Bearer old');
    expect(credentials).toBe('include');
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    const calls = stubFetch((call) => {
      if (call.url === '/api/auth/token/refresh/') return jsonResponse({ access: 'new', refresh: 'r2' });
      return call.auth === 'Bearer new' ? jsonResponse({ ok: true }) : jsonResponse({ error: 'expired' }, 401);
    });
    const { store, local, request } = setup();
    const result = await request('/user/profile/');

    expect(result.data).toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/user/profile/', '/api/auth/token/refresh/', '/api/user/profile/']);
    expect(calls[1]?.body).toEqual({ refresh: 'r1' });
    expect(calls[1]?.auth).toBeNull();
    expect(store.getState().session.access).toBe('new');
    expect(local.getItem(SESSION_KEYS.refresh)).toBe('r2');
  });

  it('retries only once even if the retry is rejected again', async () => {
    const calls = stubFetch((call) =>
      call.url === '/api/auth/token/refresh/'
        ? jsonResponse({ access: 'new', refresh: 'r2' })
        : jsonResponse({ error: 'no' }, 401),
    );
    const { request } = setup();
    const result = await request('/user/profile/');
    expect(result.error?.status).toBe(401);
    expect(calls).toHaveLength(3);
  });

  it('shares one refresh between requests failing together', async () => {
    const calls = stubFetch((call) => {
      if (call.url === '/api/auth/token/refresh/') return jsonResponse({ access: 'new', refresh: 'r2' });
      return call.auth === 'Bearer new' ? jsonResponse({ ok: true }) : jsonResponse({ error: 'expired' }, 401);
    });
    const { request } = setup();
    await Promise.all([request('/a/'), request('/b/'), request('/c/')]);
    expect(calls.filter((c) => c.url === '/api/auth/token/refresh/')).toHaveLength(1);
  });

  it('retries without a second refresh when a 401 comes back after another request refreshed', async () => {
    let releaseSlow!: () => void;
    const slowAnswer = new Promise<void>((r) => (releaseSlow = r));
    const calls = stubFetch((call) => {
      if (call.url === '/api/auth/token/refresh/') return jsonResponse({ access: 'new', refresh: 'r2' });
      return call.auth === 'Bearer new' ? jsonResponse({ ok: true }) : jsonResponse({ error: 'expired' }, 401);
    });
    // The slow request's 401 arrives only after the fast one has refreshed and retried.
    const slowFetch = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input) => {
      const answer = await slowFetch(input as Request);
      if (new URL((input as Request).url).pathname === '/api/slow/' && (input as Request).headers.get('authorization') === 'Bearer old') await slowAnswer;
      return answer;
    });
    const { request } = setup();
    const slow = request('/slow/');
    expect((await request('/fast/')).data).toEqual({ ok: true });
    releaseSlow();
    expect((await slow).data).toEqual({ ok: true });
    expect(calls.filter((c) => c.url === '/api/auth/token/refresh/')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/slow/').map((c) => c.auth)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('on a failed refresh clears storage, goes to /login and warns', async () => {
    stubFetch((call) =>
      call.url === '/api/auth/token/refresh/'
        ? jsonResponse({ error: 'Token is invalid' }, 401)
        : jsonResponse({ error: 'expired' }, 401),
    );
    const { store, local, request } = setup();
    await request('/user/profile/');

    expect(store.getState().session).toEqual({ user: null, access: null, refresh: null, expired: true });
    expect(local.getItem(SESSION_KEYS.user)).toBeNull();
    expect(local.getItem(SESSION_KEYS.access)).toBeNull();
    expect(local.getItem(SESSION_KEYS.refresh)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(getToasts().map((t) => [t.tone, t.message])).toEqual([['warning', SESSION_EXPIRED_MESSAGE]]);
  });

  it('sends the user back to the page they were on once they log in again', async () => {
    vi.stubGlobal('location', { pathname: '/uploadblogsteps/step-2', search: '?draft=7', hash: '' });
    try {
      stubFetch((call) => jsonResponse({ error: call.url === '/api/auth/token/refresh/' ? 'Token is invalid' : 'expired' }, 401));
      const { request } = setup();
      await request('/user/profile/');
      expect(navigate).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/uploadblogsteps/step-2?draft=7')}`);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a 401 from a password check is the person’s mistake, not an expired session', async () => {
    for (const url of ['/auth/token/', '/generic-password-login', '/invitations/abc123abc123/accept/']) {
      const calls = stubFetch(() => jsonResponse({ error: 'The username or password you entered is incorrect.' }, 401));
      const { store, request } = setup();
      const result = await request(url);
      expect(result.error?.status).toBe(401);
      expect(calls.map((c) => c.url)).toEqual([`/api${url}`]);
      expect(store.getState().session.user).not.toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    }
  });

  it('does not try to refresh without a stored user', async () => {
    const calls = stubFetch(() => jsonResponse({ error: 'Authentication required' }, 401));
    const { request } = setup(false);
    const result = await request('/user/profile/');
    expect(result.error?.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it('prefers the server error field', () => {
    expect(errorMessage({ status: 400, data: { error: 'Bad class code' } }, 'x')).toBe('Bad class code');
  });
  it('falls back when the body has no message', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Failed')).toBe('Failed');
  });
});
