/** Cloudflare Turnstile's siteverify answer (the fields we read). */
type SiteverifyResponse = { success: boolean; 'error-codes'?: string[]; hostname?: string; action?: string };

export type TurnstileResult = { ok: true } | { ok: false; message: string };

export const TURNSTILE_FAILED = 'We could not confirm you are a person. Please complete the check and try again.';
export const TURNSTILE_EXPIRED = 'The security check has expired. Please complete it again.';

/**
 * Verifies a Turnstile token with Cloudflare's siteverify API (form-encoded POST of secret,
 * response and remoteip). Tokens are single-use and expire after 300 s; siteverify reports both as
 * `timeout-or-duplicate`. A network failure refuses the request rather than letting it through.
 */
export async function verifyTurnstile(
  cfg: { secretKey: string; verifyUrl: string },
  token: string,
  remoteIp: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<TurnstileResult> {
  if (!token) return { ok: false, message: TURNSTILE_FAILED };
  const body = new URLSearchParams({ secret: cfg.secretKey, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  try {
    const res = await fetchImpl(cfg.verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5_000) });
    if (!res.ok) return { ok: false, message: TURNSTILE_FAILED };
    const data = (await res.json()) as SiteverifyResponse;
    if (data.success) return { ok: true };
    return { ok: false, message: data['error-codes']?.includes('timeout-or-duplicate') ? TURNSTILE_EXPIRED : TURNSTILE_FAILED };
  } catch {
    return { ok: false, message: TURNSTILE_FAILED };
  }
}
