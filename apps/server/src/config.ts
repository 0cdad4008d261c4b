import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_APP_URL: z.string().optional(),
  PLATFORM_DOMAIN: z.string().default('localhost'),
  PRODUCT_NAME: z.string().min(1).default('Commonshelf'),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  ALLOW_EMBEDDED_DB_IN_PRODUCTION: bool,
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_VERIFY_URL: z.string().url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  LIVE_REMINDERS_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  uploadsDir: string;
  /** Owner connection (runs migrations); absent means the embedded PGlite database. */
  databaseUrl: string | null;
  /** Runtime connection as the row-level-security-bound application role. */
  databaseAppUrl: string | null;
  platformDomain: string;
  productName: string;
  publicUrl: string;
  jwtSecret: string;
  trustProxy: boolean;
  logLevel: string;
  seedDemoData: boolean;
  webDistDir: string;
  /** SMTP connection URL (smtp:// or smtps://); without it email stays in the outbox only. */
  smtpUrl: string | null;
  mailFrom: string;
  turnstile: { secretKey: string | null; siteKey: string | null; verifyUrl: string };
  /** How often the live-session reminder job runs; null: every minute (0 turns it off). */
  liveRemindersIntervalMs: number | null;
};

export class ConfigError extends Error {}

/** The role the application connects as; created by the migrations, never superuser or owner. */
export const APP_DB_ROLE = 'commonshelf_app';

/** Swaps the user of a connection URL for the application role, keeping host, port and database. */
export function deriveAppUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.username = APP_DB_ROLE;
  url.password = process.env.DATABASE_APP_PASSWORD ?? '';
  return url.toString();
}

function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}

/** Reads the environment once, generating the secrets that may be generated and refusing unsafe production setups. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';

  if (production && !e.JWT_SECRET) {
    throw new ConfigError('NODE_ENV=production needs JWT_SECRET (at least 32 characters); a generated development secret is not used in production.');
  }
  if (production && !e.DATABASE_URL && !e.ALLOW_EMBEDDED_DB_IN_PRODUCTION) {
    throw new ConfigError(
      'NODE_ENV=production needs DATABASE_URL (PostgreSQL). To run on the embedded database anyway, set ALLOW_EMBEDDED_DB_IN_PRODUCTION=true.',
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = e.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret');
  const databaseUrl = e.DATABASE_URL ?? null;

  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl,
    databaseAppUrl: e.DATABASE_APP_URL ?? (databaseUrl ? deriveAppUrl(databaseUrl) : null),
    platformDomain: e.PLATFORM_DOMAIN.toLowerCase(),
    productName: e.PRODUCT_NAME,
    publicUrl: e.PUBLIC_URL ?? `http://${e.PLATFORM_DOMAIN}:${e.PORT}`,
    jwtSecret,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : !production,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@${e.PLATFORM_DOMAIN}>`,
    turnstile: { secretKey: e.TURNSTILE_SECRET_KEY ?? null, siteKey: e.TURNSTILE_SITE_KEY ?? null, verifyUrl: e.TURNSTILE_VERIFY_URL },
    liveRemindersIntervalMs: e.LIVE_REMINDERS_INTERVAL_MS ?? null,
  };
}
