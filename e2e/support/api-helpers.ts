// Helpers of the browser tests that talk to the API directly: make students, read the development mail outbox,
// pay through the gateway simulator and act as the administrator. Each takes Playwright's `request` fixture,
// whose baseURL is the site under test.
//
//   const { student, token } = await createStudent(request, { profile: true, chalan: true });
//   await approveStudent(request, student.email, '1200');
//   await loginInBrowser(page, token);
import type { APIRequestContext, APIResponse, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  admissionFormEntries,
  requiredUploads,
  type Category,
  type PaymentPurpose,
  type Student,
} from '@college/shared-types';
import { validAdmissionForm } from '../../shared-types/src/admission/fixtures';
import { BASE_URL } from './site';

// ---------------------------------------------------------------------------------------------------------
// Accounts

export interface StudentAccount {
  name: string;
  email: string;
  /** 10 digits, without +91. */
  phone: string;
  password: string;
}

export interface ProfileInput {
  gender: 'M' | 'F' | 'O';
  same_state: '0' | '1';
  category: Category;
  academic_level: 'UG' | 'PG';
  admission_code: 'New' | 'Renewal';
  course_name: string;
  course_year: '1' | '2' | '3';
  refrence_roll?: string;
}

/** The demo administrator the development seed creates (README, "Demo accounts"). */
export const DEMO_ADMIN = { email: 'admin@college.local', password: 'Admin@12345' } as const;

export const DEFAULT_PROFILE: ProfileInput = {
  gender: 'F',
  same_state: '1',
  category: 'OBC',
  academic_level: 'UG',
  admission_code: 'New',
  course_name: 'BCOM',
  course_year: '1',
};

let counter = 0;

