// Server-rendered pages (decision 017): the live server bundle of the page's module (mf-public, or mf-portal for the
// entry pages) renders the page and the live shell server bundle its chrome where the page shows it, from the startup
// data the site server already writes into index.html. The bundles are
// required from their release folders (releases/<module>/<version>/server/server.js), so a release or rollback of
// either switches what is rendered with the same atomic remotes.json/state.json switch as the browser's code.
// Results are cached by (path, language, content tags, both versions); any error or a render slower than the time
// limit is logged and the page goes out as before, rendered in the browser. A student's own page (the dashboard,
// `STUDENT_SERVER_PATHS` beside the route table) is rendered for that student from their get-user answer and never kept.
import fs from 'node:fs';
import path from 'node:path';
import {
  REMOTE_MODULES,
  SERVER_ASSET_BASE,
  chromeVisible,
  moduleForPath,
  renderedForStudent,
  serverRendered,
  type BannerInfo,
  type ChromeRenderResult,
  type Language,
  type ModuleName,
  type PageRenderResult,
  type ServerRenderInput,
  type StartupAnswers,
  type Student,
} from '@college/shared-types';
import { readState, type ReleaseState } from './releases';

export interface PageBundle {
  render(input: ServerRenderInput): Promise<PageRenderResult>;
}
export interface ChromeBundle {
  renderChrome(input: ServerRenderInput): ChromeRenderResult;
  themeStyle?: string;
}

/** A page as the server rendered it, ready to go into the shell's index.html. */
export interface RenderedPage {
  path: string;
  /** The module whose page this is (its container in the outlet). */
  module: ModuleName;
  lang: Language;
  /** The module's HTML for its container in the outlet. */
  html: string;
  header: string;
  footer: string;
  /** For <head>: the theme, the stylesheets of the two releases the page uses, React's hints, collected styles. */
  head: string;
  banner: BannerInfo | null;
  title: string;
  /** What the page was rendered from; the cache key. */
  key: string;
}

export interface RendererOptions {
  /** A render slower than this is given up (default 1500 ms). */
  timeoutMs?: number;
  /** Pages kept in memory (default 300; the oldest goes first). */
  maxEntries?: number;
  log?: (message: string, error?: unknown) => void;
  /** The DOM window the bundles sanitise HTML with (default: one jsdom window, made on first use). */
  window?: () => unknown;
}

/** Paths the server renders: mf-public's and the portal's entry pages (`server: true` in the route table). */
export function isServerRendered(urlPath: string): boolean {
  if (urlPath.length > 300 || !urlPath.startsWith('/')) return false;
  try {
    return serverRendered(urlPath);
  } catch {
    return false;
  }
}

/** Paths the server renders for the signed-in student of the request (`STUDENT_SERVER_PATHS`). */
export function isRenderedForStudent(urlPath: string): boolean {
  if (urlPath.length > 300 || !urlPath.startsWith('/')) return false;
  try {
    return renderedForStudent(urlPath);
  } catch {
    return false;
  }
}

/** The module of a path with its live version and the live shell's, or null when either is not released. */
function liveOf(urlPath: string, state: ReleaseState): { module: ModuleName; version: string; shell: string } | null {
  const module = moduleForPath(urlPath);
  const version = state[module]?.live;
  const shell = state.shell.live;
  return version && shell ? { module, version, shell } : null;
}

function serverFile(releases: string, module: string, version: string): string {
  return path.join(releases, module, version, 'server', 'server.js');
}

let jsdomWindow: unknown = null;
function defaultWindow(): unknown {
  if (!jsdomWindow) {
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
    jsdomWindow = new JSDOM('<!doctype html><html><body></body></html>').window;
  }
  return jsdomWindow;
}

/** One stylesheet of a release's browser build: its rules ready for <style>, and the class names they select. */
interface ReleaseStylesheet {
  name: string;
  rules: string;
  /** Class names in its selectors; empty for a sheet of element rules only. */
  classes: string[];
  /** The module's entry stylesheet: always on the page. */
  entry: boolean;
}

/** The stylesheets of a release's browser build, read once per folder: its entry's files first, then by name. */
function releaseStylesheets(dir: string, first: string[] = []): ReleaseStylesheet[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((n) => n.endsWith('.css'));
  } catch {
    return [];
  }
  names.sort((a, b) => {
    const fa = first.includes(a) ? 0 : 1;
    const fb = first.includes(b) ? 0 : 1;
    return fa - fb || a.localeCompare(b);
  });
  return names.map((name) => {
    const rules = fs
      .readFileSync(path.join(dir, name), 'utf8')
      .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
      .replace(/<\/style/gi, '<\\/style')
      .trim();
    const classes = new Set<string>();
    // Outside declaration blocks and strings, ".name" is a class selector.
    const selectors = rules.replace(/\{[^{}]*\}/g, '{}').replace(/"[^"]*"|'[^']*'/g, '');
    for (const m of selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(m[1]!);
    return { name, rules, classes: [...classes], entry: first.includes(name) };
  });
}

