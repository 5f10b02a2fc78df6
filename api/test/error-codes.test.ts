// Every error answer carries a code of the one catalogue (shared-types/src/errors) with its English and Hindi
// texts; field errors come with their Hindi and a code each.
import { ACCOUNT_MESSAGES, API_ERRORS, apiErrorText } from '@college/shared-types';
import { HttpError, errorBody } from '../src/plugins/errors';
import { codeFromOutbox, post, uniqueEmail } from './accounts-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('error answers', () => {
  it('a wrong password: invalid_credentials, in English and Hindi', async () => {
    const res = await post(t.app, '/api/v2/signin', { email: uniqueEmail(), password: 'wrong-pass-1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid email or password.',
      message_hi: 'ईमेल या पासवर्ड ग़लत है।',
    });
  });

  it('a wrong code: otp_invalid with the attempts left as a parameter', async () => {
    const email = uniqueEmail();
    const sent = await post(t.app, '/api/v2/send-otp', { type_of: 'email_otp', sender: email });
    const ref = sent.json().refrence_id as string;
    const code = await codeFromOutbox(t.app, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await post(t.app, '/api/v2/validate-otp', { sender: email, reference_id: ref, otp: wrong });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('otp_invalid');
    expect(body.params).toEqual({ attemptsLeft: expect.any(Number) });
    expect(body.message).toBe(apiErrorText('otp_invalid', 'en', body.params));
    expect(body.message_hi).toBe(apiErrorText('otp_invalid', 'hi', body.params));
    expect(body.message_hi).toMatch(/^OTP ग़लत है। \d प्रयास शेष हैं।$/);
    expect(body.success).toBe(false);
  });

  it('a refused form: validation_failed, each field error in Hindi and with its code', async () => {
    const res = await post(t.app, '/api/v2/signup', {
      name: '',
      email: 'not-an-address',
      password: 'x',
      password_confirmation: 'y',
      phone: '12',
      email_refrence_id: '',
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe(API_ERRORS.validation_failed.en);
    expect(body.message_hi).toBe(API_ERRORS.validation_failed.hi);
    expect(body.errors.email).toContain(ACCOUNT_MESSAGES.email);
    expect(body.errors_hi.email).toContain('कृपया सही ईमेल पता लिखें');
    expect(body.error_codes.email).toContain('email');
    expect(body.error_codes.phone).toContain('mobile');
    expect(Object.keys(body.errors_hi).sort()).toEqual(Object.keys(body.errors).sort());
  });

  it('an unknown call, a broken body and a schema refusal have their codes too', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v2/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found', message: 'No such call: GET /api/v2/no-such-thing' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v2/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'invalid_json', message_hi: API_ERRORS.invalid_json.hi });
    const shape = await post(t.app, '/api/v2/signin', { email: 'a@b.in', password: 'x', extra: 'no' });
    expect(shape.statusCode).toBe(400);
    expect(shape.json()).toMatchObject({ code: 'validation_failed', error_codes: { extra: ['not_accepted'] } });
  });

  it('an error thrown without a catalogued code is noticed (the setup file fails the test file)', () => {
    const error = new HttpError(409, 'A sentence nobody catalogued');
    expect(error.code).toBeUndefined();
    expect(new HttpError(409, 'The registration fee is already paid.').code).toBe('registration_fee_paid');
    expect(HttpError.coded(429, 'otp_wait', { seconds: 30 }).message).toBe(
      'Please wait 30 seconds before asking for a new OTP.',
    );
    expect(errorBody('server_busy')).toEqual({
      code: 'server_busy',
      message: 'Server Busy',
      message_hi: 'सर्वर व्यस्त है',
    });
  });
});
