// Every route says the shape of what it takes in a JSON schema (decision 008): a body schema on each call that
// takes a body and a params schema on each path with parameters (query schemas are checked by each call's tests).
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../src/app';

/** Multipart forms: shaped by readMultipartForm / readMultipartEntries (unknown field 400, size 413). */
const MULTIPART = new Set([
  '/api/v2/complete-profile',
  '/api/v2/upload-document',
  '/api/v2/admission/save2',
  '/api/v2/admission/draft/files/:field',
  '/api/admin/media/images',
  '/api/admin/media/documents',
]);

/** Calls that take no body (sign-outs and the office's one-button actions): whatever is sent is not read. */
const NO_INPUT = new Set([
  '/api/v2/logout',
  '/api/admin/logout',
  '/api/admin/staff/:id/link',
  '/api/admin/payments/reconcile',
  '/api/admin/payments/:txnid/verify',
  '/api/v2/payment/check/:txnid',
  '/api/admin/payments/:txnid/refund',
  '/api/admin/students/:id/scrutiny/correction',
  '/api/admin/selection/:course/:year/preview',
  '/api/admin/selection/:course/:year/rounds/:round/close',
]);

const routes: RouteOptions[] = [];
beforeAll(async () => {
  const app = await buildApp({
    config: {
      databaseUrl: ':memory:',
      dataDir: path.join(os.tmpdir(), 'college-route-schemas'),
      env: 'test',
      logLevel: 'silent',
      seedDemo: false,
    },
    onRoute: (route) => {
      routes.push(route);
    },
  });
  await app.ready();
  await app.close();
}, 60_000);

const methods = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]);
const named = (r: RouteOptions) => `${methods(r).join(',')} ${r.url}`;

describe('the route table', () => {
  it('is read', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map(named)).toContain('POST /api/v2/admission/print2');
  });

  it('has a body schema on every call that takes a body', () => {
    const missing = routes
      .filter((r) => methods(r).some((m) => ['POST', 'PUT', 'PATCH'].includes(m)))
      .filter((r) => !MULTIPART.has(r.url) && !NO_INPUT.has(r.url))
      .filter((r) => !r.schema?.body)
      .map(named);
    expect(missing).toEqual([]);
  });

  it('has a params schema on every path with parameters', () => {
    const missing = routes.filter((r) => r.url.includes(':') && !r.schema?.params).map(named);
    expect(missing).toEqual([]);
  });
});
