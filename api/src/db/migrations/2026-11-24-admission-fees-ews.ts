// EWS (Economically Weaker Section) joins the categories: a fee table set before it gets an EWS fee for every
// course and year that has a GENERAL one, the same amount (the office changes it in the console if it differs).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // ISO-8601 text like every other timestamp (decision 003).
  const now = new Date().toISOString();
  await sql`
    insert into admission_fees (course, year, category, amount, updated_at)
    select g.course, g.year, 'EWS', g.amount, ${now}
    from admission_fees g
    where g.category = 'GENERAL'
      and not exists (
        select 1 from admission_fees e where e.course = g.course and e.year = g.year and e.category = 'EWS'
      )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from admission_fees where category = 'EWS'`.execute(db);
}
