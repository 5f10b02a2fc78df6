import { API_PATHS, STARTUP_CALLS } from '@college/shared-types';
import { DEMO_STORE_TITLE } from '../src/db/seed';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('content calls', () => {
  it('answers the health check with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.health });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: process.env.PG_TEST_URL ? 'postgres' : 'sqlite' });
  });

  it('returns the seeded store with every field of the spec', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.storeData });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.store_title).toBe(DEMO_STORE_TITLE);
    for (const field of [
      'store_address',
      'store_phone',
      'store_email',
      'store_description',
      'store_logo',
      'social_link',
      'affiliation_info',
      'about_image',
      'principal_image',
      'principal_message',
      'marquee',
      'facilities',
    ]) {
      expect(data).toHaveProperty(field);
    }
    expect(Array.isArray(data.facilities)).toBe(true);
  });

  it.each(STARTUP_CALLS.filter((c) => c.key !== 'store').map((c) => [c.path]))('%s answers a list', async (path) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().data)).toBe(true);
  });

  it('answers an unknown call with a 404 message, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No such call/);
  });
});
