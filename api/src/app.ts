// Builds the API: infrastructure plugins first, then the routes (the folder path is the URL).
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import authPlugin from './plugins/auth';
import mailPlugin from './plugins/mail';
import health from './routes/health';
import content from './routes/v1/content';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  config?: Partial<AppConfig>;
  fastify?: FastifyServerOptions;
  /** The embedded site server answers unknown paths itself (the shell's index.html). */
  customNotFound?: boolean;
}

export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, opts.config);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
    ...opts.fastify,
  });
  app.decorate('config', config);
  await app.register(errorsPlugin, { customNotFound: opts.customNotFound });
  await app.register(dbPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(health);
  await app.register(content);
  return app;
}

export { loadConfig };
export type { AppConfig };
