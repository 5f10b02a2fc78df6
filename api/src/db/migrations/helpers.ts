// Column helpers that keep one migration valid on SQLite and PostgreSQL. Migrations import nothing else.
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<unknown>): Dialect {
  const name = db.getExecutor().adapter.constructor.name.toLowerCase();
  return name.includes('postgres') ? 'postgres' : 'sqlite';
}

/** An auto-incrementing integer primary key called id. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const nowText = sql`CURRENT_TIMESTAMP`;
