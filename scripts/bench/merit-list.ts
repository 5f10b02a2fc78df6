// (e) The public merit list (decision 026): one published round of 50,000 applicants in a SQLite database, the API
// alone in its own process. Goals: the list's first page, answered from memory, at ≥ 0.5× a bare Fastify server
// sending the same bytes (autocannon, 10 connections, the browser's Accept-Encoding), and the search by form number
// at ≤ 50 ms p95 (200 searches one after another, each a random form number of the list). Each figure five times:
// median with the spread. Also the first answer after start (the list read from the database).
// Run alone: npx tsx scripts/bench/merit-list.ts
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { benchApp } from './bench-app';
import { fmt, median, percentile, port, startBenchApi, waitFor } from './common';

export interface MeritListResult {
  rows: number;
  /** The first answer of the first page after start, in ms (the list read and kept). */
  coldMs: number;
  /** Requests per second of each run: the site's first page, bare Fastify with the same bytes. */
  site: number[];
  bare: number[];
  ratios: number[];
  /** p95 of each run's searches, in ms. */
  searchP95: number[];
  bytes: number;
}

const COURSE = 'BCOM';
const CATEGORIES = ['GENERAL', 'OBC', 'SC', 'ST', 'EWS'] as const;

/** A SQLite database with one published round of `rows` applicants (600 offered, by rank). */
async function seed(dataDir: string, rows: number): Promise<number[]> {
  const app = await benchApp(dataDir);
  const db = app.db;
  const now = new Date().toISOString();
  const forms: number[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      const round = await trx
        .insertInto('selection_rounds')
        .values({
          course: COURSE,
          year: 1,
          number: 1,
          opens_at: now,
          closes_at: new Date(Date.now() + 86_400_000).toISOString(),
          state: 'open',
          compartments: '{}',
          created_by: null,
          created_at: now,
          closed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const CHUNK = 500;
      for (let start = 0; start < rows; start += CHUNK) {
        const n = Math.min(CHUNK, rows - start);
        const students = await trx
          .insertInto('students')
          .values(
            Array.from({ length: n }, (_, i) => ({
              name: `Applicant ${start + i + 1}`,
              email: `applicant${start + i + 1}@example.org`,
              phone_number: String(9_000_000_000 + start + i),
              password_hash: 'x',
              gender: (start + i) % 2 ? 'M' : 'F',
              category: CATEGORIES[(start + i) % CATEGORIES.length]!,
              academic_level: 'UG',
              course_name: COURSE,
              course_year: 1,
              admission_type: 'New',
              refrence_roll: null,
              same_state: 1,
              fee_to_pay: null,
              created_at: now,
              updated_at: now,
              status_reason: null,
              correction_reason: null,
              correction_requested_at: null,
              submitted_at: now,
            })),
          )
          .returning(['id', 'name', 'email', 'category'])
          .execute();
        const admissions = await trx
          .insertInto('admissions')
          .values(
            students.map((s) => ({
              admission_code: `B${s.id}`,
              student_id: s.id,
              course: COURSE,
              part: 1,
              applicant_name: s.name,
              email: s.email,
              payload: '{}',
              created_at: now,
              updated_at: now,
            })),
          )
          .returning(['id', 'student_id'])
          .execute();
        await trx
          .insertInto('selection_standings')
          .values(
            admissions.map((a, i) => ({
              round_id: round.id,
              student_id: a.student_id,
              admission_id: a.id,
              category: students[i]!.category ?? 'GENERAL',
              merit_rank: start + i + 1,
              index_marks: 9900 - Math.floor(((start + i) * 6000) / rows),
              breakdown: '{}',
              status: start + i < 600 ? 'offered' : 'waiting',
              waiting_in_category: null,
              waiting_overall: null,
            })),
          )
          .execute();
        const offered = admissions.filter((_, i) => start + i < 600);
        if (offered.length) {
          await trx
            .insertInto('selection_offers')
            .values(
              offered.map((a, i) => ({
                round_id: round.id,
                student_id: a.student_id,
                admission_id: a.id,
                compartment: 'UR',
                quota: null,
                gender: 'M',
                special: null,
                label_en: 'Open (UR)',
                label_hi: 'अनारक्षित (UR)',
                merit_rank: start + i + 1,
                index_marks: 9000,
                breakdown: '{}',
                status: 'offered',
                deadline: now,
                live_student_id: a.student_id,
                created_at: now,
                updated_at: now,
              })),
            )
            .execute();
        }
        forms.push(...admissions.map((a) => a.id));
      }
    });
  } finally {
    await app.close();
  }
  return forms;
}

