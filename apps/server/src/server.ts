import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { DatabaseUnreachableError } from './db/availability.js';
import { DatabaseLockedError, openConfiguredDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { ensureDefaultPages } from './modules/content/content.defaults.js';

async function main() {
  const config = loadConfig();
  // A database that is not up yet (started together with this server) is waited for, with a line
  // for each try, up to DATABASE_CONNECT_TIMEOUT_SECONDS.
  const db = await openConfiguredDatabase(config, { onWait: (message) => console.warn(message) });
  const app = await buildApp({ config, db });
  app.addHook('onClose', async () => db.close());

  if (config.seedDemoData) {
    const seeded = await seedIfEmpty(db);
    if (seeded) app.log.info('demo data seeded');
  }
  const pages = await ensureDefaultPages(db);
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
    app.close().then(
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
  const site = `http://${config.platformDomain}:${config.port}`;
  app.log.info(`${config.productName} is running at ${site} (database: ${db.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseLockedError || err instanceof DatabaseUnreachableError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
