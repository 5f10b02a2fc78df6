// Whether the page arrived rendered on the server (decision 017), and whether the browser may hydrate it: the server
// rendered this path, in the language this browser shows, with the startup data written in, signed out, or (the
// dashboard) for the signed-in student while this browser still holds a student's token.
import type { GetUserResponse, JotaiStore, SiteAtoms, StartupAnswers } from '@college/shared-types';
import { SSR_USER_ELEMENT_ID, applyStartup } from '@college/shared-types';
import { holdsSessionOf, pageJson, ssrMark } from '@college/web-kit';
import { currentLanguage, hasStoredSession } from '@college/web-kit/site-state';

export type ServerHtml = 'none' | 'hydrate' | 'replace';

/**
 * The server's page has every stylesheet inline, with a disabled <link> naming each file (page-renderer.ts). The
 * federation runtime knows a stylesheet is on the page only by its full address, so the remotes' links get theirs;
 * the shell's own loader matches the path as written.
 */
function nameInlineStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')) {
    if (link.getAttribute('href')?.startsWith('/releases/')) link.setAttribute('href', link.href);
  }
}

/**
 * Looks at the server's mark once, before anything renders. 'hydrate': the startup data is put into the store now
 * (the first render must equal the server's) and the banner the page set. 'replace': the HTML stays visible until
 * each part renders afresh; the module container's mark is removed so the module renders instead of hydrating.
 */
export function takeServerHtml(store: JotaiStore, atoms: SiteAtoms): ServerHtml {
  const mark = ssrMark();
  if (!mark) return 'none';
  nameInlineStylesheets();
  const startup = pageJson<StartupAnswers>('site-startup') ?? {};
  const complete = applyStartup(store, atoms, startup);
  // A student's page goes with their get-user answer, and is taken over only while this browser keeps the token it
  // was rendered for (a session ended here, with the cookie left behind, renders afresh: the login page).
  const student = mark.student && pageJson<GetUserResponse>(SSR_USER_ELEMENT_ID)?.user;
  const session = mark.student ? student && holdsSessionOf(mark) : !hasStoredSession();
  if (complete && session && mark.path === window.location.pathname && mark.lang === currentLanguage()) {
    store.set(atoms.banner, mark.banner ?? null);
    // The first render shows the student the server rendered the page for (no get-user before it).
    if (student) store.set(atoms.user, student);
    return 'hydrate';
  }
  for (const el of document.querySelectorAll('[data-ssr-path]')) el.removeAttribute('data-ssr-path');
  return 'replace';
}
