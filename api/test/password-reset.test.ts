import { apiErrorText } from '@college/shared-types';
import { RESET_ANSWERS, RESET_MAILS_PER_HOUR } from '../src/accounts/password-reset-routes';
import { LOGIN_MAX_FAILURES } from '../src/accounts/login-throttle';
import { bearer, multipart, post, registerStudent, uniqueEmail } from './accounts-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function mailsTo(email: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json()
    .data as Array<{ subject: string; text: string; html: string }>;
}

function tokenOf(mail: { text: string }): string {
  const link = mail.text.match(/https?:\/\/\S+\/student\/reset-password\?token=([\w%-]+)/);
  if (!link) throw new Error('no reset link in the mail');
  return decodeURIComponent(link[1]!);
}

const confirm = (token: string, password: string, confirmation = password) =>
  post(t.app, '/api/v2/reset-password/confirm', { token, password, password_confirmation: confirmation });

describe('POST /api/v2/reset-password', () => {
  it('answers the same for an existing and an unknown email, and mails a link only to the account', async () => {
    const s = await registerStudent(t.app);
    const before = (await mailsTo(s.email)).length;
    const known = await post(t.app, '/api/v2/reset-password', { applicant_email: s.email });
    const unknownEmail = uniqueEmail();
    const unknown = await post(t.app, '/api/v2/reset-password', { applicant_email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: RESET_ANSWERS.sent });
    expect(unknown.json()).toEqual(known.json());
    const mails = await mailsTo(s.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1]!;
    expect(mail.subject).toBe('पासवर्ड बदलें / Reset your password');
    expect(mail.text).toContain(`${t.app.config.publicUrl}/student/reset-password?token=`);
    expect(mail.text).toContain('30');
    expect(mail.text).not.toContain(s.password);
    expect(await mailsTo(unknownEmail)).toHaveLength(0);
  });

  it('takes the field from a urlencoded form and from a multipart form', async () => {
    const s = await registerStudent(t.app);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v2/reset-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `applicant_email=${encodeURIComponent(s.email)}`,
    });
    expect(form.statusCode).toBe(200);
    const body = multipart({ applicant_email: s.email });
    const multi = await t.app.inject({ method: 'POST', url: '/api/v2/reset-password', ...body });
    expect(multi.statusCode).toBe(200);
    expect(multi.json().message).toBe(RESET_ANSWERS.sent);
    expect((await mailsTo(s.email)).filter((m) => m.subject.includes('Reset your password'))).toHaveLength(2);
  });

  it('answers the spec messages for an empty and a malformed email', async () => {
    const empty = await post(t.app, '/api/v2/reset-password', { applicant_email: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.applicant_email).toEqual(['Please Enter Your email']);
    const bad = await post(t.app, '/api/v2/reset-password', { applicant_email: 'nobody' });
    expect(bad.json().errors.applicant_email).toEqual(['Please enter a valid email address']);
  });

  it(`sends at most ${RESET_MAILS_PER_HOUR} links an hour, answering alike`, async () => {
    const s = await registerStudent(t.app);
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) {
      const res = await post(t.app, '/api/v2/reset-password', { applicant_email: s.email });
      expect(res.json().message).toBe(RESET_ANSWERS.sent);
    }
    expect((await mailsTo(s.email)).filter((m) => m.subject.includes('Reset your password'))).toHaveLength(
      RESET_MAILS_PER_HOUR,
    );
  });
});

describe('POST /api/v2/reset-password/confirm', () => {
  it('sets the new password once, revokes every session and refuses the link a second time', async () => {
    const s = await registerStudent(t.app);
    await post(t.app, '/api/v2/reset-password', { applicant_email: s.email });
    const token = tokenOf((await mailsTo(s.email)).pop()!);
    const res = await confirm(token, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: RESET_ANSWERS.changed });
    // The session from before the reset is over.
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(s.token) })).statusCode).toBe(
      401,
    );
    expect((await post(t.app, '/api/v2/signin', { email: s.email, password: s.password })).statusCode).toBe(401);
    expect((await post(t.app, '/api/v2/signin', { email: s.email, password: 'brand-new-pass' })).statusCode).toBe(200);
    const again = await confirm(token, 'another-pass-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      code: 'reset_link_invalid',
      message: RESET_ANSWERS.invalidLink,
      message_hi: apiErrorText('reset_link_invalid', 'hi'),
    });
  });

  it('only the newest link works', async () => {
    const s = await registerStudent(t.app);
    await post(t.app, '/api/v2/reset-password', { applicant_email: s.email });
    const first = tokenOf((await mailsTo(s.email)).pop()!);
    await post(t.app, '/api/v2/reset-password', { applicant_email: s.email });
    const second = tokenOf((await mailsTo(s.email)).pop()!);
    expect((await confirm(first, 'brand-new-pass')).statusCode).toBe(400);
    expect((await confirm(second, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('refuses a link after thirty minutes', async () => {
    const s = await registerStudent(t.app);
    await post(t.app, '/api/v2/reset-password', { applicant_email: s.email });
    const token = tokenOf((await mailsTo(s.email)).pop()!);
    await t.app.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'reset')
      .where('subject_id', '=', s.id)
      .execute();
    expect((await confirm(token, 'brand-new-pass')).statusCode).toBe(400);
  });

  it('a reset link is not a session token, and a session token is not a reset link', async () => {
    const s = await registerStudent(t.app);
    await post(t.app, '/api/v2/reset-password', { applicant_email: s.email });
    const token = tokenOf((await mailsTo(s.email)).pop()!);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await confirm(s.token, 'brand-new-pass')).statusCode).toBe(400);
  });

  it('checks the new password before using the link', async () => {
    const s = await registerStudent(t.app);
    await post(t.app, '/api/v2/reset-password', { applicant_email: s.email });
    const token = tokenOf((await mailsTo(s.email)).pop()!);
    const res = await confirm(token, 'short', 'other');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      password: ['Password must be at least 8 characters'],
      password_confirmation: ['Passwords do not match'],
    });
    expect((await confirm(token, 'long-enough-1')).statusCode).toBe(200);
  });

  it('lets a student held back by failed logins reset the password and log in again', async () => {
    const s = await registerStudent(t.app);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      await post(t.app, '/api/v2/signin', { email: s.email, password: 'wrong-guess-1' });
    }
    expect((await post(t.app, '/api/v2/signin', { email: s.email, password: s.password })).statusCode).toBe(429);
    const asked = await post(t.app, '/api/v2/reset-password', { applicant_email: s.email });
    expect(asked.statusCode).toBe(200);
    const token = tokenOf((await mailsTo(s.email)).pop()!);
    expect((await confirm(token, 'brand-new-pass')).statusCode).toBe(200);
    expect((await post(t.app, '/api/v2/signin', { email: s.email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });
});
