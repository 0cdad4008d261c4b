import type { FastifyBaseLogger } from 'fastify';

/** Delays between attempts at delivering a webhook (the real providers retry for days). */
const RETRY_MS = [0, 1000, 5000, 15000];

/**
 * Delivers a stand-in's webhook or callback to our own endpoint as the provider would: a POST with
 * the provider's headers and body, retried a few times when the endpoint does not answer 2xx.
 * Resolves with the first answer's status (or 0), so the hosted page can wait for the first try.
 */
export function deliverWebhook(log: FastifyBaseLogger, url: string, body: string, headers: Record<string, string>): Promise<number> {
  let first: (status: number) => void = () => {};
  const firstAnswer = new Promise<number>((resolve) => {
    first = resolve;
  });
  void (async () => {
    for (const [i, wait] of RETRY_MS.entries()) {
      if (wait) await new Promise((r) => setTimeout(r, wait).unref());
      let status = 0;
      try {
        const res = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', 'user-agent': 'Commonshelf test-mode webhooks', ...headers }, signal: AbortSignal.timeout(15_000) });
        status = res.status;
        await res.arrayBuffer();
      } catch (err) {
        log.warn({ err, url }, 'test-mode webhook delivery failed');
      }
      if (i === 0) first(status);
      if (status >= 200 && status < 300) return;
      // A refusal (4xx other than a rate limit) is final, as with the real providers' bad-request answers.
      if (status >= 400 && status < 500 && status !== 429) return;
    }
  })();
  return firstAnswer;
}
