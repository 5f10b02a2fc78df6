import { QueueFullError, WorkQueue } from '../src/jobs/work-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the re-encoding line', () => {
  it('runs at most `concurrency` jobs at once and starts the others in arrival order', async () => {
    const q = new WorkQueue({ concurrency: 2, maxWaiting: 10, jobMs: 50 });
    const started: number[] = [];
    const gates = [0, 1, 2, 3, 4].map(() => deferred());
    const all = gates.map((g, i) =>
      q.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(q.size).toEqual({ running: 2, waiting: 3 });
    gates[1]!.resolve();
    await all[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.resolve();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it("queues a request's jobs together and answers each one's outcome", async () => {
    const q = new WorkQueue({ concurrency: 1, maxWaiting: 10, jobMs: 50 });
    const results = await q.runAll([async () => 'a', async () => Promise.reject(new Error('bad')), async () => 'c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('refuses with 503 and Retry-After when the line is too long, and accepts again once it has moved', async () => {
    const q = new WorkQueue({ concurrency: 1, maxWaiting: 2, jobMs: 1000 });
    const gate = deferred();
    const jobs = [q.run(() => gate.promise), q.run(() => gate.promise), q.run(() => gate.promise)];
    let refusal: unknown;
    try {
      q.assertRoom(1);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(QueueFullError);
    expect((refusal as QueueFullError).statusCode).toBe(503);
    expect((refusal as QueueFullError).headers).toEqual({ 'Retry-After': '2' });
    expect((refusal as QueueFullError).extra).toHaveProperty('message_hi');
    expect(() => q.runAll([async () => 1])).toThrow(QueueFullError);
    gate.resolve();
    await Promise.all(jobs);
    expect(() => q.assertRoom(2)).not.toThrow();
  });
});
