import { DEFAULT_ENROLMENT_PATTERN, DEFAULT_SETTINGS, STAFF_MESSAGES } from '@college/shared-types';
import { bearer } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';

let t: TestApp;
let staff: Record<'admin' | 'verifier' | 'accounts' | 'editor', TestStaff>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffOfEveryRole(t.app);
}, 30_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/settings', () => {
  it('answers the academic session with an ETag and a short cache, and 304 to a matching tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { academic_session: DEFAULT_SETTINGS.academic_session } });
    expect(res.headers['cache-control']).toMatch(/max-age=60/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('PUT /api/admin/settings', () => {
  it('lets an admin change the session, changes the public answer and its ETag, and writes the audit log', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(staff.admin.token),
      payload: { academic_session: '2026-27' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ academic_session: '2026-27', enrolment_pattern: DEFAULT_ENROLMENT_PATTERN });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(after.json()).toEqual({ data: { academic_session: '2026-27' } });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.changed').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_id).toBe(staff.admin.id);
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ academic_session: { from: '2025-26', to: '2026-27' } });
  });

  it('refuses a malformed session (422), a wrong type or unknown field (400)', async () => {
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(staff.admin.token), payload });
    const bad = await put({ academic_session: '2026-28' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.academic_session).toEqual(['Write the session as 2025-26']);
    expect((await put({ academic_session: 2026 })).statusCode).toBe(400);
    expect((await put({ academic_session: '2026-27', colour: 'red' })).statusCode).toBe(400);
  });

  it('refuses every other role with 403 in both languages, and no token with 401', async () => {
    for (const role of ['verifier', 'accounts', 'editor'] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: bearer(staff[role].token),
        payload: { academic_session: '2027-28' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: STAFF_MESSAGES.forbidden.en,
        message_hi: STAFF_MESSAGES.forbidden.hi,
      });
    }
    const none = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: {} });
    expect(none.statusCode).toBe(401);
  });

  it('stops a disabled account at once, even with a token it already holds', async () => {
    await t.app.db
      .updateTable('admins')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', staff.editor.id)
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(staff.editor.token) });
    expect(res.statusCode).toBe(401);
  });
});
