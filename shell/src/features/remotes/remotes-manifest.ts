// Reads the release manifest that says which version of each remote is live.
import type { ModuleName } from '@college/shared-types';
import { REMOTE_MODULES } from '@college/shared-types';

export interface RemoteRelease {
  version: string;
  entry: string;
}
export type RemotesManifest = Partial<Record<ModuleName, RemoteRelease>>;

/**
 * The live remotes: written into index.html by the server that sends it (<script type="application/json"
 * id="site-remotes">), else fetched from remotes.json.
 */
export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const embedded = typeof document !== 'undefined' ? document.getElementById('site-remotes') : null;
  if (embedded?.textContent) {
    try {
      return parseRemotesManifest(JSON.parse(embedded.textContent));
    } catch {
      /* unreadable: fetch it */
    }
  }
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  const body: unknown = await res.json();
  return parseRemotesManifest(body);
}

/** Keeps only known modules with a string entry; anything else in the file is ignored. */
export function parseRemotesManifest(body: unknown): RemotesManifest {
  const out: RemotesManifest = {};
  if (!body || typeof body !== 'object') return out;
  for (const name of REMOTE_MODULES) {
    const item = (body as Record<string, unknown>)[name];
    if (item && typeof item === 'object') {
      const { version, entry } = item as Record<string, unknown>;
      if (typeof entry === 'string' && entry.length > 0) {
        out[name] = { version: typeof version === 'string' ? version : 'unknown', entry };
      }
    }
  }
  return out;
}
