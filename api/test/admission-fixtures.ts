// Shared steps of the admission and payment suites: students made straight in the database, multipart bodies,
// and a walk through the gateway simulator's pages the way a browser would.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import {
  admissionFormEntries,
  requiredUploads,
  uploadKind,
  type AdmissionFormValues,
  type PaymentInitiateResponse,
} from '@college/shared-types';
import { validAdmissionForm } from '../../shared-types/src/admission/fixtures';
import { issueToken } from '../src/accounts/tokens';
import { createStaff } from './staff-fixtures';

let counter = 0;

export interface TestStudent {
  id: number;
  token: string;
  email: string;
  name: string;
}

/** A student with a complete profile; status and fee can be set directly. */
export async function createStudent(
  app: FastifyInstance,
  overrides: Partial<{
    status: number;
    fee_to_pay: string | null;
    course_name: string;
    course_year: number;
    academic_level: string;
    category: string;
    gender: string;
    name: string;
    profile_photo: string;
  }> = {},
): Promise<TestStudent> {
  counter += 1;
  const now = new Date().toISOString();
  const email = `student${counter}.${Date.now()}@example.com`;
  const name = overrides.name ?? `रीना देवी ${counter}`;
  const row = await app.db
    .insertInto('students')
    .values({
      name,
      email,
      phone_number: '9876543210',
      password_hash: 'not-a-real-hash',
      gender: overrides.gender ?? 'F',
      category: overrides.category ?? 'OBC',
      // A photo is part of a complete profile (admissionAccess); the row only needs a stored key.
      profile_photo: overrides.profile_photo ?? `${'ab'.repeat(16)}.jpg`,
      academic_level: overrides.academic_level ?? 'UG',
      course_name: overrides.course_name ?? 'BCOM',
      course_year: overrides.course_year ?? 1,
      admission_type: 'New',
      refrence_roll: null,
      same_state: 1,
      status: overrides.status ?? 0,
      fee_to_pay: overrides.fee_to_pay ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await issueToken(app.db, 'student', row.id), email, name };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * The shared valid form for a UG course, sent with locked answers that differ from the student's profile and
 * wrong percentages: the server must replace both (profile fields and its own percentages).
 */
export function validAdmission(course = 'BCOM'): AdmissionFormValues {
  return {
    ...validAdmissionForm(course),
    applicant_name: 'Somebody Else',
    gender: 'M',
    category: 'GENERAL',
    email: 'someone.else@example.com',
    high_school_percentage: '12.34',
    intermediate_percentage: '',
  };
}

export interface UploadPart {
  field: string;
  bytes: Buffer;
  filename: string;
  type: string;
}

/** Serialises text entries and files as a browser would send them. */
export async function multipart(
  entries: Array<[string, string]>,
  files: UploadPart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  for (const f of files) fd.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.filename);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

/** The files a form of this course and category must carry (the shared rule requiredUploads): a PNG or a PDF each. */
export async function requiredUploadParts(course = 'BCOM', category = 'OBC'): Promise<UploadPart[]> {
  const png = await pngBytes();
  return requiredUploads(course, category).map((field) =>
    uploadKind(field) === 'image'
      ? { field, bytes: png, filename: `${field}.png`, type: 'image/png' }
      : { field, bytes: PDF_BYTES, filename: `${field}.pdf`, type: 'application/pdf' },
  );
}

/**
 * save2 as a browser sends it. `files` are sent as given; with `required` (course and category of the student) the
 * required uploads the list does not name are added, so a test about something else sends a complete form.
 */
export async function postAdmission(
  app: FastifyInstance,
  token: string,
  values: AdmissionFormValues | Array<[string, string]>,
  files: UploadPart[] = [],
  required: { course?: string; category?: string } | false = {},
): Promise<LightMyRequestResponse> {
  const entries = Array.isArray(values) ? values : admissionFormEntries(values);
  const extra = required
    ? (await requiredUploadParts(required.course, required.category)).filter(
        (r) => !files.some((f) => f.field === r.field),
      )
    : [];
  const body = await multipart(entries, [...files, ...extra]);
  return app.inject({
    method: 'POST',
    url: '/api/v2/admission/save2',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

export async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 50, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function unescapeHtml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export interface HtmlForm {
  action: string;
  fields: Record<string, string>;
  button: string;
}

/** The forms of a simulator page: action, hidden fields and the label of the submit button. */
export function formsOf(html: string): HtmlForm[] {
  const forms: HtmlForm[] = [];
  for (const m of html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)) {
    const fields: Record<string, string> = {};
    for (const i of m[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
      fields[unescapeHtml(i[1]!)] = unescapeHtml(i[2]!);
    }
    const button = /<button[^>]*>([^<]*)<\/button>/.exec(m[2]!)?.[1] ?? '';
    forms.push({ action: unescapeHtml(m[1]!), fields, button });
  }
  return forms;
}

export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export async function initiate(
  app: FastifyInstance,
  token: string,
  purpose: 'registration' | 'admission',
): Promise<PaymentInitiateResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/payment/initiate',
    headers: bearer(token),
    payload: { purpose, firstname: 'Reena Devi', phone: '9876543210' },
  });
  if (res.statusCode !== 200) throw new Error(`initiate answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export type SimOutcome = 'Success' | 'Failure' | 'Cancel';

/**
 * Posts the signed form to the simulator, picks a method and an outcome, and answers the PayU fields the
 * simulator sends back and where (the 307 target), without delivering them yet.
 */
export async function checkout(
  app: FastifyInstance,
  init: PaymentInitiateResponse,
  outcome: SimOutcome,
  method: 'Card' | 'Net Banking' = 'Card',
): Promise<{ target: string; fields: Record<string, string> }> {
  const page1 = await postForm(app, new URL(init.action).pathname, init.fields);
  if (page1.statusCode !== 200) throw new Error(`checkout answered ${page1.statusCode}: ${page1.body}`);
  const choose = formsOf(page1.body).find((f) => f.button === method)!;
  const page2 = await postForm(app, choose.action, choose.fields);
  const pick = formsOf(page2.body).find((f) => f.button === outcome)!;
  const done = await postForm(app, pick.action, pick.fields);
  if (done.statusCode !== 307) throw new Error(`complete answered ${done.statusCode}: ${done.body}`);
  return { target: new URL(done.headers.location as string).pathname, fields: pick.fields };
}

/** The whole payment: initiate, the simulator's pages, and the callback the browser re-posts. */
export async function pay(
  app: FastifyInstance,
  token: string,
  purpose: 'registration' | 'admission',
  outcome: SimOutcome = 'Success',
): Promise<{ txnid: string; callback: LightMyRequestResponse; fields: Record<string, string>; target: string }> {
  const init = await initiate(app, token, purpose);
  const { target, fields } = await checkout(app, init, outcome);
  const callback = await postForm(app, target, fields);
  return { txnid: init.fields.txnid!, callback, fields, target };
}

const verifierTokens = new WeakMap<FastifyInstance, string>();

/**
 * The office verifies a submitted form through the scrutiny calls: every uploaded document marked verified (by a
 * verifier of this app unless a staff token is given). The admission fee can be paid only after this.
 */
export async function verifyForm(app: FastifyInstance, studentId: number, staffToken?: string): Promise<void> {
  let token = staffToken ?? verifierTokens.get(app);
  if (!token) {
    token = (await createStaff(app, 'verifier')).token;
    verifierTokens.set(app, token);
  }
  const url = `/api/admin/students/${studentId}/scrutiny`;
  const view = await app.inject({ method: 'GET', url, headers: bearer(token) });
  const data = view.json().data as { documents: Array<{ field: string; state: string | null }> } | null;
  if (view.statusCode !== 200 || !data) throw new Error(`scrutiny answered ${view.statusCode}: ${view.body}`);
  for (const d of data.documents) {
    if (d.state === 'verified') continue;
    const res = await app.inject({
      method: 'PUT',
      url: `${url}/documents/${d.field}`,
      headers: bearer(token),
      payload: { state: 'verified' },
    });
    if (res.statusCode !== 200) throw new Error(`document check answered ${res.statusCode}: ${res.body}`);
  }
}

/**
 * Every payment window has passed: each round's closing and each offer's deadline put a minute back, as if the
 * office had waited (a round can then be closed and its unpaid offers lapse).
 */
export async function passEveryWindow(app: FastifyInstance): Promise<void> {
  const past = new Date(Date.now() - 60_000).toISOString();
  await app.db.updateTable('selection_rounds').set({ closes_at: past }).execute();
  await app.db.updateTable('selection_offers').set({ deadline: past }).execute();
}
