import { API_PATHS, type Staff } from '@college/shared-types';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

it('serves a real PDF for every bio-data link the faculty pages show', async () => {
  const staffs = (await t.app.inject({ method: 'GET', url: API_PATHS.staffs })).json<{ data: Staff[] }>().data;
  const links = staffs.map((s) => s.bio_data).filter((l): l is string => Boolean(l));
  expect(links.length).toBeGreaterThanOrEqual(9);
  for (const link of links) {
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }
});
