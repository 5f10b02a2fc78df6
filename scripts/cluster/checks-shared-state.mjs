// The checks that nothing lives in one process: one migration run, codes, uploads, login hold-backs, per-address
// limits and content edits, each written through one process and read through the other or the balancer.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { address, balancer, bearer, direct, from, later, multipart, request } from './http.mjs';
import { query } from './database.mjs';
import { assert, check, figures } from './report.mjs';
import { RUN, run } from './settings.mjs';
import { PROFILE, registerStudent, signin } from './students.mjs';

/** Runs the checks; gives the student they registered (its password and token) to the checks after them. */
export async function checkSharedState(databaseUrl) {
  await check('both processes migrated one database once, under the lock', async () => {
    const rows = await query(databaseUrl, 'SELECT name, count(*)::int AS n FROM kysely_migration GROUP BY name');
    assert(
      rows.every((r) => r.n === 1),
      'a migration ran twice',
    );
    const courses = await query(databaseUrl, 'SELECT count(*)::int AS n FROM courses');
    const seeded = courses[0].n;
    const again = await query(databaseUrl, 'SELECT count(DISTINCT short_name)::int AS n FROM courses');
    assert(
      seeded > 0 && seeded === again[0].n,
      `demo content seeded twice (${seeded} courses, ${again[0].n} distinct)`,
    );
    return `${rows.length} migrations, ${seeded} courses`;
  });

  const email = `cluster.${RUN}@example.com`;
  const password = 'cluster pass 42';
  let token;
  await check('a code sent via one process is validated via the other', async () => {
    await registerStudent(email, password);
    const ok = await signin(balancer, email, password);
    assert(ok.status === 200, `signin answered ${ok.status}`);
    token = ok.json().token;
    return 'send-otp via A, outbox and validate-otp via B, signup and signin through the balancer';
  });

  await check('a file uploaded through one process is served by the other', async () => {
    assert(token, 'no student');
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const form = multipart(PROFILE, { profile_photo: { filename: 'photo.png', type: 'image/png', data: png } });
    const saved = await request(`${direct('a')}/api/v2/complete-profile`, {
      method: 'POST',
      headers: { ...form.headers, ...bearer(token), ...from(address()) },
      body: form.body,
    });
    assert(saved.status === 200, `complete-profile via A answered ${saved.status}: ${saved.text}`);
    const url = saved.json().user.profile_photo;
    const viaB = await request(`${direct('b')}${url}`, { headers: { ...bearer(token), ...from(address()) } });
    assert(viaB.status === 200, `B answered ${viaB.status} for ${url}`);
    assert(viaB.headers['content-type'] === 'image/png', `B served ${viaB.headers['content-type']}`);
    assert(viaB.raw.subarray(1, 4).toString() === 'PNG', 'B did not serve the PNG');
    const viaBalancer = await request(`${balancer}${url}`, { headers: bearer(token) });
    assert(viaBalancer.raw.equals(viaB.raw), 'the balancer served other bytes');
    const onDisk = fs.readdirSync(run.work, { recursive: true }).filter((f) => String(f).endsWith(path.basename(url)));
    assert(onDisk.length === 0, 'the upload was written to a local disk');
    return `${url} (${viaB.raw.length} bytes) from the database, no local file`;
  });

  await check('five wrong passwords spread over both processes hold the account back', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await signin(direct(i % 2 ? 'b' : 'a'), email, 'wrong password')).status);
    assert(
      statuses.every((s) => s === 401),
      `wrong passwords answered ${statuses.join(', ')}`,
    );
    const right = await signin(balancer, email, password);
    assert(right.status === 429, `the right password after five failures answered ${right.status}`);
    const elsewhere = await signin(direct('a'), email, password);
    assert(elsewhere.status === 429, `process A let the held-back account in (${elsewhere.status})`);
    return `A,B,A,B,A → 401 ×5, then 429 via the balancer and via A: ${right.json().message}`;
  });

  await check('the per-address limit is shared by both processes (Redis)', async () => {
    const ip = address();
    const enquiry = (base) =>
      request(`${base}/api/v1/add-enquiry`, {
        method: 'POST',
        headers: from(ip),
        body: { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: `limit ${RUN}` },
      });
    const statuses = [];
    for (const base of [direct('a'), direct('b'), balancer, direct('a'), direct('b'), balancer, direct('a')]) {
      statuses.push((await enquiry(base)).status);
    }
    assert(
      statuses.join(',') === '200,200,200,200,200,429,429',
      `enquiries of one address answered ${statuses.join(',')} (limit 5 in 10 minutes)`,
    );
    return `A,B,balancer,A,B → 200 ×5; then 429 through the balancer and A`;
  });

  await check('a content change saved through one process is served by the other at once', async () => {
    const admin = await request(`${direct('a')}/api/admin/signin`, {
      method: 'POST',
      headers: from(address()),
      body: { email: 'admin@college.local', password: 'Admin@12345' },
    });
    assert(admin.status === 200, `the demo administrator's sign-in answered ${admin.status}`);
    const year = 2030 + Math.floor(Math.random() * 60);
    const session = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
    const saved = await request(`${direct('a')}/api/admin/settings`, {
      method: 'PUT',
      headers: { ...bearer(admin.json().token), ...from(address()) },
      body: { academic_session: session },
    });
    assert(saved.status === 200, `saving the academic session via A answered ${saved.status}: ${saved.text}`);
    const t0 = Date.now();
    let seen;
    do {
      seen = (await request(`${direct('b')}/api/v1/settings`)).json().data.academic_session;
      if (seen !== session) await later(50);
    } while (seen !== session && Date.now() - t0 < 10_000);
    assert(seen === session, `B still serves ${seen} 10 s after A saved ${session}`);
    figures.contentChangeMs = Date.now() - t0;
    return `academic session ${session} saved via A, served by B after ${figures.contentChangeMs} ms`;
  });

  return { password, token };
}
