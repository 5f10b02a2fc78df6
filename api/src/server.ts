// Runs the API alone (development); the embedded site server in deploy/ serves it together with the front end.
import { buildApp } from './app';

async function main() {
  const app = await buildApp();
  const port = Number(process.env.API_PORT || process.env.PORT || 8080);
  await app.listen({ port, host: process.env.HOST || '0.0.0.0' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
