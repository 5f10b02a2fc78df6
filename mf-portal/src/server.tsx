// The server bundle of mf-portal (decision 017): the entry pages a signed-out student opens (login, registration,
// forgotten password; `server: true` in the route table), and the dashboard for the student the site server's API
// recognised by the session cookie (`STUDENT_SERVER_PATHS`, with `input.user`), rendered to HTML from the same Root as the
// browser's './app'. Built for Node beside the browser build (dist/server/server.js) and released with it.
import type { PageRenderResult, ServerRenderInput } from '@college/shared-types';
import { renderModuleTree } from '@college/web-kit/server';
import { Root } from './app/root';
import { StaticRouter } from '@college/web-kit/routing';
import { ServerTitleContext } from './lib/use-page-title';

export const moduleName = __MODULE_NAME__;
export const moduleVersion = __MODULE_VERSION__;

/** Renders one page of this module; rejects on any error (the site server then sends the page without it). */
export async function render(input: ServerRenderInput): Promise<PageRenderResult> {
  const title = { title: '' };
  const { html, head } = await renderModuleTree(input, moduleName, Root, (tree) => (
    <StaticRouter location={input.path}>
      <ServerTitleContext.Provider value={title}>{tree}</ServerTitleContext.Provider>
    </StaticRouter>
  ));
  return { html, head, banner: null, title: title.title };
}
