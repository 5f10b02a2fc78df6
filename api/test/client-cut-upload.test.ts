// An upload the client cuts off (a phone losing its signal, a closed tab) is the client's doing: logged once at
// info level as cut off, never as an "unhandled error" with a stack, and its temporary files go.
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@college/shared-types';
import { buildApp, LOG_REDACT } from '../src/app';
import { INCOMING_DIR } from '../src/http/multipart-form';
import { registerStudent } from './accounts-fixtures';
import { freshDatabaseUrl } from './helpers';

jest.setTimeout(30_000);

let app: FastifyInstance;
let drop: () => Promise<void>;
let port: number;
const log: Array<{ level: number; msg?: string; err?: unknown }> = [];

beforeAll(async () => {
  const db = await freshDatabaseUrl();
  drop = db.drop;
  const dataDir = path.join(os.tmpdir(), `college-cut-${randomBytes(6).toString('hex')}`);
  app = await buildApp({
    config: {
      databaseUrl: db.url,
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      env: 'test',
      logLevel: 'info',
      seedDemo: true,
      passwordHashCost: 10,
    },
    fastify: {
      logger: {
        level: 'info',
        redact: LOG_REDACT,
        stream: new Writable({
          write(chunk: Buffer, _enc, done) {
            log.push(JSON.parse(chunk.toString()) as { level: number; msg?: string });
            done();
          },
        }),
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const incomingFiles = () => (fs.existsSync(INCOMING_DIR) ? fs.readdirSync(INCOMING_DIR) : []);

it('logs a document upload cut off half-way at info level, not as an unhandled error, and removes its parts', async () => {
  const { token } = await registerStudent(app);
  const before = new Set(incomingFiles());
  const boundary = '----cut-off';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="document_name"\r\n\r\nMarksheet\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="document_link"; filename="m.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const declared = 2 * 1024 * 1024;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.on('error', () => {});
  socket.write(
    `POST ${API_PATHS.uploadDocument} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n\r\n`,
  );
  socket.write(head);
  socket.write(Buffer.alloc(256 * 1024, 0x41));
  // The part is on disk before the client goes.
  for (let i = 0; i < 100 && incomingFiles().every((f) => before.has(f)); i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  socket.destroy();
  await new Promise((r) => setTimeout(r, 500));

  const errors = log.filter((l) => l.level >= 50);
  expect(errors.map((l) => l.msg)).toEqual([]);
  expect(log.some((l) => l.level === 30 && /cut off/.test(l.msg ?? ''))).toBe(true);
  expect(incomingFiles().filter((f) => !before.has(f))).toEqual([]);
});