/** Every class name used in some HTML. */
function classesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (c) used.add(c);
  return used;
}

/**
 * The stylesheets a page needs, for <head>: the entry's, those of element rules only, and those selecting a class
 * the page's HTML uses (CSS module classes are unique to their file). Their rules go inline; a disabled <link> names
 * each file: never fetched or applied, but the chunk loaders (Rspack's and the federation runtime's) find the file on
 * the page and do not add it a second time, which would restyle and lay out the whole page again while it hydrates.
 * A stylesheet the page does not use is left to its chunk, which loads it if the page ever needs it. The build puts
 * a CSS module shared by several chunks in each of their stylesheets: rules the same as an earlier file's go inline
 * once (each file keeps its link).
 */
function pageStylesheets(sheets: ReleaseStylesheet[], used: Set<string>, urlBase: string) {
  const needed = sheets.filter((s) => s.entry || s.classes.length === 0 || s.classes.some((c) => used.has(c)));
  return {
    rules: [...new Set(needed.map((s) => s.rules))].join('\n'),
    links: needed.map((s) => `<link rel="stylesheet" href="${urlBase}${s.name}" disabled>`).join(''),
  };
}

function entryCss(dir: string): string[] {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
      exposes?: Array<{ assets?: { css?: { sync?: string[] } } }>;
    };
    return (manifest.exposes ?? []).flatMap((e) => e.assets?.css?.sync ?? []);
  } catch {
    return [];
  }
}

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export class PageRenderer {
  private readonly bundles = new Map<string, unknown>();
  private readonly failedBundles = new Set<string>();
  private readonly pages = new Map<string, RenderedPage | null>();
  private readonly running = new Map<string, Promise<RenderedPage | null>>();
  private readonly css = new Map<string, ReleaseStylesheet[]>();
  private readonly timeoutMs: number;
  private readonly maxEntries: number;
  private readonly log: (message: string, error?: unknown) => void;
  private readonly window: () => unknown;
  /** Renders done (not answered from the cache), for tests and the log. */
  renders = 0;

  constructor(
    private readonly releases: string,
    opts: RendererOptions = {},
  ) {
    this.timeoutMs = opts.timeoutMs ?? 1500;
    this.maxEntries = opts.maxEntries ?? 300;
    this.log = opts.log ?? ((message, error) => console.error(message, error ?? ''));
    this.window = opts.window ?? defaultWindow;
  }

  /** A release's server bundle, required once; null (logged once) when it is missing or cannot be loaded. */
  private bundle<T>(module: string, version: string): T | null {
    const file = serverFile(this.releases, module, version);
    const loaded = this.bundles.get(file);
    if (loaded) return loaded as T;
    if (this.failedBundles.has(file) || !fs.existsSync(file)) return null;
    try {
      const mod = require(file) as T;
      // Only the live version of a module is kept loaded: an earlier one leaves memory after a release.
      const prefix = path.join(this.releases, module) + path.sep;
      for (const old of [...this.bundles.keys()]) {
        if (old.startsWith(prefix)) {
          this.bundles.delete(old);
          delete require.cache[old];
        }
      }
      this.bundles.set(file, mod);
      return mod;
    } catch (error) {
      this.failedBundles.add(file);
      delete require.cache[file];
      this.log(`server rendering: the server bundle of ${module} ${version} cannot be loaded`, error);
      return null;
    }
  }

  private stylesheetsOf(dir: string, entry: boolean): ReleaseStylesheet[] {
    let sheets = this.css.get(dir);
    if (sheets === undefined) {
      sheets = releaseStylesheets(dir, entry ? entryCss(dir) : []);
      this.css.set(dir, sheets);
    }
    return sheets;
  }

  /**
   * The server's HTML of a public page, or null: not a public path, no server bundle released, or the render failed
   * or took too long (logged; the failure is cached under the same key, so a broken bundle is tried once per page).
   */
  async render(
    urlPath: string,
    lang: Language,
    startup: StartupAnswers,
    contentTag: string,
    state: ReleaseState = readState(this.releases),
  ): Promise<RenderedPage | null> {
    const live = isServerRendered(urlPath) ? liveOf(urlPath, state) : null;
    if (!live) return null;
    const { module, version, shell } = live;
    // Every live version is in the key: the footer names them all, so a release of any module renders anew (an
    // old list would differ from the browser's and fail hydration).
    const key = JSON.stringify([urlPath, lang, contentTag, shell, ...REMOTE_MODULES.map((m) => state[m]?.live ?? '')]);
    if (this.pages.has(key)) {
      const page = this.pages.get(key) ?? null;
      // Most recently used last: the oldest entries go first when the cache is full.
      this.pages.delete(key);
      this.pages.set(key, page);
      return page;
    }
    let job = this.running.get(key);
    if (!job) {
      job = this.renderNow(urlPath, lang, startup, state, module, version, shell, key).finally(() =>
        this.running.delete(key),
      );
      this.running.set(key, job);
    }
    return job;
  }

  /**
   * A student's own page rendered for them from their get-user answer (which the API gave for their session) and their
   * other answers the page starts from (`studentPageCalls`), or
   * null: not such a page, no server bundle, or the render failed or took too long (logged). Never cached: the next
   * request renders it again, so no student is ever sent a page made for another.
   */
  async renderForStudent(
    urlPath: string,
    lang: Language,
    startup: StartupAnswers,
    user: Student,
    answers: StartupAnswers = {},
    state: ReleaseState = readState(this.releases),
  ): Promise<RenderedPage | null> {
    const live = isRenderedForStudent(urlPath) ? liveOf(urlPath, state) : null;
    if (!live) return null;
    return this.produce(urlPath, lang, startup, state, live.module, live.version, live.shell, '', { user, answers });
  }

  private async renderNow(
    urlPath: string,
    lang: Language,
    startup: StartupAnswers,
    state: ReleaseState,
    module: ModuleName,
    version: string,
    shell: string,
    key: string,
  ): Promise<RenderedPage | null> {
    const page = await this.produce(urlPath, lang, startup, state, module, version, shell, key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value as string;
      this.pages.delete(oldest);
    }
    return page;
  }

  /** One render of a page (for `student` when given); null when it cannot be made (logged). */
  private async produce(
    urlPath: string,
    lang: Language,
    startup: StartupAnswers,
    state: ReleaseState,
    module: ModuleName,
    version: string,
    shell: string,
    key: string,
    student?: { user: Student; answers: StartupAnswers },
  ): Promise<RenderedPage | null> {
    let page: RenderedPage | null = null;
    const pageBundle = this.bundle<PageBundle>(module, version);
    const chromeBundle = this.bundle<ChromeBundle>('shell', shell);
    if (pageBundle && chromeBundle) {
      const versions: ServerRenderInput['versions'] = {};
      for (const m of REMOTE_MODULES) {
        const v = state[m]?.live;
        if (v) versions[m] = v;
      }
      const input: ServerRenderInput = { path: urlPath, lang, startup, versions, window: this.window() };
      if (student) {
        input.user = student.user;
        input.answers = student.answers;
      }
      const started = Date.now();
      try {
        this.renders += 1;
        const result = await withTimeout(
          Promise.resolve().then(() => pageBundle.render(input)),
          this.timeoutMs,
          `rendering ${urlPath}`,
        );
        // A page without the site's header and footer (the portal's) has its own frame.
        const chrome = chromeVisible(urlPath)
          ? chromeBundle.renderChrome({ ...input, banner: result.banner })
          : { header: '', footer: '' };
        const base = `/releases/${module}/${version}/`;
        const rebase = (html: string) => html.split(SERVER_ASSET_BASE).join(base);
        const html = rebase(result.html);
        const used = classesIn(chrome.header + html + chrome.footer);
        const shellCss = pageStylesheets(
          this.stylesheetsOf(path.join(this.releases, 'shell', shell), false),
          used,
          '/',
        );
        const moduleDir = path.join(this.releases, module, version);
        const moduleCss = pageStylesheets(this.stylesheetsOf(moduleDir, true), used, base);
        page = {
          path: urlPath,
          module,
          lang,
          html,
          header: chrome.header,
          footer: chrome.footer,
          head:
            (chromeBundle.themeStyle ?? '') +
            `<style id="site-ssr-css">${shellCss.rules}\n${moduleCss.rules}</style>${shellCss.links}${moduleCss.links}` +
            rebase(result.head),
          banner: result.banner,
          title: result.title,
          key,
        };
        const ms = Date.now() - started;
        if (ms > this.timeoutMs / 2) this.log(`server rendering: ${urlPath} took ${ms} ms`);
      } catch (error) {
        this.log(`server rendering: ${urlPath} (${lang}) failed; the page is rendered in the browser`, error);
        page = null;
      }
    }
    return page;
  }
}
