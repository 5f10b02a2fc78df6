// The public merit lists (decision 026), on SQLite and (with PG_TEST_URL) PostgreSQL: only published rounds appear,
// nothing private is ever sent (JSON, CSV, the printable page), rows by rank with their status now, the search by
// form number, the pages, the CSV's BOM and both-language headers, the cache dropped after an admission and a lapse,
// the sitemap, and a clear 4xx in both languages for a bad address.
import { API_ERRORS, MERIT_LIST_PAGE_SIZE, type MeritListPage, type MeritListSummary } from '@college/shared-types';
import { DEMO_WEIGHTAGE } from '../src/selection/rules';
import { MeritLists, meritListCsv, type MeritListData } from '../src/selection/merit-list-service';
import {
  bearer,
  createStudent,
  pay,
  postAdmission,
  validAdmission,
  verifyForm,
  type TestStudent,
} from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';

let t: TestApp;
let admin: TestStaff;
const COURSE = 'BCOM';
const base = `/api/admin/selection/${COURSE}/1`;
const LIST = `/api/v1/merit-lists/${COURSE}/1/1`;
const MATRIX = {
  seats: 4,
  admission_mode: 'merit',
  vertical: { SC: 0, ST: 0, OBC: 2500, EWS: 0 },
  horizontal: { divyang: 0, freedomFighter: 0, defence: 0, women: 0 },
  weightage: DEMO_WEIGHTAGE,
};
const MARKS = ['480', '450', '400', '350', '300'];
const students: TestStudent[] = [];
const forms: number[] = [];
const DOBS = MARKS.map((_, i) => `2005-0${i + 1}-10`);

const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const post = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const listOf = async (url = LIST) => (await get(url)).json().data as MeritListPage;

