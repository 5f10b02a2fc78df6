// Server-rendered public pages: what the site server hands a module's server bundle, what it gets back, and how
// the browser knows the page it received was rendered on the server (decision 017).
import type { BannerInfo, JotaiStore, SiteAtoms } from './shell-props';
import type { StartupData } from '../content/api';
import { STARTUP_CALLS } from '../content/api';
import { parseLanguage, type Language } from '../content/language';
import { matchPath, type ModuleName } from './routes';
import { API_PATHS } from './api-paths';
import type { Student } from '../accounts/entities';

/** The startup answers as the content calls give them, by API path: `{ "/api/v1/get-store-data": { data } }`. */
export type StartupAnswers = Record<string, { data?: unknown } | undefined>;

/** What a server bundle renders from: the same data the browser has when the page starts. */
export interface ServerRenderInput {
  /** The requested path, e.g. "/about/about-us". */
  path: string;
  lang: Language;
  startup: StartupAnswers;
  /** Live version of each module (what the footer lists), as the shell computes it from remotes.json. */
  versions: Partial<Record<ModuleName | 'shell', string>>;
  /** The banner the page set (from mf-public's render), for the shell's chrome. */
  banner?: BannerInfo | null;
  /** A DOM window on the server for the HTML sanitiser (the same DOMPurify rules as in the browser). */
  window?: unknown;
  /**
   * The signed-in student the page is rendered for (their own get-user answer, the API having checked the session
   * cookie's token), on the pages of `STUDENT_SERVER_PATHS`; absent: rendered signed out.
   */
  user?: Student;
  /**
   * The student's own answers the page starts from besides get-user (`studentPageCalls`), by API path, asked for with
   * the same session; a page renders from them what it would otherwise fetch after its first render.
   */
  answers?: StartupAnswers;
}

/** mf-public's server render of one page. */
export interface PageRenderResult {
  /** The module's HTML, for its container in the outlet. */
  html: string;
  /** Extra elements for <head>: styled-components' collected styles. */
  head: string;
  /** The banner title the page set (useBanner), null on the home page. */
  banner: BannerInfo | null;
  /** The document title the page would set. */
  title: string;
}

/** The shell's server render of its chrome around a page. */
export interface ChromeRenderResult {
  header: string;
  footer: string;
}

/** Release-relative prefix of asset addresses in a server bundle; the site server writes the live release's folder. */
export const SERVER_ASSET_BASE = '/__release__/';

/** <script type="application/json" id="site-ssr">: the path and language the page was rendered for, and its banner. */
export const SSR_ELEMENT_ID = 'site-ssr';

export interface SsrMark {
  path: string;
  lang: Language;
  banner: BannerInfo | null;
  /**
   * true: rendered for the signed-in student of the session cookie, whose get-user answer is in `site-user`; the
   * browser hydrates it only while it still holds a student's token.
   */
  student?: boolean;
  /** The last characters of the session token the page was rendered for: only the browser holding it hydrates it. */
  session?: string;
}

/** How many of the token's last characters mark a student's page (48 of its 256 random bits; the rest stay secret). */
export const SSR_SESSION_MARK_LENGTH = 8;

/** <script type="application/json" id="site-user">: the get-user answer a page rendered for a student was made from. */
export const SSR_USER_ELEMENT_ID = 'site-user';

/** <script type="application/json" id="site-answers">: the student's other answers the page was made from (`answers`). */
export const SSR_ANSWERS_ELEMENT_ID = 'site-answers';

/**
 * The calls, besides get-user, whose answers a student's page rendered on the server starts from: the admission form
 * opens with the draft kept on the server and shows the academic session of the settings (decision 040). Asked for
 * by the site server with the student's session; a call that fails leaves the page to ask for it itself, as it does
 * when rendered in the browser.
 */
export function studentPageCalls(pathname: string): string[] {
  return matchPath('/student/admission-form/:course/:part', pathname)
    ? [API_PATHS.admissionDraft, API_PATHS.settings]
    : [];
}

/**
 * The cookie beside the stored token that lets the site server render a student's own page (decision 017): HttpOnly,
 * SameSite=Strict, sent only to /student pages; the API itself never reads it (its calls take the bearer header).
 */
export const STUDENT_PAGE_COOKIE = 'student_page';

/** The Set-Cookie value of the student page cookie: `token` for `maxAgeSeconds` (0 and '' forget it). */
export function studentPageCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  const attrs = [
    `${STUDENT_PAGE_COOKIE}=${token}`,
    'Path=/student',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  return (secure ? [...attrs, 'Secure'] : attrs).join('; ');
}

/** The token of the student page cookie in a Cookie header, or null. */
export function studentPageToken(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    const token = value.join('=').trim();
    if (name === STUDENT_PAGE_COOKIE && /^[A-Za-z0-9_-]{1,200}$/.test(token)) return token;
  }
  return null;
}

/** The cookie the server reads the visitor's language from (written with the remembered choice). */
export const LANGUAGE_COOKIE = 'site_lang';

/** The language from a Cookie header, or null when the visitor has not chosen one. */
export function languageFromCookie(header: string | undefined): Language | null {
  const m = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(header ?? '');
  return m ? parseLanguage(m[1]) : null;
}

/** The startup answers as site state, without a round trip; missing answers stay at their empty values. */
export function startupState(startup: StartupAnswers): Partial<StartupData> {
  const out: Partial<Record<keyof StartupData, unknown>> = {};
  for (const { key, path } of STARTUP_CALLS) {
    const answer = startup[path];
    if (!answer || typeof answer !== 'object' || !('data' in answer)) continue;
    if (key === 'store') out.store = answer.data ?? null;
    else if (Array.isArray(answer.data)) out[key] = answer.data;
  }
  return out as Partial<StartupData>;
}

/**
 * Writes every startup answer into the site atoms at once (the server's render and the browser's hydration start
 * from the same state); true when all seven were there, and then `dataLoaded` is set too.
 */
export function applyStartup(store: JotaiStore, atoms: SiteAtoms, startup: StartupAnswers): boolean {
  const state = startupState(startup);
  for (const { key } of STARTUP_CALLS) {
    if (!(key in state)) continue;
    if (key === 'store') store.set(atoms.store, state.store ?? null);
    else store.set(atoms[key] as SiteAtoms['sliders'], state[key] as StartupData['sliders']);
  }
  const complete = STARTUP_CALLS.every(({ key }) => key in state);
  if (complete) store.set(atoms.dataLoaded, true);
  return complete;
}
