// The API's cost per request of each kind: CPU time of both processes over batches of one kind of request
// (docs/deployment.md uses the figures).
import sharp from 'sharp';
import { address, balancer, bearer, from, multipart, request } from './http.mjs';
import { apiPid, cpuMs } from './processes.mjs';
import { assert, check, figures } from './report.mjs';
import { RUN } from './settings.mjs';
import { PROFILE, registerStudent, signin } from './students.mjs';

/** `token` is a signed-in student's, `password` the one every student of the run has. */
export async function checkCostPerRequest({ token, password }) {
  await check('cost per request measured', async () => {
    const measure = async (label, count, concurrency, make) => {
      const pids = [apiPid('a'), apiPid('b')];
      const before = pids.reduce((s, p) => s + cpuMs(p), 0);
      const t0 = Date.now();
      let index = 0;
      let failures = 0;
      let firstFailure;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (index < count) {
            const i = index++;
            const res = await make(i);
            if (res.status >= 400) {
              failures += 1;
              firstFailure ??= `${res.status} ${res.text.slice(0, 200)}`;
            }
          }
        }),
      );
      const wall = Date.now() - t0;
      const cpu = pids.reduce((s, p) => s + cpuMs(p), 0) - before;
      figures[label] = {
        requests: count,
        failures,
        cpuMsPerRequest: Number((cpu / count).toFixed(2)),
        requestsPerSecond: Number(((count * 1000) / wall).toFixed(1)),
      };
      assert(failures === 0, `${failures} of ${count} ${label} requests failed, the first: ${firstFailure}`);
      return `${label} ${figures[label].cpuMsPerRequest} ms CPU`;
    };
    const parts = [];
    parts.push(await measure('content', 300, 8, () => request(`${balancer}/api/v1/get-course-data`)));
    parts.push(
      await measure('get-user', 200, 8, () => request(`${balancer}/api/v2/get-user`, { headers: bearer(token) })),
    );
    parts.push(
      await measure('enquiry', 100, 8, (i) =>
        request(`${balancer}/api/v1/add-enquiry`, {
          method: 'POST',
          headers: from(address()),
          body: { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: `cost ${RUN} ${i}` },
        }),
      ),
    );
    // Logins hash the password (scrypt, production cost): the dearest call a student makes often.
    const loginEmail = `cluster.login.${RUN}@example.com`;
    await registerStudent(loginEmail, password);
    parts.push(await measure('signin', 20, 4, () => signin(balancer, loginEmail, password)));
    // A phone photo (1600 x 1200 JPEG, noise so it does not compress to nothing): checked, re-encoded, stored.
    const { data: noise } = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    figures.photoBytes = noise.length;
    const loginToken = (await signin(balancer, loginEmail, password)).json().token;
    parts.push(
      await measure('photo-upload', 6, 2, () => {
        const form = multipart(PROFILE, { profile_photo: { filename: 'phone.jpg', type: 'image/jpeg', data: noise } });
        return request(`${balancer}/api/v2/complete-profile`, {
          method: 'POST',
          headers: { ...form.headers, ...bearer(loginToken), ...from(address()) },
          body: form.body,
        });
      }),
    );
    return parts.join(', ');
  });
}
