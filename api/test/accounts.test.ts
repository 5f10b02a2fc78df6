import { ACCOUNT_ANSWERS } from '../src/accounts/student-accounts-routes';
import { LOGIN_MAX_FAILURES } from '../src/accounts/login-throttle';
import { hashToken } from '../src/accounts/tokens';
import { bearer, post, registerStudent, uniqueEmail, uniqueIp, verifiedReference } from './accounts-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function signupBody(email: string, reference: string, extra: Record<string, string> = {}) {
  return {
    name: 'Amit Kumar',
    email,
    password: 'pass-word-1',
    password_confirmation: 'pass-word-1',
    phone: '9876543210',
    email_refrence_id: reference,
    ...extra,
  };
}

describe('POST /api/v2/signup', () => {
  it('creates the account with a verified code, hashes the password and mails a bilingual welcome', async () => {
    const email = uniqueEmail();
    const ref = await verifiedReference(t.app, email);
    const res = await post(t.app, '/api/v2/signup', signupBody(email, ref));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_ANSWERS.registered });
    const row = await t.app.db.selectFrom('students').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('pass-word-1');
    expect(row.status).toBe(0);
    const mails = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` })).json().data;
    const welcome = mails[mails.length - 1];
    // No language known yet (no site_lang cookie): Hindi first.
    expect(welcome.subject).toBe('पंजीकरण पूर्ण / Registration complete');
    expect(welcome.text).not.toContain('pass-word-1');
  });

  it('refuses a reference that was never verified, or verified for another email', async () => {
    const email = uniqueEmail();
    const sent = await post(t.app, '/api/v2/send-otp', { type_of: 'email_otp', sender: email });
    const unverified = await post(t.app, '/api/v2/signup', signupBody(email, sent.json().refrence_id));
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json()).toMatchObject({
      success: false,
      errors: { email_refrence_id: ['Please verify your email first'] },
    });
    const other = await verifiedReference(t.app, uniqueEmail());
    expect((await post(t.app, '/api/v2/signup', signupBody(email, other))).statusCode).toBe(422);
  });

  it('uses a verified code for one account only', async () => {
    const email = uniqueEmail();
    const ref = await verifiedReference(t.app, email);
    expect((await post(t.app, '/api/v2/signup', signupBody(email, ref))).statusCode).toBe(201);
    const again = await post(t.app, '/api/v2/signup', signupBody(email, ref));
    expect(again.statusCode).toBe(422);
  });

  it('refuses a duplicate email (told only to whoever proved the mailbox)', async () => {
    const s = await registerStudent(t.app);
    const ref = await verifiedReference(t.app, s.email);
    const res = await post(t.app, '/api/v2/signup', signupBody(s.email.toUpperCase(), ref));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: ACCOUNT_ANSWERS.duplicate });
    // The refused signup leaves the code unused.
    const code = await t.app.db
      .selectFrom('otp_codes')
      .select('used_at')
      .where('reference_id', '=', ref)
      .executeTakeFirstOrThrow();
    expect(code.used_at).toBeNull();
  });

  it('checks password length, confirmation and a 10 digit phone without +91', async () => {
    const email = uniqueEmail();
    const ref = await verifiedReference(t.app, email);
    const res = await post(
      t.app,
      '/api/v2/signup',
      signupBody(email, ref, { password: 'short', password_confirmation: 'other', phone: '+919876543210' }),
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.password).toEqual(['Password must be at least 8 characters']);
    expect(errors.password_confirmation).toEqual(['Passwords do not match']);
    expect(errors.phone).toEqual(['Enter a 10 digit mobile number without +91']);
    expect(await t.app.db.selectFrom('students').select('id').where('email', '=', email).executeTakeFirst()).toBe(
      undefined,
    );
  });
});

describe('POST /api/v2/signin and /api/v2/logout', () => {
  it('answers a token and "Login Successfully"; the stored token is only a hash with an expiry', async () => {
    const s = await registerStudent(t.app);
    const res = await post(t.app, '/api/v2/signin', { email: s.email, password: s.password });
    expect(res.statusCode).toBe(200);
    const { token, message } = res.json();
    expect(message).toBe('Login Successfully');
    expect(token).toMatch(/^[\w-]{43}$/);
    const row = await t.app.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now());
    expect(
      await t.app.db.selectFrom('auth_tokens').select('id').where('token_hash', '=', token).executeTakeFirst(),
    ).toBe(undefined);
  });

  it('gives one message for a wrong password and for an unknown email', async () => {
    const s = await registerStudent(t.app);
    const wrong = await post(t.app, '/api/v2/signin', { email: s.email, password: 'not the password' });
    const unknown = await post(t.app, '/api/v2/signin', { email: uniqueEmail(), password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid email or password.',
      message_hi: 'ईमेल या पासवर्ड ग़लत है।',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers the spec messages for empty fields and a malformed address', async () => {
    const empty = await post(t.app, '/api/v2/signin', { email: '', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ email: ['Please fill all fields'], password: ['Please fill all fields'] });
    const malformed = await post(t.app, '/api/v2/signin', { email: 'abc', password: 'x' });
    expect(malformed.json().errors.email).toEqual(['Please enter a valid email address']);
  });

  it(`holds an account back after ${LOGIN_MAX_FAILURES} failures, even with the right password`, async () => {
    const s = await registerStudent(t.app);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await post(t.app, '/api/v2/signin', { email: s.email, password: 'wrong-password' })).statusCode).toBe(
        401,
      );
    }
    const held = await post(t.app, '/api/v2/signin', { email: s.email, password: s.password });
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(ACCOUNT_ANSWERS.throttled);
    // Other accounts are unaffected.
    const other = await registerStudent(t.app);
    expect((await post(t.app, '/api/v2/signin', { email: other.email, password: other.password })).statusCode).toBe(
      200,
    );
  });

  it('is rate limited per address of the caller', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await post(
        t.app,
        '/api/v2/signin',
        { email: uniqueEmail(), password: 'whatever-1' },
        { remoteAddress: ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(JSON.parse((await post(t.app, '/api/v2/signin', {}, { remoteAddress: ip })).body).message).toMatch(
      /^Too many requests/,
    );
  });

  it('logout revokes the token it was called with, and only that one', async () => {
    const s = await registerStudent(t.app);
    const second = (await post(t.app, '/api/v2/signin', { email: s.email, password: s.password })).json().token;
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(s.token) })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({ method: 'POST', url: '/api/v2/logout', headers: bearer(s.token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: ACCOUNT_ANSWERS.loggedOut });
    const after = await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(s.token) });
    expect(after.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/logout', headers: bearer(s.token) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(second) })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired token', async () => {
    const s = await registerStudent(t.app);
    await t.app.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(s.token))
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(s.token) });
    expect(res.statusCode).toBe(401);
  });
});
