// The background jobs across both processes (a lock in the database): the payments reconciliation job runs once per
// interval, as the processes' logs and the job_runs table both show; the SMS delivery job sends each queued SMS
// exactly once, as the development SMS outbox and the delivery log both show.
import fs from 'node:fs';
import path from 'node:path';
import { query } from './database.mjs';
import { address, direct, from, later, request } from './http.mjs';
import { assert, check, figures } from './report.mjs';
import { INTERVAL_MS, RUN, run } from './settings.mjs';

/** The log lines of a background job's runs in both processes' logs. */
function jobRunsLogged(job) {
  const runs = [];
  for (const file of fs.readdirSync(run.work).filter((f) => /^api-[ab]-\d+\.log$/.test(f))) {
    for (const line of fs.readFileSync(path.join(run.work, file), 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line);
        if (entry.msg === 'background job ran' && entry.job === job) runs.push(entry);
      } catch {
        // not a log line
      }
    }
  }
  return runs;
}

export async function checkJobRunsOnce(databaseUrl) {
  // Let the job run a few more intervals with both processes up.
  await later(3 * INTERVAL_MS);

  await check('the reconciliation job runs once per interval across both processes', async () => {
    const runs = jobRunsLogged('payments-reconcile');
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

/** Mobile numbers of this run: 7, five digits of the run's id, then the number's own four. */
const runMobile = (i) => `7${String(parseInt(RUN, 16) % 100_000).padStart(5, '0')}${String(i).padStart(4, '0')}`;

const QUEUED_BY_BOTH = 40;
const CODES_PER_PROCESS = 3;

/**
 * SMS queued while both processes run their delivery (the job every interval, and a run right after a code is
 * queued through either process) are each sent once: one outbox row per message, every message 'sent' after one
 * try, read back through the other process's outbox.
 */
export async function checkSmsDeliveredOnce(databaseUrl) {
  await check('each queued SMS is sent exactly once across both processes', async () => {
    const now = new Date().toISOString();
    // Queued as another process writes them (no run started here): only the delivery jobs send these.
    const mobiles = Array.from({ length: QUEUED_BY_BOTH }, (_, i) => runMobile(i));
    const values = mobiles.map((_, i) => `($${i * 2 + 1}, $${i * 2 + 2})`).join(', ');
    await query(
      databaseUrl,
      `INSERT INTO messages (kind, channel, recipient, language, template_id, text, status, attempts, created_at)
       SELECT 'notice', 'sms', v.mobile, 'en', '1007161234500000211', v.text, 'queued', 0, '${now}'
       FROM (VALUES ${values}) AS v(mobile, text)`,
      mobiles.flatMap((m, i) => [
        m,
        `Dear S${i}, a notice from the college: Cluster ${RUN}. Details are on the college website. -Govt. Degree College`,
      ]),
    );
    // Mobile codes through both processes at once: each queues its SMS and starts a delivery run at once, while
    // the other process's run and both jobs take from the same queue.
    const codes = ['a', 'b'].flatMap((via) => Array.from({ length: CODES_PER_PROCESS }, () => ({ via })));
    codes.forEach((c, i) => (c.mobile = runMobile(QUEUED_BY_BOTH + i)));
    await Promise.all(
      codes.map(async ({ via, mobile }) => {
        const sent = await request(`${direct(via)}/api/v2/send-otp`, {
          method: 'POST',
          headers: from(address()),
          body: { type_of: 'phone', sender: mobile },
        });
        assert(sent.status === 200, `send-otp (phone) via ${via} answered ${sent.status}: ${sent.text}`);
      }),
    );
    const all = [...mobiles, ...codes.map((c) => c.mobile)];
    // Until nothing of this run waits, at most ten intervals.
    let left = all.length;
    for (let i = 0; i < 40 && left > 0; i++) {
      await later(INTERVAL_MS / 4);
      const [row] = await query(
        databaseUrl,
        "SELECT count(*)::int AS n FROM messages WHERE recipient = ANY($1) AND status IN ('queued', 'sending')",
        [all],
      );
      left = row.n;
    }
    assert(left === 0, `${left} SMS still waiting after ${10 * INTERVAL_MS} ms`);
    const rows = await query(
      databaseUrl,
      'SELECT id, status, attempts, claimed_by FROM messages WHERE recipient = ANY($1) ORDER BY id',
      [all],
    );
    const kept = await query(databaseUrl, 'SELECT message_id, mobile FROM sms_outbox WHERE mobile = ANY($1)', [all]);
    const perMessage = new Map();
    for (const k of kept) perMessage.set(k.message_id, (perMessage.get(k.message_id) ?? 0) + 1);
    const twice = [...perMessage.values()].filter((n) => n > 1).length;
    assert(rows.length === all.length, `${rows.length} messages logged for ${all.length} queued`);
    assert(
      rows.every((r) => r.status === 'sent' && Number(r.attempts) === 1),
      `not every SMS was sent in one try: ${JSON.stringify(rows.filter((r) => r.status !== 'sent' || Number(r.attempts) !== 1))}`,
    );
    assert(twice === 0, `${twice} SMS were sent twice`);
    assert(kept.length === all.length, `${kept.length} SMS in the outbox for ${all.length} messages`);
    assert(
      rows.every((r) => perMessage.get(r.id) === 1),
      'a message has no SMS in the outbox',
    );
    // A code queued through one process is read in the outbox through the other.
    for (const c of codes) {
      const other = c.via === 'a' ? 'b' : 'a';
      const seen = await request(`${direct(other)}/api/dev/sms-outbox?to=${c.mobile}`);
      assert(seen.status === 200, `the SMS outbox via ${other} answered ${seen.status}`);
      const n = seen.json().data.length;
      assert(n === 1, `the code sent via ${c.via} is ${n} times in the outbox read via ${other}`);
    }
    const deliveryRuns = jobRunsLogged('sms-delivery');
    const bySlot = new Map();
    for (const r of deliveryRuns) bySlot.set(r.slot, (bySlot.get(r.slot) ?? 0) + 1);
    const duplicateRuns = [...bySlot.values()].filter((n) => n > 1).length;
    assert(duplicateRuns === 0, `${duplicateRuns} intervals of the SMS delivery job ran twice`);
    const holders = new Set(deliveryRuns.map((r) => r.holder));
    figures.sms = { messages: all.length, outbox: kept.length, sentTwice: twice, jobRuns: deliveryRuns.length };
    return `${all.length} SMS (${QUEUED_BY_BOTH} queued, ${codes.length} codes via both processes) sent once each; ${deliveryRuns.length} job runs by ${holders.size} processes, 0 duplicates`;
  });
}
