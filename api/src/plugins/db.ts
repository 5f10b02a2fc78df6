// Opens the database, migrates it, creates the site's required pages that are missing (compliance and menu pages,
// db/seed-pages.ts: never over the office's edits), seeds demo content outside production (once, under a lock
// shared by every process), and closes it with the app.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { migrateToLatest, openDatabase, type DbKind } from '../db/connect';
import { seedDemoContent } from '../db/seed';
import { seedDemoApplicants } from '../db/seed-applicants';
import { seedPages } from '../db/seed-pages';
import { runWaitingForLock } from '../jobs/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DbKind;
  }
}

export default fp(async (app) => {
  const { db, kind } = openDatabase(app.config.databaseUrl);
  // Several processes may start together: one migrates (and seeds) under the lock, the others wait and find it done.
  await runWaitingForLock(db, kind, 'migrate', async () => {
    await migrateToLatest(db);
    await seedPages(db);
    // The demo applicants only with demo content just loaded: a database with the office's content gets none.
    if (app.config.seedDemo && (await seedDemoContent(db)) && app.config.seedDemoApplicants) {
      await seedDemoApplicants(db, app.config);
    }
  });
  app.decorate('db', db);
  app.decorate('dbKind', kind);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
});
