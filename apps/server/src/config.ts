import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from './lib/paths.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
/** A yes/no setting that is on unless turned off. */
const boolOn = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .default('true')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_APP_URL: z.string().optional(),
  /** The application role's connection to a streaming standby of DATABASE_URL, for public lists. */
  DATABASE_REPLICA_URL: z.string().regex(/^postgres(?:ql)?:\/\//, 'a postgres:// or postgresql:// URL').optional(),
  /** How long a starting server waits for PostgreSQL to accept connections before giving up. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /** false behind a PgBouncer in transaction mode older than 1.21 (docs/deploy.md, PgBouncer). */
  DATABASE_NAMED_STATEMENTS: boolOn,
  /** Open payments older than this are checked with their provider (0 turns the check off). */
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  PLATFORM_DOMAIN: z.string().default('localhost'),
  PRODUCT_NAME: z.string().min(1).default('Commonshelf'),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: bool,
  /** Redis for state several instances share (rate limits, failed-login counts); without it, this process's memory. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL').optional(),
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,40}$/, 'letters, digits, colon, dash or underscore').default('cs:'),
  /** An S3-compatible bucket for uploads, shared by every instance; without it, DATA_DIR on this node's disk. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The store's address when it is not AWS (MinIO, Cloudflare R2, Ceph…). */
  S3_ENDPOINT: z.string().url().optional(),
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: most stores other than AWS need it. */
  S3_FORCE_PATH_STYLE: bool,
  /** Keys for the bucket; without them the AWS SDK's own chain (environment, instance role) is used. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A folder in the bucket for this deployment's files (`commonshelf/`), so one bucket can serve several. */
  S3_PREFIX: z.string().regex(/^(?:[a-z0-9-]+\/)*$/, 'lower-case folders, each ending with /').default(''),
  /** Bearer token for GET /metrics; without one, only a direct connection from this machine may read it. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** Logins an address may try per minute (people behind one school's network share an address). */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Class-code lookups (the children's login list) an address may make per minute, and all addresses together. */
  CLASS_LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  CLASS_LOOKUP_GLOBAL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(3000),
  /** Schools and organizations an address may register per hour. */
  TENANT_REGISTRATION_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Messages the public forms (contact, tour, problem, demo, sales) take from one address per hour. */
  ENQUIRY_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** How long this instance keeps a public list's answer for visitors (0 turns the cache off). */
  PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
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
  PRIVACY_PURGE_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  /** How often queued emails are retried; unset: every 30 s (0 turns the retry off). */
  MAIL_RETRY_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  /** Whether this instance runs background jobs (every instance does by default); false: it only queues them. */
  JOB_WORKERS: boolOn,
  MAIN_SITE_CURRENCY: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as INR').default('INR'),
  PAYMENTS_TEST_MODE: bool,
  PAYMENTS_SELF_URL: z.string().url().optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.string().url().default('https://api.stripe.com'),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_API_BASE: z.string().url().default('https://api-m.paypal.com'),
  PHONEPE_MERCHANT_ID: z.string().min(1).optional(),
  PHONEPE_SALT_KEY: z.string().min(1).optional(),
  PHONEPE_SALT_INDEX: z.string().regex(/^\d{1,3}$/).default('1'),
  PHONEPE_API_BASE: z.string().url().default('https://api.phonepe.com/apis/hermes'),
});

export type ObjectStorageConfig = {
  bucket: string;
  region: string;
  endpoint: string | null;
  forcePathStyle: boolean;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  prefix: string;
};

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
  /** A read-only standby for anonymous visitors' public lists, as the application role; null: all on the primary. */
  databaseReplicaUrl: string | null;
  databaseConnectTimeoutMs: number;
  /** The app's connections keep its busiest queries as prepared statements (db/built-once.ts). */
  databaseNamedStatements: boolean;
  platformDomain: string;
  productName: string;
  publicUrl: string;
  jwtSecret: string;
  trustProxy: boolean;
  metricsToken: string | null;
  /** Shared state across instances; null: in this process's memory. */
  redis: { url: string; prefix: string } | null;
  /** S3-compatible storage for uploads; null keeps them under DATA_DIR. */
  objectStorage: ObjectStorageConfig | null;
  loginRateLimitPerMinute: number;
  classLookupRateLimitPerMinute: number;
  classLookupGlobalRateLimitPerMinute: number;
  tenantRegistrationRateLimitPerHour: number;
  enquiryRateLimitPerHour: number;
  /** How long a public list's answer to a visitor is kept in this process (plugins/http-cache.ts); 0: not kept. */
  publicCacheMs: number;
  logLevel: string;
  seedDemoData: boolean;
  webDistDir: string;
  /** SMTP connection URL (smtp:// or smtps://); without it email stays in the outbox only. */
  smtpUrl: string | null;
  mailFrom: string;
  turnstile: { secretKey: string | null; siteKey: string | null; verifyUrl: string };
  /** How often the live-session reminder job runs; null: every minute (0 turns it off). */
  liveRemindersIntervalMs: number | null;
  paymentReconcileIntervalMs: number | null;
  /** How often erasures past their grace period and archived students past retention are purged; null: hourly (0 turns it off). */
  privacyPurgeIntervalMs: number | null;
  /** How often the outbox's queued emails are retried; null: every 30 s (0 turns it off). */
  mailRetryIntervalMs: number | null;
  /** Whether this instance works the background job queue (modules/jobs). */
  jobWorkers: boolean;
  payments: PaymentsConfig;
};

