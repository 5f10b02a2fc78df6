// Every office call × every staff role, a student's token and no token: 401 without a staff token, 403 for a role
// the call is not for, and through to the call (any other answer) for the roles it is for.
import type { StaffRole } from '@college/shared-types';
import { API_PATHS, COUNTER_PATHS, STAFF_MESSAGES } from '@college/shared-types';
import { bearer, createStudent } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Who = StaffRole | 'student' | 'none';

const READERS: StaffRole[] = ['admin', 'verifier', 'accounts'];
const VERIFIERS: StaffRole[] = ['admin', 'verifier'];
const ADMINS: StaffRole[] = ['admin'];
const ACCOUNTS: StaffRole[] = ['admin', 'accounts'];
const ANY: StaffRole[] = ['admin', 'verifier', 'accounts', 'editor'];
const EDITORS: StaffRole[] = ['admin', 'editor'];

/** Every call under /api/admin that needs a staff token, and the roles it is for. Add each new call here. */
const CALLS: Array<[Method, string, StaffRole[], Record<string, unknown>?]> = [
  ['POST', '/api/admin/logout', ANY],
  ['GET', '/api/admin/me', ANY],
  ['POST', '/api/admin/password', ANY, { current_password: 'x', password: 'x', password_confirmation: 'x' }],
  ['GET', '/api/admin/staff', ADMINS],
  ['POST', '/api/admin/staff', ADMINS, { email: 'not-an-email', name: '', role: 'verifier' }],
  ['GET', '/api/admin/login-holds', ADMINS],
  ['POST', '/api/admin/login-holds/lift', ADMINS, { kind: 'student-login', account: 'nobody@example.com' }],
  ['PATCH', '/api/admin/staff/999999', ADMINS, { name: 'Nobody' }],
  ['POST', '/api/admin/staff/999999/link', ADMINS],
  ['GET', '/api/admin/overview', READERS],
  ['GET', '/api/admin/students', READERS],
  ['GET', '/api/admin/students/999999', READERS],
  ['POST', '/api/admin/students/999999/approve', VERIFIERS, { fee_to_pay: '100' }],
  ['POST', '/api/admin/students/999999/reject', VERIFIERS, { reason: 'Test' }],
  ['POST', '/api/admin/students/999999/correction', VERIFIERS, { reason: 'Test' }],
  ['GET', '/api/admin/students/999999/scrutiny', READERS],
  ['PUT', '/api/admin/students/999999/scrutiny/documents/mark_10th', VERIFIERS, { state: 'verified' }],
  [
    'POST',
    '/api/admin/students/999999/scrutiny/figures',
    VERIFIERS,
    { field: 'ug_obtmarks', verified_value: '450', note: 'Test' },
  ],
  ['POST', '/api/admin/students/999999/scrutiny/correction', VERIFIERS],
  ['POST', '/api/admin/students/approve', VERIFIERS, { ids: [999999], fee_to_pay: '100' }],
  ['POST', '/api/admin/students/999999/status', VERIFIERS, { status: 1, fee_to_pay: '100' }],
  ['GET', '/api/admin/admissions/ADM25NOSUCH1', READERS],
  ['GET', '/api/admin/admissions.csv', READERS],
  ['GET', '/api/admin/documents/999999', READERS],
  ['GET', '/api/admin/settings', ADMINS],
  ['PUT', '/api/admin/settings', ADMINS, { academic_session: 'bad' }],
  ['GET', '/api/admin/fees', READERS],
  ['PUT', '/api/admin/fees', ADMINS, { fees: [] }],
  ['GET', '/api/admin/seats', READERS],
  ['PUT', '/api/admin/seats', ADMINS, { seats: [] }],
  ['GET', '/api/admin/seat-matrix/BCOM/1', READERS],
  ['PUT', '/api/admin/seat-matrix/BCOM/1', ADMINS, { seats: 'many' }],
  ['POST', '/api/admin/selection/BCOM/1/preview', READERS],
  ['GET', '/api/admin/selection/BCOM/1/rounds', READERS],
  ['POST', '/api/admin/selection/BCOM/1/rounds', ADMINS, {}],
  ['POST', '/api/admin/selection/BCOM/1/rounds/999/close', ADMINS],
  ['POST', '/api/admin/selection/BCOM/1/rounds/999/offers/999999/reinstate', ADMINS, {}],
  ['POST', '/api/admin/selection/BCOM/1/release', ADMINS, { compartment: 'SC' }],
  ['GET', '/api/admin/selection/MSCBOT/1/entrance-ranks', READERS],
  ['POST', '/api/admin/selection/MSCBOT/1/entrance-ranks', ADMINS, { csv: 'form_no,rank,category' }],
  ['GET', '/api/admin/admitted', READERS],
  ['GET', '/api/admin/admitted.csv', READERS],
  ['GET', '/api/admin/audit', ADMINS],
  ['GET', '/api/admin/payments', ACCOUNTS],
  ['POST', '/api/admin/payments/reconcile', ACCOUNTS],
  ['POST', '/api/admin/payments/TXNNOSUCH/verify', ACCOUNTS],
  ['POST', '/api/admin/payments/TXNNOSUCH/refund', ACCOUNTS],
  ['GET', '/api/admin/payments/report', ACCOUNTS],
  ['GET', '/api/admin/payments/report.csv', ACCOUNTS],
  ['GET', '/api/admin/counter/due', ACCOUNTS],
  [
    'POST',
    '/api/admin/counter/receipts',
    ACCOUNTS,
    { student_id: 999999, purpose: 'registration', mode: 'cash', amount: '50' },
  ],
  ['GET', '/api/admin/counter/receipts/999999', ACCOUNTS],
  ['POST', '/api/admin/counter/receipts/999999/cancel', ADMINS, { reason: 'Entered twice' }],
  ['GET', '/api/admin/day-book', ACCOUNTS],
  ['GET', '/api/admin/day-book.csv', ACCOUNTS],
  ['GET', '/api/admin/messages/log', READERS],
  ['POST', '/api/admin/messages/999999', READERS, {}],
  ['POST', '/api/admin/messages/preview', ADMINS, { filters: {}, kind: 'notice', values: {} }],
  ['POST', '/api/admin/messages/bulk', ADMINS, { filters: {}, kind: 'notice', values: {}, confirm_count: 0 }],
  ['GET', '/api/admin/messages/settings', ADMINS],
  ['PUT', '/api/admin/messages/settings', ADMINS, { channels: {} }],
  ['GET', '/api/admin/notices', EDITORS],
  ['POST', '/api/admin/notices', EDITORS, { title_en: '' }],
  ['PUT', '/api/admin/notices/999999', EDITORS, { title_en: 'Nothing' }],
  ['DELETE', '/api/admin/notices/999999', EDITORS],
  ['POST', '/api/admin/notices/999999/publish', EDITORS, {}],
  ['GET', '/api/admin/pages', EDITORS],
  ['POST', '/api/admin/pages', EDITORS, { slug: 'Bad', title_hi: '', title_en: '' }],
  ['GET', '/api/admin/pages/no-such-page', EDITORS],
  ['PUT', '/api/admin/pages/no-such-page', EDITORS, { title_hi: 'क', title_en: 'k' }],
  ['POST', '/api/admin/pages/no-such-page/publish', EDITORS, {}],
  ['POST', '/api/admin/pages/no-such-page/restore', EDITORS, { version: 1 }],
  ['GET', '/api/admin/enquiries', EDITORS],
  ['POST', '/api/admin/enquiries/999999/reply', EDITORS, { message: 'Thank you' }],
  ['GET', '/api/admin/enquiries.csv', EDITORS],
  ['GET', '/api/admin/content/store', EDITORS],
  ['PUT', '/api/admin/content/store', EDITORS, { title_hi: '', title_en: '' }],
  ...[
    'sliders',
    'gallery',
    'videos',
    'staffs',
    'facilities',
    'courses',
    'past-principals',
    'holidays',
    'useful-links',
  ].flatMap((kind): Array<[Method, string, StaffRole[], Record<string, unknown>?]> => [
    ['GET', `/api/admin/content/${kind}`, EDITORS],
    ['POST', `/api/admin/content/${kind}`, EDITORS, {}],
    ['PUT', `/api/admin/content/${kind}/999999`, EDITORS, {}],
    ['DELETE', `/api/admin/content/${kind}/999999`, EDITORS],
    ['PUT', `/api/admin/content/${kind}/order`, EDITORS, { ids: ['999999'] }],
  ]),
  ['POST', '/api/admin/content/gallery/photos', EDITORS, { title: '', photos: [] }],
  ['GET', '/api/admin/content/holidays/pdf', EDITORS],
  ['PUT', '/api/admin/content/holidays/pdf', EDITORS, { pdf: 'javascript:x' }],
  ['POST', '/api/admin/media/documents', EDITORS, { file: 'not a form' }],
  ['POST', '/api/admin/media/images', EDITORS, { images: 'not a form' }],
];

