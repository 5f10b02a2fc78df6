// npm run erase -w api -- <student id>: anonymises one student (accounts/erasure-service.ts); payments stay, anonymous.
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/connect';
import { eraseStudent } from '../accounts/erasure-service';

async function main(argv: string[]): Promise<number> {
  const id = Number(argv[0]);
  if (!Number.isSafeInteger(id) || id < 1) {
    console.error('Usage: npm run erase -w api -- <student id>');
    return 2;
  }
  if (!process.env.DATA_DIR && !process.env.DATABASE_URL && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const { db } = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    if (!(await eraseStudent(db, config, id))) {
      console.error(`No student #${id}.`);
      return 1;
    }
    console.log(`Student #${id} erased: personal data replaced, files deleted, payment records kept anonymous.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
