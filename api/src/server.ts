// Runs the API alone (development, or one of the processes behind nginx in production); the embedded site
// server in deploy/ serves it together with the front end. Listens on 127.0.0.1 unless HOST says otherwise.
//
// SIGTERM (a restart, a release) or SIGINT: the process answers GET /api/ready with 503 and closes each connection
// after its response; DRAIN_DELAY_MS later it stops taking connections, finishes the requests it has (at most
// SHUTDOWN_TIMEOUT_MS in all), lets the background job in progress end, closes the database pool and Redis, and
// exits 0. A request that reaches it on a connection already open is still served, with Connection: close, so
// the balancer sends the next one elsewhere.
import { buildApp } from './app';
import { ConfigError } from './config';

/**
 * After SIGTERM the process still answers for this long, every response closing its connection, before it stops
 * listening: the balancer's kept-alive connections to it are used up and closed one by one instead of being cut
 * while a request may be on its way (nginx does not resend a POST on a cut connection).
 */
const DRAIN_DELAY_MS = 2_000;

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
    // Connections that were busy when the server closed become idle later: close them as they do (the responses
    // of a draining process also carry Connection: close, so nginx opens its next connection to another process).
    setTimeout(() => {
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      sweep.unref();
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
    }, DRAIN_DELAY_MS);
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
