// The day-book (decision 032): a month of receipts for 50,000 applicants — each paid the registration fee, online or
// at the counter (every tenth in cash, by demand draft or by bank challan, with its office receipt) — in a SQLite
// database; the API alone in this process, over real HTTP. Goal: the day-book of the month answers in ≤ 1 s, median
// of 5 runs, printed with its spread (fastest and slowest). Not a timed test.
// Run alone: npx tsx scripts/bench/day-book.ts   (or npm run bench -- --only=day-book)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchApp } from './bench-app';
import { upsertAdmin } from '../../api/src/accounts/admin-accounts';
import { issueToken } from '../../api/src/accounts/tokens';
import { fmt, median } from './common';

const APPLICANTS = 50_000;
const RUNS = 5;
const MONTH = { from: '2026-11-01', to: '2026-11-30', days: 30 };
const COURSES = ['BCOM', 'BA', 'BSC'] as const;
const ONLINE_MODES = ['CC', 'DC', 'NB', 'UPI'] as const;
const COUNTER = [
  ['cash', 'COUNTER_CASH'],
  ['dd', 'COUNTER_DD'],
  ['challan', 'COUNTER_CHALLAN'],
] as const;

const two = (n: number) => String(n).padStart(2, '0');

export interface DayBookBench {
  rows: number;
  bytes: number;
  runsMs: number[];
}

export async function benchDayBook(): Promise<DayBookBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-bench-day-book-'));
  const app = await benchApp(dataDir, {
    payments: {
      reconcileIntervalMs: 0,
      openMs: 600_000,
      expireMs: 86_400_000,
      batchSize: 25,
      verifyTimeoutMs: 15_000,
    },
  });
  try {
    const db = app.db;
    const now = new Date().toISOString();
    const { id: clerkId } = await upsertAdmin(db, {
      email: 'bench.accounts@college.local',
      password: 'Office12345',
      name: 'Bench Accounts',
      role: 'accounts',
    });
    const token = await issueToken(db, 'admin', clerkId);
    let seq = 0;
    const t0 = performance.now();
    await db.transaction().execute(async (trx) => {
      const CHUNK = 500;
      for (let start = 0; start < APPLICANTS; start += CHUNK) {
        const n = Math.min(CHUNK, APPLICANTS - start);
        const students = await trx
          .insertInto('students')
          .values(
            Array.from({ length: n }, (_, i) => ({
              name: `Applicant ${start + i + 1}`,
              email: `applicant${start + i + 1}@example.org`,
              phone_number: String(9_000_000_000 + start + i),
              password_hash: 'x',
              gender: (start + i) % 2 ? 'M' : 'F',
              category: 'OBC',
              academic_level: 'UG',
              course_name: COURSES[(start + i) % COURSES.length]!,
              course_year: 1,
              admission_type: 'New',
              refrence_roll: null,
              same_state: 1,
              fee_to_pay: null,
              created_at: now,
              updated_at: now,
            })),
          )
          .returning('id')
          .execute();
        const txRows = students.map((s, i) => {
          const k = start + i;
          const day = 1 + (k % MONTH.days);
          const addedon = `2026-11-${two(day)} ${two(9 + (k % 8))}:${two(k % 60)}:${two((k * 7) % 60)}`;
          const counter = k % 10 === 0 ? COUNTER[(k / 10) % COUNTER.length]! : null;
          return {
            txnid: `${counter ? 'CTR' : 'R'}BENCH${k}`,
            student_id: s.id,
            purpose: 'registration',
            amount: '50.00',
            productinfo: 'Registration Fee',
            firstname: `Applicant ${k + 1}`,
            email: `applicant${k + 1}@example.org`,
            phone: '9000000000',
            status: 'success',
            unmappedstatus: counter ? null : 'captured',
            mihpayid: counter ? null : String(40_000_000 + k),
            mode: counter ? counter[1] : ONLINE_MODES[k % ONLINE_MODES.length]!,
            bank_ref_num: counter && counter[0] !== 'cash' ? `DD${100_000 + k}` : counter ? null : `BR${k}`,
            error_message: null,
            addedon,
            verified_at: now,
            settled_by: counter ? 'counter' : 'callback',
            created_at: now,
            updated_at: now,
          };
        });
        const txs = await trx
          .insertInto('transactions')
          .values(txRows)
          .returning(['id', 'txnid', 'student_id'])
          .execute();
        const receipts = txs
          .filter((tx) => tx.txnid.startsWith('CTR'))
          .map((tx) => {
            seq += 1;
            const k = Number(tx.txnid.slice('CTRBENCH'.length));
            const mode = COUNTER[(k / 10) % COUNTER.length]![0];
            return {
              receipt_no: `OR/2026-27/${String(seq).padStart(6, '0')}`,
              series: '2026-27',
              seq,
              transaction_id: tx.id,
              student_id: tx.student_id,
              purpose: 'registration',
              amount: '50.00',
              mode,
              instrument_no: mode === 'cash' ? null : `DD${100_000 + k}`,
              instrument_bank: mode === 'dd' ? 'State Bank of India' : null,
              instrument_date: mode === 'cash' ? null : '2026-11-01',
              staff_id: clerkId,
              received_at: now,
              cancelled_at: null,
              cancelled_by: null,
              cancel_reason: null,
              created_at: now,
            };
          });
        if (receipts.length) await trx.insertInto('office_receipts').values(receipts).execute();
      }
    });
    console.log(
      `day-book: seeded ${APPLICANTS.toLocaleString('en-IN')} applicants and their receipts in ${fmt((performance.now() - t0) / 1000, 1)} s`,
    );

    // A port the system hands out: other benches may hold the fixed ones.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const p = (app.server.address() as { port: number }).port;
    const url = `http://127.0.0.1:${p}/api/admin/day-book?from=${MONTH.from}&to=${MONTH.to}`;
    const runsMs: number[] = [];
    let rows = 0;
    let bytes = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' } });
      const body = (await res.json()) as { data: { rows_total: number; count: number } };
      runsMs.push(performance.now() - start);
      if (res.status !== 200) throw new Error(`the day-book answered ${res.status}`);
      rows = body.data.rows_total;
      bytes = Number(res.headers.get('content-length') ?? JSON.stringify(body).length);
    }
    const result = { rows, bytes, runsMs };
    for (const l of dayBookLines(result)) console.log(l);
    return result;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the bench and adds its goal to the summary table of `npm run bench` (scripts/bench/index.ts). */
export async function benchDayBookInto(
  line: (what: string, value: number, goal: string, met: boolean, digits?: number, unit?: string) => void,
): Promise<void> {
  const m = median((await benchDayBook()).runsMs);
  line('day-book of a month, 50,000 applicants: median', m / 1000, '≤ 1 s', m <= 1000, 2, ' s');
}

export function dayBookLines(r: DayBookBench): string[] {
  const m = median(r.runsMs);
  return [
    `day-book of one month (${r.rows.toLocaleString('en-IN')} receipts, ${fmt(r.bytes / 1024, 0)} KB): median ${fmt(m, 0)} ms ` +
      `of ${r.runsMs.length} runs, spread ${fmt(Math.min(...r.runsMs), 0)}–${fmt(Math.max(...r.runsMs), 0)} ms ` +
      `(runs: ${r.runsMs.map((x) => fmt(x, 0)).join(', ')}); goal ≤ 1000 ms: ${m <= 1000 ? 'met' : 'NOT met'}; ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  ];
}

if (require.main === module) {
  benchDayBook().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
