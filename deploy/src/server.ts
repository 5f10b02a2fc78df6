// The embedded site server: one Node process, one port, serving the API, the live shell, every release
// and remotes.json. Production puts nginx in front for the static parts (deploy/nginx/).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@college/api';
import { NO_CACHE, cacheControlFor } from './caching';
import { isCompressible } from './compress';
import { liveDir } from './releases';

export async function buildSiteServer(releases: string): Promise<FastifyInstance> {
  const app = await buildApp({ customNotFound: true });
  await app.register(fastifyStatic, {
    root: releases,
    prefix: '/releases/',
    cacheControl: false,
    etag: true,
    lastModified: true,
    // The release wrote name.br and name.gz beside every text file: sent by Accept-Encoding (brotli first).
    preCompressed: true,
    allowedPath: (pathName) => !pathName.includes('/.') && !pathName.endsWith('.json.tmp'),
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', cacheControlFor(file));
      // The same URL answers brotli, gzip or plain bytes: caches must key on Accept-Encoding.
      if (isCompressible(file.replace(/\.(br|gz)$/, ''))) res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  app.get('/remotes.json', async (_req, reply) => {
    const file = path.join(releases, 'remotes.json');
    reply.header('Cache-Control', NO_CACHE).type('application/json');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '{}';
  });

  // Every other GET outside /api is the shell: a file of the live shell release, or its index.html.
  app.setNotFoundHandler(async (req, reply) => {
    const urlPath = decodeURIComponent((req.url.split('?')[0] ?? '/').replace(/\/+/g, '/'));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(404).send({ message: `No such call: ${req.method} ${urlPath}` });
    }
    if (urlPath.startsWith('/api/') || urlPath.startsWith('/releases/')) {
      return reply.status(404).send({ message: `Not found: ${urlPath}` });
    }
    const shellDir = liveDir(releases, 'shell');
    if (!shellDir) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The site is not released yet: run `npm start` or `deploy release shell`.');
    }
    const rel = path.normalize(urlPath).replace(/^([/\\])+/, '');
    const candidate = path.join(shellDir, rel);
    if (
      rel &&
      candidate.startsWith(shellDir + path.sep) &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      reply.header('Cache-Control', cacheControlFor(candidate));
      return reply.sendFile(rel, shellDir, { cacheControl: false });
    }
    reply.header('Cache-Control', NO_CACHE);
    return reply.sendFile('index.html', shellDir, { cacheControl: false });
  });
  return app;
}
