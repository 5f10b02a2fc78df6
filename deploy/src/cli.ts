#!/usr/bin/env node
// deploy: release <module> | rollback <module> | status | release-all | serve
import { buildSiteServer } from './server';
import { MODULES, isModule, releasesDir } from './paths';
import { ReleaseError, release, rollback, status } from './releases';

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const USAGE = `usage:
  deploy release <module> [--from <build dir>] [--version <version>]
  deploy rollback <module>
  deploy status
  deploy release-all            release every module from its dist/ folder
  deploy serve                  serve the API, the live shell and the releases on PORT (8080)
modules: ${MODULES.join(', ')}
releases folder: RELEASES_DIR (default .data/releases)`;

async function main(argv: string[]): Promise<number> {
  const [command, name, ...rest] = argv;
  const dir = releasesDir();
  switch (command) {
    case 'release': {
      if (!name || !isModule(name)) throw new ReleaseError(`unknown module: ${name ?? '(none)'}\n${USAGE}`);
      const r = release(dir, name, { from: flag(rest, 'from'), version: flag(rest, 'version') });
      console.log(`${r.module} ${r.version} is live${r.copied ? '' : ' (already released)'}`);
      return 0;
    }
    case 'rollback': {
      if (!name || !isModule(name)) throw new ReleaseError(`unknown module: ${name ?? '(none)'}\n${USAGE}`);
      const r = rollback(dir, name);
      console.log(`${r.module} rolled back from ${r.from} to ${r.to}`);
      return 0;
    }
    case 'status': {
      for (const s of status(dir)) {
        console.log(`${s.module.padEnd(13)} live ${s.live ?? '-'}   (${s.versions.length} version(s) kept)`);
      }
      return 0;
    }
    case 'release-all': {
      for (const m of MODULES) {
        const r = release(dir, m);
        console.log(`${r.module} ${r.version} is live${r.copied ? '' : ' (already released)'}`);
      }
      return 0;
    }
    case 'serve': {
      const app = await buildSiteServer(dir);
      const port = Number(process.env.PORT || 8080);
      // 127.0.0.1 unless HOST says otherwise (api/src/config.ts).
      await app.listen({ port, host: app.config.host });
      console.log(`The site is on http://localhost:${port}`);
      const stop = () => {
        void app.close().then(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
      return -1;
    }
    default:
      console.log(USAGE);
      return command ? 2 : 0;
  }
}

main(process.argv.slice(2))
  .then((code) => {
    if (code >= 0) process.exitCode = code;
  })
  .catch((error: unknown) => {
    if (error instanceof ReleaseError || (error instanceof Error && error.name === 'ConfigError')) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  });
