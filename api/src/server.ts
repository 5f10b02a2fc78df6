// Runs the API alone (development, or one of the processes behind nginx in production); the embedded site
// server in deploy/ serves it together with the front end. Listens on 127.0.0.1 unless HOST says otherwise.
//
// SIGTERM (a restart, a release) or SIGINT: the process stops taking connections, answers GET /api/ready with 503,
// finishes the requests it has (at most SHUTDOWN_TIMEOUT_MS), lets the background job in progress end, closes the
// database pool and Redis, and exits 0. Requests that reach it meanwhile on an open connection get a 503.
import { buildApp } from './app';
import { ConfigError } from './config';

async function main() {
  const app = await buildApp();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.draining = true;
    app.log.info({ signal }, 'shutting down: finishing the requests in progress');
    const deadline = setTimeout(() => {
      app.log.error({ afterMs: app.config.shutdownTimeoutMs }, 'requests still running at the deadline: exiting');
      process.exit(1);
    }, app.config.shutdownTimeoutMs);
    deadline.unref();
    app.close().then(
      () => {
        app.log.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await app.listen({ port: app.config.port, host: app.config.host });
}

main().catch((error: unknown) => {
  // A refused configuration is one readable message, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
