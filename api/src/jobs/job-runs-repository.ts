// The job_runs table: one row per job and interval, naming the process that ran it and how it ended (jobs.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** The run of a job in an interval, if one started: finished_at is null while it runs or when its holder died. */
export async function findJobRun(
  db: Db,
  name: string,
  slot: string,
): Promise<{ finished_at: string | null } | undefined> {
  return db
    .selectFrom('job_runs')
    .select(['finished_at'])
    .where('name', '=', name)
    .where('slot', '=', slot)
    .executeTakeFirst();
}

/** Records that `holder` starts the job's run of this interval: a new row, or the unfinished one taken over. */
export async function startJobRun(
  db: Db,
  run: { name: string; slot: string; holder: string; startedAt: string; takeOver: boolean },
): Promise<void> {
  if (run.takeOver) {
    await db
      .updateTable('job_runs')
      .set({ holder: run.holder, started_at: run.startedAt, outcome: null })
      .where('name', '=', run.name)
      .where('slot', '=', run.slot)
      .execute();
  } else {
    await db
      .insertInto('job_runs')
      .values({
        name: run.name,
        slot: run.slot,
        holder: run.holder,
        started_at: run.startedAt,
        finished_at: null,
        outcome: null,
      })
      .execute();
  }
}

export async function finishJobRun(db: Db, name: string, slot: string, outcome: string): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ finished_at: new Date().toISOString(), outcome })
    .where('name', '=', name)
    .where('slot', '=', slot)
    .execute();
}
