// Starts the built server for the end-to-end tests on an empty data directory (DATA_DIR), with a
// mail catcher: an SMTP server on loopback that the app sends every email to (SMTP_URL), whose
// messages the tests read as JSON from http://127.0.0.1:E2E_MAIL_PORT/mails (PORT + 1 by default).
import { rmSync } from 'node:fs';
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

if (!process.env.E2E_KEEP_DATA) rmSync(process.env.DATA_DIR, { recursive: true, force: true });

/** The readable text of a raw MIME message: every part with its transfer encoding undone. */
function readableText(raw) {
  const chunks = [];
  for (const part of raw.split(/\r?\n--[^\r\n]*\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    const headers = split >= 0 ? part.slice(0, split) : '';
    const body = split >= 0 ? part.slice(split).trim() : part;
    if (/content-transfer-encoding:\s*base64/i.test(headers)) {
      chunks.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    } else if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
      chunks.push(Buffer.from(bytes, 'latin1').toString('utf8'));
    } else {
      chunks.push(body);
    }
  }
  return chunks.join('\n');
}

function decodeHeader(value) {
  // A run of encoded words is one text: the folding whitespace between them is not part of it, and
  // a character's bytes may be split across two of them (RFC 2047, 6.2).
  return value.replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, kind, text]) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h) => String.fromCharCode(parseInt(h, 16))), 'latin1'),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const subject = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: decodeHeader(subject),
        text: readableText(raw),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;

const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(process.env.PORT ?? 3100) + 1);
const mailbox = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method !== 'GET' || url.pathname !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const list = to ? mails.filter((m) => m.to.includes(to)) : mails;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
});
await new Promise((resolve) => mailbox.listen(mailPort, '127.0.0.1', resolve));

// Live-session reminders every few seconds rather than every minute, so a test sees them soon.
process.env.LIVE_REMINDERS_INTERVAL_MS ??= '3000';

await import('../apps/server/dist/bundle/server.js');
