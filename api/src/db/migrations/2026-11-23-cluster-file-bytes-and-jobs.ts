// Several API processes: upload bytes kept in the database (STORAGE_DRIVER=postgres), and the record of each run
// of a background job, one row per job and interval, so a job runs once per interval across every process.
import type { Kysely } from 'kysely';
import { dialectOf } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_bytes')
    // The key of the files row the bytes belong to; written in the same transaction as that row.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (c) => c.notNull())
    // Which interval the run belongs to: floor(start time / interval), as text.
    .addColumn('slot', 'text', (c) => c.notNull())
    // Which process ran it (host:pid).
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    // Null while running, or when the holder died during the run (the next holder runs it again).
    .addColumn('finished_at', 'text')
    .addColumn('outcome', 'text')
    .addPrimaryKeyConstraint('job_runs_pk', ['name', 'slot'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('file_bytes').execute();
}
