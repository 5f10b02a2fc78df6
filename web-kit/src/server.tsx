// A module's page rendered to HTML on the server (decision 017): the same ModuleTree the browser mounts, from the
// startup data the site server has, in the visitor's language, signed out (or, on the dashboard, as the student the
// API recognised by the session cookie). Only a module's server bundle imports
// this file (`@college/web-kit/server`); the browser builds never carry react-dom/server.
import { Writable } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStore } from 'jotai/vanilla';
import { ServerStyleSheet } from 'styled-components';
import {
  SITE_VERSION,
  applyStartup,
  type JotaiStore,
  type ServerRenderInput,
  type ShellProps,
  type SiteAtoms,
} from '@college/shared-types';
import { ModuleTree, type ModuleRootProps } from './lifecycles';
import { createSiteAtoms } from './site-state';
import { ServerAnswersProvider } from './server-answers';

export interface ModuleServerRender {
  /** The module's HTML, for its container in the outlet. */
  html: string;
  /** For <head>: React's resource hints (a preloaded image) and styled-components' collected styles. */
  head: string;
  /** The store the page rendered from, with what the page set while rendering (its banner). */
  jotaiStore: JotaiStore;
  atoms: SiteAtoms;
}

/**
 * The shell's props for a server render: a store with what the browser hydrates with (the startup data, the
 * visitor's language, signed out unless `input.user` names the student) and the live versions (`versions` when the caller lists them otherwise).
 */
export function serverShell(input: ServerRenderInput, versions: ShellProps['versions'] = input.versions): ShellProps {
  const jotaiStore = createStore();
  const atoms = createSiteAtoms();
  applyStartup(jotaiStore, atoms, input.startup);
  jotaiStore.set(atoms.dataLoaded, true);
  jotaiStore.set(atoms.language, input.lang);
  jotaiStore.set(atoms.isAuthenticated, false);
  // A page rendered for the signed-in student (the API checked the session cookie's token): their get-user answer,
  // which useCurrentStudent shows without fetching it.
  if (input.user) {
    jotaiStore.set(atoms.user, input.user);
    jotaiStore.set(atoms.isAuthenticated, true);
  }
  return { jotaiStore, atoms, apiBase: '/api', versions, siteVersion: SITE_VERSION };
}

/**
 * Renders a module's Root for `input`; `wrap` puts the module's server-only providers (the path its router reads)
 * around the tree. Every lazy page is awaited, so the HTML holds the whole page and never a loading fallback; any
 * error, inside a Suspense boundary too, rejects (the site server then sends the page to be rendered in the browser).
 */
export function renderModuleTree(
  input: ServerRenderInput,
  name: string,
  Root: ComponentType<ModuleRootProps>,
  wrap: (tree: ReactNode) => ReactNode,
): Promise<ModuleServerRender> {
  const shell = serverShell(input);
  const { jotaiStore, atoms } = shell;
  const sheet = new ServerStyleSheet();
  const tree = sheet.collectStyles(
    wrap(
      <ServerAnswersProvider answers={input.answers ?? {}}>
        <ModuleTree {...shell} name={name} Root={Root} />
      </ServerAnswersProvider>,
    ),
  );
  return new Promise<ModuleServerRender>((resolve, reject) => {
    let failed: unknown = null;
    let styles = '';
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _enc, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        done();
        sheet.seal();
        if (failed) return reject(failed instanceof Error ? failed : new Error(String(failed)));
        // React writes its resource hints (a preloaded image) before the tree: they belong in <head>.
        const out = Buffer.concat(chunks).toString('utf8');
        const hints = /^(?:<link [^>]*\/?>)*/.exec(out)?.[0] ?? '';
        resolve({ html: out.slice(hints.length), head: hints + styles, jotaiStore, atoms });
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady() {
        styles = sheet.getStyleTags();
        stream.pipe(sink);
      },
      onShellError(error) {
        sheet.seal();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // An error inside a Suspense boundary would leave the browser to render that part: a failure here.
        failed ??= error;
      },
    });
  });
}
