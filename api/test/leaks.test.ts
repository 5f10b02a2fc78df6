// Smaller leaks: what the log of a whole journey may never hold, PDFs served as downloads, Aadhaar masked for the
// office while the student's own printout keeps it whole.
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { admissionFormEntries } from '@college/shared-types';
import { buildApp, LOG_REDACT } from '../src/app';
import { codeFromOutbox, post, registerStudent, uniqueEmail } from './accounts-fixtures';
import { bearer, createStudent, PDF_BYTES, pngBytes, postAdmission, validAdmission } from './admission-fixtures';
import { freshDatabaseUrl } from './helpers';

const AADHAAR = validAdmission().aadhar_no as string;
// A whole journey on a machine other work also loads.
jest.setTimeout(30_000);

let app: FastifyInstance;
let drop: () => Promise<void>;
const log: string[] = [];

beforeAll(async () => {
  const db = await freshDatabaseUrl();
  drop = db.drop;
  const dataDir = path.join(os.tmpdir(), `college-leaks-${randomBytes(6).toString('hex')}`);
  app = await buildApp({
    config: {
      databaseUrl: db.url,
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      env: 'test',
      logLevel: 'debug',
      seedDemo: true,
      passwordHashCost: 10,
    },
    // The real logger configuration (redaction) at a more talkative level, writing where the test can read it.
    fastify: {
      logger: {
        level: 'debug',
        redact: LOG_REDACT,
        stream: new Writable({
          write(chunk: Buffer, _enc, done) {
            log.push(chunk.toString());
            done();
          },
        }),
      },
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function saveForm(token: string) {
  const png = await pngBytes();
  return postAdmission(app, token, admissionFormEntries(validAdmission()), [
    { field: 'image', bytes: png, filename: 'photo.png', type: 'image/png' },
    { field: 'signature', bytes: png, filename: 'sign.png', type: 'image/png' },
    { field: 'mark_10th', bytes: PDF_BYTES, filename: '10th.pdf', type: 'application/pdf' },
    { field: 'mark_12', bytes: PDF_BYTES, filename: '12th.pdf', type: 'application/pdf' },
    { field: 'aadhar', bytes: PDF_BYTES, filename: 'aadhaar.pdf', type: 'application/pdf' },
  ]);
}

describe('the log of a whole journey', () => {
  it('never holds a code, a password, a token, an Aadhaar number or the payment salt', async () => {
    const secrets: Array<[string, string]> = [['payment salt', app.config.payu.salt]];
    // Registration with an email code, sign-in, a wrong password, a password reset, logout.
    const email = uniqueEmail();
    await post(app, '/api/v2/send-otp', { type_of: 'email_otp', sender: email });
    secrets.push(['email code', await codeFromOutbox(app, email)]);
    const s = await registerStudent(app, { email, password: 'first secret pass 1' });
    secrets.push(['password', 'first secret pass 1'], ['session token', s.token]);
    await post(app, '/api/v2/signin', { email, password: 'a wrong secret 2' });
    secrets.push(['wrong password', 'a wrong secret 2']);
    await post(app, '/api/v2/reset-password', { applicant_email: email });
    const mails = (await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json().data;
    const link = mails[mails.length - 1].text.match(/reset-password\?token=([\w%-]+)/)[1] as string;
    const resetToken = decodeURIComponent(link);
    secrets.push(['reset token', resetToken]);
    const confirm = await post(app, '/api/v2/reset-password/confirm', {
      token: resetToken,
      password: 'second secret pass 3',
      password_confirmation: 'second secret pass 3',
    });
    expect(confirm.statusCode).toBe(200);
    secrets.push(['new password', 'second secret pass 3']);
    const again = await post(app, '/api/v2/signin', { email, password: 'second secret pass 3' });
    secrets.push(['second session token', again.json().token]);
    await app.inject({ method: 'POST', url: '/api/v2/logout', headers: bearer(again.json().token) });
    // The admission form with an Aadhaar number, its printout, and the office reading it.
    const applicant = await createStudent(app, { status: 1 });
    secrets.push(['applicant token', applicant.token]);
    const saved = await saveForm(applicant.token);
    expect(saved.statusCode).toBeLessThan(300);
    const code = saved.json().admission_code as string;
    await app.inject({
      method: 'POST',
      url: '/api/v2/admission/print2',
      headers: bearer(applicant.token),
      payload: { admission_code: code },
    });
    const admin = await post(app, '/api/admin/signin', { email: 'admin@college.local', password: 'Admin@12345' });
    secrets.push(['admin password', 'Admin@12345'], ['admin token', admin.json().token]);
    await app.inject({ url: `/api/admin/admissions/${code}`, headers: bearer(admin.json().token) });
    // A request that fails validation with a secret in its body.
    await post(app, '/api/v2/signin', { email: 'not an email', password: 'third secret pass 4' });
    secrets.push(['refused password', 'third secret pass 4']);

    const text = log.join('');
    expect(text.length).toBeGreaterThan(1000); // the journey was logged
    expect(text).toContain('/api/v2/signin');
    const found = secrets.filter(([, value]) => value && text.includes(value)).map(([name]) => name);
    expect(found).toEqual([]);
    expect(text).not.toContain(AADHAAR);
    expect(text).not.toContain(`${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`);
  });
});

describe('uploaded files', () => {
  it('PDFs are served as downloads, images inline, never cached', async () => {
    const applicant = await createStudent(app, { status: 1 });
    const code = (await saveForm(applicant.token)).json().admission_code as string;
    const pdf = await app.inject({ url: `/api/v2/admission/file/${code}/aadhar`, headers: bearer(applicant.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+"$/);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const photo = await app.inject({ url: `/api/v2/admission/file/${code}/image`, headers: bearer(applicant.token) });
    expect(photo.headers['content-disposition']).toMatch(/^inline; /);
  });
});

describe('Aadhaar numbers', () => {
  it('are masked to the last four digits on the student printout and for the office', async () => {
    const applicant = await createStudent(app, { status: 1 });
    const code = (await saveForm(applicant.token)).json().admission_code as string;
    const own = await app.inject({
      method: 'POST',
      url: '/api/v2/admission/print2',
      headers: bearer(applicant.token),
      payload: { admission_code: code },
    });
    expect(own.json()[0].aadhar).toBe(`XXXX XXXX ${AADHAAR.slice(-4)}`);
    expect(own.body).not.toContain(AADHAAR);
    const admin = await post(app, '/api/admin/signin', { email: 'admin@college.local', password: 'Admin@12345' });
    const office = await app.inject({ url: `/api/admin/admissions/${code}`, headers: bearer(admin.json().token) });
    expect(office.json().data.aadhar).toBe(`XXXX XXXX ${AADHAAR.slice(-4)}`);
    expect(office.body).not.toContain(AADHAAR);
  });
});