/** An address no other test (or earlier run on the same database) uses. */
export function uniqueEmail(prefix = 'student'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A new student's details; pass what a test cares about. */
export function newStudent(over: Partial<StudentAccount> = {}): StudentAccount {
  return {
    name: 'Reena Devi',
    email: uniqueEmail(),
    phone: '9876543210',
    password: 'Secret@123',
    ...over,
  };
}

async function json<T>(res: APIResponse, what: string): Promise<T> {
  const body = await res.text();
  if (!res.ok()) throw new Error(`${what}: HTTP ${res.status()} ${body}`);
  return JSON.parse(body) as T;
}

function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

// ---------------------------------------------------------------------------------------------------------
// The development outbox (GET /api/dev/outbox)

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** The mails sent to an address, oldest first. */
export async function readOutbox(request: APIRequestContext, to?: string): Promise<OutboxMail[]> {
  const res = await request.get('/api/dev/outbox', { params: to ? { to: to.toLowerCase() } : {} });
  const body = await json<{ data: OutboxMail[] } | OutboxMail[]>(res, 'outbox');
  return Array.isArray(body) ? body : body.data;
}

/**
 * Waits for the newest mail to an address that matches (subject or text) and is newer than `afterId`.
 * Take `afterId` from `lastMailId` before the action that sends the mail, so an older mail never counts.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  match: RegExp,
  options: { afterId?: number; timeout?: number } = {},
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readOutbox(request, to);
        found = [...mails]
          .reverse()
          .find((m) => m.id > (options.afterId ?? 0) && (match.test(m.subject) || match.test(m.text)));
        return !!found;
      },
      { timeout: options.timeout ?? 10_000, message: `a mail to ${to} matching ${match}` },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** The id of the newest mail to an address (0 when none). */
export async function lastMailId(request: APIRequestContext, to: string): Promise<number> {
  const mails = await readOutbox(request, to);
  return mails.reduce((max, m) => Math.max(max, m.id), 0);
}

/** The 6-digit code of a verification mail. */
export function codeFromMail(mail: OutboxMail): string {
  const m = /\b(\d{6})\b/.exec(mail.subject) ?? /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error(`no 6-digit code in the mail "${mail.subject}"`);
  return m[1] as string;
}

/** The first link of a mail whose path starts with `pathPrefix` (e.g. '/student/reset-password'). */
export function linkFromMail(mail: OutboxMail, pathPrefix: string): URL {
  for (const raw of mail.text.match(/https?:\/\/[^\s)"'<>]+/g) ?? []) {
    const url = new URL(raw);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`no ${pathPrefix} link in the mail "${mail.subject}"`);
}

// ---------------------------------------------------------------------------------------------------------
// Students through the API

/** Asks for an email code and reads it from the outbox. */
export async function sendEmailCode(
  request: APIRequestContext,
  email: string,
): Promise<{ referenceId: string; code: string }> {
  const afterId = await lastMailId(request, email);
  const sent = await json<{ success: boolean; refrence_id: string | null; message: string }>(
    await request.post('/api/v2/send-otp', { data: { type_of: 'email_otp', sender: email } }),
    'send-otp',
  );
  if (!sent.success || !sent.refrence_id) throw new Error(`send-otp: ${sent.message}`);
  const mail = await waitForMail(request, email, /verification code/i, { afterId });
  return { referenceId: sent.refrence_id, code: codeFromMail(mail) };
}

/** Registers a student the way the register page does: email code, validation, signup. */
export async function registerStudent(
  request: APIRequestContext,
  over: Partial<StudentAccount> = {},
): Promise<StudentAccount> {
  const student = newStudent(over);
  const { referenceId, code } = await sendEmailCode(request, student.email);
  const valid = await json<{ success: boolean; message: string }>(
    await request.post('/api/v2/validate-otp', {
      data: { sender: student.email, reference_id: referenceId, otp: code },
    }),
    'validate-otp',
  );
  if (!valid.success) throw new Error(`validate-otp: ${valid.message}`);
  await json(
    await request.post('/api/v2/signup', {
      data: {
        name: student.name,
        email: student.email,
        phone: student.phone,
        password: student.password,
        password_confirmation: student.password,
        email_refrence_id: referenceId,
      },
    }),
    'signup',
  );
  return student;
}

/** A bearer token of the student. */
export async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const body = await json<{ token?: string; message: string }>(
    await request.post('/api/v2/signin', { data: { email, password } }),
    'signin',
  );
  if (!body.token) throw new Error(`signin: ${body.message}`);
  return body.token;
}

export async function getUser(request: APIRequestContext, token: string): Promise<Student> {
  const body = await json<{ user: Student }>(
    await request.get('/api/v2/get-user', { headers: bearer(token) }),
    'get-user',
  );
  return body.user;
}

/** A valid 8×8 PNG: the API re-encodes photos, so it must be a real image. */
/** The smallest PDF the upload table accepts (its bytes start with %PDF). */
export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const TEST_PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=',
  'base64',
);

/** Completes the profile (with a photo) and answers the updated student. */
export async function completeProfile(
  request: APIRequestContext,
  token: string,
  profile: Partial<ProfileInput> = {},
): Promise<Student> {
  const p: ProfileInput = { ...DEFAULT_PROFILE, ...profile };
  const res = await request.post('/api/v2/complete-profile', {
    headers: bearer(token),
    multipart: {
      gender: p.gender,
      same_state: p.same_state,
      category: p.category,
      academic_level: p.academic_level,
      admission_code: p.admission_code,
      course_name: p.course_name,
      course_year: p.course_year,
      refrence_roll: p.refrence_roll ?? '',
      profile_photo: { name: 'photo.png', mimeType: 'image/png', buffer: TEST_PHOTO_PNG },
    },
  });
  await json(res, 'complete-profile');
  return getUser(request, token);
}

// ---------------------------------------------------------------------------------------------------------
// Payments through the gateway simulator, without a browser

export type GatewayOutcome = 'Success' | 'Failure' | 'Cancel';