/** Nothing of an applicant but what the list shows: no birth date, phone, address, Aadhaar or e-mail. */
async function expectNothingPrivate(text: string) {
  const rows = await t.app.db.selectFrom('students').select(['email', 'phone_number']).execute();
  for (const r of rows) {
    expect(text).not.toContain(r.email);
    if (r.phone_number) expect(text).not.toContain(r.phone_number);
  }
  for (const dob of DOBS) expect(text).not.toContain(dob);
  expect(text).not.toContain('123412341234');
  expect(text).not.toMatch(/"(dob|phone|phone_number|mobile|email|aadhar_no|aadhaar|address)[a-z_]*"\s*:/i);
  expect(text).not.toContain('Civil Lines');
  expect(text).not.toContain('Sirsaganj');
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await staffOfEveryRole(t.app)).admin;
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/seat-matrix/${COURSE}/1`,
    headers: bearer(admin.token),
    payload: MATRIX,
  });
  expect(put.statusCode).toBe(200);
  for (const [i, marks] of MARKS.entries()) {
    const s = await createStudent(t.app, { course_name: COURSE, category: 'OBC', gender: 'F', status: 1 });
    const res = await postAdmission(
      t.app,
      s.token,
      { ...validAdmission(COURSE), intermediate_obtmarks: marks, dob: DOBS[i]! },
      [],
      { course: COURSE, category: 'OBC' },
    );
    expect(res.statusCode).toBe(200);
    await verifyForm(t.app, s.id);
    students.push(s);
    const form = await t.app.db
      .selectFrom('admissions')
      .select('id')
      .where('student_id', '=', s.id)
      .executeTakeFirstOrThrow();
    forms.push(form.id);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('before any round is published', () => {
  it('lists nothing, and a preview never shows', async () => {
    expect((await post(`${base}/preview`)).statusCode).toBe(200);
    const index = await get('/api/v1/merit-lists');
    expect(index.statusCode).toBe(200);
    expect(index.json().data).toEqual([]);
    const list = await get(LIST);
    expect(list.statusCode).toBe(404);
    expect(list.json()).toMatchObject({
      code: 'merit_list_not_published',
      message: API_ERRORS.merit_list_not_published.en,
      message_hi: API_ERRORS.merit_list_not_published.hi,
    });
    expect((await get(`${LIST}/csv`)).statusCode).toBe(404);
    expect((await get(`${LIST}/print`)).statusCode).toBe(404);
  });
});

describe('a published round', () => {
  beforeAll(async () => {
    const res = await post(`${base}/rounds`, { opens_at: minutes(-1), closes_at: minutes(60) });
    expect(res.statusCode).toBe(200);
  });

  it('is in the index with its course, round, publication and size', async () => {
    const index = (await get('/api/v1/merit-lists')).json().data as MeritListSummary[];
    expect(index).toHaveLength(1);
    expect(index[0]).toMatchObject({
      course: COURSE,
      course_name: { en: 'Bachelor of Commerce', hi: 'वाणिज्य स्नातक' },
      year: 1,
      round: 1,
      state: 'open',
      count: 5,
      path: '/merit-list/BCOM/1/1',
    });
    expect(Date.parse(index[0]!.published_at)).toBeGreaterThan(0);
    expect(index[0]!.updated_at >= index[0]!.published_at).toBe(true);
  });

  it('lists every ranked applicant by rank with the seat offered and the status, and nothing private', async () => {
    const res = await get(LIST);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=60');
    expect(res.headers.etag).toBeTruthy();
    const data = res.json().data as MeritListPage;
    expect(data).toMatchObject({ total: 5, page: 1, pages: 1, per_page: MERIT_LIST_PAGE_SIZE, q: null });
    expect(data.rows.map((r) => r.form_number)).toEqual(forms);
    expect(data.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(data.rows.map((r) => r.status)).toEqual(['offered', 'offered', 'offered', 'offered', 'waiting']);
    expect(data.rows[0]).toEqual({
      form_number: forms[0],
      name: students[0]!.name,
      category: 'OBC',
      compartment: { en: 'Open (UR)', hi: 'अनारक्षित (UR)' },
      index_marks: '101.00',
      rank: 1,
      status: 'offered',
    });
    expect(data.rows[3]!.compartment).toEqual({ en: 'OBC', hi: 'अन्य पिछड़ा वर्ग' });
    expect(data.rows[4]!.compartment).toBeNull();
    await expectNothingPrivate(res.body);
    await expectNothingPrivate((await get('/api/v1/merit-lists')).body);
    // Revalidation: the same tag answers 304, first from the app and then from memory before any hook.
    const again = await get(LIST, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const spy = jest.spyOn(t.app.meritLists, 'answerEarly');
    const early = await get(LIST);
    expect(spy.mock.results.at(-1)?.value).toBe(true);
    spy.mockRestore();
    expect(early.statusCode).toBe(200);
    expect(early.headers['x-content-type-options']).toBe('nosniff');
    expect(early.headers['content-security-policy']).toBeTruthy();
    expect(early.body).toBe(res.body);
    // The course in lower case is the same list, answered the usual way every time (no memory per spelling).
    expect((await listOf(`/api/v1/merit-lists/bcom/1/1`)).total).toBe(5);
    const other = jest.spyOn(t.app.meritLists, 'answerEarly');
    expect((await listOf(`/api/v1/merit-lists/bcom/1/1`)).total).toBe(5);
    expect(other.mock.results.at(-1)?.value).toBe(false);
    other.mockRestore();
  });

  it('finds a form number, exact or by its first digits', async () => {
    const exact = await listOf(`${LIST}?q=${forms[2]}`);
    expect(exact).toMatchObject({ q: String(forms[2]), total: 1 });
    expect(exact.rows.map((r) => [r.form_number, r.rank])).toEqual([[forms[2], 3]]);
    const none = await listOf(`${LIST}?q=999999999`);
    expect(none).toMatchObject({ total: 0, rows: [] });
    const prefix = String(forms[0]).slice(0, 1);
    const some = await listOf(`${LIST}?q=${prefix}`);
    expect(some.total).toBeGreaterThanOrEqual(1);
    expect(some.rows.every((r) => String(r.form_number).startsWith(prefix))).toBe(true);
  });

  it('answers the whole list as CSV: UTF-8 with a BOM, headers in both languages, nothing private', async () => {
    const res = await get(`${LIST}/csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="merit-list-BCOM-year-1-round-1.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Rank / रैंक,Form number / फ़ॉर्म संख्या,Name / नाम,Category / वर्ग,Compartment allotted / आवंटित श्रेणी,Index marks / सूचकांक अंक,Status / स्थिति',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(
      `1,${forms[0]},${students[0]!.name},OBC,Open (UR) / अनारक्षित (UR),101.00,Offered / सीट आवंटित`,
    );
    expect(lines[5]).toContain('Waiting / प्रतीक्षारत');
    await expectNothingPrivate(res.body);
  });

  it('answers a page to print or save as PDF, in the language asked, nothing private', async () => {
    const res = await get(`${LIST}/print?lang=hi`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain('मेरिट सूची / Merit list');
    expect(res.body).toContain(students[3]!.name);
    expect(res.body).toContain('<td>अन्य पिछड़ा वर्ग / Other Backward Classes (OBC)</td>');
    expect(res.body).toContain('@media print');
    expect(res.body).not.toContain('<script');
    await expectNothingPrivate(res.body);
    expect((await get(`${LIST}/print?lang=fr`)).statusCode).toBe(400);
  });

  it('shows an admission at once, though the list was answered from memory', async () => {
    expect((await listOf()).rows[0]!.status).toBe('offered');
    const csvBefore = (await get(`${LIST}/csv`)).body;
    await pay(t.app, students[0]!.token, 'admission');
    expect((await listOf()).rows[0]!.status).toBe('admitted');
    expect((await get(`${LIST}/csv`)).body).not.toBe(csvBefore);
    expect((await get(`${LIST}/csv`)).body).toContain('Admitted / प्रवेशित');
  });

  it('shows a lapse at once after the round closes, and the round as closed', async () => {
    await listOf();
    await t.app.db
      .updateTable('selection_rounds')
      .set({ closes_at: minutes(-1) })
      .where('number', '=', 1)
      .execute();
    await t.app.db
      .updateTable('selection_offers')
      .set({ deadline: minutes(-1) })
      .execute();
    expect((await post(`${base}/rounds/1/close`)).statusCode).toBe(200);
    const data = await listOf();
    expect(data.state).toBe('closed');
    expect(data.rows.map((r) => r.status)).toEqual(['admitted', 'lapsed', 'lapsed', 'lapsed', 'waiting']);
    const index = (await get('/api/v1/merit-lists')).json().data as MeritListSummary[];
    expect(index[0]!.state).toBe('closed');
  });

  it('shows a change made by another process within one check', async () => {
    await listOf();
    // Another process reinstates an offer: this one does not know until it compares the rounds' changes.
    await t.app.db
      .updateTable('selection_offers')
      .set({ status: 'offered', updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('admission_id', '=', forms[1]!)
      .execute();
    expect((await listOf()).rows[1]!.status).toBe('lapsed');
    await t.app.meritLists.check();
    expect((await listOf()).rows[1]!.status).toBe('offered');
  });

  it('puts the lists in the sitemap with their last change', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const index = (await get('/api/v1/merit-lists')).json().data as MeritListSummary[];
    const day = index[0]!.updated_at.slice(0, 10);
    expect(res.body).toContain(`/merit-list/BCOM/1/1</loc><lastmod>${day}</lastmod>`);
    expect(res.body).toContain(`/merit-list</loc><lastmod>${day}</lastmod>`);
  });
});

