// The server bundle of mf-public (decision 017): the same Root as the browser's './app', rendered to HTML from the
// startup data the site server already has. Built for Node beside the browser build (dist/server/server.js) and
// released with it, so a release or rollback of mf-public switches both at once.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStore } from 'jotai/vanilla';
import { ServerStyleSheet } from 'styled-components';
import {
  SITE_VERSION,
  applyStartup,
  createSiteAtoms,
  splitStoreTitle,
  type PageRenderResult,
  type ServerRenderInput,
  type ShellProps,
} from '@college/shared-types';
import { ModuleTree } from '@college/web-kit';
import { Root } from './app/root';
import { ServerPathProvider } from './app/router';
import { setServerWindow } from './components/sanitize';

export const moduleName = __MODULE_NAME__;
export const moduleVersion = __MODULE_VERSION__;

let windowGiven: unknown = null;

/** Renders one page of this module; rejects on any error (the site server then sends the page without it). */
export function render(input: ServerRenderInput): Promise<PageRenderResult> {
  if (input.window && input.window !== windowGiven) {
    setServerWindow(input.window as Parameters<typeof setServerWindow>[0]);
    windowGiven = input.window;
  }
  const jotaiStore = createStore();
  const atoms = createSiteAtoms();
  applyStartup(jotaiStore, atoms, input.startup);
  // The server renders what the browser hydrates with: the data in, the visitor's language, signed out.
  jotaiStore.set(atoms.dataLoaded, true);
  jotaiStore.set(atoms.language, input.lang);
  jotaiStore.set(atoms.isAuthenticated, false);
  const shell: ShellProps = { jotaiStore, atoms, apiBase: '/api', versions: input.versions, siteVersion: SITE_VERSION };
  const sheet = new ServerStyleSheet();
  const tree = sheet.collectStyles(
    <ServerPathProvider value={input.path}>
      <ModuleTree {...shell} name={moduleName} Root={Root} />
    </ServerPathProvider>,
  );
  return new Promise<PageRenderResult>((resolve, reject) => {
    let failed: unknown = null;
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
        const banner = jotaiStore.get(atoms.banner);
        const site = splitStoreTitle(jotaiStore.get(atoms.store)?.store_title).english;
        // React writes its resource hints (the first slide's preload) before the tree: they belong in <head>.
        const out = Buffer.concat(chunks).toString('utf8');
        const hints = /^(?:<link [^>]*\/?>)*/.exec(out)?.[0] ?? '';
        resolve({
          html: out.slice(hints.length),
          head: hints + styles,
          banner,
          title: banner ? `${banner.title} | ${site}` : site,
        });
      },
    });
    let styles = '';
    // Every lazy page is awaited: the HTML holds the whole page, never a loading fallback.
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
        // An error inside a Suspense boundary would leave the browser to render that part: treat it as a failure.
        failed ??= error;
      },
    });
  });
}