function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    out[decodeHtml(m[1] as string)] = decodeHtml(m[2] as string);
  }
  return out;
}

function decodeHtml(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The form of the simulator page whose button reads `label`. */
function formWithButton(html: string, label: string): { action: string; fields: Record<string, string> } {
  for (const m of html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)) {
    if (new RegExp(`>${label}</button>`).test(m[2] as string)) {
      return { action: decodeHtml(m[1] as string), fields: hiddenFields(m[2] as string) };
    }
  }
  throw new Error(`no "${label}" button on the gateway page`);
}

/**
 * Pays a fee end to end over HTTP: initiate, the simulator's checkout (card), the chosen outcome, the
 * callback to the API. Answers the txnid and the result page the student would land on.
 */
export async function payFee(
  request: APIRequestContext,
  token: string,
  purpose: PaymentPurpose,
  outcome: GatewayOutcome = 'Success',
): Promise<{ txnid: string; resultUrl: string }> {
  const user = await getUser(request, token);
  const initiated = await json<{ action: string; fields: Record<string, string> }>(
    await request.post('/api/v2/payment/initiate', {
      headers: bearer(token),
      data: { purpose, firstname: user.name, phone: user.phone_number },
    }),
    'payment/initiate',
  );
  const path = (url: string) => {
    const u = new URL(url, 'http://site');
    return u.pathname + u.search;
  };
  const checkout = await request.post(path(initiated.action), { form: initiated.fields });
  const mode = formWithButton(await checkout.text(), 'Card');
  const outcomes = await request.post(path(mode.action), { form: mode.fields });
  const chosen = formWithButton(await outcomes.text(), outcome);
  // The simulator answers 307 to the API's callback, which answers 303 to the result page: follow by hand,
  // because the result page is the front end's (HTML), not something to fetch here.
  const completed = await request.post(path(chosen.action), { form: chosen.fields, maxRedirects: 0 });
  const callback = completed.headers().location;
  if (!callback) throw new Error(`gateway did not redirect: HTTP ${completed.status()}`);
  const settled = await request.post(path(callback), { form: chosen.fields, maxRedirects: 0 });
  const resultUrl = settled.headers().location;
  if (!resultUrl) throw new Error(`payment callback did not redirect: HTTP ${settled.status()}`);
  return { txnid: initiated.fields.txnid as string, resultUrl };
}

// ---------------------------------------------------------------------------------------------------------
// The administrator

export async function adminSignIn(
  request: APIRequestContext,
  credentials: { email: string; password: string } = DEMO_ADMIN,
): Promise<string> {
  const body = await json<{ token?: string; message: string }>(
    await request.post('/api/admin/signin', { data: credentials }),
    'admin signin',
  );
  if (!body.token) throw new Error(`admin signin: ${body.message}`);
  return body.token;
}

/** The id of a student, found by email through the administrator's list. */
export async function findStudentId(request: APIRequestContext, adminToken: string, email: string): Promise<number> {
  const body = await json<{ data: Array<{ id: number; email: string }> }>(
    await request.get('/api/admin/students', { headers: bearer(adminToken), params: { search: email.toLowerCase() } }),
    'admin students',
  );
  const row = body.data.find((s) => s.email === email.toLowerCase());
  if (!row) throw new Error(`no student ${email}`);
  return row.id;
}

/** Sets a student's status as the administrator: 1 approves (a fee is then required), 2 rejects. */
export async function setStudentStatus(
  request: APIRequestContext,
  email: string,
  change: { status: 1 | 2; fee_to_pay?: string; remark?: string },
): Promise<void> {
  const adminToken = await adminSignIn(request);
  const id = await findStudentId(request, adminToken, email);
  await json(
    await request.post(`/api/admin/students/${id}/status`, { headers: bearer(adminToken), data: change }),
    'admin status',
  );
}

/**
 * The office verifies a student's submitted form through the scrutiny calls: every uploaded document marked
 * verified by the administrator. The admission fee can be paid only after this.
 */
