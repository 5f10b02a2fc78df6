// The cluster test's settings (from the environment) and what one run shares: its id, its work folder, its database.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PG_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
const BASE = Number(process.env.CLUSTER_PORT_BASE || 8262);
export const PORTS = { a: BASE, b: BASE + 1, https: BASE + 2, http: BASE + 3 };
/** How often the reconciliation job runs in each process. */
export const INTERVAL_MS = 2000;
export const SUBMISSIONS = 200;
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
/** This run's id: in its database's name, its addresses and its messages, so no earlier run's data counts. */
export const RUN = randomBytes(4).toString('hex');

/** Set as the run goes: the work folder (logs, data folders, nginx) and the database it created. */
export const run = { work: undefined, databaseName: undefined };
