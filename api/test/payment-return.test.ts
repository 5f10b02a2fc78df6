// The gateway returns the student to the host they came from (when the configuration allows it), so the session
// kept in that host's storage survives; the return post answers a 303 to the result page, read by GET.
import { isAllowedHost, requestOrigin } from '../src/http/request-origin';
import { checkout, createStudent, postForm } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { bearer } from './accounts-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ allowedHosts: ['college.example.org'], publicUrl: 'https://college.example.org' });
});
afterAll(async () => {
  await t.close();
});

async function initiateOn(token: string, host: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/payment/initiate',
    headers: { ...bearer(token), host },
    payload: { purpose: 'registration', firstname: 'Reena Devi', phone: '9876543210' },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { action: string; fields: Record<string, string> };
}

describe('payment return addresses', () => {
  it('are built on the host the student came from when it is allowed', async () => {
    const s = await createStudent(t.app);
    const init = await initiateOn(s.token, '127.0.0.1:8205');
    expect(init.fields.surl).toBe('http://127.0.0.1:8205/api/v2/student/payment/success');
    expect(init.fields.furl).toBe('http://127.0.0.1:8205/api/v2/student/payment/failed');
  });

  it('fall back to the public address for a host the configuration does not name', async () => {
    const s = await createStudent(t.app);
    const init = await initiateOn(s.token, 'evil.example.com');
    expect(init.fields.surl).toBe('https://college.example.org/api/v2/student/payment/success');
    const listed = await initiateOn((await createStudent(t.app)).token, 'college.example.org');
    expect(new URL(listed.fields.surl!).host).toBe('college.example.org');
  });

  it('the return post answers 303 to the result page on the same host; the page is then read by GET', async () => {
    const s = await createStudent(t.app);
    const init = await initiateOn(s.token, '127.0.0.1:8205');
    const { target, fields } = await checkout(t.app, init, 'Success');
    expect(target).toBe('/api/v2/student/payment/success');
    const back = await t.app.inject({
      method: 'POST',
      url: target,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: '127.0.0.1:8205' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(back.statusCode).toBe(303);
    const location = new URL(back.headers.location as string);
    expect(location.origin).toBe('http://127.0.0.1:8205');
    expect(location.pathname).toBe('/admission/student/payment/success');
    expect(location.searchParams.get('txnid')).toBe(fields.txnid);
    // A second post of the same form (a reload that re-posts) charges nothing more and lands on the same page.
    const again = await postForm(t.app, target, fields);
    expect(again.statusCode).toBe(303);
    const rows = await t.app.db.selectFrom('transactions').selectAll().where('student_id', '=', s.id).execute();
    expect(rows.filter((r) => r.status === 'success')).toHaveLength(1);
  });

  it('reads the allow-list: exact host and port, loopback only outside production, no odd names', () => {
    const config = { allowedHosts: ['college.example.org'], env: 'production' as const, publicUrl: 'https://x.org' };
    expect(isAllowedHost(config, 'college.example.org')).toBe(true);
    expect(isAllowedHost(config, 'college.example.org:444')).toBe(false);
    expect(isAllowedHost(config, 'localhost:8080')).toBe(false);
    expect(isAllowedHost({ ...config, env: 'development' }, 'localhost:8080')).toBe(true);
    expect(isAllowedHost({ ...config, env: 'development' }, 'evil.com/@127.0.0.1')).toBe(false);
    expect(requestOrigin(config, { host: 'college.example.org', protocol: 'https' })).toBe(
      'https://college.example.org',
    );
    expect(requestOrigin(config, { host: 'other.org', protocol: 'https' })).toBe('https://x.org');
  });
});
