// Every route of the accounts and content calls, fed broken requests: each gets a 4xx with a message, never a 500.
import { bearer, multipart, registerStudent } from './accounts-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerStudent(t.app)).token;
});
afterAll(async () => {
  await t.close();
});

type Body = { payload?: string | Buffer; contentType?: string };

const JSON_ROUTES: Array<[string, string]> = [
  ['/api/v1/add-enquiry', 'name'],
  ['/api/v2/send-otp', 'sender'],
  ['/api/v2/validate-otp', 'otp'],
  ['/api/v2/signup', 'email'],
  ['/api/v2/signin', 'email'],
  ['/api/v2/reset-password', 'applicant_email'],
  ['/api/v2/reset-password/confirm', 'token'],
];

const json = (payload: string): Body => ({ payload, contentType: 'application/json' });

const BROKEN: Array<[string, (field: string) => Body]> = [
  ['malformed JSON', () => json('{"name": "Reena",')],
  ['a JSON array', () => json('[1, 2, 3]')],
  ['a JSON string', () => json('"hello"')],
  ['a JSON number', () => json('42')],
  ['an empty JSON body', () => json('')],
  ['a number where text belongs', (f) => json(JSON.stringify({ [f]: 12345 }))],
  ['an object where text belongs', (f) => json(JSON.stringify({ [f]: { $gt: '' } }))],
  ['a list where text belongs', (f) => json(JSON.stringify({ [f]: ['a', 'b'] }))],
  ['an unknown field', (f) => json(JSON.stringify({ [f]: 'x', is_admin: '1' }))],
  ['a prototype key', () => json('{"__proto__": {"polluted": "yes"}}')],
  ['missing fields', () => json('{}')],
  ['a text field far too long', (f) => json(JSON.stringify({ [f]: 'x'.repeat(50_000) }))],
  ['a body over the size limit', (f) => json(JSON.stringify({ [f]: 'x'.repeat(200 * 1024) }))],
  ['plain text', () => ({ payload: 'name=Reena', contentType: 'text/plain' })],
  ['an XML body', () => ({ payload: '<a>1</a>', contentType: 'application/xml' })],
];

const cases = JSON_ROUTES.flatMap(([url, field]) =>
  BROKEN.map(([label, make]) => [url, label, make(field)] as [string, string, Body]),
);

describe('malformed requests', () => {
  it.each(cases)('POST %s with %s answers a 4xx with a message', async (url, _label, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: body.contentType ? { 'content-type': body.contentType } : {},
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  const MULTIPART_ROUTES = ['/api/v2/complete-profile', '/api/v2/upload-document'];
  const MULTIPART_BROKEN: Array<[string, () => { payload: Buffer | string; headers: Record<string, string> }]> = [
    ['JSON instead of a form', () => ({ payload: '{"gender":"M"}', headers: { 'content-type': 'application/json' } })],
    ['a form with no boundary', () => ({ payload: 'garbage', headers: { 'content-type': 'multipart/form-data' } })],
    [
      'a cut-off form',
      () => {
        const b = multipart({ gender: 'M' });
        return { payload: b.payload.subarray(0, b.payload.length - 20), headers: b.headers };
      },
    ],
    [
      'an unknown file field',
      () => multipart({}, { virus: { filename: 'x.exe', type: 'application/x-msdownload', data: Buffer.from('MZ') } }),
    ],
    [
      'two files for one field',
      () =>
        multipart(
          {},
          {
            profile_photo: { filename: 'a.jpg', type: 'image/jpeg', data: Buffer.from('x') },
            document_link: { filename: 'b.pdf', type: 'application/pdf', data: Buffer.from('y') },
          },
        ),
    ],
    ['a field value over 10 kB', () => multipart({ gender: 'M'.repeat(20_000), document_name: 'n'.repeat(20_000) })],
    ['too many fields', () => multipart(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x'])))],
  ];
  const multipartCases = MULTIPART_ROUTES.flatMap((url) =>
    MULTIPART_BROKEN.map(([label, make]) => [url, label, make] as const),
  );

  it.each(multipartCases)('POST %s with %s answers a 4xx with a message', async (url, _label, make) => {
    const body = make();
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
  });

  const AUTH_ROUTES: Array<[string, string]> = [
    ['GET', '/api/v2/get-user'],
    ['POST', '/api/v2/logout'],
    ['POST', '/api/v2/complete-profile'],
    ['POST', '/api/v2/upload-document'],
    ['GET', `/api/v2/files/${'b'.repeat(32)}.jpg`],
  ];
  const BAD_TOKENS: Array<[string, Record<string, string>]> = [
    ['no header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['a random token', { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }],
    ['a huge token', { authorization: `Bearer ${'x'.repeat(5000)}` }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
  ];
  const authCases = AUTH_ROUTES.flatMap(([method, url]) =>
    BAD_TOKENS.map(([label, headers]) => [method, url, label, headers] as const),
  );
  it.each(authCases)('%s %s with %s answers 401', async (method, url, _label, headers) => {
    const res = await t.app.inject({ method: method as 'GET' | 'POST', url, headers });
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().message).toBe('string');
  });

  it.each([
    ['GET', '/api/dev/outbox?to[]=a'],
    ['GET', '/api/dev/outbox?unknown=1'],
    ['GET', '/api/media/%00.svg'],
    ['GET', '/api/media/..%2F..%2Fsrc%2Fapp.ts'],
    ['GET', '/api/v2/files/%2e%2e'],
    ['DELETE', '/api/v2/get-user'],
    ['PUT', '/api/v2/signin'],
    ['GET', '/api/v2/signin'],
  ])('%s %s answers a 4xx', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(token) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
