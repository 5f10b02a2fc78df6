import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import {
  AFTER_PAINT_TEMPLATE_ID,
  API_PATHS,
  ENTRY_PRELOAD_ATTR,
  PAINT_FIRST_SCRIPT,
  SSR_ELEMENT_ID,
} from '@college/shared-types';
import { IndexPages, composeServerPage } from '../src/index-page';
import { PageRenderer, isServerRendered, type RenderedPage } from '../src/page-renderer';

/** A releases folder with a shell and mf-public whose server bundles are small CommonJS files written here. */
function site(pageBundle: string, chromeBundle = DEFAULT_CHROME) {
  const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'page-renderer-'));
  const shellDir = path.join(releases, 'shell', 's1');
  fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>College</title></head><body><div id="site-loader"><div class="boot">0%</div></div>' +
      '<div id="site-header"></div><main id="single-spa-outlet" tabindex="-1"></main><div id="site-footer"></div>' +
      '<noscript>This site needs JavaScript.</noscript></body></html>',
  );
  fs.writeFileSync(path.join(shellDir, 'chrome.css'), '.header{color:red}');
  fs.writeFileSync(path.join(shellDir, 'server', 'server.js'), chromeBundle);
  const state: Record<string, { live: string | null; history: string[] }> = {
    shell: { live: 's1', history: ['s1'] },
    'mf-public': { live: null, history: [] },
  };
  const write = () => fs.writeFileSync(path.join(releases, 'state.json'), JSON.stringify(state));
  const releaseModule = (module: string, version: string, bundle: string) => {
    const dir = path.join(releases, module, version);
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'server', 'server.js'), bundle);
    fs.writeFileSync(path.join(dir, 'page.css'), '.page{margin:0}');
    fs.writeFileSync(path.join(dir, 'base.css'), 'body{background:url("a.b.png")}');
    fs.writeFileSync(path.join(dir, 'gallery.css'), '@media (min-width:600px){.grid,.tile{display:grid}}');
    state[module] = { live: version, history: [...(state[module]?.history ?? []), version] };
    write();
  };
  const releasePublic = (version: string, bundle: string) => releaseModule('mf-public', version, bundle);
  releasePublic('p1', pageBundle);
  return { releases, shellDir, releasePublic, releaseModule };
}

const DEFAULT_CHROME = `exports.themeStyle = '<style id="site-theme">:root{--c:1}</style>';
exports.renderChrome = (input) => ({
  header: '<header class="header">' + input.lang + ' ' + (input.banner ? input.banner.title : 'home') + '</header>',
  footer: '<footer>' + Object.keys(input.versions).join(',') + '</footer>',
});`;

/** A page bundle that counts its renders on globalThis and says which version it is. */
function pageBundle(label: string): string {
  return `exports.render = async (input) => {
  globalThis.__renders = (globalThis.__renders || 0) + 1;
  const store = input.startup['${API_PATHS.storeData}'];
  return {
    html: '<div class="page">${label} ' + input.path + ' ' + input.lang + ' ' + (store ? store.data.store_title : '') +
      ' <img src="/__release__/assets/a.svg"></div>',
    head: '<link rel="preload" as="image" href="/__release__/assets/a.svg"/>',
    banner: input.path === '/' ? null : { title: 'About Us' },
    title: 'About Us | College',
  };
};`;
}

const startup = { [API_PATHS.storeData]: { data: { store_title: 'Govt College' } } };

function renderer(releases: string, log: string[] = [], timeoutMs = 1500) {
  return new PageRenderer(releases, {
    timeoutMs,
    log: (m, e) => log.push(`${m} ${e instanceof Error ? e.message : ''}`),
    window: () => ({}),
  });
}

beforeEach(() => {
  (globalThis as { __renders?: number }).__renders = 0;
});

