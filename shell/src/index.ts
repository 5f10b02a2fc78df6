// Async boundary: shared singletons are negotiated before any of them is used. The page's chunks start loading in
// the next task, so setting up the federation runtime and starting them are two short tasks rather than one long one.
// What a visitor does on a server-rendered page before it is live is held by the page's own inline script, from its
// first byte (shared-types' PAINT_FIRST_SCRIPT, decisions 017 and 039).
import { yieldToBrowser } from './features/startup/yield-to-browser';

void yieldToBrowser().then(() => import('./bootstrap'));
