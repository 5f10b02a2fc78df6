// The payments reconciliation job runs once per interval across both processes (a lock in the database), as the
// processes' logs and the job_runs table both show.
import fs from 'node:fs';
import path from 'node:path';
import { query } from './database.mjs';
import { later } from './http.mjs';
import { assert, check, figures } from './report.mjs';
import { INTERVAL_MS, run } from './settings.mjs';

export async function checkJobRunsOnce(databaseUrl) {
  // Let the job run a few more intervals with both processes up.
  await later(3 * INTERVAL_MS);

  await check('the reconciliation job runs once per interval across both processes', async () => {
    const runs = [];
    for (const file of fs.readdirSync(run.work).filter((f) => /^api-[ab]-\d+\.log$/.test(f))) {
      for (const line of fs.readFileSync(path.join(run.work, file), 'utf8').split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          const entry = JSON.parse(line);
          if (entry.msg === 'background job ran' && entry.job === 'payments-reconcile') runs.push(entry);
        } catch {
          // not a log line
        }
      }
    }
    const bySlot = new Map();
    for (const r of runs) bySlot.set(r.slot, (bySlot.get(r.slot) ?? 0) + 1);
    const duplicates = [...bySlot.values()].filter((n) => n > 1).length;
    const recorded = await query(databaseUrl, "SELECT slot, holder FROM job_runs WHERE name = 'payments-reconcile'");
    const slots = recorded.map((r) => Number(r.slot));
    const span = Math.max(...slots) - Math.min(...slots) + 1;
    const holders = new Set(recorded.map((r) => r.holder));
    figures.job = {
      intervalMs: INTERVAL_MS,
      intervals: span,
      runs: runs.length,
      duplicateRuns: duplicates,
      holders: holders.size,
    };
    assert(duplicates === 0, `${duplicates} intervals ran twice`);
    assert(runs.length === recorded.length, `${runs.length} runs logged, ${recorded.length} recorded`);
    assert(runs.length >= span * 0.8, `only ${runs.length} runs in ${span} intervals`);
    return `${runs.length} runs in ${span} intervals of ${INTERVAL_MS} ms, 0 duplicates, by ${holders.size} processes`;
  });
}
