import { SSR_ELEMENT_ID } from '@college/shared-types';
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
