import { ENQUIRY_SENT } from '../src/content/enquiry-routes';
import { post, uniqueIp } from './accounts-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ENQUIRY = {
  name: 'सुरेश कुमार',
  email: 'Suresh.Kumar@example.com',
  mobile: '98765 43210',
  message: 'B.Sc. प्रथम वर्ष में प्रवेश की अंतिम तिथि क्या है? What is the last date?',
};

describe('POST /api/v1/add-enquiry', () => {
  it('stores the enquiry and answers exactly "Sent Message Successfully"', async () => {
    const res = await post(t.app, '/api/v1/add-enquiry', ENQUIRY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ENQUIRY_SENT });
    expect(ENQUIRY_SENT).toBe('Sent Message Successfully');
    const row = await t.app.db.selectFrom('enquiries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: ENQUIRY.name,
      email: 'suresh.kumar@example.com',
      mobile: '98765 43210',
      message: ENQUIRY.message,
    });
  });

  it('requires all four fields and a valid email, field by field', async () => {
    const res = await post(t.app, '/api/v1/add-enquiry', { name: '', email: 'nope', mobile: '', message: '' });
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(message).toBe('Please correct the highlighted fields.');
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'mobile', 'name']);
    expect(errors.email).toEqual(['Please enter a valid email address']);
    const missing = await post(t.app, '/api/v1/add-enquiry', { name: 'Asha', email: 'a@example.com', mobile: '1' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['message']);
  });

  it('refuses what the form refuses: a one-letter name, an address without @, a one-letter message', async () => {
    const res = await post(t.app, '/api/v1/add-enquiry', {
      name: 'R',
      email: 'abc12',
      mobile: '9876543210',
      message: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Write at least 2 letters of your name'],
      email: ['Please enter a valid email address'],
      message: ['Write your message in at least 5 characters'],
    });
  });

  it('is rate limited per address of the caller', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post(t.app, '/api/v1/add-enquiry', ENQUIRY, { remoteAddress: ip })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another address is not affected.
    expect((await post(t.app, '/api/v1/add-enquiry', ENQUIRY, { remoteAddress: uniqueIp() })).statusCode).toBe(200);
  });

  it('takes the address from X-Forwarded-For only when the proxy is on this machine', async () => {
    const client = uniqueIp();
    for (let i = 0; i < 5; i++) {
      await post(t.app, '/api/v1/add-enquiry', ENQUIRY, {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    }
    const sixth = await post(t.app, '/api/v1/add-enquiry', ENQUIRY, {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
    });
    expect(sixth.statusCode).toBe(429);
    // A client on the internet cannot pick its own address by sending the header.
    const spoofer = uniqueIp();
    const spoofed: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(t.app, '/api/v1/add-enquiry', ENQUIRY, {
        remoteAddress: spoofer,
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      spoofed.push(res.statusCode);
    }
    expect(spoofed[5]).toBe(429);
  });
});
