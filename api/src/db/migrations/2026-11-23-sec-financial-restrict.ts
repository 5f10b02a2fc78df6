// Payment rows outlive their student: deleting a student who has transactions is refused (RESTRICT) instead of
// taking the college's financial records with it (it cascaded). A student's erasure anonymises the rows
// (accounts/erasure-service.ts). PostgreSQL changes the foreign key; SQLite, which cannot alter one, gets a trigger that
// refuses the delete before its cascade runs.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './helpers';

export const RESTRICT_MESSAGE = 'A student with payment records cannot be deleted; erase (anonymise) them instead.';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_student_id_fkey`.execute(db);
    await sql`ALTER TABLE transactions ADD CONSTRAINT transactions_student_id_fkey
      FOREIGN KEY (student_id) REFERENCES students(id) ON DELETE RESTRICT`.execute(db);
  } else {
    await sql`CREATE TRIGGER students_keep_transactions BEFORE DELETE ON students
      WHEN EXISTS (SELECT 1 FROM transactions WHERE transactions.student_id = OLD.id)
      BEGIN SELECT RAISE(ABORT, ${sql.lit(RESTRICT_MESSAGE)}); END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_student_id_fkey`.execute(db);
    await sql`ALTER TABLE transactions ADD CONSTRAINT transactions_student_id_fkey
      FOREIGN KEY (student_id) REFERENCES students(id) ON DELETE CASCADE`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS students_keep_transactions`.execute(db);
  }
}
