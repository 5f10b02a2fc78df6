// (c) Admission season on a private instance: 300 approved students submit save2 at once, each with a ~1 MB JPEG
// and a ~1 MB PNG (and the small remaining required uploads); then (b) 300 other students who uploaded their files
// to the draft beforehand (PUT draft/files, as the form does when a file is chosen) submit the form alone, at once.
// Afterwards the database and the uploads folder are checked: every form saved, every file stored and referenced
// (the uploaded ones moved to their form, no pending one left), no temporary file left.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { admissionFormEntries, requiredUploads, uploadKind } from '@college/shared-types';
import { validAdmissionForm } from '../../shared-types/src/admission/fixtures';
import { freshDatabaseUrl } from '../../api/test/helpers';
import { openDatabase } from '../../api/src/db/connect';
import { issueToken } from '../../api/src/accounts/tokens';
import { ROOT, percentile, port, startNode, waitFor } from './common';

export interface SeasonResult {
  db: 'sqlite' | 'postgres';
  students: number;
  ok: number;
  refused: number;
  lost: number;
  formsPerSecond: number;
  p50: number;
  p95: number;
  slowest: number;
  peakMb: number;
  /** The form alone (files uploaded before): p95 in ms. */
  formOnlyP95: number;
  formOnlyOk: number;
  problems: string[];
}

/** The uploads every bench student's form needs (BCOM, OBC): the shared rule of required uploads. */
const REQUIRED = requiredUploads('BCOM', 'OBC');

/** A small image and a small PDF for the required uploads that are not the two large files. */
const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 20, g: 60, b: 160 } } })
    .png()
    .toBuffer();
}

/** A phone photo: 1600x1200 of noise and gradients, about 1 MB as JPEG. */
async function photoJpeg(): Promise<Buffer> {
  const { width, height } = { width: 1600, height: 1200 };
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const p = i / 3;
    const x = p % width;
    const y = Math.floor(p / width);
    const n = (Math.random() * 90) | 0;
    raw[i] = (x / 7 + n) & 255;
    raw[i + 1] = (y / 5 + n) & 255;
    raw[i + 2] = ((x + y) / 11 + n) & 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A scanned page as PNG, about 1 MB. */
async function scanPng(): Promise<Buffer> {
  const { width, height } = { width: 1240, height: 1754 };
  const raw = Buffer.alloc(width * height);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.random() < 0.12 ? (Math.random() * 255) | 0 : 245;
  return sharp(raw, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function multipartBody(
  files: Array<{ field: string; bytes: Buffer; name: string; type: string }>,
  withForm = true,
) {
  const fd = new FormData();
  // The one valid form of the tests (shared-types fixtures); the server takes the locked fields from the profile.
  if (withForm) for (const [k, v] of admissionFormEntries(validAdmissionForm('BCOM'))) fd.append(k, v);
  for (const f of files) fd.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return { body: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(full));
    else out.push(full);
  }
  return out;
}

/** Connections of their own for every student, as 300 phones would have. */
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** A body is sent in pieces of this size, each when the connection has taken the one before. */
const PIECE = 64 * 1024;

/**
 * One student's request. The body goes out as a phone's upload does, piece by piece as the connection takes it,
 * not copied whole into the socket at once: the 300 students of the bench share one process, and writing 600 MB of
 * bodies in one go would hold that process (not the server) for seconds before it could read a single answer.
 */
function send(url: string, method: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (status: number) => {
      if (!settled) resolve(status);
      settled = true;
    };
    const req = http.request(url, { method, agent, headers: { ...headers, 'content-length': String(body.length) } });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => settle(res.statusCode ?? 0));
      res.on('error', () => settle(0));
    });
    // An answer given before the whole body was read (a refusal) ends the upload: the status above still counts.
    req.on('error', () => setImmediate(() => settle(0)));
    // One piece at a time: the next is written once the connection has taken the last (its write callback), in a
    // later turn, so every student's upload and every answer move along together.
    let offset = 0;
    const pump = () => {
      if (settled || offset >= body.length) return void req.end();
      const piece = body.subarray(offset, offset + PIECE);
      offset += piece.length;
      req.write(piece, () => setImmediate(pump));
    };
    req.on('socket', (socket) => (socket.connecting ? socket.once('connect', pump) : pump()));
  });
}

