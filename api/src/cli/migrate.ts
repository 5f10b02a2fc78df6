// `npm run migrate -w api`: brings the database named by DATABASE_URL (or DATA_DIR) to the latest migration.
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/connect';

async function main() {
  const config = loadConfig();
  const { db, kind } = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    console.log(`migrated (${kind})`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
