// Async boundary: shared singletons are negotiated before any of them is used. The page's chunks start loading in
// the next task, so setting up the federation runtime and starting them are two short tasks rather than one long one.
import { holdEarlyPresses } from './features/startup/hold-early-presses';
import { holdEarlySubmits } from './features/startup/hold-early-submits';
import { yieldToBrowser } from './features/startup/yield-to-browser';

// A server-rendered form sent before its page is taken over waits for it rather than reloading the page.
holdEarlySubmits();
// A press on one of its buttons then is kept, shown as waiting, and made again once the page is live.
holdEarlyPresses();
void yieldToBrowser().then(() => import('./bootstrap'));