export async function verifyAdmissionForm(request: APIRequestContext, email: string): Promise<void> {
  const adminToken = await adminSignIn(request);
  const id = await findStudentId(request, adminToken, email);
  const scrutiny = await json<{ data: { documents: Array<{ field: string; state: string | null }> } | null }>(
    await request.get(`/api/admin/students/${id}/scrutiny`, { headers: bearer(adminToken) }),
    'admin scrutiny',
  );
  if (!scrutiny.data) throw new Error(`no admission form of ${email} to verify`);
  for (const d of scrutiny.data.documents) {
    if (d.state === 'verified') continue;
    await json(
      await request.put(`/api/admin/students/${id}/scrutiny/documents/${d.field}`, {
        headers: bearer(adminToken),
        data: { state: 'verified' },
      }),
      'admin document check',
    );
  }
}

export function approveStudent(request: APIRequestContext, email: string, fee = '1200'): Promise<void> {
  return setStudentStatus(request, email, { status: 1, fee_to_pay: fee, remark: 'Documents verified' });
}

// ---------------------------------------------------------------------------------------------------------
// The admission form, submitted as the six-step form would (BCOM, the default profile's course)

/**
 * Submits a complete admission form (BCOM unless another course is named) for an approved student; `overrides`
 * replace or add answers. Answers the form's admission code.
 */
export async function submitAdmissionForm(
  request: APIRequestContext,
  token: string,
  course = 'BCOM',
  overrides: Record<string, unknown> = {},
): Promise<string> {
  // The shared valid form, with the answers these browser tests read back on the printouts.
  const values = {
    ...validAdmissionForm(course),
    mother_name: 'सीता देवी',
    father_name: 'Ram Prasad Verma',
    dob: '2006-04-12',
    whatsapp_number: '9876543210',
    aadhar_no: '123456789012',
    marital_status: 'Single',
    gap: 'No',
    permanent_address_village_mohalla: 'Civil Lines',
    permanent_address_post: 'Kotwali',
    permanent_address_tehsil: 'Sadar',
    permanent_address_district: 'Jhansi',
    permanent_address_pincode: '284001',
    high_school_year: '2021',
    high_school_board: 'UP Board',
    high_school_name: 'GIC Jhansi',
    high_school_roll: '1001',
    high_school_maxmarks: '600',
    high_school_obtmarks: '487',
    high_school_percentage: '81.17',
    intermediate_year: '2023',
    intermediate_board: 'UP Board',
    intermediate_name: 'GIC Jhansi',
    intermediate_roll: '2002',
    intermediate_maxmarks: '500',
    intermediate_obtmarks: '412',
    intermediate_percentage: '82.40',
    intermediate: { subject: 'Commerce' },
    attachments: ['10th Marksheet'],
    agreed_to_declaration: '1',
    ...overrides,
  };
  const form = new FormData();
  for (const [k, v] of admissionFormEntries(values)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(TEST_PHOTO_PNG)], { type: 'image/png' }), 'photo.png');
  form.append('signature', new Blob([new Uint8Array(TEST_PHOTO_PNG)], { type: 'image/png' }), 'sign.png');
  // The other required uploads (requiredUploads of shared-types): the marksheets, and the caste certificate (sent
  // whatever the category; a GENERAL student's is simply kept).
  const documents = [
    'mark_10th',
    'mark_12',
    'dc_caste',
    ...(requiredUploads(course, 'GENERAL').includes('mark_ug') ? ['mark_ug'] : []),
  ];
  for (const field of documents) {
    form.append(field, new Blob([new Uint8Array(TEST_PDF)], { type: 'application/pdf' }), `${field}.pdf`);
  }
  const body = await json<{ response: boolean; message: string; admission_code?: string }>(
    await request.post('/api/v2/admission/save2', { headers: bearer(token), multipart: form }),
    'admission/save2',
  );
  if (!body.response || !body.admission_code) throw new Error(`admission/save2: ${body.message}`);
  return body.admission_code;
}