// Many hashed passwords and whole payments per test: generous on a shared, loaded machine.
jest.setTimeout(30_000);

let t: TestApp;
let staff: Record<StaffRole, TestStaff>;
let studentToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffOfEveryRole(t.app);
  studentToken = (await createStudent(t.app)).token;
}, 30_000);
afterAll(async () => {
  await t.close();
});

const WHO: Who[] = ['admin', 'verifier', 'accounts', 'editor', 'student', 'none'];
const table = CALLS.flatMap(([method, url, roles, payload]) =>
  WHO.map((who) => [method, url, who, roles, payload] as const),
);

it('covers every office path of the contract (the public sign-in and set-password aside)', () => {
  const PUBLIC = [API_PATHS.adminSignin, API_PATHS.adminSetPassword];
  const officePaths = Object.entries(API_PATHS)
    .filter(([name, path]) => name.startsWith('admin') && !PUBLIC.includes(path as (typeof PUBLIC)[number]))
    .map(([, path]): string => path)
    .concat(Object.values(COUNTER_PATHS));
  const pattern = (path: string) => new RegExp(`^${path.replace(/:[a-z_]+/g, '[^/]+').replace('.', '\\.')}$`);
  for (const path of officePaths) {
    expect(CALLS.some(([, url]) => pattern(path).test(url)) ? path : `missing: ${path}`).toBe(path);
  }
});

it.each(table)('%s %s as %s', async (method, url, who, roles, payload) => {
  // Logging out ends the session: each logout call gets a fresh token of its role.
  let token: string | undefined;
  if (who === 'student') token = studentToken;
  else if (who !== 'none') {
    token = url === '/api/admin/logout' ? (await staffOfEveryRole(t.app))[who].token : staff[who as StaffRole].token;
  }
  const res = await t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  if (who === 'none' || who === 'student') {
    expect(res.statusCode).toBe(401);
  } else if (roles.includes(who)) {
    expect([401, 403]).not.toContain(res.statusCode);
    expect(res.statusCode).toBeLessThan(500);
  } else {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: STAFF_MESSAGES.forbidden.en, message_hi: STAFF_MESSAGES.forbidden.hi });
  }
});
