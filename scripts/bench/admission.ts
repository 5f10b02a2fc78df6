// (c) Admission season on a private instance: 300 approved students submit save2 at once, each with a ~1 MB JPEG
// and a ~1 MB PNG; then 300 submit the form alone (the files already uploaded). Afterwards the database and the
// uploads folder are checked: every form saved, every file stored and referenced, no temporary file left.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { admissionFormEntries, emptyAdmissionForm, type AdmissionFormValues } from '@college/shared-types';
import { openDatabase } from '../../api/src/db/connect';
import { issueToken } from '../../api/src/services/tokens';
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

function form(): AdmissionFormValues {
  return {
    ...emptyAdmissionForm('BCOM'),
    mother_name: 'सुनीता देवी',
    father_name: 'Ram Prasad',
    dob: '2005-04-12',
    whatsapp_number: '9876543210',
    aadhar_no: '123412341234',
    religion: 'Hindu',
    marital_status: 'Single',
    gap: 'No',
    permanent_address_village_mohalla: 'वार्ड 4, सिरसागंज',
    permanent_address_post: 'Sirsaganj',
    permanent_address_tehsil: 'Sirsaganj',
    permanent_address_district: 'Firozabad',
    permanent_address_pincode: '283151',
    high_school_year: '2020',
    high_school_board: 'UP Board',
    high_school_name: 'GIC Sirsaganj',
    high_school_roll: '1234567',
    high_school_maxmarks: '600',
    high_school_obtmarks: '480',
    intermediate_year: '2022',
    intermediate_board: 'UP Board',
    intermediate_name: 'GIC Sirsaganj',
    intermediate_roll: '7654321',
    intermediate_maxmarks: '500',
    intermediate_obtmarks: '333',
    intermediate: { subject: 'Commerce' },
    attachments: ['10th Marksheet'],
    agreed_to_declaration: '1',
  } as AdmissionFormValues;
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

async function multipartBody(files: Array<{ field: string; bytes: Buffer; name: string; type: string }>) {
  const fd = new FormData();
  for (const [k, v] of admissionFormEntries(form())) fd.append(k, v);
  for (const f of files) fd.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return { body: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

async function freshPostgres(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `college_bench_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
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

async function fire(
  url: string,
  tokens: string[],
  body: Buffer,
  type: string,
): Promise<Array<{ status: number; ms: number; done: number }>> {
  const start = performance.now();
  return Promise.all(
    tokens.map(async (token) => {
      const t0 = performance.now();
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': type },
          body,
        });
        await res.arrayBuffer();
        const t1 = performance.now();
        return { status: res.status, ms: t1 - t0, done: t1 - start };
      } catch {
        const t1 = performance.now();
        return { status: 0, ms: t1 - t0, done: t1 - start };
      }
    }),
  );
}

export async function benchAdmissionSeason(kind: 'sqlite' | 'postgres', students = 300): Promise<SeasonResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `college-bench-${kind}-`));
  const pg =
    kind === 'postgres'
      ? await freshPostgres(process.env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
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
    const withFiles = await multipartBody([
      { field: 'image', bytes: await photoJpeg(), name: 'photo.jpg', type: 'image/jpeg' },
      { field: 'mark_10th', bytes: await scanPng(), name: 'marksheet.png', type: 'image/png' },
    ]);
    const formOnly = await multipartBody([]);
    const url = `${origin}/api/v2/admission/save2`;

    const t0 = performance.now();
    const a = await fire(url, season.tokens, withFiles.body, withFiles.type);
    const seconds = (performance.now() - t0) / 1000;
    const peakMb = server.peakMb();
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
    if (fileRows.length !== 2 * ok) problems.push(`${2 * ok} files expected, ${fileRows.length} recorded`);
    const stored = filesUnder(uploadsDir);
    const keys = new Set(fileRows.map((r) => r.file_key));
    const onDisk = new Set(stored.map((f) => path.basename(f)));
    const missing = [...keys].filter((k) => !onDisk.has(k));
    const orphans = stored.filter((f) => !keys.has(path.basename(f)));
    if (stored.length && missing.length) problems.push(`${missing.length} recorded files missing on disk`);
    if (orphans.length) problems.push(`${orphans.length} stored files no form refers to`);
    const leftovers = filesUnder(tmpDir);
    if (leftovers.length) problems.push(`${leftovers.length} temporary files left behind`);
    const formOk = b.filter((r) => r.status === 200).length;
    if (formOk !== students) problems.push(`form alone: ${students - formOk} not answered 200`);
    const lost = ok - Math.min(forms.length, fileRows.length / 2) + others.length;
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
