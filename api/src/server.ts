// Runs the API alone (development, or one of the processes behind nginx in production); the embedded site
// server in deploy/ serves it together with the front end. Listens on 127.0.0.1 unless HOST says otherwise.
import { buildApp } from './app';
import { ConfigError } from './config';

async function main() {
  const app = await buildApp();
  await app.listen({ port: app.config.port, host: app.config.host });
}

main().catch((error: unknown) => {
  // A refused configuration is one readable message, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
