// The student page cookie (decision 017): sign-in answers it beside the token, HttpOnly and SameSite=Strict, for
// /student pages only and as long as the token lives; sign-out and a password reset forget it; the API never
// takes it in place of the bearer header.
import { STUDENT_PAGE_COOKIE } from '@college/shared-types';
import { SESSION_TTL_MS } from '../src/accounts/tokens';
import { bearer, post, registerStudent } from './accounts-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function cookiesOf(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).map(String);
}

function pageCookie(res: { headers: Record<string, unknown> }): string | undefined {
  return cookiesOf(res).find((c) => c.startsWith(`${STUDENT_PAGE_COOKIE}=`));
}

function attributes(cookie: string): string[] {
  return cookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());
}

describe('the student page cookie', () => {
  it('comes with a sign-in: the token itself, HttpOnly, SameSite=Strict, /student only, for the token lifetime', async () => {
    const s = await registerStudent(t.app);
    const res = await post(t.app, '/api/v2/signin', { email: s.email, password: s.password });
    expect(res.statusCode).toBe(200);
    const cookie = pageCookie(res);
    expect(cookie).toBeDefined();
    expect(cookie!.split(';')[0]).toBe(`${STUDENT_PAGE_COOKIE}=${res.json().token}`);
    const attrs = attributes(cookie!);
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=strict');
    expect(attrs).toContain('path=/student');
    expect(attrs).toContain(`max-age=${SESSION_TTL_MS / 1000}`);
    // http://localhost: not Secure (the browser would drop it); the device cookie still comes along.
    expect(attrs).not.toContain('secure');
    expect(cookiesOf(res).some((c) => c.startsWith('college_device='))).toBe(true);
  });

  it('is Secure on an https site', async () => {
    const https = await buildTestApp({ publicUrl: 'https://college.example.org' });
    try {
      const s = await registerStudent(https.app);
      const res = await post(https.app, '/api/v2/signin', { email: s.email, password: s.password });
      expect(attributes(pageCookie(res)!)).toContain('secure');
    } finally {
      await https.close();
    }
  });

  it('is not given for a wrong password', async () => {
    const s = await registerStudent(t.app);
    const res = await post(t.app, '/api/v2/signin', { email: s.email, password: 'not the password' });
    expect(res.statusCode).toBe(401);
    expect(pageCookie(res)).toBeUndefined();
  });

  it('is cleared by sign-out', async () => {
    const s = await registerStudent(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/v2/logout', headers: bearer(s.token) });
    expect(out.statusCode).toBe(200);
    const cookie = pageCookie(out);
    expect(cookie).toBeDefined();
    expect(cookie!.split(';')[0]).toBe(`${STUDENT_PAGE_COOKIE}=`);
    const attrs = attributes(cookie!);
    expect(attrs).toContain('max-age=0');
    expect(attrs).toContain('path=/student');
    expect(attrs).toContain('httponly');
  });

  it('is cleared by a password reset, which ends every session', async () => {
    const s = await registerStudent(t.app);
    expect((await post(t.app, '/api/v2/reset-password', { applicant_email: s.email })).statusCode).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(s.email)}` });
    const mails = outbox.json().data as Array<{ text: string }>;
    const link = /\/student\/reset-password\?token=([\w%-]+)/.exec(mails[mails.length - 1]!.text);
    const password = 'a new password 42';
    const done = await post(t.app, '/api/v2/reset-password/confirm', {
      token: decodeURIComponent(link![1]!),
      password,
      password_confirmation: password,
    });
    expect(done.statusCode).toBe(200);
    expect(attributes(pageCookie(done)!)).toContain('max-age=0');
  });

  it('is never taken by the API in place of the bearer header', async () => {
    const s = await registerStudent(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/get-user',
      headers: { cookie: `${STUDENT_PAGE_COOKIE}=${s.token}` },
    });
    expect(res.statusCode).toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v2/logout',
      headers: { cookie: `${STUDENT_PAGE_COOKIE}=${s.token}` },
    });
    expect(out.statusCode).toBe(401);
    // The session is still live for its bearer.
    const user = await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(s.token) });
    expect(user.statusCode).toBe(200);
  });
});
