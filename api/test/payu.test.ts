import {
  commandHash,
  formatAmount,
  indiaDateTime,
  newTxnid,
  PAYU_HASH_ERROR,
  paymentHash,
  responseHash,
} from '../src/payments/payu';
import { checkout, createStudent, formsOf, initiate, postForm } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';

describe('PayU hashes', () => {
  it('reproduces the published test vector', () => {
    expect(
      paymentHash(
        {
          key: 'C0Dr8m',
          txnid: '12345',
          amount: '10',
          productinfo: 'Shopping',
          firstname: 'Test',
          email: 'test@test.com',
          udf2: 'abc',
          udf4: '15',
        },
        '3sf0jURk',
      ),
    ).toBe(
      'ffcdbf04fa5beefdcc2dd476c18bc410f02b3968e7f4f54e8f43f1e1a310bb32e3b4dec9305232bb89db5b1d0c009a53bcace6f4bd8ec2f695baf3d43ba730ce',
    );
  });

  it('builds the reverse hash in the reverse order, with additionalCharges in front when present', () => {
    const f = {
      key: 'K',
      txnid: 'T1',
      amount: '50.00',
      productinfo: 'Registration Fee',
      firstname: 'Reena',
      email: 'r@example.com',
      udf1: 'registration',
      status: 'success',
    };
    const { createHash } = require('node:crypto') as typeof import('node:crypto');
    const sha = (s: string) => createHash('sha512').update(s).digest('hex');
    expect(responseHash(f, 'SALT')).toBe(
      sha('SALT|success||||||||||registration|r@example.com|Reena|Registration Fee|50.00|T1|K'),
    );
    expect(responseHash({ ...f, additionalCharges: '1.50' }, 'SALT')).toBe(
      sha('1.50|SALT|success||||||||||registration|r@example.com|Reena|Registration Fee|50.00|T1|K'),
    );
    expect(commandHash('K', 'verify_payment', 'T1', 'SALT')).toBe(sha('K|verify_payment|T1|SALT'));
  });

  it('makes unique transaction ids of at most 25 letters and digits', () => {
    const ids = new Set(Array.from({ length: 500 }, () => newTxnid('registration')));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^R[A-Z0-9]{1,24}$/);
    expect(newTxnid('admission')).toMatch(/^A/);
  });

  it('formats amounts and India time as the gateway does', () => {
    expect(formatAmount('50')).toBe('50.00');
    expect(formatAmount(1234.5)).toBe('1234.50');
    expect(formatAmount('0')).toBeNull();
    expect(formatAmount('abc')).toBeNull();
    expect(indiaDateTime(new Date('2025-07-01T20:00:00Z'))).toBe('2025-07-02 01:30:00');
  });
});

