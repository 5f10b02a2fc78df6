// Messages by mail and SMS (decision 035): the SMS outbox, the office's channels, delivery that holds at night,
// limits a number, retries with back-off and runs once across processes; the Mobile Seva driver against the
// simulator; the generic HTTP driver; the console's log, resend and bulk message.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMS_TEMPLATES, fitsTemplate, type MessageKind } from '@college/shared-types';
import { buildTestApp, freshDatabaseUrl, type TestApp } from './helpers';
import { post, verifiedReference } from './accounts-fixtures';
import { createStudent, postAdmission, validAdmission, verifyForm } from './admission-fixtures';
import { demoAdminToken } from './staff-fixtures';
import { buildApp } from '../src/app';
import { checkEnvironment, loadConfig } from '../src/config';
import { messagingDb } from '../src/messaging/messaging-repository';
import { MAX_ATTEMPTS, deliverDue, quietUntil } from '../src/messaging/messaging-service';
import { readSmsConfig } from '../src/messaging/sms-config';
import { SIMULATED_NUMBERS, SMS_GATEWAY_PATH } from '../src/messaging/sms-simulator-routes';
import {
  cdacFields,
  cdacProvider,
  httpProvider,
  type OutgoingSms,
  type SmsProvider,
} from '../src/messaging/sms-providers';

const onPostgres = Boolean(process.env.PG_TEST_URL);
/** 12:00 India time (a working hour) and 23:00 (night), as UTC milliseconds. */
const NOON_IST = Date.parse('2026-11-27T06:30:00Z');
const NIGHT_IST = Date.parse('2026-11-27T17:30:00Z');

let numberCounter = 0;
const freshMobile = () => `9${String(Date.now() % 1e8).padStart(8, '0')}${numberCounter++ % 10}`;

async function studentWithMobile(app: TestApp['app'], mobile: string, language: 'hi' | 'en' = 'hi') {
  const s = await createStudent(app);
  await app.db.updateTable('students').set({ phone_number: mobile, language }).where('id', '=', s.id).execute();
  return s;
}

async function outbox(app: TestApp['app'], to?: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox${to ? `?to=${to}` : ''}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ mobile: string; text: string; template_id: string; message_id: number }>;
}

async function mailsTo(app: TestApp['app'], to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ subject: string; text: string }>;
}

const messages = (app: TestApp['app']) => messagingDb(app.db).selectFrom('messages').selectAll();

async function setChannels(
  app: TestApp['app'],
  token: string,
  channels: Partial<Record<MessageKind, string>>,
  more = {},
) {
  const current = await app.inject({
    method: 'GET',
    url: '/api/admin/messages/settings',
    headers: { authorization: `Bearer ${token}` },
  });
  return app.inject({
    method: 'PUT',
    url: '/api/admin/messages/settings',
    headers: { authorization: `Bearer ${token}` },
    payload: { ...current.json().data, channels: { ...current.json().data.channels, ...channels }, ...more },
  });
}

