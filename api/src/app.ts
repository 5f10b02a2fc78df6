// Builds the API: infrastructure plugins first, then the routes of each domain (decision 034).
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { loadConfig, type AppConfig } from './config';
import { BODY_LIMITS, bodyLimitOf, multipartLimitOf, TIME_LIMITS } from './limits';
import dbPlugin from './plugins/db';
import jobsPlugin from './plugins/jobs';
import errorsPlugin, { HttpError, errorBody } from './plugins/errors';
import { API_PATHS, MEDIA_UPLOAD_MESSAGES } from '@college/shared-types';
import authPlugin from './plugins/auth';
import mailPlugin from './plugins/mail';
import securityPlugin from './plugins/security';
import textInputPlugin from './plugins/text-input';
import health from './http/health-routes';
import outbox from './mail/outbox-routes';
import contentDomain from './content';
import officeDomain from './office';
import accountsDomain from './accounts';
import admissionDomain from './admission';
import paymentsDomain from './payments';
import selectionDomain from './selection';
import messagingPlugin from './plugins/messaging';
import messagingDomain from './messaging';
import reconciliation from './plugins/reconciliation';
import uploadSweeper from './plugins/upload-sweeper';
import contentCachePlugin from './plugins/content-cache';
import { removeTemporaryFiles } from './http/multipart-form';
import compress from '@fastify/compress';
import { COMPRESS_MIN_BYTES, type ContentCache } from './http/content-cache';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The content calls answered from memory (plugins/content-cache.ts). */
    contentCache: ContentCache;
    /** Set on SIGTERM (server.ts): the process finishes its requests and takes no new work (GET /api/ready). */
    draining: boolean;
  }
}

export interface BuildOptions {
  config?: Partial<AppConfig>;
  fastify?: FastifyServerOptions;
  /** The embedded site server answers unknown paths itself (the shell's index.html). */
  customNotFound?: boolean;
  /** Told of every route as it is added, with its options (the route table test and the fuzz suite read them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Fields hidden from every log line, whatever is logged (README, "Logs"): the request logs carry method, path
 * and address only, and errors never carry a body, but a secret that finds its way into a logged object is
 * still replaced.
 */
export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    '*.password',
    '*.password_confirmation',
    '*.token',
    '*.otp',
    '*.code',
    '*.aadhar_no',
    '*.aadhar',
    '*.salt',
    '*.hash',
  ],
  censor: '[hidden]',
};

export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, opts.config);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: LOG_REDACT },
    // JSON and form bodies are small; uploads are multipart and limited per route (limits.ts).
    bodyLimit: BODY_LIMITS.json,
    // A request whose body stops arriving is closed, not held open for ever (limits.ts).
    connectionTimeout: TIME_LIMITS.idleMs,
    requestTimeout: TIME_LIMITS.requestMs,
    keepAliveTimeout: TIME_LIMITS.keepAliveMs,
    pluginTimeout: TIME_LIMITS.startupMs,
    trustProxy: config.trustProxy as boolean | string,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
    // While shutting down, a request that arrives on a connection already open is served (and its connection then
    // closed, below) rather than refused: the balancer already sent it here (server.ts).
    return503OnClosing: false,
    // An address with a broken escape (/x%zz): a 400 in both languages, like every other bad request.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply).status(400).send(
        errorBody('request_invalid', {
          message: 'This address is not valid: check it, or go to the home page.',
          message_hi: 'यह पता मान्य नहीं है: इसे जाँचें, या मुख्य पृष्ठ पर जाएँ।',
        }),
      );
    },
    ...opts.fastify,
  });
  app.decorate('config', config);
  app.decorate('draining', false);
  // The site's content calls (the startup data every page asks for) are answered from memory before any other
  // hook, with the headers their first full answer had (content-cache.ts, answerEarly): no per-request work.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' && !app.draining && app.hasDecorator('contentCache')) {
      // The merit lists' first pages likewise (decision 026).
      if (!app.contentCache.answerEarly(request, reply) && app.hasDecorator('meritLists'))
        app.meritLists.answerEarly(request, reply);
    }
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
  // Each route's body limit is the largest body its schema allows (limits.ts), never above the app's.
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined) route.bodyLimit = bodyLimitOf(route.schema?.body);
  });
  // A multipart form must say its length, and that length is checked before a byte of it is read.
  app.addHook('onRequest', async (request) => {
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    const length = Number(request.headers['content-length']);
    if (!request.headers['content-length'] || !Number.isSafeInteger(length)) {
      throw new HttpError(411, 'Please send the form again (its length is missing).');
    }
    const path = (request.routeOptions.url ?? request.url.split('?')[0]) as string;
    if (length > multipartLimitOf(path, API_PATHS.admissionSave)) {
      if (path === API_PATHS.adminMediaImages) {
        const m = MEDIA_UPLOAD_MESSAGES.tooLargeTogether;
        throw new HttpError(413, m.en, undefined, { code: 'upload_refused', message_hi: m.hi });
      }
      throw new HttpError(413, 'The form is too large. Each file may be at most 5 MB.');
    }
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  await app.register(errorsPlugin, { customNotFound: opts.customNotFound });
  await app.register(securityPlugin);
  // JSON answers above a packet's size go out compressed (the cached content calls carry their own bytes).
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES, encodings: ['br', 'gzip'] });
  // Temporary upload files of a request whose client went away are removed (an answer's, by @fastify/multipart).
  app.addHook('onRequestAbort', removeTemporaryFiles);
  await app.register(textInputPlugin);
  await app.register(dbPlugin);
  await app.register(jobsPlugin);
  await app.register(contentCachePlugin);
  await app.register(mailPlugin);
  // Mail and SMS to students, SMS delivered by a background job (decision 035, api/src/messaging/).
  await app.register(messagingPlugin);
  await app.register(authPlugin);
  await app.register(health);
  await app.register(outbox);
  // The routes by domain (decision 034): each domain's index.ts registers its route files. The URL prefix → folder
  // table is in docs/api.md.
  await app.register(contentDomain);
  await app.register(officeDomain);
  await app.register(accountsDomain);
  await app.register(admissionDomain);
  await app.register(paymentsDomain);
  await app.register(selectionDomain);
  await app.register(messagingDomain);
  // After every route: the job's first run may call the simulator's verify endpoint in-process.
  await app.register(reconciliation);
  await app.register(uploadSweeper);
  return app;
}

export { loadConfig };
export type { AppConfig };
