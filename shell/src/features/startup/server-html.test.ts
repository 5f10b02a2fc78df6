import { AUTH_TOKEN_KEY, SSR_ELEMENT_ID, SSR_USER_ELEMENT_ID, STARTUP_CALLS } from '@college/shared-types';
import { createSiteAtoms } from '@college/web-kit/site-state';
import { createStore } from 'jotai';
import { takeServerHtml } from './server-html';

describe('a page rendered on the server', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("gives the remotes' stylesheet links their full address, so the federation runtime finds them", () => {
    document.head.innerHTML =
      `<script type="application/json" id="${SSR_ELEMENT_ID}">{"path":"/elsewhere","lang":"en","banner":null}</script>` +
      '<link rel="stylesheet" href="/689.css" disabled>' +
      '<link rel="stylesheet" href="/releases/mf-public/1/app.css" disabled>' +
      '<link rel="stylesheet" href="/releases/mf-public/1/on.css">';
    expect(takeServerHtml(createStore(), createSiteAtoms())).toBe('replace');
    const hrefs = [...document.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual([
      '/689.css',
      `${window.location.origin}/releases/mf-public/1/app.css`,
      '/releases/mf-public/1/on.css',
    ]);
  });

  it('leaves a page rendered in the browser alone', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/releases/mf-public/1/app.css" disabled>';
    expect(takeServerHtml(createStore(), createSiteAtoms())).toBe('none');
    expect(document.querySelector('link')!.getAttribute('href')).toBe('/releases/mf-public/1/app.css');
  });
});

describe("a student's page rendered on the server", () => {
  const student = { id: 7, name: 'Reena Devi', email: 'reena@example.com' };
  function page(path: string) {
    window.history.replaceState(null, '', path);
    document.head.innerHTML =
      `<script type="application/json" id="${SSR_ELEMENT_ID}">` +
      `{"path":"${path}","lang":"en","banner":null,"student":true,"session":"TOKEN-12"}</script>` +
      `<script type="application/json" id="${SSR_USER_ELEMENT_ID}">${JSON.stringify({ user: student })}</script>` +
      `<script type="application/json" id="site-startup">${JSON.stringify(allStartup)}</script>`;
    document.body.innerHTML = `<div id="module-mf-portal" data-ssr-path="${path}"><p>Reena Devi</p></div>`;
  }
  const allStartup = Object.fromEntries(STARTUP_CALLS.map((c) => [c.path, { data: c.key === 'store' ? {} : [] }]));

  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    window.localStorage.clear();
  });

  it('is hydrated while this browser holds a token, with the student in the store before the first render', () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'a-long-TOKEN-12');
    page('/student/dashboard');
    const store = createStore();
    const atoms = createSiteAtoms();
    expect(takeServerHtml(store, atoms)).toBe('hydrate');
    expect(store.get(atoms.user)).toEqual(student);
    expect(store.get(atoms.isAuthenticated)).toBe(true);
    expect(document.querySelector('[data-ssr-path]')).not.toBeNull();
  });

  it("is rendered afresh when this browser holds another student's token", () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'a-long-OTHER-34');
    page('/student/dashboard');
    const store = createStore();
    const atoms = createSiteAtoms();
    expect(takeServerHtml(store, atoms)).toBe('replace');
    expect(store.get(atoms.user)).toBeNull();
    expect(document.querySelector('[data-ssr-path]')).toBeNull();
  });

  it('is rendered afresh (the login page) when the session ended in this browser', () => {
    page('/student/dashboard');
    const store = createStore();
    const atoms = createSiteAtoms();
    expect(takeServerHtml(store, atoms)).toBe('replace');
    expect(store.get(atoms.user)).toBeNull();
    expect(document.querySelector('[data-ssr-path]')).toBeNull();
  });
});
