// The single-spa root config: reads remotes.json, registers the remotes with the Module Federation
// runtime and one single-spa application per remote module, renders the chrome and loads the startup data.
import { createStore, useAtomValue } from 'jotai';
import { createRoot } from 'react-dom/client';
import { registerApplication, start, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleName, ShellProps } from '@college/shared-types';
import {
  FEDERATION_NAME,
  REMOTE_MODULES,
  SITE_VERSION,
  createSiteAtoms,
  currentLanguage,
  initLanguage,
  moduleForPath,
  subscribeLanguage,
} from '@college/shared-types';
import { applyThemeVariables } from '@college/web-kit';
import { fetchRemotesManifest } from './features/remotes/remotes-manifest';
import { loadRemotesWithRetry } from './features/remotes/remotes-gate';
import { resilientApp } from './features/remotes/resilient-app';
import { loadStartupData } from './features/startup/load-startup-data';
import { SiteLoader } from './features/startup/site-loader';
import { SiteHeader } from './features/chrome/site-header';
import { SiteFooter } from './features/chrome/site-footer';
import { PROVIDED_LIBRARIES } from './provided-libraries';

// The remembered language is on <html lang> before anything renders, so no text switches after the first paint.
initLanguage();
applyThemeVariables();
const jotaiStore = createStore();
const atoms = createSiteAtoms();
// The language atom follows every switch, in this tab or another one.
subscribeLanguage(() => jotaiStore.set(atoms.language, currentLanguage()));

function Header({ shell }: { shell: ShellProps }) {
  const banner = useAtomValue(shell.atoms.banner, { store: shell.jotaiStore });
  return <SiteHeader shell={shell} banner={banner} />;
}

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

  createRoot(document.getElementById('site-loader') as HTMLElement).render(<SiteLoader shell={shell} />);
  createRoot(document.getElementById('site-header') as HTMLElement).render(<Header shell={shell} />);
  createRoot(document.getElementById('site-footer') as HTMLElement).render(<SiteFooter shell={shell} />);

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

  start({ urlRerouteOnly: true });
  // Libraries the remotes take from the shell; listed, never loaded here (see provided-libraries.ts).
  void PROVIDED_LIBRARIES;
  void loadStartupData(jotaiStore, atoms);
}

void main();