describe('SMS beside mail', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // Delivered whatever the hour of the run; the night hold is turned on in its own test, with a set clock.
    t = await buildTestApp({ sms: { ...loadConfig({}, { env: 'test' }).sms, nightHold: false } });
    admin = await demoAdminToken(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the mobile code by SMS to the outbox, in the registered template, and the code verifies', async () => {
    const mobile = freshMobile();
    const res = await post(t.app, '/api/v2/send-otp', { type_of: 'phone', sender: mobile });
    expect(res.statusCode).toBe(200);
    await t.app.messaging.idle();
    const [sms] = await outbox(t.app, mobile);
    expect(sms).toBeDefined();
    expect(fitsTemplate(SMS_TEMPLATES.mobile_code.text.hi, sms!.text)).toBe(true);
    expect(sms!.template_id).toBe(SMS_TEMPLATES.mobile_code.id.hi);
    const code = /\d{6}/.exec(sms!.text)![0];
    const check = await post(t.app, '/api/v2/validate-otp', {
      sender: mobile,
      reference_id: res.json().refrence_id,
      otp: code,
    });
    expect(check.statusCode).toBe(200);
    // The log keeps the message with its digits hidden once sent.
    const row = await messages(t.app).where('recipient', '=', mobile).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', kind: 'mobile_code', provider: 'outbox' });
    expect(row.text).not.toContain(code);
  });

  it('refuses a number that is not an Indian mobile with a 422 in both languages', async () => {
    const res = await post(t.app, '/api/v2/send-otp', { type_of: 'phone', sender: '1234567890' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errors: { sender: [expect.any(String)] } });
    expect(res.json().errors_hi.sender[0]).toMatch(/[\u0900-\u097F]/);
    expect(await outbox(t.app, '1234567890')).toHaveLength(0);
  });

  it('logs a mail told by the address alone under its student, so the delivery log finds it by student', async () => {
    const s = await studentWithMobile(t.app, freshMobile(), 'en');
    const mail = { to: s.email, subject: 'Seat offered', text: 'Seat offered', html: '<p>Seat offered</p>' };
    await t.app.messaging.tell({ student: { name: s.name, email: s.email }, kind: 'offer_made', mail });
    await t.app.messaging.idle();
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/messages/log?student=${s.id}&page=1&per_page=50`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(log.json().data.map((m: { kind: string; channel: string }) => [m.kind, m.channel])).toEqual([
      ['offer_made', 'mail'],
    ]);
  });

  it('tells a student by mail, SMS or both as the office chose for the kind, in the student language', async () => {
    const mobile = freshMobile();
    const s = await studentWithMobile(t.app, mobile, 'en');
    const mail = { to: s.email, subject: 'Verified', text: 'Verified', html: '<p>Verified</p>' };
    await t.app.messaging.tell({
      student: { id: s.id, name: s.name },
      kind: 'form_verified',
      values: { form: 7 },
      mail,
    });
    await t.app.messaging.idle();
    expect(await outbox(t.app, mobile)).toHaveLength(0);
    expect((await setChannels(t.app, admin, { form_verified: 'both' })).statusCode).toBe(200);
    await t.app.messaging.tell({
      student: { id: s.id, name: s.name },
      kind: 'form_verified',
      values: { form: 7 },
      mail,
    });
    await t.app.messaging.idle();
    const sent = await outbox(t.app, mobile);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toBe(SMS_TEMPLATES.form_verified.text.en.replace('{#var#}', s.name).replace('{#var#}', '7'));
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/messages/log?student=${s.id}&page=1&per_page=50`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(
      log
        .json()
        .data.map((m: { channel: string }) => m.channel)
        .sort(),
    ).toEqual(['mail', 'mail', 'sms']);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'messages.settings_changed')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses a channel a kind cannot take', async () => {
    const res = await setChannels(t.app, admin, { registration_code: 'sms' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('channel_refused');
  });

  it('holds an SMS at night but not a code, and limits the SMS one number gets in an hour', async () => {
    expect(quietUntil(NOON_IST)).toBeNull();
    expect(quietUntil(NIGHT_IST)!.toISOString()).toBe('2026-11-28T03:30:00.000Z');
    expect(quietUntil(Date.parse('2026-11-27T02:00:00Z'))!.toISOString()).toBe('2026-11-27T03:30:00.000Z');
    await setChannels(t.app, admin, { admitted: 'sms' });
    const mobile = freshMobile();
    const s = await studentWithMobile(t.app, mobile);
    const provider = t.app.messaging.provider;
    // Queued without a run, then delivered at 23:00 and at noon India time.
    const kick = t.app.messaging.kick;
    t.app.messaging.kick = () => undefined;
    t.app.config.sms.nightHold = true;
    try {
      for (let i = 0; i < 5; i++) {
        await t.app.messaging.tell({
          student: { id: s.id, name: s.name },
          kind: 'admitted',
          values: { course: 'B.A.', enrolment: `E${i}` },
        });
      }
      await t.app.messaging.tell({
        student: { id: s.id, name: s.name },
        kind: 'mobile_code',
        values: { code: '123456' },
      });
      await deliverDue(t.app, () => NIGHT_IST);
      expect(await outbox(t.app, mobile)).toHaveLength(1); // the code only
      const held = await messages(t.app).where('recipient', '=', mobile).where('kind', '=', 'admitted').execute();
      expect(held.every((m) => m.status === 'queued' && m.next_attempt_at === '2026-11-28T03:30:00.000Z')).toBe(true);
      // At nine the next morning: four go, the fifth waits for the hour (the code does not count).
      await deliverDue(t.app, () => Date.parse('2026-11-28T03:31:00Z'));
      const after = await messages(t.app).where('recipient', '=', mobile).where('kind', '=', 'admitted').execute();
      expect(after.filter((m) => m.status === 'sent')).toHaveLength(4);
      expect(after.filter((m) => m.status === 'queued')).toHaveLength(1);
      expect(after.find((m) => m.status === 'queued')!.provider_answer).toMatch(/hour/);
    } finally {
      t.app.config.sms.nightHold = false;
      t.app.messaging.kick = kick;
      t.app.messaging.provider = provider;
    }
  });

  it('retries a failed try with back-off and ends it after the last try, never losing the record', async () => {
    await setChannels(t.app, admin, { admitted: 'sms' });
    const mobile = freshMobile();
    const s = await studentWithMobile(t.app, mobile);
    const provider = t.app.messaging.provider;
    const kick = t.app.messaging.kick;
    let calls = 0;
    const failing: SmsProvider = {
      name: 'failing',
      send: async () => {
        calls += 1;
        if (calls === 1) throw new Error('socket hang up');
        return { result: 'retry', answer: '<html>busy</html>', reason: 'garbage' };
      },
    };
    t.app.messaging.provider = failing;
    t.app.messaging.kick = () => undefined;
    try {
      await t.app.messaging.tell({
        student: { id: s.id, name: s.name },
        kind: 'admitted',
        values: { course: 'B.A.', enrolment: 'E9' },
      });
      let now = NOON_IST;
      for (let i = 0; i < MAX_ATTEMPTS; i++) {
        await deliverDue(t.app, () => now);
        const row = await messages(t.app).where('recipient', '=', mobile).executeTakeFirstOrThrow();
        expect(Number(row.attempts)).toBe(i + 1);
        if (i < MAX_ATTEMPTS - 1) {
          expect(row.status).toBe('queued');
          now = Date.parse(row.next_attempt_at!) + 1;
          // Still waiting before its time.
          await deliverDue(t.app, () => now - 2);
        } else expect(row).toMatchObject({ status: 'failed', provider_answer: '<html>busy</html>' });
      }
      expect(calls).toBe(MAX_ATTEMPTS);
    } finally {
      t.app.messaging.provider = provider;
      t.app.messaging.kick = kick;
    }
  });

  it('resends a message as a new row of the log; a code is not resent', async () => {
    const mobile = freshMobile();
    const s = await studentWithMobile(t.app, mobile);
    await setChannels(t.app, admin, { admitted: 'sms' });
    await t.app.messaging.tell({
      student: { id: s.id, name: s.name },
      kind: 'admitted',
      values: { course: 'B.A.', enrolment: 'E1' },
    });
    await t.app.messaging.idle();
    const first = await messages(t.app).where('recipient', '=', mobile).executeTakeFirstOrThrow();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${first.id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    await t.app.messaging.idle();
    expect(await outbox(t.app, mobile)).toHaveLength(2);
    const code = await messages(t.app).where('kind', '=', 'mobile_code').executeTakeFirstOrThrow();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${code.id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('message_resend_refused');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages/999999',
      headers: { authorization: `Bearer ${admin}` },
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a bulk message once per student of the filtered list, after a preview, within the cap', async () => {
    const course = 'BSC';
    const mobiles = [freshMobile(), freshMobile(), freshMobile()];
    for (const m of mobiles) {
      const s = await studentWithMobile(t.app, m);
      await t.app.db
        .updateTable('students')
        .set({ course_name: course, course_year: 3 })
        .where('id', '=', s.id)
        .execute();
    }
    const auth = { authorization: `Bearer ${admin}` };
    const body = { filters: { course, year: '3' }, kind: 'notice', values: { notice: 'Classes start on 1 July' } };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages/preview',
      headers: auth,
      payload: body,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().count).toBe(3);
    expect(preview.json().preview.hi).toContain('Classes start on 1 July');
    expect(fitsTemplate(SMS_TEMPLATES.notice.text.en, preview.json().preview.en)).toBe(true);

    const long = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages/preview',
      headers: auth,
      payload: { ...body, values: { notice: 'x'.repeat(31) } },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ code: 'sms_variable_too_long', params: { variable: 'notice', max: 30 } });
    expect(long.json().message_hi).toContain('30');

    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages/bulk',
      headers: auth,
      payload: { ...body, confirm_count: 2 },
    });
    expect(stale.statusCode).toBe(409);

    await setChannels(t.app, admin, {}, { bulk_cap: 2 });
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages/bulk',
      headers: auth,
      payload: { ...body, confirm_count: 3 },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'bulk_over_cap', params: { count: 3, cap: 2 } });
    await setChannels(t.app, admin, {}, { bulk_cap: 500 });

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages/bulk',
      headers: auth,
      payload: { ...body, confirm_count: 3 },
    });
    expect(sent.statusCode).toBe(200);
    await t.app.messaging.idle();
    for (const m of mobiles) expect(await outbox(t.app, m)).toHaveLength(1);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('action', '=', 'messages.bulk_sent')
      .execute();
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ kind: 'notice', count: 3, queued: 3 });
  });

  it('sends the password reset by mail and, when the office chose both, by SMS naming where the link went', async () => {
    const mobile = freshMobile();
    const s = await studentWithMobile(t.app, mobile, 'en');
    expect((await setChannels(t.app, admin, { password_reset: 'both' })).statusCode).toBe(200);
    const res = await post(t.app, '/api/v2/reset-password', { applicant_email: s.email });
    expect(res.statusCode).toBe(200);
    await t.app.messaging.idle();
    expect(await mailsTo(t.app, s.email)).toHaveLength(1);
    const [sms] = await outbox(t.app, mobile);
    expect(sms!.template_id).toBe(SMS_TEMPLATES.password_reset.id.en);
    expect(fitsTemplate(SMS_TEMPLATES.password_reset.text.en, sms!.text)).toBe(true);
    expect(sms!.text).toContain(`${s.email.slice(0, 2)}***@example.com`);
    // Mail only again: the next reset sends no SMS.
    await setChannels(t.app, admin, { password_reset: 'mail' });
    await post(t.app, '/api/v2/reset-password', { applicant_email: s.email });
    await t.app.messaging.idle();
    expect(await mailsTo(t.app, s.email)).toHaveLength(2);
    expect(await outbox(t.app, mobile)).toHaveLength(1);
  });

  it('tells an approval and a rejection as application_decided, mail and SMS as the office chose', async () => {
    const auth = { authorization: `Bearer ${admin}` };
    expect((await setChannels(t.app, admin, { application_decided: 'both' })).statusCode).toBe(200);
    const yes = await studentWithMobile(t.app, freshMobile(), 'hi');
    const no = await studentWithMobile(t.app, freshMobile(), 'en');
    const mobiles = await t.app.db
      .selectFrom('students')
      .select(['id', 'phone_number'])
      .where('id', 'in', [yes.id, no.id])
      .execute();
    const mobileOf = (id: number) => mobiles.find((m) => m.id === id)!.phone_number!;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${yes.id}/approve`,
      headers: auth,
      payload: { fee_to_pay: '2450' },
    });
    expect(approved.statusCode).toBe(200);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${no.id}/reject`,
      headers: auth,
      payload: { reason: 'Marksheet unreadable' },
    });
    expect(rejected.statusCode).toBe(200);
    await t.app.messaging.idle();
    const [hi] = await outbox(t.app, mobileOf(yes.id));
    expect(hi!.template_id).toBe(SMS_TEMPLATES.application_decided.id.hi);
    expect(fitsTemplate(SMS_TEMPLATES.application_decided.text.hi, hi!.text)).toBe(true);
    expect(hi!.text).toContain('आवेदन स्वीकृत हुआ');
    const [en] = await outbox(t.app, mobileOf(no.id));
    expect(en!.text).toContain('is not approved');
    const rows = await messages(t.app)
      .where('student_id', 'in', [yes.id, no.id])
      .where('kind', '=', 'application_decided')
      .execute();
    expect(rows.map((r) => `${r.channel}:${r.status}`).sort()).toEqual([
      'mail:sent',
      'mail:sent',
      'sms:sent',
      'sms:sent',
    ]);
    expect(await mailsTo(t.app, yes.email)).toHaveLength(1);
  });

  it('tells the receipt of a counter payment and, when it admits, the enrolment number, as online', async () => {
    await setChannels(t.app, admin, {
      registration_fee_received: 'sms',
      admission_fee_receipt: 'both',
      admitted: 'both',
    });
    const auth = { authorization: `Bearer ${admin}` };
    // The registration fee: its receipt by SMS only.
    const mobile1 = freshMobile();
    const first = await studentWithMobile(t.app, mobile1, 'en');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/admin/counter/receipts',
      headers: auth,
      payload: { student_id: first.id, purpose: 'registration', mode: 'cash', amount: '50.00' },
    });
    expect(reg.statusCode).toBe(201);
    await t.app.messaging.idle();
    const [regSms] = await outbox(t.app, mobile1);
    expect(regSms!.template_id).toBe(SMS_TEMPLATES.registration_fee_received.id.en);
    expect(regSms!.text).toMatch(/Rs 50\.00 is received\. Reference CTR[0-9A-F]{16}\./);
    expect(await mailsTo(t.app, first.email)).toHaveLength(0);

    // The admission fee: the receipt and the admission, by mail and SMS.
    const mobile2 = freshMobile();
    const s = await createStudent(t.app, { status: 1, fee_to_pay: '2450' });
    await t.app.db
      .updateTable('students')
      .set({ phone_number: mobile2, language: 'hi' })
      .where('id', '=', s.id)
      .execute();
    expect((await postAdmission(t.app, s.token, validAdmission())).statusCode).toBe(200);
    await verifyForm(t.app, s.id);
    const adm = await t.app.inject({
      method: 'POST',
      url: '/api/admin/counter/receipts',
      headers: auth,
      payload: { student_id: s.id, purpose: 'admission', mode: 'cash', amount: '2450.00' },
    });
    expect(adm.statusCode).toBe(201);
    await t.app.messaging.idle();
    const paidIds = [SMS_TEMPLATES.admission_fee_receipt.id.hi, SMS_TEMPLATES.admitted.id.hi];
    const sms = (await outbox(t.app, mobile2)).filter((m) => paidIds.includes(m.template_id));
    expect(sms.map((m) => m.template_id).sort()).toEqual(
      [SMS_TEMPLATES.admission_fee_receipt.id.hi, SMS_TEMPLATES.admitted.id.hi].sort(),
    );
    const enrolment = await t.app.db
      .selectFrom('enrolments')
      .select('enrolment_no')
      .where('student_id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(sms.find((m) => m.template_id === SMS_TEMPLATES.admitted.id.hi)!.text).toContain(enrolment.enrolment_no);
    const mails = await mailsTo(t.app, s.email);
    expect(mails.map((m) => m.subject).join(' | ')).toMatch(/2450/);
    const told = await messages(t.app)
      .where('student_id', '=', s.id)
      .where('channel', '=', 'mail')
      .where('kind', 'in', ['admission_fee_receipt', 'admitted'])
      .execute();
    expect(told.map((r) => r.kind).sort()).toEqual(['admission_fee_receipt', 'admitted']);
  });

  it('queues the SMS of a kind sent by both even when its mail fails, and logs the failed mail', async () => {
    const mobile = freshMobile();
    const s = await studentWithMobile(t.app, mobile, 'en');
    await setChannels(t.app, admin, { form_verified: 'both' });
    const send = t.app.mail.send;
    t.app.mail.send = async () => {
      throw new Error('SMTP server refused');
    };
    try {
      await expect(
        t.app.messaging.tell({
          student: { id: s.id, name: s.name },
          kind: 'form_verified',
          values: { form: 21 },
          mail: { to: s.email, subject: 'Verified', text: 'Verified', html: '<p>Verified</p>' },
        }),
      ).rejects.toThrow('SMTP server refused');
    } finally {
      t.app.mail.send = send;
    }
    await t.app.messaging.idle();
    expect(await outbox(t.app, mobile)).toHaveLength(1);
    const rows = await messages(t.app).where('student_id', '=', s.id).where('kind', '=', 'form_verified').execute();
    expect(rows.map((r) => `${r.channel}:${r.status}`).sort()).toEqual(['mail:failed', 'sms:sent']);
    expect(rows.find((r) => r.channel === 'mail')!.provider_answer).toBe('SMTP server refused');
  });

  it('logs skipped, with the reason, an SMS to a number that is not an Indian mobile or with a value too long', async () => {
    const auth = { authorization: `Bearer ${admin}` };
    await setChannels(t.app, admin, { application_decided: 'both', admitted: 'sms' });
    const s = await studentWithMobile(t.app, '12345', 'en');
    // Through the office's decision: the decision stands and its SMS is logged skipped.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${s.id}/approve`,
      headers: auth,
      payload: { fee_to_pay: '2450' },
    });
    expect(approved.statusCode).toBe(200);
    // An enrolment number of 31 characters, longer than the 30 registered: refused, never shortened.
    const ok = await studentWithMobile(t.app, freshMobile(), 'en');
    await expect(
      t.app.messaging.tell({
        student: { id: ok.id, name: ok.name },
        kind: 'admitted',
        values: { course: 'B.A.', enrolment: 'E'.repeat(31) },
      }),
    ).resolves.toBeUndefined();
    await t.app.messaging.idle();
    const log = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/messages/log?${query}`, headers: auth });
      expect(res.statusCode).toBe(200);
      return res.json().data as Array<{ student_id: number; kind: string; status: string; provider_answer: string }>;
    };
    const badNumber = (await log(`student=${s.id}&status=skipped`)).filter((r) => r.kind === 'application_decided');
    expect(badNumber).toEqual([
      expect.objectContaining({ status: 'skipped', provider_answer: 'not a 10-digit Indian mobile number' }),
    ]);
    const tooLong = await log(`student=${ok.id}&kind=admitted`);
    expect(tooLong).toEqual([
      expect.objectContaining({
        status: 'skipped',
        provider_answer: expect.stringMatching(/enrolment is longer than the 30 characters/),
      }),
    ]);
  });

  it('filters the delivery log by kind and by status', async () => {
    const auth = { authorization: `Bearer ${admin}` };
    const rowsOf = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/messages/log?${query}`, headers: auth });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: Array<{ kind: string; status: string }>; total: number };
    };
    const byKind = await rowsOf('kind=application_decided&per_page=100');
    expect(byKind.total).toBeGreaterThanOrEqual(5);
    expect(byKind.data.every((r) => r.kind === 'application_decided')).toBe(true);
    const skipped = await rowsOf('status=skipped&per_page=100');
    expect(skipped.total).toBeGreaterThanOrEqual(2);
    expect(skipped.data.every((r) => r.status === 'skipped')).toBe(true);
    const both = await rowsOf('kind=admitted&status=skipped&per_page=100');
    expect(both.data.length).toBeGreaterThanOrEqual(1);
    expect(both.data.every((r) => r.kind === 'admitted' && r.status === 'skipped')).toBe(true);
    const all = await rowsOf('per_page=100');
    expect(all.total).toBeGreaterThan(byKind.total);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/messages/log?kind=nothing', headers: auth });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes a channel change at once: off sends nothing, sms sends no mail, mail sends no SMS', async () => {
    const mobile = freshMobile();
    const s = await studentWithMobile(t.app, mobile, 'en');
    const tell = () =>
      t.app.messaging.tell({
        student: { id: s.id, name: s.name },
        kind: 'correction_requested',
        values: { form: 3 },
        mail: { to: s.email, subject: 'Correct', text: 'Correct', html: '<p>Correct</p>' },
      });
    const counts = async () => {
      await t.app.messaging.idle();
      return { mail: (await mailsTo(t.app, s.email)).length, sms: (await outbox(t.app, mobile)).length };
    };
    await setChannels(t.app, admin, { correction_requested: 'off' });
    await tell();
    expect(await counts()).toEqual({ mail: 0, sms: 0 });
    await setChannels(t.app, admin, { correction_requested: 'sms' });
    await tell();
    expect(await counts()).toEqual({ mail: 0, sms: 1 });
    await setChannels(t.app, admin, { correction_requested: 'mail' });
    await tell();
    expect(await counts()).toEqual({ mail: 1, sms: 1 });
    await setChannels(t.app, admin, { correction_requested: 'both' });
    await tell();
    expect(await counts()).toEqual({ mail: 2, sms: 2 });
  });

  it('answers the outbox only to this machine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox', remoteAddress: '198.51.100.7' });
    expect(res.statusCode).toBe(403);
  });
});

