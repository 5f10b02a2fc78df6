// The caching rules of releases: entry points (and the release state, which every release rewrites) are revalidated
// on every load, hashed assets are immutable.
import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ENTRY_FILES = new Set([
  'remotes.json',
  'state.json',
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
]);

/** The rule of a file; a compressed copy (`name.br`, `name.gz`) follows the rule of `name`. */
export function cacheControlFor(file: string): string {
  return ENTRY_FILES.has(path.basename(file).replace(/\.(br|gz)$/, '')) ? NO_CACHE : IMMUTABLE;
}