/** A GET's bytes as sent (fetch would decode them) and its ETag. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ body: Buffer; etag: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ body: Buffer.concat(parts), etag: String(res.headers.etag ?? '') }));
      })
      .on('error', reject);
  });
}

async function rate(url: string, headers: Record<string, string>, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 10, pipelining: 1, duration: seconds, headers });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

export async function benchMeritList(runs = 5, rows = 50_000, seconds = 3): Promise<MeritListResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-bench-merit-'));
  const forms = await seed(dataDir, rows);
  const { origin, api } = startBenchApi(dataDir);
  const url = `/api/v1/merit-lists/${COURSE}/1/1`;
  const accept = { 'accept-encoding': 'gzip, deflate, br' };
  const bare = Fastify({ logger: false });
  try {
    await waitFor(`${origin}/api/health`, 120_000);
    const started = performance.now();
    const cold = await fetch(origin + url, { headers: accept });
    const coldMs = performance.now() - started;
    if (!cold.ok) throw new Error(`${url}: ${cold.status}`);
    // The bytes a browser gets (Brotli) and their tag, for the bare server to send the same.
    const { body: raw, etag } = await rawGet(origin + url, accept);
    const page = JSON.parse(zlib.brotliDecompressSync(raw).toString('utf8')) as { data: { rows: unknown[] } };
    if (page.data.rows.length !== 100) throw new Error(`${url}: ${page.data.rows.length} rows, not 100`);
    bare.get(url, async (_request, reply) =>
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'public, max-age=60')
        .header('Content-Encoding', 'br')
        .type('application/json; charset=utf-8')
        .send(raw),
    );
    const barePort = port();
    await bare.listen({ port: barePort, host: '127.0.0.1' });
    const bareOrigin = `http://127.0.0.1:${barePort}`;
    await rate(origin + url, accept, 1);
    await rate(bareOrigin + url, accept, 1);

    const site: number[] = [];
    const bareRates: number[] = [];
    const searchP95: number[] = [];
    let seedN = 7;
    const next = () => {
      seedN = (Math.imul(seedN, 1_664_525) + 1_013_904_223) >>> 0;
      return seedN / 2 ** 32;
    };
    for (let run = 0; run < runs; run++) {
      // Alternate the two servers so a change of the machine's load touches both alike.
      site.push(await rate(origin + url, accept, seconds));
      bareRates.push(await rate(bareOrigin + url, accept, seconds));
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const form = forms[Math.floor(next() * forms.length)]!;
        const t0 = performance.now();
        const res = await fetch(`${origin}${url}?q=${form}`, { headers: accept });
        const body = (await res.json()) as { data: { rows: Array<{ form_number: number }> } };
        times.push(performance.now() - t0);
        if (body.data.rows[0]?.form_number !== form) throw new Error(`search for ${form} did not find it`);
      }
      searchP95.push(percentile(times, 95));
    }
    return {
      rows,
      coldMs,
      site,
      bare: bareRates,
      ratios: site.map((s, i) => s / bareRates[i]!),
      searchP95,
      bytes: raw.length,
    };
  } finally {
    await bare.close();
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const spread = (values: number[], digits: number, unit = '') =>
  `median ${fmt(median(values), digits)}${unit} of ${values.length}, spread ${fmt(Math.min(...values), digits)}–` +
  `${fmt(Math.max(...values), digits)}${unit} (${values.map((v) => fmt(v, digits)).join(', ')})`;

export function meritListLines(r: MeritListResult): string[] {
  return [
    `  merit list, ${r.rows} rows: first answer after start ${fmt(r.coldMs, 0)} ms; first page ${fmt(r.bytes / 1024, 1)} KB (Brotli)`,
    `  merit list first page × bare Fastify: ${spread(r.ratios, 2)}; site ${fmt(median(r.site), 0)}/s, bare ${fmt(median(r.bare), 0)}/s`,
    `  merit list search by form number, p95: ${spread(r.searchP95, 1, ' ms')}`,
  ];
}

if (require.main === module) {
  benchMeritList().then(
    (r) => {
      for (const l of meritListLines(r)) console.log(l);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
