import { screen } from '@testing-library/react';
import { fakeApi } from '@college/web-kit/testing';
import { renderWithShell } from '../../app/test-shell';
import { SitePageView } from './site-page';
import { wrapTables } from './page-body';

const PAGE = {
  slug: 'rti',
  title_hi: 'सूचना का अधिकार',
  title_en: 'Right to Information',
  body_hi: '<p>हिन्दी पाठ</p>',
  body_en:
    '<p>English text</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad</a><table><tr><td>A</td></tr></table>',
  version: 3,
  updated_at: '2026-11-20T10:00:00.000Z',
};

function at(path: string) {
  window.history.pushState({}, '', path);
}

describe('a page the office publishes', () => {
  afterEach(() => at('/'));

  it('shows the body in the chosen language, sanitised, its tables in a scrolling box', async () => {
    fakeApi({ '/api/v1/pages/rti': { body: { data: PAGE } } });
    at('/rti');
    const { container, banner } = renderWithShell(<SitePageView />);
    expect(await screen.findByText('English text')).toBeInTheDocument();
    expect(banner()).toEqual({ title: 'Right to Information' });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    const box = container.querySelector('[role="region"]');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box?.querySelector('table')).not.toBeNull();
  });

  it('shows the Hindi body in Hindi', async () => {
    fakeApi({ '/api/v1/pages/rti': { body: { data: PAGE } } });
    at('/rti');
    renderWithShell(<SitePageView />, { language: 'hi' });
    expect(await screen.findByText('हिन्दी पाठ')).toBeInTheDocument();
  });

  it('says a site page is not published yet, and sends an unknown office address to the not-found page', async () => {
    fakeApi({ '/api/v1/pages/': { status: 404, body: { message: 'There is no such page.' } } });
    at('/rti');
    const first = renderWithShell(<SitePageView />);
    expect(await screen.findByText(/has not been published yet/)).toBeInTheDocument();
    first.unmount();
    at('/pages/no-such-page');
    renderWithShell(<SitePageView />);
    expect(await screen.findByText('404 - Page Not Found', { selector: 'h2' })).toBeInTheDocument();
  });

  it('offers a retry when the page does not load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ '/api/v1/pages/rti': 'network-error' });
    at('/rti');
    renderWithShell(<SitePageView />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('wraps every table, and only tables', () => {
    expect(wrapTables('<p>a</p><table><tbody><tr><td>1</td></tr></tbody></table>', 'T')).toMatch(
      /^<p>a<\/p><div class="[^"]*" tabindex="0" role="region" aria-label="T"><table><tbody><tr><td>1<\/td><\/tr><\/tbody><\/table><\/div>$/,
    );
  });
});
