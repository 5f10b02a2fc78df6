// The server under fuzz: the real API on a fresh SQLite file in a temporary folder, listening on 127.0.0.1.
// Run by fuzz.ts as a child process (node --expose-gc --import tsx) so a crash is seen as a crash. It tells its
// parent over IPC the port, every route with its schema, and real values to aim at (a student with a saved
// admission form, tokens of that student and of the demo administrator); it answers { type: 'memory' } with
// the heap in use after a full garbage collection.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { RouteOptions } from 'fastify';
import { admissionFormEntries } from '@college/shared-types';
import { buildApp } from '../src/app';
import { freshDatabaseUrl } from '../test/helpers';
import { createStudent, pngBytes, PDF_BYTES, postAdmission, validAdmission } from '../test/admission-fixtures';

export interface FuzzRoute {
  method: string;
  url: string;
  body?: Record<string, unknown>;
  querystring?: Record<string, unknown>;
  multipart: boolean;
}

export interface FuzzTargets {
  studentToken: string;
  adminToken: string;
  studentId: number;
  admissionCode: string | null;
  emails: string[];
  /** The server's data folder (SQLite file and uploads), for tests that look at it after a crash. */
  dataDir: string;
}

export type ServerMessage =
  | { type: 'ready'; port: number; routes: FuzzRoute[]; targets: FuzzTargets }
  | { type: 'memory'; heapUsed: number; rss: number };

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-fuzz-'));
  // PostgreSQL when PG_TEST_URL names one (a fresh database, dropped at the end), else a SQLite file.
  const db = await freshDatabaseUrl();
  const routes: FuzzRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as { body?: { properties?: object }; querystring?: { properties?: object } };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        body: schema.body?.properties as Record<string, unknown> | undefined,
        querystring: schema.querystring?.properties as Record<string, unknown> | undefined,
        multipart: /save2|complete-profile|upload-document|reset-password$/.test(route.url),
      });
    }
  };
  const app = await buildApp({
    config: {
      env: 'test',
      databaseUrl: db.url === ':memory:' ? path.join(dataDir, 'college.sqlite') : db.url,
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      seedDemo: true,
      logLevel: process.env.FUZZ_LOG_LEVEL || 'error',
      passwordHashCost: 10,
    },
    onRoute,
  });
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });

  // Real things to aim at, so the fuzz reaches past the token checks.
  // GENERAL: the form's five files are exactly its required ones and the Aadhaar card.
  const student = await createStudent(app, { status: 1, category: 'GENERAL' });
  const png = await pngBytes();
  const saved = await postAdmission(
    app,
    student.token,
    admissionFormEntries(validAdmission()),
    [
      { field: 'image', bytes: png, filename: 'photo.png', type: 'image/png' },
      { field: 'signature', bytes: png, filename: 'sign.png', type: 'image/png' },
      { field: 'mark_10th', bytes: PDF_BYTES, filename: '10th.pdf', type: 'application/pdf' },
      { field: 'mark_12', bytes: PDF_BYTES, filename: '12th.pdf', type: 'application/pdf' },
      { field: 'aadhar', bytes: PDF_BYTES, filename: 'aadhaar.pdf', type: 'application/pdf' },
    ],
    false,
  );
  const admissionCode = (saved.json() as { admission_code?: string }).admission_code ?? null;
  const admin = await app.inject({
    method: 'POST',
    url: '/api/admin/signin',
    payload: { email: 'admin@college.local', password: 'Admin@12345' },
  });
  const targets: FuzzTargets = {
    studentToken: student.token,
    adminToken: (admin.json() as { token?: string }).token ?? '',
    studentId: student.id,
    admissionCode,
    emails: [student.email, 'admin@college.local'],
    dataDir,
  };
  const port = (app.server.address() as AddressInfo).port;
  process.send?.({ type: 'ready', port, routes, targets } satisfies ServerMessage);

  process.on('message', (message: { type?: string }) => {
    if (message?.type !== 'memory') return;
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    const m = process.memoryUsage();
    process.send?.({ type: 'memory', heapUsed: m.heapUsed, rss: m.rss } satisfies ServerMessage);
  });
  const stop = () => {
    void app
      .close()
      .then(() => db.drop())
      .finally(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
