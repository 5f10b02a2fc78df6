// The embedded site server: one Node process, one port, serving the API, the live shell, every release
// and remotes.json. Production puts nginx in front for the static parts (deploy/nginx/).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildApp } from '@college/api';
import {
  API_PATHS,
  DEFAULT_LANGUAGE,
  languageFromCookie,
  studentPageCalls,
  studentPageCookie,
  studentPageToken,
  type GetUserResponse,
  type StartupAnswers,
} from '@college/shared-types';
import { NO_CACHE, cacheControlFor } from './caching';
import { isCompressible } from './compress';
import { IndexPages } from './index-page';
import {
  PageRenderer,
  isRenderedForStudent,
  isServerRendered,
  withTimeout,
  type RendererOptions,
} from './page-renderer';
import { liveDir } from './releases';

/**
 * Security headers that only a document (or something opened as one) reads: a script, a style sheet, a font or a
 * raster image of a release goes without them, which saves about 250 bytes on each of the 15-20 files a page loads
 * over HTTP/1.1. They keep nosniff, the resource policy and the CSP (a script may start a worker, which takes the
 * CSP of its own answer). HTML, SVG, PDF and JSON keep every header.
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const SUBRESOURCE = /\.(js|css|woff2?|png|jpe?g|webp|gif|ico|map)(\.br|\.gz)?$/i;

function dropDocumentHeaders(res: { removeHeader(name: string): void }, file: string): void {
  if (!SUBRESOURCE.test(file)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

/** An address with a broken escape (`%zz`, a `%` at the end, half a UTF-8 character). */
const BAD_ADDRESS = {
  code: 'request_invalid',
  message: 'This address is not valid: check it, or go to the home page.',
  message_hi: 'यह पता मान्य नहीं है: इसे जाँचें, या मुख्य पृष्ठ पर जाएँ।',
};

function decodedOrNull(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

/** A student's own page: for this request only, never kept by the browser or any cache on the way. */
const PRIVATE_PAGE = 'private, no-store';

/** How long the site server waits for the API's get-user before sending the page to be rendered in the browser. */
const STUDENT_CHECK_MS = 1500;

/** A page made for one request (a student's own page): compressed as the browser accepts, quickly, with no tag. */
function sendPrivatePage(reply: FastifyReply, acceptEncoding: string, html: string): FastifyReply {
  reply
    .header('Cache-Control', PRIVATE_PAGE)
    .header('Vary', 'Accept-Encoding, Cookie')
    .type('text/html; charset=utf-8');
  const plain = Buffer.from(html);
  if (/\bbr\b/.test(acceptEncoding)) {
    const br = zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(br);
  }
  if (/\bgzip\b/.test(acceptEncoding)) return reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(plain));
  return reply.send(plain);
}

export interface SiteServerOptions {
  /** Public pages rendered on the server (default on; SERVER_RENDERING=off turns it off). */
  serverRendering?: boolean | RendererOptions;
}

