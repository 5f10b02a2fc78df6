import { OTP_DAILY_CAP, OTP_MAX_ATTEMPTS } from '../src/accounts/otp-service';
import { OTP_MESSAGES } from '../src/accounts/otp-routes';
import { codeFromOutbox, post, uniqueEmail, uniqueIp } from './accounts-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const send = (sender: string, type_of = 'email_otp') => post(t.app, '/api/v2/send-otp', { type_of, sender });
const validate = (sender: string, reference_id: string, otp: string) =>
  post(t.app, '/api/v2/validate-otp', { sender, reference_id, otp });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves a code's clock back, as if time had passed. */
async function age(reference: string, ms: number) {
  const row = await t.app.db
    .selectFrom('otp_codes')
    .selectAll()
    .where('reference_id', '=', reference)
    .executeTakeFirstOrThrow();
  await t.app.db
    .updateTable('otp_codes')
    .set({
      created_at: new Date(Date.parse(row.created_at) - ms).toISOString(),
      expires_at: new Date(Date.parse(row.expires_at) - ms).toISOString(),
    })
    .where('id', '=', row.id)
    .execute();
}

describe('POST /api/v2/send-otp', () => {
  it('mails six digits in Hindi and English and answers a reference; only a hash is stored', async () => {
    const email = uniqueEmail();
    const res = await send(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, message: OTP_MESSAGES.sentEmail, refrence_id: expect.any(String) });
    const code = await codeFromOutbox(t.app, email);
    expect(code).toMatch(/^\d{6}$/);
    const outbox = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` })).json().data;
    expect(outbox[0].text).toContain('सत्यापन कोड');
    expect(outbox[0].html).toContain(code);
    const row = await t.app.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('reference_id', '=', body.refrence_id)
      .executeTakeFirstOrThrow();
    expect(row.sender).toBe(email);
    expect(row.code_hash).not.toContain(code);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60 * 1000);
  });

  it('refuses a second code within a minute, then a resend replaces the old code', async () => {
    const email = uniqueEmail();
    const first = (await send(email)).json().refrence_id;
    const firstCode = await codeFromOutbox(t.app, email);
    const again = await send(email);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, refrence_id: null });
    expect(again.json().message).toMatch(/^Please wait \d+ seconds/);

    await age(first, 61 * 1000);
    const second = await send(email);
    expect(second.statusCode).toBe(200);
    const secondRef = second.json().refrence_id;
    expect(secondRef).not.toBe(first);
    // The replaced code no longer verifies, even with its right digits.
    const old = await validate(email, first, firstCode);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(OTP_MESSAGES.unknown);
    const fresh = await validate(email, secondRef, await codeFromOutbox(t.app, email));
    expect(fresh.statusCode).toBe(200);
  });

  it(`stops at ${OTP_DAILY_CAP} codes a day for one address`, async () => {
    const email = uniqueEmail();
    for (let i = 0; i < OTP_DAILY_CAP; i++) {
      const res = await send(email);
      expect(res.statusCode).toBe(200);
      await age(res.json().refrence_id, 2 * 60 * 1000);
    }
    const capped = await send(email);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(OTP_MESSAGES.daily);
  });

  it('records a phone code without any SMS and answers its own message', async () => {
    const res = await send('9876501234', 'phone');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: OTP_MESSAGES.sentPhone });
    const row = await t.app.db
      .selectFrom('otp_codes')
      .select(['channel', 'sender'])
      .where('reference_id', '=', res.json().refrence_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ channel: 'phone', sender: '9876501234' });
  });

  it('answers field errors for a bad address, a bad phone and an unknown type', async () => {
    const bad = await send('not-an-address');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ success: false, errors: { sender: ['Please enter a valid email address'] } });
    const phone = await send('12345', 'phone');
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors.sender).toEqual(['Enter a 10 digit mobile number without +91']);
    const type = await send('a@example.com', 'sms');
    expect(type.statusCode).toBe(422);
    expect(type.json().errors.type_of).toBeDefined();
  });

  it('is rate limited per address of the caller', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await post(
        t.app,
        '/api/v2/send-otp',
        { type_of: 'email_otp', sender: uniqueEmail() },
        { remoteAddress: ip },
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('POST /api/v2/validate-otp', () => {
  it('verifies the right code once and answers the same on a repeat', async () => {
    const email = uniqueEmail();
    const ref = (await send(email)).json().refrence_id;
    const code = await codeFromOutbox(t.app, email);
    const res = await validate(email, ref, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Email Verified Successfully', refrence_id: ref });
    expect((await validate(email, ref, code)).statusCode).toBe(200);
  });

  it(`counts wrong tries and kills the code after ${OTP_MAX_ATTEMPTS}`, async () => {
    const email = uniqueEmail();
    const ref = (await send(email)).json().refrence_id;
    const code = await codeFromOutbox(t.app, email);
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      const res = await validate(email, ref, wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: OTP_MESSAGES.wrong(OTP_MAX_ATTEMPTS - i) });
    }
    const fifth = await validate(email, ref, wrongCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(OTP_MESSAGES.locked);
    // Dead: even the right code is refused now.
    const right = await validate(email, ref, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().success).toBe(false);
  });

  it('refuses a code after ten minutes', async () => {
    const email = uniqueEmail();
    const ref = (await send(email)).json().refrence_id;
    const code = await codeFromOutbox(t.app, email);
    await age(ref, 10 * 60 * 1000 + 1000);
    const res = await validate(email, ref, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: OTP_MESSAGES.expired });
  });

  it('refuses a reference used with another address and a reference that does not exist', async () => {
    const email = uniqueEmail();
    const ref = (await send(email)).json().refrence_id;
    const code = await codeFromOutbox(t.app, email);
    expect((await validate(uniqueEmail(), ref, code)).statusCode).toBe(400);
    expect((await validate(email, 'no-such-reference', code)).statusCode).toBe(400);
  });

  it('answers a field error for a code that is not six digits', async () => {
    const res = await validate('a@example.com', 'ref', '12ab');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.otp).toEqual(['Enter the 6 digit code sent to your email']);
  });
});
