import { environmentWithEnvFile } from '../config.js';
import { AdminError } from '../core/errors.js';
import { openAdminSession } from './admin-session.js';

/** `npm run admin -- <command>`: the modules over the server's database, without a server. */
async function main(args: string[]): Promise<number> {
  const session = await openAdminSession(environmentWithEnvFile());
  try {
    return await session.run(args, (text) => process.stdout.write(text));
  } finally {
    await session.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof AdminError ? 2 : 1);
  },
);
