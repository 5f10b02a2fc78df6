// The API in the bench's own process on a fresh SQLite database in a folder: what the benches seed their
// applicants through (office, merit-list, day-book). Kept apart from common.ts, which loads no API code.
import path from 'node:path';
import { buildApp } from '../../api/src/app';

type Config = NonNullable<Parameters<typeof buildApp>[0]>['config'];

/** A ready app on `dataDir/college.sqlite`, no demo seed, a cheap password hash; `over` adds to its settings. */
export async function benchApp(dataDir: string, over: Partial<Config> = {}) {
  const app = await buildApp({
    config: {
      databaseUrl: path.join(dataDir, 'college.sqlite'),
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      env: 'test',
      logLevel: 'silent',
      seedDemo: false,
      passwordHashCost: 10,
      ...over,
    },
  });
  await app.ready();
  return app;
}
