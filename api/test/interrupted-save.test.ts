// A server killed (SIGKILL) in the middle of a 50 MB admission form leaves no half-saved form, and the sweeper
// removes every file it left behind (parts being read, files written before their rows) once they are old.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { admissionFormEntries } from '@college/shared-types';
import { startServer } from '../fuzz/fuzz';
import { migrateToLatest, openDatabase } from '../src/db/connect';
import { SWEEP_MIN_AGE_MS, sweepUploads } from '../src/storage/upload-sweeper';
import { validAdmission } from './admission-fixtures';

jest.setTimeout(120_000);

const DOCUMENT_FIELDS = ['mark_10th', 'mark_12', 'aadhar', 'mark_ug', 'mark_other', 'dc_caste', 'dc_domicile', 'dc_tc', 'dc_income', 'dc_anti_ragging_affidavit']; // prettier-ignore

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Ten 5 MB PDFs and the form's fields: a legal save2 of about 50 MB. */
function fiftyMegabyteForm(boundary: string): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of admissionFormEntries(validAdmission())) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.alloc(5 * 1024 * 1024 - 64, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);
  for (const field of DOCUMENT_FIELDS) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

it('leaves no half-saved form and nothing the sweeper does not remove', async () => {
  // A private temporary folder, so the parts the server streams are this test's alone.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'college-kill-'));
  const { child, ready } = await startServer({ TMPDIR: tmp, PG_TEST_URL: '' });
  const { dataDir, studentToken, admissionCode } = ready.targets;
  const uploadsDir = path.join(dataDir, 'uploads');
  const incoming = path.join(tmp, 'college-incoming');
  const before = new Set(filesUnder(uploadsDir));
  const boundary = '----kill-me';
  const body = fiftyMegabyteForm(boundary);
  expect(body.length).toBeGreaterThan(50 * 1024 * 1024);

  // Send the form; kill the server as soon as it has started to keep its files (parts on disk or uploads written).
  const req = http.request({
    host: '127.0.0.1',
    port: ready.port,
    method: 'POST',
    path: '/api/v2/admission/save2',
    headers: {
      authorization: `Bearer ${studentToken}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
  });
  req.on('error', () => undefined);
  req.end(body);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const started = Date.now();
  let seen = 0;
  while (Date.now() - started < 60_000) {
    seen = filesUnder(incoming).length + filesUnder(uploadsDir).filter((f) => !before.has(f)).length;
    if (seen >= 3) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  child.kill('SIGKILL');
  await exited;
  expect(seen).toBeGreaterThanOrEqual(3); // it was killed in the middle, with files on disk

  const { db } = openDatabase(path.join(dataDir, 'college.sqlite'));
  try {
    await migrateToLatest(db);
    // The form is the one saved before: its files are all there, none of the new ones is pointed to.
    const form = await db
      .selectFrom('admissions')
      .select('id')
      .where('admission_code', '=', admissionCode!)
      .executeTakeFirstOrThrow();
    const keys = (await db.selectFrom('admission_files').select('file_key').where('admission_id', '=', form.id).execute()).map((f) => f.file_key); // prettier-ignore
    expect(keys.length).toBe(5);
    const parts = filesUnder(incoming).length;
    const left = parts + filesUnder(uploadsDir).length;
    // At once: the incoming parts of the killed process (its id leads their names); the stored files not yet, as a
    // file younger than the sweeper's age may belong to a save still in progress in another process.
    expect((await sweepUploads(db, { uploadsDir }, Date.now(), incoming)).removed).toBe(parts);
    expect(filesUnder(incoming)).toEqual([]);
    const counts = await sweepUploads(db, { uploadsDir }, Date.now() + SWEEP_MIN_AGE_MS + 60_000, incoming);
    const rows = new Set((await db.selectFrom('files').select('key').execute()).map((r) => r.key));
    const remaining = filesUnder(uploadsDir).map((f) => path.basename(f));
    expect(remaining.filter((k) => !rows.has(k))).toEqual([]);
    expect(filesUnder(incoming)).toEqual([]);
    for (const key of keys) expect(remaining).toContain(key);
    console.log(`killed mid-save with ${seen} new file(s) on disk; the sweeper removed ${counts.removed} of ${left}`);
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
