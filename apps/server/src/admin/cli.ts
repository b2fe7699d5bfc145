import { environmentWithEnvFile, loadConfig } from '../config.js';
import { systemClock } from '../core/clock.js';
import { AdminError } from '../core/errors.js';
import { connectDatabase, databaseOptions } from '../db/connection.js';
import { migrateToLatest } from '../db/migrator.js';
import { ImageStore } from '../infra/images/image-store.js';
import { transportFromConfig } from '../infra/infra-plugin.js';
import { createAuthModule } from '../modules/auth/index.js';
import { createMenuModule } from '../modules/menu/index.js';
import { JournalRepository } from '../modules/orders/index.js';
import { createRestaurantModule } from '../modules/restaurant/index.js';
import { createReviewsModule } from '../modules/reviews/index.js';
import { runAdminCommand } from './admin-commands.js';

const consoleLogger = {
  info: (obj: object, msg?: string) => process.stdout.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
  warn: (obj: object, msg?: string) => process.stderr.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
  error: (obj: object, msg?: string) => process.stderr.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
};

/** `npm run admin -- <command>`: the modules over the server's database, without a server. */
async function main(args: string[]): Promise<number> {
  const config = loadConfig(environmentWithEnvFile());
  const database = connectDatabase(databaseOptions(config));
  try {
    await migrateToLatest(database.db, database.dialect, database.schema);
    const { transport } = transportFromConfig(config, consoleLogger);
    const deps = { db: database.db, clock: systemClock };
    const auth = createAuthModule({ ...deps, config, transport, logger: consoleLogger });
    const images = new ImageStore(config.uploadsDir);
    const restaurant = createRestaurantModule({ ...deps, images, auth: auth.service });
    return await runAdminCommand(args, {
      database,
      databaseUrl: config.DATABASE_URL,
      auth,
      reviews: createReviewsModule({ ...deps, restaurant, auth }),
      menu: createMenuModule({ ...deps, images }),
      journal: new JournalRepository(database.db),
      out: (text) => process.stdout.write(text),
    });
  } finally {
    await database.db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof AdminError ? 2 : 1);
  },
);
