import { createServer } from 'node:http';

/**
 * A local stand-in for Cloudflare's siteverify endpoint that speaks its protocol: form-encoded
 * secret/response/remoteip in, `{success, error-codes, challenge_ts, hostname}` out. Tokens it
 * issued are valid once and for 300 s, like Turnstile's.
 */
export async function startTurnstile(secret: string) {
  const issued = new Map<string, number>();
  const spent = new Set<string>();
  const requests: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const token = form.get('response') ?? '';
      let errors: string[] = [];
      if (req.headers['content-type'] !== 'application/x-www-form-urlencoded;charset=UTF-8') errors.push('bad-request');
      if (form.get('secret') !== secret) errors.push('invalid-input-secret');
      else if (!token) errors.push('missing-input-response');
      else if (!issued.has(token)) errors.push('invalid-input-response');
      else if (spent.has(token) || Date.now() - issued.get(token)! > 300_000) errors.push('timeout-or-duplicate');
      if (!errors.length) spent.add(token);
      errors = [...new Set(errors)];
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          errors.length
            ? { success: false, 'error-codes': errors, messages: [] }
            : { success: true, 'error-codes': [], challenge_ts: new Date().toISOString(), hostname: 'localhost', action: '', cdata: '' },
        ),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    requests,
    /** A token as the widget would hand it to the browser, issued `ageMs` ago. */
    issue(ageMs = 0) {
      const token = `XXXX.DUMMY.TOKEN.${Math.random().toString(36).slice(2)}`;
      issued.set(token, Date.now() - ageMs);
      return token;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
