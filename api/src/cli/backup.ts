// npm run backup [-- --out <folder>]      a backup of DATABASE_URL / DATA_DIR and the uploads, in one folder
// npm run restore -- <backup folder>       puts one back (stop the API first)
import { loadConfig } from '../config';
import { backup, defaultBackupDir, restore } from '../db/backup';

const USAGE = 'Usage: npm run backup [-- --out <folder>]   |   npm run restore -- <backup folder>';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  // `npm run -w api` runs in api/; the data is the one of the folder the command was typed in.
  if (!process.env.DATA_DIR && !process.env.DATABASE_URL && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const started = Date.now();
  if (command === 'backup') {
    const i = rest.indexOf('--out');
    const out = i >= 0 && rest[i + 1] ? rest[i + 1]! : defaultBackupDir(config);
    const m = await backup(config, out);
    console.log(
      `Backed up the ${m.database} database and ${m.uploads} uploaded file(s), ${(m.bytes / 1048576).toFixed(1)} MB, ` +
        `in ${Date.now() - started} ms, to ${out}`,
    );
    return 0;
  }
  if (command === 'restore' && rest[0]) {
    const m = await restore(config, rest[0]);
    console.log(
      `Restored the backup of ${m.created_at} (${m.uploads} uploaded file(s)) in ${Date.now() - started} ms.`,
    );
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
