// Opens the database, migrates it, seeds demo content outside production, and closes it with the app.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { migrateToLatest, openDatabase, type DbKind } from '../db/connect';
import { seedDemoContent } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DbKind;
  }
}

export default fp(async (app) => {
  const { db, kind } = openDatabase(app.config.databaseUrl);
  await migrateToLatest(db);
  if (app.config.seedDemo) await seedDemoContent(db);
  app.decorate('db', db);
  app.decorate('dbKind', kind);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
});
