// One counter per throttled thing (e.g. the logins of one account): counted atomically before the check it guards.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle_counters')
    // What is counted ('student-login', 'staff-login', ...) and whose it is (a lower-case email, an address).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    // ISO-8601 time of the first attempt of the current window.
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('throttle_counters_pk', ['kind', 'account'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('throttle_counters').execute();
}