describe('which pages the server renders', () => {
  it('renders the public pages and the entry pages of the portal, never other student, admission, print or office pages', () => {
    for (const p of [
      '/',
      '/about/about-us',
      '/gallery/photo',
      '/no-such-page',
      '/student/login',
      '/student/register',
      '/student/forgot-password',
    ]) {
      expect(isServerRendered(p)).toBe(true);
    }
    for (const p of [
      '/student/reset-password',
      '/student/dashboard',
      '/student/payment',
      '/admission-form',
      '/admission-form/print/5',
      '/admin',
      '/admin/applicants',
      '/verify/abc',
    ]) {
      expect(isServerRendered(p)).toBe(false);
    }
    expect(isServerRendered(`/${'x'.repeat(400)}`)).toBe(false);
  });
});

describe('the renderer', () => {
  it('renders a public page with the live bundles, the release folder in asset addresses and both CSS files', async () => {
    const { releases } = site(pageBundle('v1'));
    const r = renderer(releases);
    const page = await r.render('/about/about-us', 'hi', startup, 'tag1');
    expect(page).not.toBeNull();
    expect(page!.html).toBe(
      '<div class="page">v1 /about/about-us hi Govt College <img src="/releases/mf-public/p1/assets/a.svg"></div>',
    );
    expect(page!.header).toBe('<header class="header">hi About Us</header>');
    expect(page!.head).toContain('<style id="site-theme">');
    expect(page!.head).toContain('.header{color:red}');
    expect(page!.head).toContain('.page{margin:0}');
    expect(page!.head).toContain('body{background:url("a.b.png")}');
    // Only the stylesheets the page uses: a sheet whose classes are nowhere in its HTML is left to its chunk.
    expect(page!.head).not.toContain('.grid');
    // Each file inline is also named by a disabled link, so the chunk loaders never add its rules a second time.
    expect(page!.head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/chrome.css" disabled>',
      '<link rel="stylesheet" href="/releases/mf-public/p1/base.css" disabled>',
      '<link rel="stylesheet" href="/releases/mf-public/p1/page.css" disabled>',
    ]);
    expect(page!.head).toContain('href="/releases/mf-public/p1/assets/a.svg"');
    expect(page!.banner).toEqual({ title: 'About Us' });
    // A page of a module with no live release is not rendered.
    expect(await r.render('/student/login', 'en', startup, 'tag1')).toBeNull();
    expect(r.renders).toBe(1);
  });

  it('inlines rules the same as another used file only once, and still names both files', async () => {
    const { releases } = site(pageBundle('v1'));
    // A CSS module two chunks share is in both chunks' stylesheets.
    const dir = path.join(releases, 'mf-public', 'p1');
    fs.writeFileSync(path.join(dir, 'shared.css'), '.page{margin:0}\n/*# sourceMappingURL=shared.css.map*/');
    const page = await renderer(releases).render('/about/about-us', 'en', startup, 'tag1');
    expect(page!.head.split('.page{margin:0}')).toHaveLength(2);
    expect(page!.head).toContain('<link rel="stylesheet" href="/releases/mf-public/p1/page.css" disabled>');
    expect(page!.head).toContain('<link rel="stylesheet" href="/releases/mf-public/p1/shared.css" disabled>');
  });

  it("renders a portal entry page with the portal's live bundle, without the site's header and footer", async () => {
    const chrome = `${DEFAULT_CHROME}\nconst first = exports.renderChrome;\nexports.renderChrome = (i) => { globalThis.__chrome = (globalThis.__chrome || 0) + 1; return first(i); };`;
    const { releases, releaseModule } = site(pageBundle('v1'), chrome);
    releaseModule('mf-portal', 'q1', pageBundle('portal'));
    (globalThis as { __chrome?: number }).__chrome = 0;
    const r = renderer(releases);
    const page = await r.render('/student/login', 'en', startup, 'tag1');
    expect(page).not.toBeNull();
    expect(page!.module).toBe('mf-portal');
    expect(page!.html).toBe(
      '<div class="page">portal /student/login en Govt College <img src="/releases/mf-portal/q1/assets/a.svg"></div>',
    );
    expect(page!.header).toBe('');
    expect(page!.footer).toBe('');
    expect((globalThis as { __chrome?: number }).__chrome).toBe(0);
    // The theme still comes from the shell; the stylesheets from the portal's release.
    expect(page!.head).toContain('<style id="site-theme">');
    expect(page!.head).toContain('<link rel="stylesheet" href="/releases/mf-portal/q1/page.css" disabled>');
    expect(page!.head).not.toContain('/releases/mf-public/');
    // The dashboard is for a signed-in student: never rendered on the server.
    expect(await r.render('/student/dashboard', 'en', startup, 'tag1')).toBeNull();
    const home = await r.render('/', 'en', startup, 'tag1');
    expect(home!.module).toBe('mf-public');
    expect((globalThis as { __chrome?: number }).__chrome).toBe(1);
  });

  it('answers from its cache until the path, language, content or a version changes', async () => {
    const { releases, releasePublic } = site(pageBundle('v1'));
    const r = renderer(releases);
    const first = await r.render('/', 'en', startup, 'tag1');
    expect(await r.render('/', 'en', startup, 'tag1')).toBe(first);
    expect(r.renders).toBe(1);
    await r.render('/', 'hi', startup, 'tag1');
    await r.render('/about/about-us', 'en', startup, 'tag1');
    await r.render('/', 'en', startup, 'tag2');
    expect(r.renders).toBe(4);
    // A release of mf-public: the next render comes from the new bundle.
    releasePublic('p2', pageBundle('v2'));
    const after = await r.render('/', 'en', startup, 'tag2');
    expect(after!.html).toContain('v2 /');
    expect(after!.html).toContain('/releases/mf-public/p2/assets/a.svg');
    expect(r.renders).toBe(5);
    // A release of any other module too: the footer lists every live version, as the browser will.
    const file = path.join(releases, 'state.json');
    const state = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...state, 'mf-admin': { live: 'a2', history: ['a2'] } }));
    const released = await r.render('/', 'en', startup, 'tag2');
    expect(r.renders).toBe(6);
    expect(released!.footer).toContain('mf-admin');
  });

  it('renders a page once when many ask for it at the same time', async () => {
    const { releases } = site(pageBundle('v1'));
    const r = renderer(releases);
    const pages = await Promise.all(Array.from({ length: 5 }, () => r.render('/', 'en', startup, 't')));
    expect(new Set(pages).size).toBe(1);
    expect((globalThis as { __renders?: number }).__renders).toBe(1);
  });

  it('falls back (null, logged) when the bundle throws, and tries that page once', async () => {
    const { releases } = site('exports.render = async () => { throw new Error("broken page"); };');
    const log: string[] = [];
    const r = renderer(releases, log);
    expect(await r.render('/', 'en', startup, 't')).toBeNull();
    expect(await r.render('/', 'en', startup, 't')).toBeNull();
    expect(r.renders).toBe(1);
    expect(log.join('\n')).toMatch(/failed; the page is rendered in the browser broken page/);
  });

  it('falls back when a render takes longer than the limit', async () => {
    const { releases } = site('exports.render = () => new Promise(() => {});');
    const log: string[] = [];
    const r = renderer(releases, log, 50);
    const started = Date.now();
    expect(await r.render('/', 'en', startup, 't')).toBeNull();
    // The bundle never answers: without the limit this would wait for ever. The bound is loose on purpose (loading
    // the bundle on a busy machine takes a second); it tells a limit that works from one that does not.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(log.join('\n')).toMatch(/took longer than 50 ms/);
  });

  it('falls back when a bundle cannot be loaded, and when a release has no server bundle', async () => {
    const { releases, releasePublic } = site('this is not javascript (');
    const log: string[] = [];
    const r = renderer(releases, log);
    expect(await r.render('/', 'en', startup, 't')).toBeNull();
    expect(log.join('\n')).toMatch(/server bundle of mf-public p1 cannot be loaded/);
    releasePublic('p2', pageBundle('v2'));
    fs.rmSync(path.join(releases, 'mf-public', 'p2', 'server'), { recursive: true });
    expect(await r.render('/', 'en', startup, 't')).toBeNull();
    releasePublic('p3', pageBundle('v3'));
    expect((await r.render('/', 'en', startup, 't'))!.html).toContain('v3');
  });

  it('keeps at most maxEntries pages', async () => {
    const { releases } = site(pageBundle('v1'));
    const r = new PageRenderer(releases, { maxEntries: 2, window: () => ({}) });
    const a = await r.render('/a', 'en', startup, 't');
    await r.render('/b', 'en', startup, 't');
    await r.render('/c', 'en', startup, 't');
    expect(r.renders).toBe(3);
    expect(await r.render('/a', 'en', startup, 't')).not.toBe(a);
    expect(r.renders).toBe(4);
  });
});

