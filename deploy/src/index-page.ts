// The shell's index.html as the server sends it: the live remotes, preload hints for the module of the requested
// path and the startup data written into it, so the browser needs no round trip before the first page's scripts.
// Data goes in non-executed <script type="application/json"> elements (the CSP stays script-src 'self').
// Rebuilt when the shell, remotes.json (a release or rollback) or the content changes; kept compressed in memory.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  AFTER_PAINT_TEMPLATE_ID,
  API_PATHS,
  ENTRY_PRELOAD_ATTR,
  PAINT_FIRST_SCRIPT,
  PENDING_ATTR,
  SSR_ELEMENT_ID,
  SSR_SESSION_MARK_LENGTH,
  SSR_USER_ELEMENT_ID,
  SSR_ANSWERS_ELEMENT_ID,
  STARTUP_CALLS,
  moduleForPath,
  splitStoreTitle,
  type GetUserResponse,
  type Language,
  type ModuleName,
  type SsrMark,
  type StartupAnswers,
} from '@college/shared-types';
import { isRenderedForStudent, isServerRendered, type PageRenderer, type RenderedPage } from './page-renderer';

export interface IndexPage {
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface Remote {
  version: string;
  entry: string;
}

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close or open anything. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Hints for a remote: its manifest and the first CSS of its app preloaded, its entry and first chunks prefetched.
 * A page rendered on the server has the CSS inline already (`stylesInline`): no preload competes with its images.
 */
function remoteHints(releases: string, remote: Remote, stylesInline: boolean, pagePath: string): string[] {
  const hints = [`<link rel="preload" href="${attr(remote.entry)}" as="fetch" crossorigin>`];
  const base = remote.entry.replace(/[^/]*$/, '');
  // The code of the address's screen and of the remote's frame, when the remote names them (chunk-groups.json).
  for (const js of screenFiles(releases, remote, pagePath))
    hints.push(`<link rel="prefetch" href="${attr(base + js)}">`);
  try {
    const file = path.join(releases, remote.entry.replace(/^\/releases\//, ''));
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      metaData?: { remoteEntry?: { name?: string; path?: string } };
      exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
    };
    // Scripts are fetched early with a low-risk prefetch: a failed <link rel=preload as=script> would be
    // reused by the federation runtime's own <script>, so the module's Retry could never load it.
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) hints.push(`<link rel="prefetch" href="${attr(base + (entry.path ?? '') + entry.name)}">`);
    const app = manifest.exposes?.find((e) => e.name === 'app' || e.name === './app');
    for (const js of app?.assets?.js?.sync ?? []) hints.push(`<link rel="prefetch" href="${attr(base + js)}">`);
    for (const css of stylesInline ? [] : (app?.assets?.css?.sync ?? []))
      hints.push(`<link rel="preload" href="${attr(base + css)}" as="style">`);
  } catch {
    /* a manifest that cannot be read gives no hints; the runtime still loads it */
  }
  return hints;
}

/** A remote's named chunk groups and their JavaScript files (its build's chunk-groups.json); {} when it has none. */
function chunkGroups(releases: string, remote: Remote): Record<string, string[]> {
  try {
    const dir = path.dirname(path.join(releases, remote.entry.replace(/^\/releases\//, '')));
    return JSON.parse(fs.readFileSync(path.join(dir, 'chunk-groups.json'), 'utf8')) as Record<string, string[]>;
  } catch {
    return {};
  }
}

/**
 * The name of the chunk group of the screen at `pagePath` among `groups`: a screen's chunk is named by its route
 * path, "/" as "." and a `:param` segment as "_" (`/admin/applicants/:id` → `screen.admin.applicants._`); null when
 * none matches.
 */
export function screenGroupOf(groups: Iterable<string>, pagePath: string): string | null {
  const parts = pagePath.replace(/\/+$/, '').split('/').slice(1);
  for (const name of groups) {
    if (!name.startsWith('screen.')) continue;
    const want = name.slice('screen.'.length).split('.');
    if (want.length === parts.length && want.every((w, i) => w === '_' || w === parts[i])) return name;
  }
  return null;
}

/** The files of the remote's frame (its root, router and layout) and of the screen at `pagePath`, once each. */
function screenFiles(releases: string, remote: Remote, pagePath: string): string[] {
  const groups = chunkGroups(releases, remote);
  const screen = screenGroupOf(Object.keys(groups), pagePath);
  if (!screen) return [];
  return [...new Set([...(groups.frame ?? []), ...(groups[screen] ?? [])])];
}

/** The modules whose pages rendered in the browser are signed in: a student's (the dashboard, the form), the console. */
const SIGNED_IN_MODULES: ModuleName[] = ['mf-portal', 'mf-admission', 'mf-admin'];

/** The shell's named library chunks (config/rspack.base.cjs) each signed-in module's pages use first. */
const LIBRARIES: Partial<Record<ModuleName, RegExp>> = {
  'mf-portal': /^(transport|kit-ui|styled-components)\.[0-9a-f]+\.js$/,
  'mf-admin': /^(transport|kit-ui|styled-components)\.[0-9a-f]+\.js$/,
  'mf-admission': /^(transport|kit-ui|styled-components|formik|yup)\.[0-9a-f]+\.js$/,
};

/**
 * The shell's files a signed-in page needs first, by their hashed names in the shell's release: the script that
 * starts its calls (shell/src/early/early-calls.js; null when the release has none), the start-up files its entry
 * loads (`startup`, React DOM) and the libraries the shell provides that the module's pages use first (`LIBRARIES`).
 */
function signedInPageFiles(
  shellDir: string,
  module: ModuleName,
): { early: string | null; start: string[]; libraries: string[] } {
  let files: string[] = [];
  try {
    files = fs.readdirSync(shellDir);
  } catch {
    /* no release: nothing to hint */
  }
  return {
    early: files.find((f) => /^early-calls\.[0-9a-f]+\.js$/.test(f)) ?? null,
    start: files.filter((f) => /^(startup|react-dom)\.[0-9a-f]+\.js$/.test(f)),
    libraries: files.filter((f) => LIBRARIES[module]?.test(f)),
  };
}

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * The mark on each part of the page rendered here: until the browser has taken that part over, the page's inline
 * script (PAINT_FIRST_SCRIPT) holds a press on its buttons and the kit makes it again once the part is live.
 */
const PENDING = ` ${PENDING_ATTR}`;
const pending = (html: string) => (html ? PENDING : '');

/** The hints of a remote's files (`remoteHints`) as they are written into the head. */
const REMOTE_HINT = /<link rel="preload" href="[^"]*" as="fetch" crossorigin>|<link rel="prefetch" href="[^"]*">/g;

/**
 * A server-rendered page paints before any script runs (decision 039): the shell's entry becomes a preload (its
 * download starts at once) that the page's one inline script runs after the first contentful paint, and the hints
 * of the module's files wait in an inert <template> until then. Fetched or run before that paint, they would share
 * the phone's network and processor with it. The same script holds what the visitor does until the page is live.
 */
export function paintFirst(html: string): string {
  const hints: string[] = [];
  let out = html.replace(REMOTE_HINT, (hint) => {
    hints.push(hint);
    return '';
  });
  out = out.replace(
    /<script defer src="([^"]+)"><\/script>/,
    (_m, src: string) => `<link rel="preload" href="${src}" as="script" ${ENTRY_PRELOAD_ATTR}>`,
  );
  const late = `<template id="${AFTER_PAINT_TEMPLATE_ID}">${hints.join('')}</template><script>${PAINT_FIRST_SCRIPT}</script>`;
  return out.includes('</body>') ? out.replace('</body>', () => `${late}</body>`) : out + late;
}

/**
 * index.html around a server-rendered page: the chrome and the page in their elements, the page shown at once
 * (`site-ready`, no loading circle over it), its styles and title in the head, and the mark the browser hydrates by.
 */
export function composeServerPage(
  html: string,
  page: RenderedPage,
  student?: { answer: GetUserResponse; token: string; answers?: StartupAnswers },
): string {
  const mark: SsrMark = { path: page.path, lang: page.lang, banner: page.banner };
  // A page rendered for the signed-in student carries the get-user answer it was made from: the browser's first
  // render starts from it, so it equals the server's (the answer is what the browser would have fetched itself). The
  // token's last characters let the browser check it holds the same session before taking the page over.
  if (student) {
    mark.student = true;
    mark.session = student.token.slice(-SSR_SESSION_MARK_LENGTH);
  }
  let out = html.replace(/<html[^>]*>/, `<html lang="${page.lang}" class="site-ready">`);
  const loader = out.indexOf('<div id="site-loader">');
  const header = out.indexOf('<div id="site-header">');
  if (loader >= 0 && header > loader) out = `${out.slice(0, loader)}<div id="site-loader"></div>${out.slice(header)}`;
  out = out
    .replace(/<title>[\s\S]*?<\/title>/, (title) => (page.title ? `<title>${text(page.title)}</title>` : title))
    .replace('<div id="site-header"></div>', () => `<div id="site-header"${pending(page.header)}>${page.header}</div>`)
    .replace(
      /(<main id="single-spa-outlet"[^>]*>)(<\/main>)/,
      (_m, open: string, close: string) =>
        `${open}<div id="module-${page.module}" data-ssr-path="${attr(page.path)}"${PENDING}>${page.html}</div>${close}`,
    )
    .replace('<div id="site-footer"></div>', () => `<div id="site-footer"${pending(page.footer)}>${page.footer}</div>`)
    // The page reads without JavaScript: no message saying it does not.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  const user = student
    ? `<script type="application/json" id="${SSR_USER_ELEMENT_ID}">${scriptJson(student.answer)}</script>`
    : '';
  // And the other answers it was made from (the form's draft), which the page then does not ask for again.
  const answers =
    student?.answers && Object.keys(student.answers).length > 0
      ? `<script type="application/json" id="${SSR_ANSWERS_ELEMENT_ID}">${scriptJson(student.answers)}</script>`
      : '';
  const head = `${page.head}<script type="application/json" id="${SSR_ELEMENT_ID}">${scriptJson(mark)}</script>${user}${answers}`;
  return paintFirst(out.replace('</head>', () => `${head}</head>`));
}

export class IndexPages {
  private cache = new Map<string, IndexPage>();
  private groupNames = new Map<ModuleName, string[]>();
  private cacheKey = '';
  /** Server-rendered pages as sent, by the rendered page (which the renderer keeps while it is current). */
  private composed = new WeakMap<RenderedPage, { stamp: string; page: IndexPage }>();

  constructor(
    private readonly releases: string,
    /** The startup calls' JSON text as the API answers them (app.contentCache). */
    private readonly contentJson: (path: string) => string | undefined,
    /** Renders pages on the server (decision 017); without it every page is rendered in the browser. */
    private readonly renderer?: PageRenderer,
  ) {}

  /** The content's tags, for the server render's cache key. */
  private contentTag(): string {
    return STARTUP_CALLS.map((c) => hashOf(this.contentJson(c.path) ?? '')).join('.');
  }

  private startup(): StartupAnswers {
    const startup: StartupAnswers = {};
    for (const c of STARTUP_CALLS) {
      const json = this.contentJson(c.path);
      if (json) startup[c.path] = JSON.parse(json) as { data?: unknown };
    }
    return startup;
  }

  /**
   * The page for a path in a language: rendered on the server when the path is and it can be, otherwise the page of
   * its module (rendered in the browser). `rendered` tells which.
   */
  async pageFor(shellDir: string, urlPath: string, lang: Language): Promise<IndexPage & { rendered: boolean }> {
    const key = this.stamp(shellDir);
    if (this.renderer && isServerRendered(urlPath)) {
      const rendered = await this.renderer.render(urlPath, lang, this.startup(), this.contentTag());
      if (rendered) {
        const kept = this.composed.get(rendered);
        if (kept && kept.stamp === key) return { ...kept.page, rendered: true };
        const base = this.renderHtml(shellDir, rendered.module, rendered.path, true);
        const page = pack(composeServerPage(base, rendered));
        this.composed.set(rendered, { stamp: key, page });
        return { ...page, rendered: true };
      }
    }
    return { ...this.page(shellDir, urlPath), rendered: false };
  }

  /**
   * A student's own page (the dashboard) rendered for them from their get-user answer, or null (not such a page, no
   * renderer, or the render failed: the page of its module then goes out, rendered in the browser). Made for this
   * request only: never kept here or by the renderer.
   */
  async studentPageFor(
    shellDir: string,
    urlPath: string,
    lang: Language,
    student: GetUserResponse,
    token: string,
    answers: StartupAnswers = {},
  ): Promise<string | null> {
    if (!this.renderer || !isRenderedForStudent(urlPath)) return null;
    const rendered = await this.renderer.renderForStudent(urlPath, lang, this.startup(), student.user, answers);
    if (!rendered) return null;
    const base = this.renderHtml(shellDir, rendered.module, rendered.path, true);
    return composeServerPage(base, rendered, { answer: student, token, answers });
  }

  private stamp(shellDir: string): string {
    const remotesFile = path.join(this.releases, 'remotes.json');
    const m = fs.existsSync(remotesFile) ? fs.statSync(remotesFile).mtimeMs : 0;
    const content = STARTUP_CALLS.map(
      (c) => (this.contentJson(c.path) ?? '').length + ':' + hashOf(this.contentJson(c.path) ?? ''),
    ).join(',');
    return `${shellDir}|${fs.statSync(path.join(shellDir, 'index.html')).mtimeMs}|${m}|${content}`;
  }

  /**
   * The page for a path (one per module, and per screen of a remote that names its screens' code), from memory
   * unless something it is made of changed.
   */
  page(shellDir: string, urlPath: string): IndexPage {
    const key = this.stamp(shellDir);
    if (key !== this.cacheKey) {
      this.cache.clear();
      this.groupNames.clear();
      this.cacheKey = key;
    }
    let module: ModuleName;
    try {
      module = moduleForPath(urlPath);
    } catch {
      module = 'mf-public';
    }
    const cacheKey = `${module}|${screenGroupOf(this.groupNamesOf(module), urlPath) ?? ''}`;
    let page = this.cache.get(cacheKey);
    if (!page) {
      page = pack(this.renderHtml(shellDir, module, urlPath));
      this.cache.set(cacheKey, page);
    }
    return page;
  }

  /** The names of the chunk groups of a module's live release, read once per release. */
  private groupNamesOf(module: ModuleName): string[] {
    let names = this.groupNames.get(module);
    if (!names) {
      names = Object.keys(chunkGroups(this.releases, this.remotes()[module] ?? { version: '', entry: '' }));
      this.groupNames.set(module, names);
    }
    return names;
  }

  private remotes(): Record<string, Remote> {
    try {
      return JSON.parse(fs.readFileSync(path.join(this.releases, 'remotes.json'), 'utf8')) as Record<string, Remote>;
    } catch {
      /* no release yet: the shell fetches remotes.json itself */
      return {};
    }
  }

  private renderHtml(shellDir: string, module: ModuleName, pagePath: string, stylesInline = false): string {
    const html = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
    const remotes = this.remotes();
    const startup: Record<string, unknown> = {};
    for (const c of STARTUP_CALLS) {
      const json = this.contentJson(c.path);
      if (json) startup[c.path] = JSON.parse(json);
    }
    const remote = remotes[module];
    const head = [
      ...(remote ? remoteHints(this.releases, remote, stylesInline, pagePath) : []),
      `<script type="application/json" id="site-remotes">${scriptJson(remotes)}</script>`,
      `<script type="application/json" id="site-startup">${scriptJson(startup)}</script>`,
    ].join('');
    let out = html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : head + html;
    // A signed-in student's or staff member's page rendered in the browser starts its first calls at once, and the
    // shell's start-up files download beside its entry rather than after it.
    if (!stylesInline && SIGNED_IN_MODULES.includes(module)) {
      const { early, start, libraries } = signedInPageFiles(shellDir, module);
      if (early)
        out = out.replace('<script', () => `<script src="/${attr(early)}" async fetchpriority="high"></script><script`);
      const preloads = [
        ...start.map((f) => `<link rel="preload" href="/${attr(f)}" as="script">`),
        // Loaded by the federation runtime's own <script> when a remote asks for them: a prefetch, as for the
        // remote's files (see remoteHints).
        ...libraries.map((f) => `<link rel="prefetch" href="/${attr(f)}">`),
      ].join('');
      out = out.replace('</head>', () => `${preloads}</head>`);
    }
    // The college's name in the page's first paint, as the content has it.
    const store = (startup[API_PATHS.storeData] as { data?: { store_title?: string } } | undefined)?.data;
    if (store?.store_title) {
      const { hindi, english } = splitStoreTitle(store.store_title);
      out = out.replace(/(<p class="boot-name">)[\s\S]*?(<\/p>)/, `$1${attr(hindi)}<span>${attr(english)}</span>$2`);
    }
    return out;
  }
}

/** The page's bytes, plain and compressed, with its tag. */
function pack(out: string): IndexPage {
  const plain = Buffer.from(out);
  return {
    etag: `"${hashOf(out)}"`,
    plain,
    br: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(plain, { level: 9 }),
  };
}

function hashOf(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}
