import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_PATHS } from '@college/shared-types';
import { IndexPages, screenGroupOf } from '../src/index-page';
import type { PageRenderer, RenderedPage } from '../src/page-renderer';

function site() {
  const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'index-page-'));
  const shellDir = path.join(releases, 'shell', '1');
  fs.mkdirSync(shellDir, { recursive: true });
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    '<html><head><title>x</title></head><body><p class="boot-name">placeholder<span>x</span></p></body></html>',
  );
  const pub = path.join(releases, 'mf-public', '2');
  fs.mkdirSync(pub, { recursive: true });
  fs.writeFileSync(
    path.join(pub, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'app', assets: { js: { sync: ['app.1.js'] }, css: { sync: ['app.1.css'] } } }],
    }),
  );
  fs.writeFileSync(
    path.join(releases, 'remotes.json'),
    JSON.stringify({ 'mf-public': { version: '2', entry: '/releases/mf-public/2/mf-manifest.json' } }),
  );
  return { releases, shellDir };
}

describe('index.html as the server sends it', () => {
  it('carries the live remotes, the hints of the public module and the startup data, script-safe', () => {
    const { releases, shellDir } = site();
    const content: Record<string, string> = {
      [API_PATHS.storeData]: JSON.stringify({ data: { store_title: 'राजकीय महाविद्यालय=Govt College </script>' } }),
      [API_PATHS.storeNotices]: JSON.stringify({ data: [{ id: 1 }] }),
    };
    const pages = new IndexPages(releases, (p) => content[p]);
    const html = pages.page(shellDir, '/').plain.toString();
    expect(html).toContain('<link rel="preload" href="/releases/mf-public/2/mf-manifest.json" as="fetch" crossorigin>');
    expect(html).toContain('<link rel="prefetch" href="/releases/mf-public/2/remoteEntry.js">');
    expect(html).toContain('<link rel="preload" href="/releases/mf-public/2/app.1.css" as="style">');
    const remotes = /<script type="application\/json" id="site-remotes">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(remotes)['mf-public'].version).toBe('2');
    const startup = /<script type="application\/json" id="site-startup">(.*?)<\/script>/.exec(html)![1]!;
    expect(startup).not.toContain('</script>');
    expect(JSON.parse(startup)[API_PATHS.storeNotices]).toEqual({ data: [{ id: 1 }] });
    expect(html).toContain('<p class="boot-name">राजकीय महाविद्यालय<span>Govt College &lt;/script></span></p>');
    const page = pages.page(shellDir, '/');
    expect(zlib.brotliDecompressSync(page.br).toString()).toBe(html);
  });

  it('around a page rendered on the server, has no preload for the CSS the page carries inline', async () => {
    const { releases, shellDir } = site();
    const rendered: RenderedPage = {
      path: '/',
      module: 'mf-public',
      lang: 'en',
      html: '<p>Home</p>',
      header: '',
      footer: '',
      head: '<style id="site-ssr-css">.app{}</style>',
      banner: null,
      title: 'Home',
      key: 'k',
    };
    // The renderer's own behaviour is tested in page-renderer.test.ts; here it only hands over a page.
    const renderer = { render: async () => rendered } as unknown as PageRenderer;
    const pages = new IndexPages(releases, () => undefined, renderer);
    const served = await pages.pageFor(shellDir, '/', 'en');
    expect(served.rendered).toBe(true);
    const html = served.plain.toString();
    expect(html).toContain('<link rel="prefetch" href="/releases/mf-public/2/remoteEntry.js">');
    expect(html).not.toContain('as="style"');
    // A page rendered in the browser still gets its CSS early.
    expect(pages.page(shellDir, '/student/login').plain.toString()).not.toContain('app.1.css');
    expect(pages.page(shellDir, '/').plain.toString()).toContain('href="/releases/mf-public/2/app.1.css" as="style"');
  });

  it("starts a signed-in student's calls and the shell's start-up files on the student's pages rendered in the browser", async () => {
    const { releases, shellDir } = site();
    fs.writeFileSync(
      path.join(shellDir, 'index.html'),
      '<html><head><title>x</title><script defer src="/main.1.js"></script></head><body></body></html>',
    );
    for (const f of ['early-calls.0a1b2c3d.js', 'startup.11111111.js', 'react-dom.22222222.js', '141.33333333.js'])
      fs.writeFileSync(path.join(shellDir, f), '');
    const pages = new IndexPages(releases, () => undefined);
    for (const address of ['/student/dashboard', '/student/admission-form/bcom/part-1']) {
      const html = pages.page(shellDir, address).plain.toString();
      // Before the entry, so it starts first; async, so nothing waits for it.
      expect(html).toContain(
        '<script src="/early-calls.0a1b2c3d.js" async fetchpriority="high"></script><script defer src="/main.1.js"></script>',
      );
      expect(html).toContain('<link rel="preload" href="/startup.11111111.js" as="script">');
      expect(html).toContain('<link rel="preload" href="/react-dom.22222222.js" as="script">');
      expect(html).not.toContain('141.33333333.js');
    }
    // Not on a public page, nor on a page rendered on the server (the login page: no student signed in there).
    const home = pages.page(shellDir, '/').plain.toString();
    expect(home).not.toContain('early-calls');
    expect(home).not.toContain('startup.11111111.js');
    const rendered: RenderedPage = {
      path: '/student/login',
      module: 'mf-portal',
      lang: 'en',
      html: '<form></form>',
      header: '',
      footer: '',
      head: '',
      banner: null,
      title: 'Login',
      key: 'k',
    };
    const renderer = { render: async () => rendered } as unknown as PageRenderer;
    const login = await new IndexPages(releases, () => undefined, renderer).pageFor(shellDir, '/student/login', 'en');
    expect(login.rendered).toBe(true);
    expect(login.plain.toString()).not.toContain('early-calls');
    expect(login.plain.toString()).not.toContain('startup.11111111.js');
  });

  it('names the screen of an address among the chunk groups, a `:param` segment matching any one segment', () => {
    const groups = ['frame', 'screen.admin', 'screen.admin.applicants', 'screen.admin.applicants._', 'rich'];
    expect(screenGroupOf(groups, '/admin/applicants')).toBe('screen.admin.applicants');
    expect(screenGroupOf(groups, '/admin/applicants/')).toBe('screen.admin.applicants');
    expect(screenGroupOf(groups, '/admin/applicants/14')).toBe('screen.admin.applicants._');
    expect(screenGroupOf(groups, '/admin')).toBe('screen.admin');
    expect(screenGroupOf(groups, '/admin/applicants/14/x')).toBeNull();
    expect(screenGroupOf(groups, '/admin/unknown')).toBeNull();
  });

  it("asks for the console's frame, the address's screen and the shell's libraries with a console page", () => {
    const { releases, shellDir } = site();
    const admin = path.join(releases, 'mf-admin', '3');
    fs.mkdirSync(admin, { recursive: true });
    fs.writeFileSync(path.join(admin, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
    fs.writeFileSync(
      path.join(admin, 'chunk-groups.json'),
      JSON.stringify({
        frame: ['102.a.js', 'frame.b.js'],
        'screen.admin.applicants': ['526.c.js', 'screen.admin.applicants.d.js'],
        'screen.admin.applicants._': ['102.a.js', 'screen.admin.applicants._.e.js'],
      }),
    );
    fs.writeFileSync(
      path.join(releases, 'remotes.json'),
      JSON.stringify({ 'mf-admin': { version: '3', entry: '/releases/mf-admin/3/mf-manifest.json' } }),
    );
    for (const f of ['kit-ui.1a2b3c4d.js', 'styled-components.5e6f7a8b.js', 'transport.9c0d1e2f.js', '611.12345678.js'])
      fs.writeFileSync(path.join(shellDir, f), '');
    const pages = new IndexPages(releases, () => undefined);
    const prefetched = (address: string) =>
      [
        ...pages
          .page(shellDir, address)
          .plain.toString()
          .matchAll(/<link rel="prefetch" href="([^"]+)">/g),
      ].map((m) => m[1]);
    expect(prefetched('/admin/applicants')).toEqual([
      '/releases/mf-admin/3/102.a.js',
      '/releases/mf-admin/3/frame.b.js',
      '/releases/mf-admin/3/526.c.js',
      '/releases/mf-admin/3/screen.admin.applicants.d.js',
      '/kit-ui.1a2b3c4d.js',
      '/styled-components.5e6f7a8b.js',
      '/transport.9c0d1e2f.js',
    ]);
    // Another screen, another page; a file of both (the frame's 102) is asked for once.
    expect(prefetched('/admin/applicants/14')).toEqual([
      '/releases/mf-admin/3/102.a.js',
      '/releases/mf-admin/3/frame.b.js',
      '/releases/mf-admin/3/screen.admin.applicants._.e.js',
      '/kit-ui.1a2b3c4d.js',
      '/styled-components.5e6f7a8b.js',
      '/transport.9c0d1e2f.js',
    ]);
    // An address of no screen asks for no screen's code.
    expect(prefetched('/admin/nothing-here').some((f) => f!.includes('mf-admin'))).toBe(false);
  });

  it("starts a staff member's calls on the console's pages as on a student's", () => {
    const { releases, shellDir } = site();
    fs.writeFileSync(
      path.join(shellDir, 'index.html'),
      '<html><head><title>x</title><script defer src="/main.1.js"></script></head><body></body></html>',
    );
    for (const f of ['early-calls.0a1b2c3d.js', 'startup.11111111.js']) fs.writeFileSync(path.join(shellDir, f), '');
    const pages = new IndexPages(releases, () => undefined);
    const queue = pages.page(shellDir, '/admin/applicants').plain.toString();
    expect(queue).toContain(
      '<script src="/early-calls.0a1b2c3d.js" async fetchpriority="high"></script><script defer src="/main.1.js"></script>',
    );
    expect(queue).toContain('<link rel="preload" href="/startup.11111111.js" as="script">');
    expect(pages.page(shellDir, '/about-us').plain.toString()).not.toContain('early-calls');
  });

  it('changes when content is published or a module released', () => {
    const { releases, shellDir } = site();
    let notices = JSON.stringify({ data: [] });
    const pages = new IndexPages(releases, (p) => (p === API_PATHS.storeNotices ? notices : undefined));
    const first = pages.page(shellDir, '/').etag;
    expect(pages.page(shellDir, '/').etag).toBe(first);
    notices = JSON.stringify({ data: [{ id: 7 }] });
    const second = pages.page(shellDir, '/').etag;
    expect(second).not.toBe(first);
    const file = path.join(releases, 'remotes.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ 'mf-public': { version: '3', entry: '/releases/mf-public/3/mf-manifest.json' } }),
    );
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const third = pages.page(shellDir, '/');
    expect(third.etag).not.toBe(second);
    expect(third.plain.toString()).toContain('"version":"3"');
  });
});
