import { expect } from '@playwright/test';

export type CaughtMail = { to: string[]; subject: string; text: string; receivedAt: string };

const port = Number(process.env.E2E_PORT ?? 3100);
/** The test-only mailbox e2e/serve.mjs runs beside the server (every email the app sends). */
const MAILBOX = `http://127.0.0.1:${Number(process.env.E2E_MAIL_PORT ?? port + 1)}/mails`;

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAILBOX}?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits for an email to `address` whose text matches `pattern`, and returns the first capture. */
export async function linkFromMail(address: string, pattern: RegExp, timeout = 15_000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(address)) {
          const match = pattern.exec(mail.text);
          if (match) {
            found = match[1] ?? match[0];
            return true;
          }
        }
        return false;
      },
      { timeout, message: `an email to ${address} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}
