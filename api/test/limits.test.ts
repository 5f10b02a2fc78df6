// Per-route body limits from the request schemas, the multipart length check, and the idle-connection timeout.
import net, { type AddressInfo } from 'node:net';
import { BODY_LIMITS, bodyLimitOf } from '../src/limits';
import { bearer, createStudent } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('body limits', () => {
  it('are the largest body a schema allows: every field at its longest, in Hindi, urlencoded', async () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      properties: { email: { type: 'string', maxLength: 200 }, password: { type: 'string', maxLength: 200 } },
    };
    const limit = bodyLimitOf(schema)!;
    const longest = `email=${encodeURIComponent('अ'.repeat(200))}&password=${encodeURIComponent('अ'.repeat(200))}`;
    expect(Buffer.byteLength(longest)).toBeLessThanOrEqual(limit);
    expect(limit).toBeLessThan(BODY_LIMITS.json);
    expect(bodyLimitOf({ ...schema, additionalProperties: true })).toBeUndefined();
    expect(
      bodyLimitOf({ type: 'object', additionalProperties: false, properties: { x: { type: 'array' } } }),
    ).toBeUndefined();
  });

  it('let the longest legal sign-in through and refuse a larger body with 413', async () => {
    const legal = await t.app.inject({
      method: 'POST',
      url: '/api/v2/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent('अ'.repeat(200))}&password=${encodeURIComponent('अ'.repeat(200))}`,
    });
    expect(legal.statusCode).not.toBe(413);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v2/signin',
      payload: { email: 'a@example.com', password: 'x'.repeat(20_000) },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('multipart forms', () => {
  it('must state their length, and a save2 over 64 MB is refused before it is read', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const headers = { ...bearer(s.token), 'content-type': 'multipart/form-data; boundary=x' };
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admission/save2',
      headers: { ...headers, 'content-length': String(BODY_LIMITS.admissionSave + 1) },
      payload: '--x--\r\n',
    });
    expect(over.statusCode).toBe(413);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/v2/complete-profile',
      headers: { ...headers, 'content-length': String(BODY_LIMITS.singleUpload + 1) },
      payload: '--x--\r\n',
    });
    expect(profile.statusCode).toBe(413);
  });
});

describe('timeouts', () => {
  it('close a connection whose body stops arriving', async () => {
    const slow = await buildTestApp();
    // The same server option as production, shortened for the test.
    slow.app.server.setTimeout(300);
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = slow.app.server.address() as AddressInfo;
    const started = Date.now();
    const closed = await new Promise<number>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/v2/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"em',
        );
      });
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', () => undefined);
    });
    await slow.close();
    expect(closed).toBeLessThan(5_000);
  });

  it('are set on the server: idle 60 s, whole request 10 minutes', () => {
    expect(t.app.server.timeout).toBe(60_000);
    expect(t.app.server.requestTimeout).toBe(600_000);
  });
});
