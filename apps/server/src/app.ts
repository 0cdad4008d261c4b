import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import authRoutes from './modules/auth/auth.routes.js';
import communityRoutes from './modules/auth/community.routes.js';
import invitationsRoutes from './modules/auth/invitations.routes.js';
import recoveryRoutes from './modules/auth/recovery.routes.js';
import signupRoutes from './modules/users/signup.routes.js';
import classesRoutes from './modules/classes/classes.routes.js';
import classAdminRoutes from './modules/classes/class-admin.routes.js';
import archivedStudentsRoutes from './modules/classes/archived-students.routes.js';
import charitiesRoutes from './modules/charities/charities.routes.js';
import charityAdminRoutes from './modules/charity-admin/charity-admin.routes.js';
import donationAdminRoutes from './modules/donation-admin/donation-admin.routes.js';
import coursesRoutes from './modules/courses/courses.routes.js';
import learningRoutes from './modules/courses/learning.routes.js';
import authoringRoutes from './modules/courses/authoring.routes.js';
import bookAdminRoutes from './modules/book-admin/book-admin.routes.js';
import bookCategoriesRoutes from './modules/book-categories/book-categories.routes.js';
import organizationRoutes from './modules/organization/organization.routes.js';
import storyAdminRoutes from './modules/story-admin/story-admin.routes.js';
import emailMonitoringRoutes from './modules/mail/email-monitoring.routes.js';
import jobsAdminRoutes from './modules/jobs/jobs-admin.routes.js';
import auditRoutes from './modules/audit/audit.routes.js';
import bulkEnrolmentRoutes from './modules/courses/bulk-enrolment.routes.js';
import certificatesRoutes from './modules/certificates/certificates.routes.js';
import filmsRoutes from './modules/films/films.routes.js';
import challengesRoutes from './modules/challenges/challenges.routes.js';
import healthRoutes from './modules/health/health.routes.js';
import libraryRoutes from './modules/library/library.routes.js';
import dearWorldRoutes from './modules/libraries/dear-world.routes.js';
import librariesRoutes from './modules/libraries/libraries.routes.js';
import libraryMediaRoutes from './modules/library-media/library-media.routes.js';
import publishingRoutes from './modules/publishing/publishing.routes.js';
import readerRoutes from './modules/reader/reader.routes.js';
import liveRemindersJob from './modules/live/live.reminders.js';
import privacyPurgeJob from './modules/privacy/privacy.jobs.js';
import liveRoutes from './modules/live/live.routes.js';
import privacyRoutes from './modules/privacy/privacy.routes.js';
import enquiriesRoutes from './modules/enquiries/enquiries.routes.js';
import contentRoutes from './modules/content/content.routes.js';
import modesRoutes from './modules/modes/modes.routes.js';
import modesAdminRoutes from './modules/modes/modes-admin.routes.js';
import productsRoutes from './modules/orders/products.routes.js';
import cartRoutes from './modules/cart/cart.routes.js';
import ordersRoutes from './modules/orders/orders.routes.js';
import orderAdminRoutes from './modules/orders/order-admin.routes.js';
import paymentHistoryRoutes from './modules/payments/payment-history.routes.js';
import paymentsPlugin from './modules/payments/payments.plugin.js';
import paymentReconcileJob from './modules/payments/payments.reconcile.js';
import paymentsRoutes from './modules/payments/payments.routes.js';
import testPaymentsPlugin from './modules/payments/test-mode/test-payments.plugin.js';
import sdgsRoutes from './modules/sdgs/sdgs.routes.js';
import globalReachRoutes from './modules/global-reach/global-reach.routes.js';
import searchRoutes from './modules/search/search.routes.js';
import tenantRegistrationRoutes from './modules/tenants/tenant-registration.routes.js';
import tenantsRoutes from './modules/tenants/tenants.routes.js';
import tenantAdminRoutes from './modules/tenants/tenant-admin.routes.js';
import adminDashboardRoutes from './modules/admin-dashboard/admin-dashboard.routes.js';
import schoolDashboardRoutes from './modules/school-dashboard/school-dashboard.routes.js';
import organizationAdminRoutes from './modules/organization-admin/organization-admin.routes.js';
import userAdminRoutes from './modules/user-admin/user-admin.routes.js';
import superpowersRoutes from './modules/superpowers/superpowers.routes.js';
import authPlugin from './plugins/auth.js';
import type { Redis } from 'ioredis';
import { AccessLog, standardOutput } from './lib/request-log.js';
import { connectRedis, MemoryCounters, RedisCounters, type Counters } from './lib/counters.js';
import httpCachePlugin from './plugins/http-cache.js';
import metricsPlugin from './plugins/metrics.js';
import errorsPlugin from './plugins/errors.js';
import mailPlugin from './plugins/mail.js';
import jobsPlugin from './modules/jobs/jobs.plugin.js';
import mediaPlugin from './plugins/media.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import tenantPlugin from './plugins/tenant.js';
import webPlugin from './plugins/web.js';
import sharingRoutes from './modules/sharing/sharing.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** The Redis connection when REDIS_URL is set (shared rate limits and counters). */
    redis: Redis | null;
    /** Failed-login counts and similar marks, shared by every instance when Redis is configured. */
    counters: Counters;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  db: Database;
  logger?: boolean;
  /** Where log lines go (tests read them); standard output when not given. */
  logStream?: { write(line: string): void };
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the HTTP application; the caller owns the database and closes it after the app. */
export async function buildApp({ config, db, logger = true, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // A request is logged by Fastify's serializer (method, address, host, the caller's address),
    // which leaves its headers out, credentials with them (request-logs.test.ts).
    logger: logger ? { level: config.logLevel, stream: logStream ?? standardOutput() } : false,
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    // A caller's request id is kept only when it looks like one, so logs cannot be forged with it.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  // A replica that fails is passed over for a few seconds; each failure is logged (the work went to
  // the primary), the requests sent straight to the primary meanwhile are only counted (metrics).
  db.replica?.onFallback((err) => {
    if (err) app.log.warn({ err }, 'read replica unavailable: read-only work runs on the primary');
  });
  // State every instance must share: in Redis when configured, else in this process.
  const redis = config.redis ? connectRedis(config.redis.url) : null;
  app.decorate('redis', redis);
  const counters: Counters = redis ? new RedisCounters(redis, config.redis!.prefix) : new MemoryCounters();
  app.decorate('counters', counters);
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => redis.disconnect());
  });

  // Order matters: errors first so every later plugin's failures are shaped; tenant before any
  // route so every handler knows its site; the web app last, as it owns the not-found handler.
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(httpCachePlugin);
  // Set first thing, so every answer carries it, errors and answers from later hooks included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Cloudflare Turnstile's widget is the one third party, and only when it is configured.
  const turnstile = config.turnstile.siteKey ? ['https://challenges.cloudflare.com'] : [];
  // Lesson videos: the only players lesson HTML may embed (modules/courses/rich-text.ts).
  const videoPlayers = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...turnstile],
        frameSrc: ["'self'", ...turnstile, ...videoPlayers],
        // blob: an EPUB's own stylesheets, which the reader (epub.js) unpacks into blob URLs.
        styleSrc: ["'self'", "'unsafe-inline'", 'blob:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...turnstile],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(cookie);
  await app.register(tenantPlugin);
  await app.register(authPlugin);
  // The job queue before everything that defines a job kind.
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  await app.register(mediaPlugin);
  await app.register(paymentsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(tenantsRoutes);
      await api.register(tenantRegistrationRoutes);
      await api.register(tenantAdminRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(userAdminRoutes);
      await api.register(superpowersRoutes);
      await api.register(authRoutes);
      await api.register(communityRoutes);
      await api.register(recoveryRoutes);
      await api.register(invitationsRoutes);
      await api.register(signupRoutes);
      await api.register(classesRoutes);
      await api.register(classAdminRoutes);
      await api.register(archivedStudentsRoutes);
      await api.register(modesRoutes);
      await api.register(modesAdminRoutes);
      await api.register(libraryRoutes);
      await api.register(searchRoutes);
      await api.register(publishingRoutes);
      await api.register(readerRoutes);
      await api.register(libraryMediaRoutes);
      await api.register(bookAdminRoutes);
      await api.register(bookCategoriesRoutes);
      await api.register(storyAdminRoutes);
      await api.register(emailMonitoringRoutes);
      await api.register(jobsAdminRoutes);
      await api.register(auditRoutes);
      await api.register(organizationRoutes);
      await api.register(organizationAdminRoutes);
      await api.register(schoolDashboardRoutes);
      await api.register(coursesRoutes);
      await api.register(learningRoutes);
      await api.register(authoringRoutes);
      await api.register(bulkEnrolmentRoutes);
      await api.register(certificatesRoutes);
      await api.register(challengesRoutes);
      await api.register(charitiesRoutes);
      await api.register(charityAdminRoutes);
      await api.register(donationAdminRoutes);
      await api.register(librariesRoutes);
      await api.register(dearWorldRoutes);
      await api.register(productsRoutes);
      await api.register(cartRoutes);
      await api.register(ordersRoutes);
      await api.register(orderAdminRoutes);
      await api.register(paymentsRoutes);
      await api.register(paymentHistoryRoutes);
      await api.register(sdgsRoutes);
      await api.register(globalReachRoutes);
      await api.register(filmsRoutes);
      await api.register(liveRoutes);
      await api.register(privacyRoutes);
      await api.register(enquiriesRoutes);
      await api.register(contentRoutes);
    },
    { prefix: '/api' },
  );

  // Live session reminders: every minute while the server runs (off in tests, which drive it).
  await app.register(liveRemindersJob);
  await app.register(privacyPurgeJob);
  // Open payments checked with their provider: at start (catching up after a crash), then every 5 minutes.
  await app.register(paymentReconcileJob);

  // Test mode's stand-ins for the payment providers without keys.
  await app.register(testPaymentsPlugin);

  await app.register(sharingRoutes);
  await app.register(webPlugin);
  return app;
}
