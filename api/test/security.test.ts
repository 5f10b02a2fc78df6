import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, PAINT_FIRST_SCRIPT } from '@college/shared-types';
import { buildTestApp, type TestApp } from './helpers';

/** The server-rendered pages' one inline script (decision 039), named by the hash of its bytes. */
const PAINT_FIRST_HASH = `'sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`;

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'http://localhost:8080' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([[API_PATHS.storeData], ['/api/v1/no-such-call'], ['/api/media/logo.svg']])(
    '%s carries the content security policy the site runs under',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", PAINT_FIRST_HASH]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toContain("'self'");
      expect(csp.get('form-action')).toEqual(["'self'", new URL(t.app.config.payu.url).origin]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('lets the payment form post to an external gateway and upgrades requests behind TLS', async () => {
    const app = await buildTestApp({
      publicUrl: 'https://college.example.in',
      payu: {
        key: 'k',
        salt: 's',
        url: 'https://secure.payu.in/_payment',
        verifyUrl: 'https://info.payu.in/x',
        simulator: false,
      },
    });
    try {
      const res = await app.app.inject({ method: 'GET', url: API_PATHS.storeData });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('form-action')).toEqual(["'self'", 'https://secure.payu.in']);
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await app.close();
    }
  });

  it('never answers 500 for a body over the limit, and names the problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.signin,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request is too large.');
  });
});

describe("the policy's one inline script", () => {
  it("is named by the same hash in nginx's copy of the policy, so production runs the server-rendered pages too", () => {
    const snippet = fs.readFileSync(
      path.join(__dirname, '../../deploy/nginx/snippets/college-security-headers.conf'),
      'utf8',
    );
    const policy = snippet.match(/add_header Content-Security-Policy "([^"]*)"/)?.[1] ?? '';
    expect(directives(policy).get('script-src')).toEqual(["'self'", PAINT_FIRST_HASH]);
  });
});
