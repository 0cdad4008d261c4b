import { ConfigError, loadConfig } from './config.js';
import { DatabaseLockedError, embeddedDataDir, openEmbedded } from './db/embedded.js';

// Only the configuration and the embedded database's opening are imported before the server starts
// work: the rest of its modules (a few megabytes of code) load while the database opens.

/** Milliseconds since the process started, for the start's phase timings. */
const sinceStart = () => Math.round(performance.now());

async function main() {
  const phases: Record<string, number> = { modules: sinceStart() };
  const config = loadConfig();
  // The embedded database begins opening at once, on its own thread: about a second of PGlite's
  // start-up, while this thread loads the application's modules. PostgreSQL (DATABASE_URL) is
  // connected to once the database layer has loaded; a server that is not up yet (started together
  // with this one) is waited for, with a line for each try, up to DATABASE_CONNECT_TIMEOUT_SECONDS.
  const timed = (phase: string) => <T>(value: T) => {
    phases[phase] = sinceStart();
    return value;
  };
  const embedded = config.databaseUrl ? null : openEmbedded({ dataDir: embeddedDataDir(config) }).then(timed('database'));
  // Its failure is reported where it is awaited, below, even if that comes after it failed.
  embedded?.catch(() => {});
  const [db, { buildApp }, { ensureDefaultPages }] = await Promise.all([
    // The app is built while the embedded database opens; its first statements wait for it.
    import('./db/client.js').then(({ embeddedDatabase, openingEmbeddedDatabase, openConfiguredDatabase }) =>
      embedded
        ? openingEmbeddedDatabase(embedded.then((opened) => embeddedDatabase(opened)))
        : openConfiguredDatabase(config, { onWait: (message) => console.warn(message) }).then(timed('database')),
    ),
    import('./app.js').then(timed('appModules')),
    import('./modules/content/content.defaults.js'),
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

main().catch(async (err: unknown) => {
  const { DatabaseUnreachableError } = await import('./db/availability.js');
  if (err instanceof ConfigError || err instanceof DatabaseLockedError || err instanceof DatabaseUnreachableError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
