// Tells the other API processes that content changed, so each reloads its in-memory answers at once rather than at
// its next periodic reload: PostgreSQL's LISTEN/NOTIFY on one dedicated connection per process. SQLite has one
// process, so there is no one to tell. A lost connection is opened again a second later; meanwhile the periodic
// reload still brings the changes.
import { randomBytes } from 'node:crypto';
import type { Log } from '../errors';
import { CONTENT_CHANNEL } from './content-changes-repository';

export { announceContentChange, CONTENT_CHANNEL } from './content-changes-repository';

/** Names one app's cache in its notices, so it ignores its own. */
export function newListenerId(): string {
  return randomBytes(8).toString('hex');
}

/** Calls `onChange` whenever another process announces a change; returns the function that stops listening. */
export function listenForContentChanges(
  databaseUrl: string,
  listenerId: string,
  log: Log,
  onChange: () => void,
): () => Promise<void> {
  const { Client } = require('pg') as typeof import('pg');
  let client: import('pg').Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (again: boolean) => {
    if (stopped) return;
    const c = new Client({ connectionString: databaseUrl });
    client = c;
    c.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL && message.payload !== listenerId) onChange();
    });
    const reconnect = (error?: Error) => {
      if (stopped || client !== c) return;
      client = null;
      log.warn({ err: error ? { message: error.message } : undefined }, 'content change notices lost: listening again');
      c.end().catch(() => undefined);
      retry = setTimeout(() => void connect(true), 1_000);
      retry.unref();
    };
    c.on('error', reconnect);
    c.on('end', () => reconnect());
    try {
      await c.connect();
      await c.query(`LISTEN ${CONTENT_CHANNEL}`);
      // Listening again: reload whatever was announced meanwhile.
      if (again) onChange();
    } catch (error) {
      reconnect(error as Error);
    }
  };
  void connect(false);

  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
