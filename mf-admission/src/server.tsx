// The server bundle of mf-admission (decisions 017 and 040): a step of the admission form for the student the site
// server's API recognised by the session cookie (`STUDENT_SERVER_PATHS`, with `input.user`), opened with the draft
// kept on the server (`input.answers`), rendered to HTML from the same Root as the browser's './app'. Built for Node
// beside the browser build (dist/server/server.js) and released with it.
import type { PageRenderResult, ServerRenderInput } from '@college/shared-types';
import { renderModuleTree } from '@college/web-kit/server';
import { StaticRouter } from '@college/web-kit/routing';
import { Root } from './app/root';

export const moduleName = __MODULE_NAME__;
export const moduleVersion = __MODULE_VERSION__;

/** Renders one page of this module; rejects on any error (the site server then sends the page without it). */
export async function render(input: ServerRenderInput): Promise<PageRenderResult> {
  const { html, head } = await renderModuleTree(input, moduleName, Root, (tree) => (
    <StaticRouter location={input.path}>{tree}</StaticRouter>
  ));
  return { html, head, banner: null, title: '' };
}