export async function buildSiteServer(releases: string, opts: SiteServerOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({ customNotFound: true });
  const ssr = opts.serverRendering ?? process.env.SERVER_RENDERING !== 'off';
  const renderer = ssr
    ? new PageRenderer(releases, {
        log: (message, error) => app.log.error({ err: error }, message),
        ...(typeof ssr === 'object' ? ssr : {}),
      })
    : undefined;
  const pages = new IndexPages(releases, (p) => app.contentCache.json(p), renderer);
  const secureCookies = app.config.publicUrl.startsWith('https:');

  /** One GET of the API as the student of the token, from the visitor's address, within the page's time limit. */
  const askAsStudent = (url: string, token: string, ip: string) =>
    withTimeout(
      app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        remoteAddress: ip,
      }),
      STUDENT_CHECK_MS,
      `${url} for a page`,
    );

  /**
   * The student of a session cookie's token, as the API answers get-user for it (its bearer check, its rate limits
   * for the visitor's address): the answer, 'ended' when the API refuses the token, or null when it could not tell.
   */
  async function studentOf(token: string, ip: string): Promise<GetUserResponse | 'ended' | null> {
    try {
      const res = await askAsStudent(API_PATHS.getUser, token, ip);
      if (res.statusCode === 401) return 'ended';
      if (res.statusCode !== 200) return null;
      const body = res.json<GetUserResponse>();
      return body && typeof body === 'object' && body.user && typeof body.user === 'object' ? body : null;
    } catch (error) {
      app.log.error({ err: error }, 'server rendering: the student of a page could not be asked for');
      return null;
    }
  }

  /**
   * The student's other answers the page starts from (`studentPageCalls`: the admission form's draft), asked for with
   * the same session beside get-user. A call that fails or is slow is left out: the page then asks for it itself.
   */
  async function answersOf(token: string, ip: string, urlPath: string): Promise<StartupAnswers> {
    const answers: StartupAnswers = {};
    await Promise.all(
      studentPageCalls(urlPath).map(async (url) => {
        try {
          const res = await askAsStudent(url, token, ip);
          const body: unknown = res.statusCode === 200 ? res.json() : null;
          if (body && typeof body === 'object' && !Array.isArray(body)) answers[url] = body as { data?: unknown };
        } catch (error) {
          app.log.error({ err: error }, `server rendering: ${url} could not be asked for`);
        }
      }),
    );
    return answers;
  }

  await app.register(fastifyStatic, {
    root: releases,
    prefix: '/releases/',
    cacheControl: false,
    etag: true,
    lastModified: true,
    // The release wrote name.br and name.gz beside every text file: sent by Accept-Encoding (brotli first).
    preCompressed: true,
    // A release's server bundle runs on the server; it is not served.
    allowedPath: (pathName) =>
      !pathName.includes('/.') && !pathName.endsWith('.json.tmp') && !/^\/?[^/]+\/[^/]+\/server\//.test(pathName),
    setHeaders: (res, file) => {
      // (The typings name a part of the answer; it is Node's ServerResponse.)
      dropDocumentHeaders(res as unknown as { removeHeader(name: string): void }, file);
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
    // The path as the browser's location.pathname has it (still encoded): what the page is rendered for and marked
    // with. Decoded once, only to find a file.
    const rawPath = (req.url.split('?')[0] ?? '/').replace(/\/+/g, '/');
    const urlPath = decodedOrNull(rawPath);
    if (urlPath === null) return reply.status(400).send(BAD_ADDRESS);
    // A server-rendered form sent by the browser itself, before any script ran (decision 017; the admission form's
    // step, decision 040): back to the page, without what was sent in the address.
    if (req.method === 'POST' && (isServerRendered(urlPath) || isRenderedForStudent(urlPath))) {
      return reply.redirect(rawPath, 303);
    }
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
      // The shell's server bundle is not one of its files for the browser.
      !candidate.startsWith(path.join(shellDir, 'server') + path.sep) &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      dropDocumentHeaders(reply.raw, candidate);
      reply.header('Cache-Control', cacheControlFor(candidate));
      return reply.sendFile(rel, shellDir, { cacheControl: false });
    }
    // index.html with the live remotes, the hints of the path's module and the startup data written in; a public
    // page rendered on the server in the visitor's language (the cookie the language switch writes).
    const lang = languageFromCookie(req.headers.cookie) ?? DEFAULT_LANGUAGE;
    // A student's own page (the dashboard) for the student of the session cookie, checked by the API each time;
    // without a cookie, with one the API refuses (forgotten here) or on any failure, the page as for everyone.
    const forStudent = isRenderedForStudent(urlPath);
    const token = renderer && forStudent && req.method === 'GET' ? studentPageToken(req.headers.cookie) : null;
    if (token) {
      const [student, answers] = await Promise.all([studentOf(token, req.ip), answersOf(token, req.ip, urlPath)]);
      if (student === 'ended') reply.header('set-cookie', studentPageCookie('', 0, secureCookies));
      else if (student) {
        const html = await pages.studentPageFor(shellDir, rawPath, lang, student, token, answers);
        if (html) return sendPrivatePage(reply, String(req.headers['accept-encoding'] ?? ''), html);
      }
    }
    const page = await pages.pageFor(shellDir, rawPath, lang);
    reply
      .header('Cache-Control', NO_CACHE)
      .header('Vary', page.rendered || forStudent ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const inm = req.headers['if-none-match'];
    if (
      inm &&
      inm.split(',').some(
        (t) =>
          t
            .trim()
            .replace(/^W\//, '')
            .replace(/-(br|gz)"$/, '"') === page.etag,
      )
    ) {
      return reply.header('ETag', page.etag).status(304).send();
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) {
      return reply.header('Content-Encoding', 'br').header('ETag', page.etag.replace(/"$/, '-br"')).send(page.br);
    }
    if (/\bgzip\b/.test(accepted)) {
      return reply.header('Content-Encoding', 'gzip').header('ETag', page.etag.replace(/"$/, '-gz"')).send(page.gzip);
    }
    return reply.header('ETag', page.etag).send(page.plain);
  });
  return app;
}