describe('gateway simulator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a wrong hash with PayU message', async () => {
    const s = await createStudent(t.app);
    const init = await initiate(t.app, s.token, 'registration');
    const res = await postForm(t.app, new URL(init.action).pathname, { ...init.fields, amount: '1.00' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(PAYU_HASH_ERROR);
    expect(formsOf(res.body)).toHaveLength(0);
  });

  it('shows an accessible checkout page with Card and Net Banking, then Success, Failure and Cancel', async () => {
    const s = await createStudent(t.app);
    const init = await initiate(t.app, s.token, 'registration');
    const page1 = await postForm(t.app, new URL(init.action).pathname, init.fields);
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['content-type']).toMatch(/text\/html/);
    expect(page1.body).toContain('<html lang="en">');
    expect(page1.body).toContain('name="viewport"');
    expect(page1.body).not.toMatch(/<script/i);
    expect(page1.body).toContain('₹ 50.00');
    expect(formsOf(page1.body).map((f) => f.button)).toEqual(['Card', 'Net Banking']);
    const nb = formsOf(page1.body)[1]!;
    const page2 = await postForm(t.app, nb.action, nb.fields);
    expect(page2.body).toContain('Pay by Net Banking');
    const outcomes = formsOf(page2.body);
    expect(outcomes.map((f) => f.button)).toEqual(['Success', 'Failure', 'Cancel']);
    for (const f of outcomes) {
      for (const k of [
        'mihpayid',
        'status',
        'unmappedstatus',
        'txnid',
        'amount',
        'productinfo',
        'firstname',
        'email',
        'mode',
        'bank_ref_num',
        'error',
        'error_Message',
        'hash',
      ]) {
        expect(f.fields).toHaveProperty(k);
      }
      expect(f.fields.mode).toBe('NB');
      expect(f.fields.txnid).toBe(init.fields.txnid);
    }
    expect(outcomes[2]!.fields.unmappedstatus).toBe('userCancelled');
  });

  it.each([
    ['Success', '/api/v2/student/payment/success', 'success', 'captured'],
    ['Failure', '/api/v2/student/payment/failed', 'failure', 'failed'],
    ['Cancel', '/api/v2/student/payment/failed', 'failure', 'userCancelled'],
  ] as const)(
    '%s posts back to the right address and verify_payment agrees',
    async (outcome, target, status, unmapped) => {
      const s = await createStudent(t.app);
      const init = await initiate(t.app, s.token, 'registration');
      const done = await checkout(t.app, init, outcome);
      expect(done.target).toBe(target);
      expect(done.fields.status).toBe(status);
      const { key } = t.app.config.payu;
      const txnid = init.fields.txnid!;
      const verify = await postForm(t.app, '/api/dev/payu/verify_payment', {
        key,
        command: 'verify_payment',
        var1: txnid,
        hash: commandHash(key, 'verify_payment', txnid, t.app.config.payu.salt),
      });
      const body = verify.json();
      expect(body.status).toBe(1);
      expect(body.msg).toBe('1 out of 1 Transactions Fetched Successfully');
      expect(body.transaction_details[txnid]).toMatchObject({
        status,
        unmappedstatus: unmapped,
        txnid,
        amt: '50.00',
        mihpayid: done.fields.mihpayid,
      });
    },
  );

  it('answers verify_payment for an unknown txnid and refuses a wrong hash', async () => {
    const { key, salt } = t.app.config.payu;
    const unknown = await postForm(t.app, '/api/dev/payu/verify_payment', {
      key,
      command: 'verify_payment',
      var1: 'NOPE',
      hash: commandHash(key, 'verify_payment', 'NOPE', salt),
    });
    expect(unknown.json()).toEqual({
      status: 0,
      msg: '0 out of 1 Transactions Fetched Successfully',
      transaction_details: { NOPE: { mihpayid: 'Not Found', status: 'Not Found' } },
    });
    const forged = await postForm(t.app, '/api/dev/payu/verify_payment', {
      key,
      command: 'verify_payment',
      var1: 'NOPE',
      hash: 'f'.repeat(128),
    });
    expect(forged.json()).toEqual({ status: 0, msg: 'Invalid Hash.' });
  });

  it('refuses a forged outcome on its own completion step', async () => {
    const s = await createStudent(t.app);
    const init = await initiate(t.app, s.token, 'registration');
    const page1 = await postForm(t.app, new URL(init.action).pathname, init.fields);
    const card = formsOf(page1.body)[0]!;
    const page2 = await postForm(t.app, card.action, card.fields);
    const failure = formsOf(page2.body).find((f) => f.button === 'Failure')!;
    // Turning a failure into a success without the salt breaks the reverse hash.
    const res = await postForm(t.app, failure.action, {
      ...failure.fields,
      status: 'success',
      unmappedstatus: 'captured',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(PAYU_HASH_ERROR);
  });

  it('is not there when a real gateway is configured', async () => {
    const real = await buildTestApp({
      payu: {
        key: 'K',
        salt: 'S',
        url: 'https://secure.payu.in/_payment',
        verifyUrl: 'https://info.payu.in/merchant/postservice.php?form=2',
        simulator: false,
      },
    });
    try {
      const res = await postForm(real.app, '/api/dev/payu/_payment', { key: 'K' });
      expect(res.statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});
