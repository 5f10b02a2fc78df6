// Seats released to the open category on the published merit list (decisions 025, 026), on SQLite and (with
// PG_TEST_URL) PostgreSQL: a round's list names the reserved seats released to UR before it was published — the
// compartment, how many, after which round — in its JSON (pages and search), its CSV and its printable page, in
// both languages with the page's first; the round before the release names none.
import { DEMO_WEIGHTAGE } from '../src/selection/rules';
import { releasesOfRound } from '../src/selection/merit-list-service';
import type { MeritListPage } from '@college/shared-types';
import {
  bearer,
  createStudent,
  passEveryWindow,
  postAdmission,
  validAdmission,
  verifyForm,
} from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';

let t: TestApp;
let admin: TestStaff;
const COURSE = 'BCOM';
const base = `/api/admin/selection/${COURSE}/1`;
const list = (round: number) => `/api/v1/merit-lists/${COURSE}/1/${round}`;
// Seats 4: SC 50 % → 2 seats, UR the other 2. Nobody applies as SC, so SC's two seats stay vacant in round 1.
const MATRIX = {
  seats: 4,
  admission_mode: 'merit',
  vertical: { SC: 5000, ST: 0, OBC: 0, EWS: 0 },
  horizontal: { divyang: 0, freedomFighter: 0, defence: 0, women: 0 },
  weightage: DEMO_WEIGHTAGE,
};
const EN = '2 seats of SC released to the open category (UR) for this round (vacant after round 1)';
const HI = 'इस चरण के लिए अनुसूचित जाति की 2 सीटें अनारक्षित (UR) श्रेणी को दी गईं (चरण 1 के बाद रिक्त)';

const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const post = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const pageOf = async (url: string) => (await get(url)).json().data as MeritListPage;

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
  for (const marks of ['480', '450', '400', '350']) {
    const s = await createStudent(t.app, { course_name: COURSE, category: 'GENERAL', gender: 'M', status: 1 });
    const res = await postAdmission(t.app, s.token, { ...validAdmission(COURSE), intermediate_obtmarks: marks }, [], {
      course: COURSE,
      category: 'GENERAL',
    });
    expect(res.statusCode).toBe(200);
    await verifyForm(t.app, s.id);
  }
  expect((await post(`${base}/rounds`, { opens_at: minutes(-1), closes_at: minutes(60) })).statusCode).toBe(200);
  await passEveryWindow(t.app);
  expect((await post(`${base}/rounds/1/close`)).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('seats released to the open category', () => {
  it('are on the list of the round that offered them, in every answer and both languages', async () => {
    expect((await pageOf(list(1))).releases).toEqual([]);
    const released = await post(`${base}/release`, { compartment: 'SC' });
    expect(released.json().data).toEqual({ compartment: 'SC', seats: 2 });
    const round2 = await post(`${base}/rounds`, { opens_at: minutes(-1), closes_at: minutes(60) });
    expect(round2.statusCode).toBe(200);
    // UR: its two seats left by the lapsed offers and SC's two.
    expect(round2.json().data.compartments.UR).toMatchObject({ seats: 4, offered: 2 });

    const data = await pageOf(list(2));
    expect(data.releases).toEqual([{ compartment: 'SC', seats: 2, from_round: 1 }]);
    // The search answers them too; the list of round 1, published before the release, names none.
    expect((await pageOf(`${list(2)}?q=1`)).releases).toEqual(data.releases);
    expect((await pageOf(list(1))).releases).toEqual([]);

    const csv = await get(`${list(2)}/csv`);
    expect(csv.body).toContain('Seats released to the open category / अनारक्षित श्रेणी को दी गई सीटें');
    expect(csv.body).toContain(`${EN} / ${HI}`);
    expect((await get(`${list(1)}/csv`)).body).not.toContain('released');

    const hindi = (await get(`${list(2)}/print?lang=hi`)).body;
    expect(hindi).toContain(HI);
    expect(hindi).toContain(EN);
    expect(hindi.indexOf(HI)).toBeLessThan(hindi.indexOf(EN));
    const english = (await get(`${list(2)}/print?lang=en`)).body;
    expect(english.indexOf(EN)).toBeGreaterThan(-1);
    expect(english.indexOf(EN)).toBeLessThan(english.indexOf(HI));
    expect((await get(`${list(1)}/print?lang=en`)).body).not.toContain('released to the open category');
  });
});

describe('releasesOfRound', () => {
  const rounds = [
    { number: 1, created_at: '2026-07-01T10:00:00.000Z' },
    { number: 2, created_at: '2026-07-10T10:00:00.000Z' },
    { number: 3, created_at: '2026-07-20T10:00:00.000Z' },
  ];
  const releases = [
    { compartment: 'OBC', seats: 1, created_at: '2026-06-30T10:00:00.000Z' },
    { compartment: 'SC', seats: 2, created_at: '2026-07-05T10:00:00.000Z' },
    { compartment: 'SC', seats: 1, created_at: '2026-07-06T10:00:00.000Z' },
    { compartment: 'ST', seats: 1, created_at: '2026-07-15T10:00:00.000Z' },
  ];
  it('takes every release made before the round, with the round it followed, one line per compartment and round', () => {
    expect(releasesOfRound(releases, rounds, rounds[0]!)).toEqual([{ compartment: 'OBC', seats: 1, from_round: null }]);
    expect(releasesOfRound(releases, rounds, rounds[2]!)).toEqual([
      { compartment: 'OBC', seats: 1, from_round: null },
      { compartment: 'SC', seats: 3, from_round: 1 },
      { compartment: 'ST', seats: 1, from_round: 2 },
    ]);
  });
});
