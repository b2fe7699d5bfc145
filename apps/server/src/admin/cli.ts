import 'dotenv/config';
import { loadConfig } from '../config.js';
import { connectDatabase, databaseOptions } from '../db/connection.js';
import { migrateToLatest } from '../db/migrator.js';
import { PartnersRepository } from '../repositories/partners-repository.js';
import { SessionsRepository } from '../repositories/sessions-repository.js';
import { ReferenceRepository } from '../repositories/reference-repository.js';
import { createTransport } from '../notify/index.js';
import { AdminError, AdminService } from './admin-service.js';

const usage = `Usage: npm run admin -- <command>
  pending                 list accounts awaiting approval
  approve <phone>         approve an account (phone in international form, e.g. +33612345678)
  reject <phone>          reject an application
  suspend <phone>         suspend an account and end its sessions
  backup <file>           write a consistent copy of the database to <file>
  add-reference <list> "<fr label>" "<en label>"
                          add an entry to a reference list; <list> is one of
                          cuisine, food-choice, service-type, dish-type, payment-method`;

const consoleLogger = {
  info: (obj: object, msg?: string) => process.stdout.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
  warn: (obj: object, msg?: string) => process.stderr.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
  error: (obj: object, msg?: string) => process.stderr.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
};

async function run(args: string[]): Promise<number> {
  const [command, argument, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${usage}\n`);
    return command ? 0 : 2;
  }
  const config = loadConfig();
  const database = connectDatabase(databaseOptions(config));
  try {
    await migrateToLatest(database.db, database.dialect, database.schema);
    const { transport } = createTransport(
      {
        transport: config.MESSAGE_TRANSPORT,
        smtpUrl: config.SMTP_URL,
        mailFrom: config.MAIL_FROM,
        brevoApiKey: config.BREVO_API_KEY,
        brevoBaseUrl: config.BREVO_BASE_URL,
        smsSender: config.SMS_SENDER,
      },
      consoleLogger,
    );
    const admin = new AdminService({
      db: database.db,
      dialect: database.dialect,
      partners: new PartnersRepository(database.db),
      sessions: new SessionsRepository(database.db),
      references: new ReferenceRepository(database.db),
      transport,
    });
    const needArgument = () => {
      if (!argument) throw new AdminError(`"${command}" needs an argument\n${usage}`);
      return argument;
    };
    switch (command) {
      case 'pending': {
        const partners = await admin.pending();
        if (partners.length === 0) process.stdout.write('No account awaits approval.\n');
        for (const p of partners) {
          const state = p.is_verified ? 'verified' : 'code not confirmed';
          process.stdout.write(`${p.phone}\t${p.name}\t${p.email}\t${p.address}\t${state}\t${new Date(p.created_at).toISOString()}\n`);
        }
        return 0;
      }
      case 'approve':
        process.stdout.write(`Approved: ${(await admin.approve(needArgument())).name}\n`);
        return 0;
      case 'reject':
        process.stdout.write(`Rejected: ${(await admin.reject(needArgument())).name}\n`);
        return 0;
      case 'suspend':
        process.stdout.write(`Suspended: ${(await admin.suspend(needArgument())).name}\n`);
        return 0;
      case 'backup':
        process.stdout.write(`Backup written to ${await admin.backup(needArgument(), config.DATABASE_URL)}\n`);
        return 0;
      case 'add-reference': {
        const [fr, en] = rest;
        if (!fr || !en) throw new AdminError(`"add-reference" needs a list, a French and an English label\n${usage}`);
        const row = await admin.addReference(needArgument(), fr, en);
        process.stdout.write(`Added to ${argument}: ${row.fr_label} / ${row.en_label} (id ${row.id})\n`);
        return 0;
      }
      default:
        throw new AdminError(`Unknown command "${command}"\n${usage}`);
    }
  } finally {
    await database.db.destroy();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof AdminError ? 2 : 1);
  },
);
