import { loadConfig } from '../config.js';
import { systemClock } from '../core/clock.js';
import { connectDatabase, databaseOptions } from '../db/connection.js';
import { migrateToLatest } from '../db/migrator.js';
import { ImageStore } from '../infra/images/image-store.js';
import { transportFromConfig, withSmsBudget } from '../infra/infra-plugin.js';
import { createAuthModule } from '../modules/auth/index.js';
import { JobQueue } from '../infra/jobs/index.js';
import { createMenuModule } from '../modules/menu/index.js';
import { JournalRepository } from '../modules/orders/index.js';
import { createRightsService } from '../modules/privacy/index.js';
import { createRestaurantModule } from '../modules/restaurant/index.js';
import { createReviewsModule } from '../modules/reviews/index.js';
import { runAdminCommand } from './admin-commands.js';

const consoleLogger = {
  info: (obj: object, msg?: string) => process.stdout.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
  warn: (obj: object, msg?: string) => process.stderr.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
  error: (obj: object, msg?: string) => process.stderr.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
};

export interface AdminSession {
  /** Runs one command (`approve +33…`); its exit code, what it printed to `out`. */
  run(args: string[], out: (text: string) => void): Promise<number>;
  close(): Promise<void>;
}

/**
 * The modules the admin commands use, over the server's database, without a server: opened by
 * `npm run admin` for its one command, or kept open by a program that runs many. `logger` gets
 * what the console transport would print of the messages sent (the partner's approval SMS).
 */
export async function openAdminSession(
  env: NodeJS.ProcessEnv,
  logger: typeof consoleLogger = consoleLogger,
): Promise<AdminSession> {
  const config = loadConfig(env);
  const database = connectDatabase(databaseOptions(config));
  try {
    await migrateToLatest(database.db, database.dialect, database.schema);
  } catch (error) {
    await database.db.destroy();
    throw error;
  }
  const deps = { db: database.db, clock: systemClock };
  const { transport, sms } = withSmsBudget(transportFromConfig(config, logger).transport, { ...deps, logger, config });
  const auth = createAuthModule({ ...deps, config, transport, sms, logger });
  const images = new ImageStore(config.uploadsDir);
  const restaurant = createRestaurantModule({ ...deps, images, auth: auth.service });
  const context = {
    database,
    databaseUrl: config.DATABASE_URL,
    auth,
    reviews: createReviewsModule({ ...deps, restaurant, auth }),
    menu: createMenuModule({ ...deps, images }),
    journal: new JournalRepository(database.db),
    rights: createRightsService({
      ...deps,
      queue: new JobQueue(database.db, database.dialect, systemClock),
      transport,
      baseUrl: config.messageBaseUrl,
    }),
  };
  return {
    run: (args, out) => runAdminCommand(args, { ...context, out }),
    close: () => database.db.destroy(),
  };
}