/**
 * `live`: the provider's real API (or its sandbox) with configured keys. `test`: no keys, so a
 * stand-in on this server speaks the provider's API with secrets generated under DATA_DIR.
 * `off`: production without keys and without PAYMENTS_TEST_MODE: the provider is not offered.
 */
export type ProviderMode = 'live' | 'test' | 'off';

export type PaymentsConfig = {
  /** The main site's currency (a tenant's is its own `currency`). */
  mainCurrency: string;
  /** Where this server reaches itself: the test-mode stand-ins' API and their webhooks. */
  selfUrl: string;
  stripe: { mode: ProviderMode; secretKey: string; webhookSecret: string; apiBase: string };
  paypal: { mode: ProviderMode; clientId: string; clientSecret: string; webhookId: string; apiBase: string };
  phonepe: { mode: ProviderMode; merchantId: string; saltKey: string; saltIndex: string; apiBase: string };
};

/** Mount point of the test-mode stand-ins on this server. */
export const TEST_PAYMENTS_PATH = '/test-payments';

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

/**
 * The standby's URL as the application role: a URL with no user gets the role (and
 * DATABASE_APP_PASSWORD); any other role is refused, since an owner or superuser would read past
 * row-level security. The embedded database has no standby to read from.
 */
function replicaUrl(given: string, ownerUrl: string | undefined): string {
  if (!ownerUrl) {
    throw new ConfigError('DATABASE_REPLICA_URL needs DATABASE_URL: a read replica is a standby of a PostgreSQL server, and the embedded database has none.');
  }
  const url = new URL(given);
  if (!url.username) return deriveAppUrl(given);
  if (decodeURIComponent(url.username) !== APP_DB_ROLE) {
    throw new ConfigError(
      `DATABASE_REPLICA_URL must connect as ${APP_DB_ROLE} (or name no user), not ${decodeURIComponent(url.username)}: row-level security binds only that role.`,
    );
  }
  return given;
}

