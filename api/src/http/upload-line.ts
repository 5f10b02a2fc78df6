// An upload request's place in the line of uploads (jobs/work-queue.ts): the request's own length and socket decide
// whether it waits and how its idle timeout is held meanwhile, so this part lives with the other wire helpers.
import type { FastifyRequest } from 'fastify';
import { uploadLine } from '../jobs/work-queue';

/** A request below this size carries no photo worth the line (a form's text is a few kilobytes). */
export const SMALL_FORM_BYTES = 64 * 1024;

/**
 * Runs an upload request's reading and saving in its turn. While it waits in the line its connection is not idle
 * by the student's fault, so the idle timeout is suspended until its turn comes.
 */
export async function inUploadLine<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  // A form without files (they were uploaded when chosen) costs little: it does not wait behind the photos.
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > 0 && length < SMALL_FORM_BYTES) return work();
  const socket = request.raw.socket as { timeout?: number; setTimeout?: (ms: number) => unknown } | undefined;
  // Injected requests (tests) have no real socket.
  const setIdle = (ms: number) => (typeof socket?.setTimeout === 'function' ? socket.setTimeout(ms) : undefined);
  const idle = socket?.timeout ?? 0;
  setIdle(0);
  try {
    return await uploadLine.run(async () => {
      setIdle(idle);
      return work();
    });
  } finally {
    setIdle(idle);
  }
}