async function fire(
  url: string,
  tokens: string[],
  body: Buffer,
  type: string,
  method = 'POST',
): Promise<Array<{ status: number; ms: number; done: number }>> {
  const start = performance.now();
  return Promise.all(
    tokens.map(async (token) => {
      const t0 = performance.now();
      const status = await send(url, method, { authorization: `Bearer ${token}`, 'content-type': type }, body);
      const t1 = performance.now();
      return { status, ms: t1 - t0, done: t1 - start };
    }),
  );
}

export async function benchAdmissionSeason(kind: 'sqlite' | 'postgres', students = 300): Promise<SeasonResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `college-bench-${kind}-`));
  // The fresh-database helper of the API's tests.
  const pg =
    kind === 'postgres'
      ? await freshDatabaseUrl(process.env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
      : null;
  const databaseUrl = pg ? pg.url : path.join(work, 'college.sqlite');
  const uploadsDir = path.join(work, 'uploads');
  const tmpDir = path.join(work, 'tmp');
  fs.mkdirSync(tmpDir);
  const p = port();
  const server = startNode(
    ['api/dist/server.js'],
    {
      PORT: String(p),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      SEED_DEMO_APPLICANTS: '0',
      DATABASE_URL: databaseUrl,
      DATA_DIR: work,
      UPLOADS_DIR: uploadsDir,
      TMPDIR: tmpDir,
      LOG_LEVEL: 'warn',
      PAYMENTS_RECONCILE_INTERVAL_MS: '0',
    },
    path.join(work, 'server.log'),
  );
  const problems: string[] = [];
  const origin = `http://127.0.0.1:${p}`;
  const { db } = openDatabase(databaseUrl);
  try {
    await waitFor(`${origin}/api/health`, 120_000);
    const makeStudents = async (n: number, label: string) => {
      const ids: number[] = [];
      const tokens: string[] = [];
      const now = new Date().toISOString();
      for (let i = 0; i < n; i++) {
        const row = await db
          .insertInto('students')
          .values({
            name: `छात्र ${label} ${i}`,
            email: `bench.${label}.${i}@example.com`,
            phone_number: '9876543210',
            password_hash: 'not-a-real-hash',
            gender: 'F',
            category: 'OBC',
            profile_photo: `${'ab'.repeat(16)}.jpg`,
            academic_level: 'UG',
            course_name: 'BCOM',
            course_year: 1,
            admission_type: 'New',
            refrence_roll: null,
            same_state: 1,
            status: 1,
            fee_to_pay: '2000',
            created_at: now,
            updated_at: now,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
        tokens.push(await issueToken(db, 'student', row.id));
      }
      return { ids, tokens };
    };
    const season = await makeStudents(students, 'files');
    const quick = await makeStudents(students, 'form');
    const png = await smallPng();
    const small = (field: string) =>
      uploadKind(field) === 'image'
        ? { field, bytes: png, name: `${field}.png`, type: 'image/png' }
        : { field, bytes: SMALL_PDF, name: `${field}.pdf`, type: 'application/pdf' };
    const withFiles = await multipartBody([
      { field: 'image', bytes: await photoJpeg(), name: 'photo.jpg', type: 'image/jpeg' },
      { field: 'mark_10th', bytes: await scanPng(), name: 'marksheet.png', type: 'image/png' },
      ...REQUIRED.filter((f) => f !== 'image' && f !== 'mark_10th').map(small),
    ]);
    const formOnly = await multipartBody([]);
    const url = `${origin}/api/v2/admission/save2`;

    const t0 = performance.now();
    const a = await fire(url, season.tokens, withFiles.body, withFiles.type);
    const seconds = (performance.now() - t0) / 1000;
    const peakMb = server.peakMb();

    // (b) Beforehand, each student of the second group uploads the required files to the draft, as the form does
    // when a file is chosen (50 students at a time; not timed). Then all submit the form alone, at once.
    for (let i = 0; i < quick.tokens.length; i += 50) {
      await Promise.all(
        quick.tokens.slice(i, i + 50).map(async (token) => {
          for (const field of REQUIRED) {
            const part = small(field);
            const one = await multipartBody([{ ...part, field: 'file' }], false);
            const [res] = await fire(
              `${origin}/api/v2/admission/draft/files/${field}`,
              [token],
              one.body,
              one.type,
              'PUT',
            );
            if (res!.status !== 200) problems.push(`draft upload of ${field} answered ${res!.status}`);
          }
        }),
      );
    }
    const b = await fire(url, quick.tokens, formOnly.body, formOnly.type);

    // Nothing lost: a form row and two referenced, stored files per 200; no stray file.
    const ok = a.filter((r) => r.status === 200).length;
    const refused = a.filter((r) => r.status === 503).length;
    const others = a.filter((r) => r.status !== 200 && r.status !== 503);
    if (others.length)
      problems.push(
        `${others.length} answers neither 200 nor 503 (${[...new Set(others.map((o) => o.status))].join(',')})`,
      );
    const forms = await db
      .selectFrom('admissions')
      .select('student_id')
      .where('student_id', 'in', season.ids)
      .execute();
    const fileRows = await db
      .selectFrom('admission_files')
      .innerJoin('admissions', 'admissions.id', 'admission_files.admission_id')
      .select('admission_files.file_key')
      .where('admissions.student_id', 'in', season.ids)
      .execute();
    if (forms.length !== ok) problems.push(`${ok} answered 200 but ${forms.length} forms are stored`);
    const perForm = REQUIRED.length;
    if (fileRows.length !== perForm * ok) problems.push(`${perForm * ok} files expected, ${fileRows.length} recorded`);
    // (b): every form alone answered 200 has its uploaded files, moved from the draft; nothing is left pending.
    const quickForms = await db.selectFrom('admissions').select('id').where('student_id', 'in', quick.ids).execute();
    const quickFiles = await db
      .selectFrom('admission_files')
      .innerJoin('admissions', 'admissions.id', 'admission_files.admission_id')
      .select('admission_files.file_key')
      .where('admissions.student_id', 'in', quick.ids)
      .execute();
    const pendingLeft = await db.selectFrom('admission_pending_files').select('id').execute();
    const stored = filesUnder(uploadsDir);
    const keys = new Set([...fileRows, ...quickFiles].map((r) => r.file_key));
    const onDisk = new Set(stored.map((f) => path.basename(f)));
    const missing = [...keys].filter((k) => !onDisk.has(k));
    const orphans = stored.filter((f) => !keys.has(path.basename(f)));
    if (stored.length && missing.length) problems.push(`${missing.length} recorded files missing on disk`);
    if (orphans.length) problems.push(`${orphans.length} stored files no form refers to`);
    const leftovers = filesUnder(tmpDir);
    if (leftovers.length) problems.push(`${leftovers.length} temporary files left behind`);
    const formOk = b.filter((r) => r.status === 200).length;
    if (formOk !== students) problems.push(`form alone: ${students - formOk} not answered 200`);
    if (quickForms.length !== formOk) problems.push(`form alone: ${formOk} answered 200, ${quickForms.length} stored`);
    if (quickFiles.length !== perForm * formOk)
      problems.push(`form alone: ${perForm * formOk} files expected with the forms, ${quickFiles.length} moved`);
    if (pendingLeft.length) problems.push(`${pendingLeft.length} uploaded files left pending after the submits`);
    const formOnlyLost = formOk - Math.min(quickForms.length, quickFiles.length / perForm);
    const lost = ok - Math.min(forms.length, fileRows.length / perForm) + others.length + formOnlyLost;
    const times = a.filter((r) => r.status === 200).map((r) => r.ms);
    return {
      db: kind,
      students,
      ok,
      refused,
      lost,
      formsPerSecond: ok / seconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      slowest: Math.max(...times),
      peakMb,
      formOnlyP95: percentile(
        b.map((r) => r.ms),
        95,
      ),
      formOnlyOk: formOk,
      problems,
    };
  } finally {
    await db.destroy();
    await server.stop();
    await pg?.drop();
    if (!process.env.BENCH_KEEP) fs.rmSync(work, { recursive: true, force: true });
  }
}

void ROOT;
