// The single-spa root config: reads remotes.json, registers the remotes with the Module Federation
// runtime and one single-spa application per remote module, renders the chrome and loads the startup data.
import { createStore, useAtomValue } from 'jotai';
import { registerApplication, start, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleName, ShellProps } from '@college/shared-types';
import { FEDERATION_NAME, REMOTE_MODULES, SITE_VERSION, chromeVisible, moduleForPath } from '@college/shared-types';
import {
  TakeOverPresses,
  applyThemeVariables,
  createRootInSlices,
  hydrateInSlices,
  releaseHeldPresses,
} from '@college/web-kit';
import { createSiteAtoms, currentLanguage, initLanguage, subscribeLanguage } from '@college/web-kit/site-state';
import { fetchRemotesManifest } from './features/remotes/remotes-manifest';
import { loadRemotesWithRetry } from './features/remotes/remotes-gate';
import { resilientApp } from './features/remotes/resilient-app';
import { loadStartupData } from './features/startup/load-startup-data';
import { takeServerHtml } from './features/startup/server-html';
import { SiteLoader } from './features/startup/site-loader';
import { yieldToBrowser } from './features/startup/yield-to-browser';
import { Footer, Header, loadChrome, preloadChrome } from './features/chrome/lazy-chrome';
import { PROVIDED_LIBRARIES } from './provided-libraries';

const jotaiStore = createStore();
const atoms = createSiteAtoms();

function containerFor(name: ModuleName): HTMLElement {
  const outlet = document.getElementById('single-spa-outlet') as HTMLElement;
  let el = document.getElementById(`module-${name}`);
  if (!el) {
    el = document.createElement('div');
    el.id = `module-${name}`;
    outlet.appendChild(el);
  }
  return el;
}

async function main(): Promise<void> {
  // Start-up runs in several short tasks rather than one long one (yield-to-browser.ts): this one begins after the
  // task that evaluated React.
  await yieldToBrowser();
  // The remembered language is on <html lang> before anything renders, so no text switches after the first paint.
  initLanguage();
  applyThemeVariables();
  preloadChrome(window.location.pathname);
  // The language atom follows every switch, in this tab or another one.
  subscribeLanguage(() => jotaiStore.set(atoms.language, currentLanguage()));
  // A public page may arrive rendered on the server: its chrome is hydrated, its data is already in the store.
  const serverHtml = takeServerHtml(jotaiStore, atoms);
  await yieldToBrowser();
  // Without the list of live remotes no page can load: a failure shows one bilingual Retry until it arrives.
  const manifest = await loadRemotesWithRetry(
    () => fetchRemotesManifest(),
    document.body,
    (error) => console.error('remotes.json', error),
  );
  const versions: ShellProps['versions'] = { shell: __MODULE_VERSION__ };
  for (const name of REMOTE_MODULES) {
    const r = manifest[name];
    if (r) versions[name] = r.version;
  }

  const shell: ShellProps = {
    jotaiStore,
    atoms,
    apiBase: '/api',
    versions,
    siteVersion: SITE_VERSION,
  };

  const headerEl = document.getElementById('site-header') as HTMLElement;
  const footerEl = document.getElementById('site-footer') as HTMLElement;
  if (serverHtml === 'hydrate' && chromeVisible(window.location.pathname)) {
    // The page is on screen already: no loading circle over it; the chrome takes over the server's HTML. Its code
    // (already being fetched) is in before hydrating.
    const { SiteHeader, SiteFooter } = await loadChrome();
    const HydratedHeader = () => (
      <SiteHeader shell={shell} banner={useAtomValue(shell.atoms.banner, { store: shell.jotaiStore })} />
    );
    // A press on the server's header or footer before now is made again once each is live.
    hydrateInSlices(
      headerEl,
      <>
        <HydratedHeader />
        <TakeOverPresses region={headerEl} />
      </>,
    );
    hydrateInSlices(
      footerEl,
      <>
        <SiteFooter shell={shell} />
        <TakeOverPresses region={footerEl} />
      </>,
    );
  } else {
    // A server-rendered page shown in another language is rendered afresh, without the circle covering it; a
    // server-rendered page without the chrome (the portal's entry pages) has none to hydrate.
    // The server's header and footer (if any) are replaced: presses held on them go with them.
    releaseHeldPresses(headerEl, false);
    releaseHeldPresses(footerEl, false);
    if (serverHtml === 'none') {
      createRootInSlices(document.getElementById('site-loader') as HTMLElement).render(<SiteLoader shell={shell} />);
    }
    createRootInSlices(headerEl).render(<Header shell={shell} />);
    createRootInSlices(footerEl).render(<Footer shell={shell} />);
  }

  await yieldToBrowser();
  const remotes = REMOTE_MODULES.flatMap((name) => {
    const r = manifest[name];
    return r ? [{ name: FEDERATION_NAME[name], entry: r.entry }] : [];
  });
  registerRemotes(remotes);

  for (const name of REMOTE_MODULES) {
    const release = manifest[name];
    const app = resilientApp<ShellProps & { domElement: HTMLElement }>({
      load: async () => {
        if (!release) throw new Error(`${name} is not released`);
        const mod = await loadRemote<LifeCycles<ShellProps>>(`${FEDERATION_NAME[name]}/app`);
        if (!mod) throw new Error(`${name} could not be loaded`);
        return mod as LifeCycles<ShellProps & { domElement: HTMLElement }>;
      },
      reset: () => {
        if (release) registerRemotes([{ name: FEDERATION_NAME[name], entry: release.entry }], { force: true });
      },
      container: (props) => props.domElement,
      onError: (error) => console.error(`module ${name}`, error),
    });
    registerApplication({
      name,
      app: async () => app,
      activeWhen: (location) => moduleForPath(location.pathname) === name,
      customProps: () => ({ ...shell, domElement: containerFor(name) }),
    });
  }

  // Every route change starts at the top of the page.
  let lastPath = window.location.pathname;
  window.addEventListener('single-spa:routing-event', () => {
    if (window.location.pathname !== lastPath) {
      lastPath = window.location.pathname;
      window.scrollTo(0, 0);
    }
  });

  await yieldToBrowser();
  start({ urlRerouteOnly: true });
  // Libraries the remotes take from the shell; listed, never loaded here (see provided-libraries.ts).
  void PROVIDED_LIBRARIES;
  if (!jotaiStore.get(atoms.dataLoaded)) void loadStartupData(jotaiStore, atoms);
}

void main();