function readOrCreateSecret(dataDir: string, name: string, bytes = 48): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString('base64url');
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
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK\'s own credentials.');
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError('S3_ENDPOINT and S3 keys need S3_BUCKET, the bucket to store uploads in.');
  }
  const databaseReplicaUrl = e.DATABASE_REPLICA_URL ? replicaUrl(e.DATABASE_REPLICA_URL, e.DATABASE_URL) : null;
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = e.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret');
  const databaseUrl = e.DATABASE_URL ?? null;
  const payments = paymentsConfig(e, dataDir, production);

  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl,
    databaseAppUrl: e.DATABASE_APP_URL ?? (databaseUrl ? deriveAppUrl(databaseUrl) : null),
    databaseReplicaUrl,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    databaseNamedStatements: e.DATABASE_NAMED_STATEMENTS,
    platformDomain: e.PLATFORM_DOMAIN.toLowerCase(),
    productName: e.PRODUCT_NAME,
    publicUrl: e.PUBLIC_URL ?? `http://${e.PLATFORM_DOMAIN}:${e.PORT}`,
    jwtSecret,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN ?? null,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
    objectStorage: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          prefix: e.S3_PREFIX,
        }
      : null,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    classLookupRateLimitPerMinute: e.CLASS_LOOKUP_RATE_LIMIT_PER_MINUTE,
    classLookupGlobalRateLimitPerMinute: e.CLASS_LOOKUP_GLOBAL_RATE_LIMIT_PER_MINUTE,
    tenantRegistrationRateLimitPerHour: e.TENANT_REGISTRATION_RATE_LIMIT_PER_HOUR,
    enquiryRateLimitPerHour: e.ENQUIRY_RATE_LIMIT_PER_HOUR,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : !production,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(SERVER_ROOT, '../web/dist')),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@${e.PLATFORM_DOMAIN}>`,
    turnstile: { secretKey: e.TURNSTILE_SECRET_KEY ?? null, siteKey: e.TURNSTILE_SITE_KEY ?? null, verifyUrl: e.TURNSTILE_VERIFY_URL },
    liveRemindersIntervalMs: e.LIVE_REMINDERS_INTERVAL_MS ?? null,
    paymentReconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS ?? null,
    privacyPurgeIntervalMs: e.PRIVACY_PURGE_INTERVAL_MS ?? null,
    mailRetryIntervalMs: e.MAIL_RETRY_INTERVAL_MS ?? null,
    jobWorkers: e.JOB_WORKERS,
    payments,
  };
}

/**
 * Each provider is live when its keys are set (all of them, or it is a configuration error), else in
 * test mode with secrets generated under DATA_DIR/secrets (refused in production unless
 * PAYMENTS_TEST_MODE=true: a stand-in page that "pays" must never sell for free by accident).
 */
function paymentsConfig(e: z.infer<typeof ZEnv>, dataDir: string, production: boolean): PaymentsConfig {
  const selfUrl = (e.PAYMENTS_SELF_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, '');
  const testMode: ProviderMode = !production || e.PAYMENTS_TEST_MODE ? 'test' : 'off';
  const standIn = (provider: string) => `${selfUrl}${TEST_PAYMENTS_PATH}/${provider}`;
  const secret = (name: string, prefix = '', bytes = 24) => (testMode === 'test' ? prefix + readOrCreateSecret(dataDir, name, bytes) : '');
  const all = (provider: string, values: Record<string, string | undefined>) => {
    const given = Object.entries(values).filter(([, v]) => v);
    if (given.length && given.length < Object.keys(values).length) {
      const missing = Object.keys(values).filter((k) => !values[k]);
      throw new ConfigError(`${provider} needs ${missing.join(' and ')} as well (set all of ${Object.keys(values).join(', ')}, or none for test mode).`);
    }
    return given.length > 0;
  };

  const stripeLive = all('Stripe', { STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET });
  const paypalLive = all('PayPal', { PAYPAL_CLIENT_ID: e.PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: e.PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID: e.PAYPAL_WEBHOOK_ID });
  const phonepeLive = all('PhonePe', { PHONEPE_MERCHANT_ID: e.PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY: e.PHONEPE_SALT_KEY });
  const base = (url: string) => url.replace(/\/+$/, '');

  return {
    mainCurrency: e.MAIN_SITE_CURRENCY,
    selfUrl,
    stripe: stripeLive
      ? { mode: 'live', secretKey: e.STRIPE_SECRET_KEY!, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, apiBase: base(e.STRIPE_API_BASE) }
      : { mode: testMode, secretKey: secret('stripe-test-secret-key', 'sk_test_'), webhookSecret: secret('stripe-test-webhook-secret', 'whsec_'), apiBase: standIn('stripe') },
    paypal: paypalLive
      ? { mode: 'live', clientId: e.PAYPAL_CLIENT_ID!, clientSecret: e.PAYPAL_CLIENT_SECRET!, webhookId: e.PAYPAL_WEBHOOK_ID!, apiBase: base(e.PAYPAL_API_BASE) }
      : {
          mode: testMode,
          clientId: secret('paypal-test-client-id', 'A', 18),
          clientSecret: secret('paypal-test-client-secret', 'E'),
          webhookId: secret('paypal-test-webhook-id', 'WH-', 9),
          apiBase: standIn('paypal'),
        },
    phonepe: phonepeLive
      ? { mode: 'live', merchantId: e.PHONEPE_MERCHANT_ID!, saltKey: e.PHONEPE_SALT_KEY!, saltIndex: e.PHONEPE_SALT_INDEX, apiBase: base(e.PHONEPE_API_BASE) }
      : { mode: testMode, merchantId: testMode === 'test' ? 'CSTESTMERCHANT' : '', saltKey: secret('phonepe-test-salt-key'), saltIndex: '1', apiBase: standIn('phonepe') },
  };
}
