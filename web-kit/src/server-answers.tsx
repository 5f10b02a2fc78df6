// The student's answers a page rendered on the server started from, besides get-user (decision 040): the admission
// form's draft. On the server they come from the site server (`input.answers`); in the browser from the page's
// `site-answers` element, taken once by the page's first render, so it equals the server's and the page does not
// ask for them again. They are taken only on the page they were rendered for and only by the browser holding the
// session they were asked for with; any later render asks the API, as a page rendered in the browser does.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { SSR_ANSWERS_ELEMENT_ID, SSR_ELEMENT_ID, type SsrMark, type StartupAnswers } from '@college/shared-types';
import { readToken } from './session';

const ServerAnswers = createContext<StartupAnswers | null>(null);

/** Put around a server render by the kit (`renderModuleTree`). */
export function ServerAnswersProvider({ answers, children }: { answers: StartupAnswers; children: ReactNode }) {
  return <ServerAnswers.Provider value={answers}>{children}</ServerAnswers.Provider>;
}

let embedded: StartupAnswers | undefined;
let markEl: Element | null | undefined;
let mark: SsrMark | null = null;

/** The JSON of one of the page's `<script type="application/json">` elements, or null (none, or not JSON). */
export function pageJson<T>(id: string): T | null {
  try {
    return JSON.parse(document.getElementById(id)?.textContent || 'null') as T | null;
  } catch {
    return null;
  }
}

/** Whether this browser holds the session a student's page was rendered for (its mark's last characters). */
export function holdsSessionOf(mark: SsrMark | null): boolean {
  return !!mark?.student && !!mark.session && !!readToken()?.endsWith(mark.session);
}

/**
 * The server's mark on this page (decision 017: the path, language and student it was rendered for), or null on a
 * page rendered in the browser. Read again only when the element changes (tests put a new one).
 */
export function ssrMark(): SsrMark | null {
  const el = document.getElementById(SSR_ELEMENT_ID);
  if (el !== markEl) {
    markEl = el;
    mark = pageJson<SsrMark>(SSR_ELEMENT_ID);
  }
  return mark;
}

/** The page's answers, read once: empty unless this is the page they were rendered for, in this session. */
function embeddedAnswers(): StartupAnswers {
  if (!embedded) {
    const m = ssrMark();
    const answers = pageJson<StartupAnswers>(SSR_ANSWERS_ELEMENT_ID);
    embedded = (holdsSessionOf(m) && m?.path === window.location.pathname && answers) || {};
  }
  return embedded;
}

/** The answer of `apiPath` the page was rendered from, without taking it (a module deciding whether to hydrate). */
export function peekServerAnswer<T>(apiPath: string): T | undefined {
  return embeddedAnswers()[apiPath] as T | undefined;
}

/**
 * The answer of `apiPath` the page was rendered from, or undefined (the page then asks for it). In the browser the
 * first render that asks takes it; every later one gets undefined.
 */
export function useServerAnswer<T>(apiPath: string): T | undefined {
  const fromServer = useContext(ServerAnswers);
  const [answer] = useState(() => {
    if (fromServer) return fromServer[apiPath] as T | undefined;
    const answers = embeddedAnswers();
    const taken = answers[apiPath] as T | undefined;
    delete answers[apiPath];
    return taken;
  });
  return answer;
}

/** Forgets what was read (tests). */
export function resetServerAnswers(): void {
  embedded = undefined;
}
