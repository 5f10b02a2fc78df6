// A bounded first-come-first-served pool for CPU-heavy work (re-encoding uploaded images): at most `concurrency`
// jobs run at once and the others wait in arrival order, so with many students submitting together each one is
// answered in turn instead of everybody waiting for everybody. A request's jobs are queued together (runAll), so
// its second file does not wait behind every other student's first. When the line is too long a new request is
// refused at once with 503 and Retry-After rather than made to wait minutes.
import os from 'node:os';
import { DomainError } from '../errors';

export class QueueFullError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'Many forms are being sent right now. Please try again in a minute; nothing was saved.', undefined, {
      message_hi: 'इस समय बहुत से फ़ॉर्म भेजे जा रहे हैं। कृपया एक मिनट बाद फिर प्रयास करें; कुछ भी सहेजा नहीं गया।',
    });
    this.headers = { 'Retry-After': String(retryAfterSeconds) };
  }
}

export interface WorkQueueOptions {
  /** Jobs running at once: about one per CPU core. */
  concurrency: number;
  /** Jobs that may wait; beyond it runAll() refuses with QueueFullError. */
  maxWaiting: number;
  /** Rough time of one job, for the Retry-After estimate. */
  jobMs: number;
}

export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly options: WorkQueueOptions) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** True when `jobs` more jobs would not fit in the line. */
  isFull(jobs = 1): boolean {
    return this.waiting.length + jobs > this.options.maxWaiting;
  }

  /** Seconds until the line now waiting would have been worked through (at least 1). */
  retryAfterSeconds(): number {
    const perSecond = (this.options.concurrency * 1000) / this.options.jobMs;
    return Math.max(1, Math.ceil(this.waiting.length / perSecond));
  }

  /** Refuses (503) when `jobs` more would not fit: called before a request's body is read. */
  assertRoom(jobs = 1): void {
    if (this.isFull(jobs)) throw new QueueFullError(this.retryAfterSeconds());
  }

  /** Queues every job together, in order, and answers their results (all settled, like Promise.allSettled). */
  runAll<T>(jobs: Array<() => Promise<T>>): Promise<Array<PromiseSettledResult<T>>> {
    this.assertRoom(jobs.length);
    return Promise.allSettled(jobs.map((job) => this.enqueue(job)));
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    this.assertRoom(1);
    return this.enqueue(job);
  }

  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        job()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.waiting.shift()?.();
          });
      };
      if (this.running < this.options.concurrency) start();
      else this.waiting.push(start);
    });
  }
}

/** The process's one pool for image re-encoding. */
export const imageQueue = new WorkQueue({
  concurrency: Math.max(1, os.availableParallelism()),
  // 1,200 images is about half a minute of work on two cores: 600 students sending two photos each.
  maxWaiting: 1200,
  jobMs: 50,
});

/**
 * The line of upload requests: a few forms are read and saved at once (two per core: one being read while
 * another's images are re-encoded), the others wait in arrival order with their bodies unread.
 */
export const uploadLine = new WorkQueue({
  concurrency: Math.max(2, os.availableParallelism() * 2),
  // 600 forms of two photos each is about half a minute of work on two cores.
  maxWaiting: 600,
  jobMs: 100,
});
