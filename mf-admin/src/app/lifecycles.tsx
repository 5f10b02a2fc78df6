// The only module this remote exposes: single-spa lifecycles around the console's root. Small on purpose (React and
// the kit only, which the shell has already loaded): as soon as it runs it starts what the address's screen needs
// first, beside one another — the screen's code, the session's check (`me`) and, on the queue, its first page — and
// the rest of the console (the router, the UI kit, styled-components) loads at the same time (console-lifecycles).
import type * as Console from './console-lifecycles';
import { askQueueEarly, dropEarlyQueue } from '../features/queue/early-queue';
import { askMeEarly, dropEarlyMe } from '../lib/staff-session';
import { preloadScreen } from './screen-chunks';

type Props = Parameters<typeof Console.mount>[0];

const loadConsole = () => import(/* webpackChunkName: "frame" */ './console-lifecycles');

/** Set when bootstrap has started the first mount's requests (single-spa mounts right after bootstrapping). */
let started = false;

function start(props: Props) {
  if (typeof window === 'undefined') return;
  preloadScreen(window.location.pathname);
  askMeEarly(props.apiBase);
  askQueueEarly(props.apiBase, window.location);
}

export async function bootstrap(props: Props) {
  start(props);
  started = true;
  return (await loadConsole()).bootstrap(props);
}

export async function mount(props: Props) {
  // A later mount (the console left and opened again) starts its own requests.
  if (!started) start(props);
  started = false;
  return (await loadConsole()).mount(props);
}

export async function unmount(props: Props) {
  dropEarlyQueue();
  dropEarlyMe();
  return (await loadConsole()).unmount(props);
}
