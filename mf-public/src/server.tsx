// The server bundle of mf-public (decision 017): the same Root as the browser's './app', rendered to HTML from the
// startup data the site server already has. Built for Node beside the browser build (dist/server/server.js) and
// released with it, so a release or rollback of mf-public switches both at once.
import { splitStoreTitle, type PageRenderResult, type ServerRenderInput } from '@college/shared-types';
import { renderModuleTree } from '@college/web-kit/server';
import { Root } from './app/root';
import { StaticRouter } from '@college/web-kit/routing';
import { setServerWindow } from './components/sanitize';

export const moduleName = __MODULE_NAME__;
export const moduleVersion = __MODULE_VERSION__;

let windowGiven: unknown = null;

/** Renders one page of this module; rejects on any error (the site server then sends the page without it). */
export async function render(input: ServerRenderInput): Promise<PageRenderResult> {
  if (input.window && input.window !== windowGiven) {
    setServerWindow(input.window as Parameters<typeof setServerWindow>[0]);
    windowGiven = input.window;
  }
  const { html, head, jotaiStore, atoms } = await renderModuleTree(input, moduleName, Root, (tree) => (
    <StaticRouter location={input.path}>{tree}</StaticRouter>
  ));
  const banner = jotaiStore.get(atoms.banner);
  const site = splitStoreTitle(jotaiStore.get(atoms.store)?.store_title).english;
  return { html, head, banner, title: banner ? `${banner.title} | ${site}` : site };
}