describe('index.html around a server-rendered page', () => {
  const rendered: RenderedPage = {
    path: '/about/about-us',
    module: 'mf-public',
    lang: 'hi',
    html: '<div class="page">About</div>',
    header: '<header>H</header>',
    footer: '<footer>F</footer>',
    head: '<style>.x{}</style>',
    banner: { title: 'About </script> Us' },
    title: 'About <Us> & more',
    key: 'k',
  };

  // Each part rendered here is marked until the browser takes it over: a press on it before then is held.
  it('shows the page at once: chrome and page in place, no loading circle, title, styles and the mark', () => {
    const { shellDir } = site(pageBundle('v1'));
    const html = composeServerPage(fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8'), rendered);
    expect(html).toContain('<html lang="hi" class="site-ready">');
    expect(html).toContain(
      '<div id="site-loader"></div><div id="site-header" data-ssr-pending><header>H</header></div>',
    );
    expect(html).not.toContain('class="boot"');
    expect(html).toContain(
      '<main id="single-spa-outlet" tabindex="-1"><div id="module-mf-public" data-ssr-path="/about/about-us" data-ssr-pending><div class="page">About</div></div></main>',
    );
    expect(html).toContain('<div id="site-footer" data-ssr-pending><footer>F</footer></div>');
    expect(html).toContain('<title>About &lt;Us> &amp; more</title>');
    expect(html).not.toContain('<noscript>');
    const mark = new RegExp(`<script type="application/json" id="${SSR_ELEMENT_ID}">(.*?)</script>`).exec(html)![1]!;
    expect(mark).not.toContain('</script>');
    expect(JSON.parse(mark)).toEqual({ path: '/about/about-us', lang: 'hi', banner: { title: 'About </script> Us' } });
    expect(html.indexOf('<style>.x{}</style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it("puts a portal page in the portal's container, and keeps the shell's title when the page names none", () => {
    const { shellDir } = site(pageBundle('v1'));
    const portal = {
      ...rendered,
      path: '/student/login',
      module: 'mf-portal' as const,
      header: '',
      footer: '',
      title: '',
    };
    const html = composeServerPage(fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8'), portal);
    expect(html).toContain(
      '<main id="single-spa-outlet" tabindex="-1"><div id="module-mf-portal" data-ssr-path="/student/login" data-ssr-pending><div class="page">About</div></div></main>',
    );
    expect(html).toContain('<title>College</title>');
    expect(html).toContain('<div id="site-header"></div>');
  });

  // Decision 039: nothing fetched or run before the first paint but the page itself and the entry's download.
  it('paints before any script runs: the entry preloaded, the remote hints inert, the one inline script last', () => {
    const shell =
      '<!doctype html><html lang="en"><head><title>College</title><script defer src="/main.abc123.js"></script>' +
      '<link rel="preload" href="/releases/mf-public/1/mf-manifest.json" as="fetch" crossorigin>' +
      '<link rel="prefetch" href="/releases/mf-public/1/remoteEntry.js"></head><body><div id="site-loader"></div>' +
      '<div id="site-header"></div><main id="single-spa-outlet" tabindex="-1"></main><div id="site-footer"></div></body></html>';
    const html = composeServerPage(shell, rendered);
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).toContain(`<link rel="preload" href="/main.abc123.js" as="script" ${ENTRY_PRELOAD_ATTR}>`);
    const template = new RegExp(`<template id="${AFTER_PAINT_TEMPLATE_ID}">(.*?)</template>`).exec(html)![1]!;
    expect(template).toBe(
      '<link rel="preload" href="/releases/mf-public/1/mf-manifest.json" as="fetch" crossorigin>' +
        '<link rel="prefetch" href="/releases/mf-public/1/remoteEntry.js">',
    );
    expect(html.slice(0, html.indexOf('<template'))).not.toContain('rel="prefetch"');
    // The inline script is the policy's, byte for byte, after the page and its template.
    expect(html).toContain(`</template><script>${PAINT_FIRST_SCRIPT}</script></body>`);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('runs the entry after the first contentful paint, once, and adds the hints then', async () => {
    const dom = new JSDOM(
      `<!doctype html><html><head><link rel="preload" href="/main.abc123.js" as="script" ${ENTRY_PRELOAD_ATTR}></head>` +
        `<body><p>Page</p><template id="${AFTER_PAINT_TEMPLATE_ID}"><link rel="prefetch" href="/r.js"></template></body></html>`,
      { url: 'http://college.test/about/about-us', runScripts: 'outside-only' },
    );
    if (dom.window.document.readyState === 'loading')
      await new Promise((done) => dom.window.addEventListener('DOMContentLoaded', done));
    const w = dom.window as unknown as { eval(code: string): void; __paint?: (name: string) => void };
    // jsdom reports no paint: a PerformanceObserver that the test tells of one.
    w.eval(`window.PerformanceObserver = function (cb) { this.observe = function () {
      window.__paint = function (name) { cb({ getEntriesByName: function (n) { return n === name ? [{}] : []; } }, { disconnect: function () {} }); };
    }; };`);
    w.eval(PAINT_FIRST_SCRIPT);
    const doc = dom.window.document;
    expect(doc.querySelectorAll('script[src]')).toHaveLength(0);
    w.__paint!('first-paint');
    expect(doc.querySelectorAll('script[src]')).toHaveLength(0);
    w.__paint!('first-contentful-paint');
    w.__paint!('first-contentful-paint');
    const scripts = doc.querySelectorAll('script[src]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('http://college.test/main.abc123.js');
    expect(doc.head.querySelector('link[rel="prefetch"]')?.getAttribute('href')).toBe('/r.js');
    dom.window.close();
  });

  it('is sent for public pages; other pages, and public pages when rendering fails, get the plain page', async () => {
    const { releases, shellDir } = site(pageBundle('v1'));
    const content: Record<string, string> = { [API_PATHS.storeData]: JSON.stringify(startup[API_PATHS.storeData]) };
    const pages = new IndexPages(releases, (p) => content[p], renderer(releases));
    const home = await pages.pageFor(shellDir, '/', 'en');
    expect(home.rendered).toBe(true);
    expect(home.plain.toString()).toContain('<div class="page">v1 / en Govt College');
    expect((await pages.pageFor(shellDir, '/', 'en')).etag).toBe(home.etag);
    const dashboard = await pages.pageFor(shellDir, '/student/dashboard', 'en');
    expect(dashboard.rendered).toBe(false);
    expect(dashboard.plain.toString()).toContain('class="boot"');
    // New content: a new render with it, and a new tag.
    content[API_PATHS.storeData] = JSON.stringify({ data: { store_title: 'New Name' } });
    const changed = await pages.pageFor(shellDir, '/', 'en');
    expect(changed.plain.toString()).toContain('New Name');
    expect(changed.etag).not.toBe(home.etag);

    const broken = site('exports.render = async () => { throw new Error("x"); };');
    const fallback = new IndexPages(broken.releases, () => undefined, renderer(broken.releases, []));
    const page = await fallback.pageFor(broken.shellDir, '/', 'en');
    expect(page.rendered).toBe(false);
    expect(page.plain.toString()).toContain('class="boot"');
  });
});
