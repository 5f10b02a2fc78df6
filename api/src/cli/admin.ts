// `npm run admin -w api -- create --email <email> --password <password> [--name <name>]`: makes (or resets)
// an administrator account in the database of DATABASE_URL / DATA_DIR.
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/connect';
import { checkAdminInput, upsertAdmin } from '../accounts/admin-accounts';

const USAGE = 'Usage: npm run admin -w api -- create --email <email> --password <password> [--name <name>]';

export function parseArgs(argv: string[]): { command: string | undefined; options: Record<string, string> } {
  const [command, ...rest] = argv;
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    const m = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`Unexpected argument: ${arg}`);
    const value = m[2] ?? rest[i + 1];
    if (m[2] === undefined) i += 1;
    if (value === undefined) throw new Error(`--${m[1]} needs a value`);
    options[m[1]!] = value;
  }
  return { command, options };
}

async function main(): Promise<number> {
  const { command, options } = parseArgs(process.argv.slice(2));
  if (command !== 'create' || !options.email || !options.password) {
    console.error(USAGE);
    return 2;
  }
  const problem = checkAdminInput({ email: options.email, password: options.password });
  if (problem) {
    console.error(problem);
    return 2;
  }
  // `npm run -w api` runs here in api/; the database is the one of the folder the command was typed in.
  if (!process.env.DATA_DIR && !process.env.DATABASE_URL && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const { db } = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const { id, created } = await upsertAdmin(db, {
      email: options.email,
      password: options.password,
      name: options.name,
      role: 'admin',
    });
    console.log(`${created ? 'Created' : 'Updated'} administrator #${id} <${options.email.trim().toLowerCase()}>.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
