import { ConfigError, loadConfig } from './config.js';
import { DatabaseUnreachableError } from './db/availability.js';
import { DatabaseLockedError, openConfiguredDatabase } from './db/client.js';
import { ensureDefaultPages } from './modules/content/content.defaults.js';

/** Milliseconds since the process started, for the start's phase timings. */
const sinceStart = () => Math.round(performance.now());

async function main() {
  const phases: Record<string, number> = { modules: sinceStart() };
  const config = loadConfig();
  // The database opens while the application's modules load: the embedded one spends part of its
  // second of start-up waiting (file reads, WebAssembly compiled off the main thread).
  // A database that is not up yet (started together with this server) is waited for, with a line
  // for each try, up to DATABASE_CONNECT_TIMEOUT_SECONDS.
  const [db, { buildApp }] = await Promise.all([
    openConfiguredDatabase(config, { onWait: (message) => console.warn(message) }).then((opened) => {
      phases.database = sinceStart();
      return opened;
    }),
    import('./app.js').then((loaded) => {
      phases.appModules = sinceStart();
      return loaded;
    }),
  ]);
  const app = await buildApp({ config, db });
  phases.app = sinceStart();

  if (config.seedDemoData) {
    // The demo data's modules (and the PDF library its books need) load only when seeding is on.
    const { seedIfEmpty } = await import('./db/seed/seed.js');
    const seeded = await seedIfEmpty(db);
    if (seeded) app.log.info('demo data seeded');
    phases.seed = sinceStart();
  }
  const pages = await ensureDefaultPages(db);
  phases.defaultPages = sinceStart();
  if (pages.length) app.log.info({ pages }, 'default site pages written');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // The database closes after the app has: its requests finished and its job queue stopped. (An
    // onClose hook added here would run first: Fastify runs the root's hooks last-added first.)
    app
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  phases.listening = sinceStart();
  const site = `http://${config.platformDomain}:${config.port}`;
  // Each phase's time is when it ended, in ms since the process started.
  app.log.info({ startup: phases }, `${config.productName} is running at ${site} (database: ${db.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseLockedError || err instanceof DatabaseUnreachableError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
