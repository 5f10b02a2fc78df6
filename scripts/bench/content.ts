// (b) The content calls under autocannon beside a bare Fastify server sending the same bodies: 200 answers (the
// browser's Accept-Encoding) and 304 answers (a matching If-None-Match), in one run on the same machine.
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { API_PATHS } from '@college/shared-types';
import { port } from './common';

export interface ContentRow {
  path: string;
  site200: number;
  bare200: number;
  site304: number;
  bare304: number;
}

const PATHS = [API_PATHS.storeData, API_PATHS.storeNotices, API_PATHS.settings];

async function rate(url: string, headers: Record<string, string>, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 10, pipelining: 1, duration: seconds, headers });
  if (result.non2xx && !headers['if-none-match']) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

/** `origin` is the site under test (already running). */
export async function benchContent(origin: string, seconds = 5): Promise<ContentRow[]> {
  const bodies = new Map<string, { body: string; etag: string }>();
  for (const p of PATHS) {
    const res = await fetch(origin + p);
    bodies.set(p, { body: await res.text(), etag: res.headers.get('etag') ?? '' });
  }
  // Bare Fastify sends the same bytes the site sends a browser: the body, Brotli-compressed once at start.
  const bare = Fastify({ logger: false });
  for (const [p, { body, etag }] of bodies) {
    const br = zlib.brotliCompressSync(body);
    const big = Buffer.byteLength(body) >= 1024;
    bare.get(p, async (request, reply) => {
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=60');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      return big ? reply.header('Content-Encoding', 'br').send(br) : reply.send(body);
    });
  }
  const barePort = port();
  await bare.listen({ port: barePort, host: '127.0.0.1' });
  const bareOrigin = `http://127.0.0.1:${barePort}`;
  const accept = { 'accept-encoding': 'gzip, deflate, br' };
  const rows: ContentRow[] = [];
  try {
    // Warm both servers up (JIT, connections) before anything is counted.
    for (const [p] of bodies) {
      await rate(origin + p, accept, 1);
      await rate(bareOrigin + p, accept, 1);
    }
    for (const [p, { etag }] of bodies) {
      // Alternate the two servers so a change of the machine's load touches both alike.
      const site200 = await rate(origin + p, accept, seconds);
      const bare200 = await rate(bareOrigin + p, accept, seconds);
      const site304 = await rate(origin + p, { ...accept, 'if-none-match': etag }, seconds);
      const bare304 = await rate(bareOrigin + p, { ...accept, 'if-none-match': etag }, seconds);
      rows.push({ path: p, site200, bare200, site304, bare304 });
    }
  } finally {
    await bare.close();
  }
  return rows;
}