describe('bad addresses', () => {
  it('answers a clear 4xx in both languages, never a 500', async () => {
    const cases: Array<[string, number, string]> = [
      ['/api/v1/merit-lists/NOPE/1/1', 404, 'no_such_course'],
      ['/api/v1/merit-lists/BCOM/9/1', 404, 'no_such_course_year'],
      ['/api/v1/merit-lists/BCOM/1/2', 404, 'merit_list_not_published'],
      ['/api/v1/merit-lists/MCOM/1/1', 404, 'merit_list_not_published'],
      ['/api/v1/merit-lists/BCOM/1/0', 400, 'validation_failed'],
      ['/api/v1/merit-lists/BCOM/1/abc', 400, 'validation_failed'],
      ['/api/v1/merit-lists/BC%20OM/1/1', 400, 'validation_failed'],
      [`${LIST}?page=0`, 400, 'validation_failed'],
      [`${LIST}?page=x`, 400, 'validation_failed'],
      [`${LIST}?page=2`, 404, 'merit_list_no_page'],
      [`${LIST}?q=12a`, 400, 'merit_list_bad_query'],
      [`${LIST}?q=${'1'.repeat(41)}`, 400, 'validation_failed'],
      [`${LIST}/csv?x=1`, 200, ''],
    ];
    for (const [url, status, code] of cases) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, status]);
      if (status >= 400) {
        expect(res.json().code).toBe(code);
        expect(res.json().message).toBeTruthy();
        expect(res.json().message_hi).toBeTruthy();
      }
    }
  });
});

describe('pages of a long list', () => {
  it('gives 100 rows a page by rank, the last page short, nothing beyond it', () => {
    const lists = new MeritLists(t.app.db);
    const rows = Array.from({ length: 250 }, (_, i) => ({
      form_number: 5000 + i,
      name: `Applicant ${i + 1}`,
      category: 'GENERAL',
      compartment: null,
      index_marks: '50.00',
      rank: i + 1,
      status: 'waiting' as const,
    }));
    const list: MeritListData = {
      generation: 0,
      summary: {
        course: 'BCOM',
        course_name: { en: 'B', hi: 'B' },
        year: 1,
        round: 9,
        published_at: minutes(0),
        updated_at: minutes(0),
        state: 'open',
        count: 250,
        path: '/merit-list/BCOM/1/9',
      },
      releases: [],
      rows,
      forms: rows.map((r) => String(r.form_number)),
    };
    const page = (n: number) =>
      (JSON.parse(lists.page(list, n)!.entry.plain.toString()) as { data: MeritListPage }).data;
    expect(page(1).rows.map((r) => r.rank)).toEqual(rows.slice(0, 100).map((r) => r.rank));
    expect(page(2)).toMatchObject({ page: 2, pages: 3, total: 250 });
    expect(page(2).rows[0]!.rank).toBe(101);
    expect(page(3).rows.map((r) => r.rank)).toEqual(rows.slice(200).map((r) => r.rank));
    expect(lists.page(list, 4)).toBeNull();
    expect(lists.search(list, '5123').rows.map((r) => r.rank)).toEqual([124]);
    expect(lists.search(list, '51')).toMatchObject({ total: 100 });
    lists.stop();
  });

  it('writes a cell that looks like a formula as text, and quotes commas', () => {
    const csv = meritListCsv([
      {
        form_number: 1,
        name: '=HYPERLINK("x"), Ram',
        category: 'SC',
        compartment: null,
        index_marks: '1.00',
        rank: 1,
        status: 'waiting',
      },
    ]).toString('utf8');
    expect(csv.split('\r\n')[1]).toBe(`1,1,"'=HYPERLINK(""x""), Ram",SC,,1.00,Waiting / प्रतीक्षारत`);
  });
});
