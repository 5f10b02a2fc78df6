// `npm run seed -w api`: migrates, then loads the demo content into an empty database (never over real content).
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/connect';
import { seedDemoContent } from '../db/seed';
import { seedPages } from '../db/seed-pages';

async function main() {
  const config = loadConfig();
  const { db } = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    console.log(`${await seedPages(db)} missing pages of the site created`);
    console.log(
      (await seedDemoContent(db)) ? 'demo content loaded' : 'the database already has content; nothing loaded',
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