// ---------------------------------------------------------------------------------------------------------
// One call for a student in a given state, and the browser side

export interface CreatedStudent {
  student: StudentAccount;
  token: string;
}

/**
 * A registered student with a token; optionally with a complete profile, a paid chalan (registration fee)
 * and an approval with a fee. Later steps imply the earlier ones.
 */
export async function createStudent(
  request: APIRequestContext,
  options: {
    account?: Partial<StudentAccount>;
    profile?: boolean | Partial<ProfileInput>;
    chalan?: boolean;
    approveWithFee?: string;
  } = {},
): Promise<CreatedStudent> {
  const student = await registerStudent(request, options.account);
  const token = await signIn(request, student.email, student.password);
  const wantsChalan = options.chalan || options.approveWithFee !== undefined;
  if (options.profile || wantsChalan) {
    await completeProfile(request, token, typeof options.profile === 'object' ? options.profile : {});
  }
  if (wantsChalan) await payFee(request, token, 'registration', 'Success');
  if (options.approveWithFee !== undefined) await approveStudent(request, student.email, options.approveWithFee);
  return { student, token };
}

/** Makes the browser logged in as the student (the portal keeps the token under 'auth_token'). */
export async function loginInBrowser(page: Page, token: string): Promise<void> {
  await page.goto('/student/login');
  await page.evaluate((t) => window.localStorage.setItem('auth_token', t), token);
}

// ---------------------------------------------------------------------------------------------------------
// The office's staff (the console, /admin)

export interface StaffLogin {
  email: string;
  password: string;
  token: string;
}

/**
 * A staff member of a role, made as the office does it: the demo administrator creates the account, the mailed
 * set-password link sets the password, then it signs in. Answers the credentials and a staff token.
 */
export async function createStaff(
  request: APIRequestContext,
  role: 'verifier' | 'accounts' | 'editor' | 'admin',
): Promise<StaffLogin> {
  const adminToken = await adminSignIn(request);
  const email = uniqueEmail(role);
  const password = 'Office12345';
  await json(
    await request.post('/api/admin/staff', {
      headers: bearer(adminToken),
      data: { email, name: `Test ${role}`, role },
    }),
    'admin staff create',
  );
  const mail = await waitForMail(request, email, /password/i);
  const token = linkFromMail(mail, '/admin/set-password').searchParams.get('token') ?? '';
  await json(
    await request.post('/api/admin/set-password', {
      data: { token, password, password_confirmation: password },
    }),
    'admin set-password',
  );
  return { email, password, token: await adminSignIn(request, { email, password }) };
}

/** Uploads a document with the profile (upload-document), a PNG standing for a marksheet. */
export async function uploadDocument(request: APIRequestContext, token: string, name: string): Promise<void> {
  await json(
    await request.post('/api/v2/upload-document', {
      headers: bearer(token),
      multipart: {
        document_name: name,
        document_link: { name: 'marksheet.png', mimeType: 'image/png', buffer: TEST_PHOTO_PNG },
      },
    }),
    'upload-document',
  );
}

/** Makes the browser signed in to the console (the staff token is kept under 'staff_token'). */
export async function staffInBrowser(page: Page, token: string): Promise<void> {
  await page.goto('/admin/login');
  await page.evaluate((t) => window.localStorage.setItem('staff_token', t), token);
}

/**
 * A fresh browser context (empty cache, nothing loaded yet) in which the staff member is already signed in: its
 * first page.goto is the first page it ever loads, as when someone opens a console address in a new browser.
 */
export function coldStaffContext(browser: Browser, token: string): Promise<BrowserContext> {
  return browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin: BASE_URL, localStorage: [{ name: 'staff_token', value: token }] }],
    },
  });
}
