// Async boundary: shared singletons are negotiated before any of them is used. The page's chunks start loading in
// the next task, so setting up the federation runtime and starting them are two short tasks rather than one long one.
import { yieldToBrowser } from './features/startup/yield-to-browser';

void yieldToBrowser().then(() => import('./bootstrap'));
