import { ConfigError, environmentWithEnvFile, loadConfig } from './config.js';

/** Starts the portal: validated configuration, migrated database, then listen. */
async function main() {
  const config = loadConfig(environmentWithEnvFile());
  // The app loads once its configuration holds: a refused start-up answers at once, without
  // loading the image, PDF and password libraries first.
  const [{ buildApp }, { connectDatabase, databaseOptions }] = await Promise.all([
    import('./app.js'),
    import('./db/connection.js'),
  ]);
  const database = connectDatabase(databaseOptions(config));
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.db.destroy());

  if (config.SEED_DEMO && !config.isProduction && database.dialect === 'sqlite') {
    const { seedWholeDemo } = await import('./seed/demo-all.js');
    const started = Date.now();
    const demo = await seedWholeDemo(app);
    if (demo) {
      app.log.info(
        { ...demo, ms: Date.now() - started },
        'demo restaurant created, with a year of orders, reviews, an offer, a card-guaranteed booking, a loyalty programme, its room and tonight’s queue',
      );
      process.stdout.write(
        `\nDemo restaurant: sign in with phone ${demo.phone} (France +33) and password ${demo.password}\n\n`,
      );
    }
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ database: database.location }, `partner portal listening on ${address}`);
  process.stdout.write(`Partner portal: ${address}/\n`);
  if (app.infra.outbox)
    process.stdout.write(`Codes sent (DEV_OUTBOX=1, this machine only): ${address}/api/dev/outbox\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
