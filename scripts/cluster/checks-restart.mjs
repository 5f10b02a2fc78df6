// A process stopped as a release stops it (SIGTERM) while form submissions keep coming through the balancer: none is
// lost, every refusal says why; then the process starts again and serves.
import { address, balancer, direct, from, later, request, waitFor } from './http.mjs';
import { query } from './database.mjs';
import { apiProcesses, startApi } from './processes.mjs';
import { assert, check, figures } from './report.mjs';
import { RUN, SUBMISSIONS } from './settings.mjs';

export async function checkRestart(databaseUrl) {
  await check(`SIGTERM to one process during ${SUBMISSIONS} form submissions loses none`, async () => {
    const outcomes = [];
    let index = 0;
    let terminatedAt = null;
    let exitedAt = null;
    const a = apiProcesses.a;
    const submit = async (i) => {
      try {
        const res = await request(`${balancer}/api/v1/add-enquiry`, {
          method: 'POST',
          // One address each: the per-address limit is not what is tested here.
          headers: from(address()),
          body: { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: `drain ${RUN} ${i}` },
        });
        let clean = res.status === 200;
        if (!clean && res.status < 600) {
          // A refusal is clean when it says something a person can act on.
          try {
            clean = typeof res.json().message === 'string';
          } catch {
            clean = false;
          }
        }
        outcomes[i] = { status: res.status, clean };
      } catch (error) {
        outcomes[i] = { status: 0, clean: false, error: error.message };
      }
    };
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (index < SUBMISSIONS) {
          const i = index++;
          if (i === 40 && !terminatedAt) {
            terminatedAt = Date.now();
            a.child.kill('SIGTERM');
            a.exited.then(() => (exitedAt = Date.now()));
          }
          await submit(i);
          // Paced (about 50 a second), so the loop outlasts the shutdown: before, during and after it.
          await later(150);
        }
      }),
    );
    const lastAnswerAt = Date.now();
    const exit = await Promise.race([a.exited, later(30_000).then(() => null)]);
    assert(exit, 'process A did not exit within 30 s of SIGTERM');
    figures.drain = { exitCode: exit.code, exitMs: Date.now() - terminatedAt };
    const successes = outcomes.map((o, i) => (o.status === 200 ? i : -1)).filter((i) => i >= 0);
    const unclean = outcomes.filter((o) => !o.clean);
    const rows = await query(databaseUrl, 'SELECT message FROM enquiries WHERE message LIKE $1', [`drain ${RUN} %`]);
    const stored = new Set(rows.map((r) => Number(r.message.split(' ').pop())));
    const missing = successes.filter((i) => !stored.has(i));
    const refused = outcomes.length - successes.length;
    figures.submissions = {
      sent: outcomes.length,
      succeeded: successes.length,
      refusedCleanly: refused - unclean.length,
      refusalStatuses: outcomes
        .filter((o) => o.status !== 200)
        .reduce((m, o) => ({ ...m, [o.status]: (m[o.status] ?? 0) + 1 }), {}),
      failedUncleanly: unclean.length,
      successesMissingFromDatabase: missing.length,
      storedWithoutSuccess: [...stored].filter((i) => !successes.includes(i)).length,
    };
    assert(outcomes.length === SUBMISSIONS, `only ${outcomes.length} submissions answered`);
    assert(exitedAt && exitedAt < lastAnswerAt, 'process A was still running when the submissions ended');
    assert(exit.code === 0, `process A exited with ${exit.code ?? exit.signal}`);
    assert(
      unclean.length === 0,
      `${unclean.length} submissions failed uncleanly: ${JSON.stringify(unclean.slice(0, 3))}`,
    );
    assert(missing.length === 0, `${missing.length} successes are not in the database`);
    figures.drain.submissionsAfterExitMs = lastAnswerAt - exitedAt;
    return `${successes.length} stored, ${refused} refused cleanly, 0 lost; A exited ${exit.code} ${figures.drain.exitMs} ms after SIGTERM, ${lastAnswerAt - exitedAt} ms before the last answer`;
  });

  // A restart, as a release does it: the stopped process comes back and serves again.
  startApi('a', databaseUrl);
  await check('the stopped process starts again and is ready', async () => {
    const ms = await waitFor(`${direct('a')}/api/ready`, 'process A again');
    const served = await request(`${direct('a')}/api/v1/get-course-data`);
    assert(served.status === 200, `A answered ${served.status}`);
    return `ready in ${ms} ms`;
  });
}
