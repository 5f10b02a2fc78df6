// Opens Kysely on SQLite (a file path or ':memory:') or PostgreSQL (a postgres:// URL) and migrates to latest.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

export type DbKind = 'sqlite' | 'postgres';

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function openDatabase(url: string): { db: Kysely<Database>; kind: DbKind } {
  if (isPostgresUrl(url)) {
    // Loaded only when asked for, so SQLite installs never touch pg.
    const { Pool } = require('pg') as typeof import('pg');
    const pool = new Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX || 10) });
    // An idle connection that PostgreSQL ends (a restart, a failover, an administrator) is dropped from the pool
    // and replaced on the next query; without this listener its error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  const BetterSqlite3 = require('better-sqlite3') as typeof import('better-sqlite3');
  if (url !== ':memory:') fs.mkdirSync(path.dirname(url), { recursive: true });
  const sqlite = new BetterSqlite3(url);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a committed payment survives a power cut (NORMAL in WAL mode may lose the last commits).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), kind: 'sqlite' };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Names of the migrations this code knows that the database has not run yet. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const all = await migrator.getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Migrations are named by date and author, so one landing after another may sort before it; each is still
  // run once, in name order among those not yet run (decision 009).
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') console.error(`migration ${r.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