describe('the Mobile Seva driver against the simulator', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({ sms: { ...loadConfig({}, { env: 'test' }).sms, timeoutMs: 300 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${SMS_GATEWAY_PATH}`;
  });
  afterAll(async () => {
    // The connection of the answer given after the driver stopped waiting is not kept for its keep-alive.
    t.app.server.closeAllConnections();
    await t.close();
  });

  const sms = (mobile: string, kind: MessageKind, lang: 'en' | 'hi'): OutgoingSms => {
    const text = SMS_TEMPLATES[kind].text[lang];
    let i = 0;
    const vars = SMS_TEMPLATES[kind].variables;
    return {
      messageId: null,
      mobile,
      templateId: SMS_TEMPLATES[kind].id[lang],
      text: text.replace(/\{#var#\}/g, () => String(SMS_TEMPLATES[kind].sample[vars[i++]!.name])),
      unicode: lang === 'hi',
      code: SMS_TEMPLATES[kind].code === true,
    };
  };

  it('sends the fields of the integration document: SHA-1 password, SHA-512 key, Hindi as character references', () => {
    const cfg = { url, username: 'u', password: 'p', senderId: 'S', secureKey: 'k' };
    const hi = cdacFields(cfg, sms('9876543210', 'admitted', 'hi'));
    expect(hi.smsservicetype).toBe('unicodemsg');
    expect(hi.content).toMatch(/^(&#\d+;)+$/);
    expect(hi.content).toContain('&#2346;'); // प
    expect(hi.password).toBe(createHash('sha1').update('p').digest('hex'));
    expect(hi.key).toBe(createHash('sha512').update(`uS${hi.content}k`).digest('hex'));
    expect(hi.password).toMatch(/^[0-9a-f]{40}$/);
    expect(hi.key).toMatch(/^[0-9a-f]{128}$/);
    expect(hi.bulkmobno).toBe('9876543210');
    const en = cdacFields(cfg, sms('9876543210', 'mobile_code', 'en'));
    expect(en).toMatchObject({
      smsservicetype: 'otpmsg',
      mobileno: '9876543210',
      templateid: SMS_TEMPLATES.mobile_code.id.en,
    });
  });

  it('reads every answer kind of the gateway', async () => {
    // A patient driver for the answers; one that waits less than the simulator's slow answer for the time-out.
    const driver = cdacProvider({ ...t.app.config.sms.cdac, url }, 5_000);
    const hasty = cdacProvider({ ...t.app.config.sms.cdac, url }, 300);
    const ok = await driver.send(sms('9876500001', 'admitted', 'en'));
    expect(ok).toMatchObject({ result: 'accepted' });
    expect(ok.answer).toMatch(/^402,MsgID = \d+msdgsms$/);
    const okHi = await driver.send(sms('9876500001', 'offer_made', 'hi'));
    expect(okHi.result).toBe('accepted');
    const kept = await outbox(t.app, '9876500001');
    expect(kept.map((k) => k.text)).toContain(sms('9876500001', 'offer_made', 'hi').text);
    expect(await driver.send(sms(SIMULATED_NUMBERS.rejectedTemplate, 'admitted', 'en'))).toMatchObject({
      result: 'rejected',
      reason: 'template',
    });
    expect(
      await driver.send({ ...sms('9876500001', 'admitted', 'en'), text: 'Dear A, you are admitted. Welcome!' }),
    ).toMatchObject({ result: 'rejected', reason: 'template' });
    expect(await driver.send(sms(SIMULATED_NUMBERS.invalidNumber, 'admitted', 'en'))).toMatchObject({
      result: 'rejected',
      reason: 'number',
    });
    expect(await driver.send(sms(SIMULATED_NUMBERS.throttled, 'admitted', 'en'))).toMatchObject({
      result: 'retry',
      reason: 'throttled',
    });
    expect(await hasty.send(sms(SIMULATED_NUMBERS.timeout, 'admitted', 'en'))).toMatchObject({
      result: 'retry',
      reason: 'timeout',
    });
    expect(await driver.send(sms(SIMULATED_NUMBERS.garbage, 'admitted', 'en'))).toMatchObject({
      result: 'retry',
      reason: 'garbage',
    });
    const wrongKey = cdacProvider({ ...t.app.config.sms.cdac, url, secureKey: 'other' }, 5_000);
    expect(await wrongKey.send(sms('9876500001', 'admitted', 'en'))).toMatchObject({
      result: 'rejected',
      reason: 'account',
    });
    const nobody = cdacProvider({ ...t.app.config.sms.cdac, url: 'http://127.0.0.1:9/esms' }, 5_000);
    expect(await nobody.send(sms('9876500001', 'admitted', 'en'))).toMatchObject({
      result: 'retry',
      reason: 'gateway',
    });
  });
});

describe('the generic HTTP driver', () => {
  let server: http.Server;
  let base: string;
  const seen: Array<{ type: string; body: string }> = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ type: String(req.headers['content-type']), body });
        const status = Number(/status=(\d+)/.exec(req.url ?? '')?.[1] ?? 200);
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'OK id=77' : 'no');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  const one: OutgoingSms = {
    messageId: 1,
    mobile: '9876543210',
    text: 'प्रिय A & B',
    templateId: '1007',
    unicode: true,
    code: false,
  };

  it('fills a form or a JSON body template and reads the status', async () => {
    const form = httpProvider(
      { url: base, body: 'to={{mobile}}&msg={{text}}&dlt={{template_id}}', authorization: null, success: '^OK' },
      500,
    );
    expect(await form.send(one)).toMatchObject({ result: 'accepted' });
    expect(new URLSearchParams(seen.at(-1)!.body).get('msg')).toBe('प्रिय A & B');
    const json = httpProvider(
      { url: base, body: '{"to":"{{mobile}}","text":"{{text}}"}', authorization: 'Bearer x', success: null },
      500,
    );
    expect(await json.send({ ...one, text: 'say "hi"' })).toMatchObject({ result: 'accepted' });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ to: '9876543210', text: 'say "hi"' });
    expect(seen.at(-1)!.type).toBe('application/json');
    const status = (s: number) =>
      httpProvider({ url: `${base}?status=${s}`, body: 'x={{text}}', authorization: null, success: null }, 500);
    expect(await status(429).send(one)).toMatchObject({ result: 'retry', reason: 'throttled' });
    expect(await status(503).send(one)).toMatchObject({ result: 'retry', reason: 'gateway' });
    expect(await status(400).send(one)).toMatchObject({ result: 'rejected' });
    const strict = httpProvider({ url: base, body: 'x={{text}}', authorization: null, success: '^SENT' }, 500);
    expect(await strict.send(one)).toMatchObject({ result: 'retry', reason: 'garbage' });
  });
});

describe('delivery across two processes', () => {
  it('sends each queued SMS once however many processes run the delivery together', async () => {
    // On PostgreSQL two apps share one database, as two API processes; on SQLite one app runs it twice at once.
    const db = await freshDatabaseUrl();
    const config = {
      databaseUrl: db.url,
      env: 'test' as const,
      logLevel: 'silent',
      seedDemo: false,
      passwordHashCost: 10,
    };
    const a = await buildApp({ config });
    await a.ready();
    const b = onPostgres ? await buildApp({ config }) : a;
    if (b !== a) await b.ready();
    try {
      for (const app of [a, b]) app.messaging.kick = () => undefined;
      await a.messaging.tell({ student: { name: 'x' }, kind: 'mobile_code', values: { code: '111111' } });
      const mobiles: string[] = [];
      for (let i = 0; i < 12; i++) {
        const mobile = `98765${String(i).padStart(5, '0')}`;
        mobiles.push(mobile);
        await a.messaging.tell({
          student: { name: `S${i}`, phone_number: mobile },
          kind: 'mobile_code',
          values: { code: '123456' },
        });
      }
      const runs = await Promise.all([deliverDue(a), deliverDue(b), deliverDue(a), deliverDue(b)]);
      expect(runs.reduce((n, r) => n + r.tried, 0)).toBe(12);
      const kept = await messagingDb(a.db).selectFrom('sms_outbox').select(['mobile', 'message_id']).execute();
      expect(kept.map((k) => k.mobile).sort()).toEqual(mobiles);
      expect(new Set(kept.map((k) => k.message_id)).size).toBe(12);
      const again = await Promise.all([a.runJobNow('sms-delivery'), b.runJobNow('sms-delivery')]);
      expect(again.every((o) => o.status !== 'ran' || (o.value as { tried: number }).tried === 0)).toBe(true);
    } finally {
      await a.close();
      if (b !== a) await b.close();
      await db.drop();
    }
  }, 90_000);
});

describe('the SMS settings in production', () => {
  it('refuses to start with a provider turned on and its settings missing, naming them', () => {
    const env = { NODE_ENV: 'production', SMS_PROVIDER: 'cdac' } as NodeJS.ProcessEnv;
    expect(checkEnvironment(env)).toContain(
      'missing in production with SMS_PROVIDER=cdac: SMS_CDAC_USERNAME, SMS_CDAC_PASSWORD, SMS_CDAC_SENDER_ID, SMS_CDAC_SECURE_KEY',
    );
    expect(checkEnvironment({ ...env, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.org/send' })).toContain(
      'missing in production with SMS_PROVIDER=http: SMS_HTTP_BODY',
    );
    expect(checkEnvironment({ ...env, SMS_PROVIDER: 'outbox' }).join()).toMatch(/not allowed in production/);
    expect(checkEnvironment({ NODE_ENV: 'production' }).join()).not.toMatch(/SMS/);
    // The night hold is the law's in production: it cannot be turned off there, only on a test machine.
    expect(checkEnvironment({ NODE_ENV: 'production', SMS_NIGHT_HOLD: 'off' }).join()).toMatch(
      /SMS_NIGHT_HOLD=off .* not allowed in production/,
    );
    const url = 'https://college.example.org';
    expect(readSmsConfig({ SMS_NIGHT_HOLD: 'off' }, 'production', url).nightHold).toBe(true);
    expect(readSmsConfig({}, 'test', url).nightHold).toBe(true);
    expect(readSmsConfig({ SMS_NIGHT_HOLD: 'off' }, 'test', url).nightHold).toBe(false);
  });
});

describe('mobile verification at registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is off by default; turned on, registration needs the number verified by its SMS code', async () => {
    const open = await t.app.inject({ method: 'GET', url: '/api/v1/mobile-verification' });
    expect(open.json()).toEqual({ verify_mobile: false });
    const admin = await demoAdminToken(t.app);
    expect((await setChannels(t.app, admin, {}, { verify_mobile: true })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mobile-verification' })).json()).toEqual({
      verify_mobile: true,
    });
    const mobile = freshMobile();
    const email = `mobile.${Date.now()}@example.com`;
    const emailRef = await verifiedReference(t.app, email);
    const body = {
      name: 'Asha Devi',
      email,
      password: 'correct horse 42',
      password_confirmation: 'correct horse 42',
      phone: mobile,
      email_refrence_id: emailRef,
    };
    const refused = await post(t.app, '/api/v2/signup', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'mobile_not_verified', success: false });
    expect(refused.json().message_hi).toMatch(/मोबाइल/);
    // The code sent, read from the SMS outbox, verified: then registration goes through, once.
    const sent = await post(t.app, '/api/v2/send-otp', { type_of: 'phone', sender: mobile });
    await t.app.messaging.idle();
    const code = /\d{6}/.exec((await outbox(t.app, mobile))[0]!.text)![0];
    const ref = sent.json().refrence_id as string;
    expect(
      (await post(t.app, '/api/v2/validate-otp', { sender: mobile, reference_id: ref, otp: code })).statusCode,
    ).toBe(200);
    const ok = await post(t.app, '/api/v2/signup', { ...body, phone_refrence_id: ref });
    expect(ok.statusCode).toBe(201);
    const again = await post(t.app, '/api/v2/signup', {
      ...body,
      email: `other.${email}`,
      email_refrence_id: await verifiedReference(t.app, `other.${email}`),
      phone_refrence_id: ref,
    });
    expect(again.json().code).toBe('mobile_not_verified');
  });
});
