// The caching rules of releases: what every release rewrites (the release state, the remotes' list, the shell's
// page) is revalidated on every load; every file of a version folder is immutable, since a version folder is named
// by the digest of its build and never written again with other bytes (decision 002), its manifest and
// remoteEntry.js included.
import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ENTRY_FILES = new Set(['remotes.json', 'state.json', 'index.html']);

/** The rule of a file; a compressed copy (`name.br`, `name.gz`) follows the rule of `name`. */
export function cacheControlFor(file: string): string {
  return ENTRY_FILES.has(path.basename(file).replace(/\.(br|gz)$/, '')) ? NO_CACHE : IMMUTABLE;
}
