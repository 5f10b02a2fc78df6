// The demo applicants (db/seed-applicants.ts): a fresh development database shows a real round of B.Sc. (Biology)
// — every compartment offered, horizontal quotas met, a waiting list, a few forms still to verify — and the demo
// applicant logs in, is offered a seat and sees it. The seed is the same every time and never runs twice.
import type { RoundPreview, StudentSelection } from '@college/shared-types';
import {
  demoApplicants,
  DEMO_APPLICANT,
  DEMO_APPLICANTS,
  DEMO_MERIT_COURSE,
  DEMO_TO_VERIFY,
} from '../src/db/seed-applicants';
import { seedDemoApplicants } from '../src/db/seed-applicants';
import { bearer } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { demoAdminToken } from './staff-fixtures';

let t: TestApp;
let admin = '';
const base = `/api/admin/selection/${DEMO_MERIT_COURSE}/1`;

beforeAll(async () => {
  t = await buildTestApp({ seedDemoApplicants: true });
  admin = await demoAdminToken(t.app);
}, 120_000);
afterAll(() => t.close());

describe('the demo applicants', () => {
  it('are the same every time, with every category, women and special claims among them', () => {
    const a = demoApplicants();
    expect(demoApplicants()).toEqual(a);
    expect(a).toHaveLength(DEMO_APPLICANTS);
    for (const c of ['GENERAL', 'EWS', 'OBC', 'SC', 'ST']) expect(a.some((x) => x.category === c)).toBe(true);
    expect(a.filter((x) => x.gender === 'F').length).toBeGreaterThan(DEMO_APPLICANTS / 3);
    for (const claim of ['Disable Person', 'Freedom Fighter', 'Defense Person']) {
      expect(a.some((x) => x.special.includes(claim))).toBe(true);
    }
    expect(new Set(a.map((x) => x.email)).size).toBe(DEMO_APPLICANTS);
  });

  it('put the course in merit mode with its submitted forms, most verified, a few for the verifier', async () => {
    const mode = await t.app.db
      .selectFrom('course_admission_modes')
      .select('mode')
      .where('course', '=', DEMO_MERIT_COURSE)
      .executeTakeFirstOrThrow();
    expect(mode.mode).toBe('merit');
    const states = await t.app.db
      .selectFrom('admission_scrutiny')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute();
    expect(Object.fromEntries(states.map((s) => [s.state, Number(s.n)]))).toEqual({
      verified: DEMO_APPLICANTS - DEMO_TO_VERIFY,
      to_verify: DEMO_TO_VERIFY,
    });
    // Each form's documents are stored and can be read back by the office.
    const files = await t.app.db.selectFrom('admission_files').select('file_key').execute();
    expect(files.length).toBeGreaterThanOrEqual(DEMO_APPLICANTS * 4);
    // Seeding again makes nothing: the course has applicants.
    expect(await seedDemoApplicants(t.app.db, t.app.config)).toBe(0);
  });

  it('give a real round 1: every seat offered in order, each compartment and the women quota filled, a waiting list', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${base}/preview`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const preview = (res.json() as { data: RoundPreview }).data;
    expect(preview.round).toBe(1);
    const seats = Object.values(preview.compartments).reduce((n, c) => n + c.seats, 0);
    expect(seats).toBe(180);
    expect(preview.offers.length).toBeGreaterThanOrEqual(170);
    for (const c of ['UR', 'SC', 'OBC', 'EWS'] as const) {
      expect(preview.compartments[c].offered).toBeGreaterThan(0);
      expect(preview.compartments[c].cut_off_text).not.toBeNull();
    }
    // Women hold at least their count in UR and OBC; a special quota is offered against its count somewhere.
    for (const c of ['UR', 'OBC'] as const) {
      const women = preview.compartments[c].horizontal.women;
      expect(women.count).toBeGreaterThan(0);
      expect(women.held).toBeGreaterThanOrEqual(women.count);
    }
    expect(preview.offers.some((o) => o.quota !== null)).toBe(true);
    const waiting = preview.standings.filter((s) => s.status === 'waiting');
    expect(waiting.length).toBeGreaterThan(40);
    // The demo applicant is the best of the list.
    expect(preview.offers.find((o) => o.merit_rank === 1)?.name).toBe(DEMO_APPLICANT.name);
  });

  it('let the demo applicant log in and read the offer once round 1 is published', async () => {
    const publish = await t.app.inject({
      method: 'POST',
      url: `${base}/rounds`,
      headers: bearer(admin),
      payload: {
        opens_at: new Date(Date.now() - 60_000).toISOString(),
        closes_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    });
    expect(publish.statusCode).toBe(200);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/v2/signin',
      payload: { email: DEMO_APPLICANT.email, password: DEMO_APPLICANT.password },
    });
    expect(signin.statusCode).toBe(200);
    const token = (signin.json() as { token: string }).token;
    const selection = (
      await t.app.inject({ method: 'GET', url: '/api/v2/selection', headers: bearer(token) })
    ).json() as { data: StudentSelection };
    expect(selection.data.status).toBe('offered');
    expect(selection.data.merit_rank).toBe(1);
    const user = (await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(token) })).json();
    expect(JSON.stringify(user)).toContain('"fee_to_pay"');
  });
});
