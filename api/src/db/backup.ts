// Backup and restore of everything a student's record needs: the database and the uploaded files.
// SQLite: the online backup API (consistent while the API keeps serving) plus a copy of the uploads folder.
// PostgreSQL: pg_dump in its custom format (upload bytes stored in the database come with it) plus the uploads
// folder when files are kept on disk; restore with pg_restore --clean. A backup is one folder with a manifest.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AppConfig } from '../config';
import { isPostgresUrl } from '../db/connect';

const run = promisify(execFile);

export const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'college.sqlite';
const PG_FILE = 'college.pgdump';
const UPLOADS = 'uploads';

export interface BackupManifest {
  format: 1;
  created_at: string;
  database: 'sqlite' | 'postgres';
  file: string;
  uploads: number;
  bytes: number;
}

export type BackupConfig = Pick<AppConfig, 'databaseUrl' | 'uploadsDir' | 'dataDir'>;

function countFiles(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(dir)) return { files, bytes };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** The folder a backup goes to by default: DATA_DIR/backups/<time>. */
export function defaultBackupDir(config: BackupConfig, now = new Date()): string {
  return path.join(config.dataDir, 'backups', now.toISOString().replace(/[:.]/g, '-'));
}

/** Writes a backup into `out` (created; must not exist yet) and returns its manifest. */
export async function backup(config: BackupConfig, out: string): Promise<BackupManifest> {
  if (fs.existsSync(out) && fs.readdirSync(out).length) throw new Error(`${out} is not empty`);
  // Written beside, then renamed: a folder with a manifest is always a whole backup.
  const tmp = `${out}.partial`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const postgres = isPostgresUrl(config.databaseUrl);
  let file: string;
  if (postgres) {
    file = PG_FILE;
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(tmp, file)}`, config.databaseUrl]);
  } else {
    file = SQLITE_FILE;
    if (!fs.existsSync(config.databaseUrl)) throw new Error(`no SQLite database at ${config.databaseUrl}`);
    const BetterSqlite3 = require('better-sqlite3') as typeof import('better-sqlite3');
    const source = new BetterSqlite3(config.databaseUrl, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(path.join(tmp, file));
    } finally {
      source.close();
    }
  }
  if (fs.existsSync(config.uploadsDir)) fs.cpSync(config.uploadsDir, path.join(tmp, UPLOADS), { recursive: true });
  const uploads = countFiles(path.join(tmp, UPLOADS));
  const manifest: BackupManifest = {
    format: 1,
    created_at: new Date().toISOString(),
    database: postgres ? 'postgres' : 'sqlite',
    file,
    uploads: uploads.files,
    bytes: fs.statSync(path.join(tmp, file)).size + uploads.bytes,
  };
  fs.writeFileSync(path.join(tmp, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.rmSync(out, { recursive: true, force: true });
  fs.renameSync(tmp, out);
  return manifest;
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${dir} holds no ${MANIFEST}: not a backup`);
  const m = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (m.format !== 1 || !fs.existsSync(path.join(dir, m.file))) throw new Error(`${dir} is not a complete backup`);
  return m;
}

/**
 * Puts a backup back: the database (replaced whole) and the uploads folder (the current one is kept beside it
 * as uploads.before-restore-<time> until someone deletes it). Stop the API first.
 */
export async function restore(config: BackupConfig, dir: string): Promise<BackupManifest> {
  const m = readManifest(dir);
  const postgres = isPostgresUrl(config.databaseUrl);
  if ((m.database === 'postgres') !== postgres) {
    throw new Error(
      `this backup is of a ${m.database} database; DATABASE_URL names a ${postgres ? 'postgres' : 'sqlite'} one`,
    );
  }
  if (postgres) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${config.databaseUrl}`, path.join(dir, m.file)]); // prettier-ignore
  } else {
    fs.mkdirSync(path.dirname(config.databaseUrl), { recursive: true });
    const tmp = `${config.databaseUrl}.restoring`;
    fs.copyFileSync(path.join(dir, m.file), tmp);
    // The journal of the replaced database must not be replayed onto the restored one.
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${config.databaseUrl}${suffix}`, { force: true });
    fs.renameSync(tmp, config.databaseUrl);
  }
  const from = path.join(dir, UPLOADS);
  if (fs.existsSync(from)) {
    if (fs.existsSync(config.uploadsDir) && fs.readdirSync(config.uploadsDir).length) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      fs.renameSync(config.uploadsDir, `${config.uploadsDir}.before-restore-${stamp}`);
    } else {
      fs.rmSync(config.uploadsDir, { recursive: true, force: true });
    }
    fs.cpSync(from, config.uploadsDir, { recursive: true });
  }
  return m;
}
