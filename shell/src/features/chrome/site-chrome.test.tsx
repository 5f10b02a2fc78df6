import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ShellProps, Store } from '@college/shared-types';
import { LANGUAGE_STORAGE_KEY, SITE_VERSION } from '@college/shared-types';
import { createSiteAtoms, initLanguage } from '@college/web-kit/site-state';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// The bundler turns these PDFs into addresses; Jest only needs an address.
jest.mock('./documents', () => ({ DOCUMENTS: { gyanpathik: '/docs/gyanpathik.pdf', samiti: '/docs/samiti.pdf' } }));

const store: Store = {
  store_title: 'राजकीय स्नातक महाविद्यालय=Government Degree College',
  store_address: 'Etawah Road, Sirsaganj',
  store_phone: null,
  store_email: 'office@example.ac.in',
  store_description: 'A college of science and commerce.',
  store_logo: null,
  social_link: 'https://www.facebook.com/college',
  affiliation_info: 'Affiliated to the state university',
  about_image: null,
  principal_image: null,
  principal_message: null,
  marquee: null,
  facilities: [],
};

function shell(data: Partial<{ store: Store | null; loaded: boolean }> = {}): ShellProps {
  const jotaiStore = createStore();
  const atoms = createSiteAtoms();
  jotaiStore.set(atoms.store, data.store === undefined ? store : data.store);
  jotaiStore.set(atoms.dataLoaded, data.loaded ?? true);
  return {
    jotaiStore,
    atoms,
    apiBase: '/api',
    versions: { shell: '1.0.0', 'mf-public': '1.0.0-abc' },
    siteVersion: SITE_VERSION,
  };
}

function at(path: string) {
  window.history.pushState({}, '', path);
}

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  window.localStorage.clear();
  document.documentElement.setAttribute('lang', 'en');
  document.documentElement.classList.remove('site-ready');
  at('/');
});

describe('SiteHeader', () => {
  it('shows both names of the store title, the contacts with their fallbacks, and marks the page ready', () => {
    render(<SiteHeader shell={shell()} banner={null} />);
    expect(screen.getByTestId('college-name-hi')).toHaveTextContent('राजकीय स्नातक महाविद्यालय');
    expect(screen.getByTestId('college-name-hi')).toHaveAttribute('lang', 'hi');
    expect(screen.getByTestId('college-name-en')).toHaveTextContent('Government Degree College');
    expect(screen.getByText('Affiliated to the state university')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'office@example.ac.in' })).toHaveAttribute(
      'href',
      'mailto:office@example.ac.in',
    );
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('site-ready');
  });

  it('offers the way into the portal at the top: Apply / Student Login, or the dashboard once signed in', () => {
    const signedOut = shell();
    const { unmount } = render(<SiteHeader shell={signedOut} banner={null} />);
    expect(screen.getByTestId('header-apply')).toHaveTextContent('Apply / Student Login');
    expect(screen.getByTestId('header-apply')).toHaveAttribute('href', '/student/login');
    unmount();
    const signedIn = shell();
    signedIn.jotaiStore.set(signedIn.atoms.isAuthenticated, true);
    signedIn.jotaiStore.set(signedIn.atoms.language, 'hi');
    render(<SiteHeader shell={signedIn} banner={null} />);
    expect(screen.getByTestId('header-apply')).toHaveAttribute('href', '/student/dashboard');
  });

  it("falls back to 'University Name' without a store, and waits for the startup data", () => {
    const { unmount } = render(<SiteHeader shell={shell({ loaded: false })} banner={null} />);
    expect(screen.queryByTestId('college-name-en')).toBeNull();
    expect(document.documentElement).not.toHaveClass('site-ready');
    unmount();
    render(<SiteHeader shell={shell({ store: null })} banner={null} />);
    expect(screen.getByTestId('college-name-en')).toHaveTextContent('University Name');
  });

  it('shows the banner with the title and a breadcrumb of cumulative links on every page but home', () => {
    at('/about/our-history');
    render(<SiteHeader shell={shell()} banner={{ title: 'Our History' }} />);
    const banner = screen.getByTestId('page-banner');
    expect(within(banner).getByRole('heading', { level: 1, name: 'Our History' })).toBeInTheDocument();
    const crumbs = within(within(banner).getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Our History', '/about/our-history'],
    ]);
    expect(crumbs[2]).toHaveAttribute('aria-current', 'page');
  });

  it('has no banner on home and no header at all on student routes', () => {
    const { unmount } = render(<SiteHeader shell={shell()} banner={{ title: 'x' }} />);
    expect(screen.queryByTestId('page-banner')).toBeNull();
    unmount();
    at('/student/login');
    render(<SiteHeader shell={shell()} banner={null} />);
    expect(screen.queryByTestId('college-name-en')).toBeNull();
  });

  it('switches the chrome to Hindi, sets lang on the page and remembers the choice', async () => {
    const user = userEvent.setup();
    at('/contact-us');
    render(
      <>
        <SiteHeader shell={shell()} banner={{ title: 'Contact Us' }} />
        <SiteFooter shell={shell()} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(screen.getByRole('navigation', { name: 'मुख्य मेनू' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'छात्र पोर्टल' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'ब्रेडक्रंब' });
    expect(within(crumbs).getByRole('link', { name: 'मुखपृष्ठ' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('heading', { name: 'त्वरित लिंक' })).toBeInTheDocument();
    expect(screen.getByText('उपलब्ध नहीं', { selector: 'footer *' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');

    // A later visit starts in the remembered language.
    document.documentElement.setAttribute('lang', 'en');
    expect(initLanguage()).toBe('hi');
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
    act(() => {
      document.documentElement.setAttribute('lang', 'en');
    });
  });
});

describe('SiteFooter', () => {
  it('shows the quick links, contact details, the developer credit and version 14.10.0', () => {
    render(<SiteFooter shell={shell()} />);
    const footer = screen.getByTestId('site-footer');
    for (const name of ['Exams', 'Admissions', 'Results', 'Students', 'University', 'Academics']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(footer).getByText('Etawah Road, Sirsaganj')).toBeInTheDocument();
    expect(within(footer).getByText('Not available')).toBeInTheDocument();
    expect(within(footer).getByText(/Designed and developed by/)).toBeInTheDocument();
    expect(footer).toHaveTextContent('Version 14.10.0');
    expect(screen.getByTestId('module-versions')).toHaveTextContent('mf-public 1.0.0-abc');
  });

  it('links every compliance page and the IQAC page among the website policies', () => {
    render(<SiteFooter shell={shell()} />);
    const policies = screen.getByRole('navigation', { name: 'Website policies' });
    expect(within(policies).getByRole('link', { name: 'Mandatory Disclosure' })).toHaveAttribute(
      'href',
      '/mandatory-disclosure',
    );
    expect(within(policies).getByRole('link', { name: 'IQAC' })).toHaveAttribute('href', '/administration/iqac');
  });

  it('names the IQAC link in Hindi on a Hindi page', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    initLanguage();
    render(<SiteFooter shell={shell()} />);
    expect(screen.getByRole('link', { name: 'आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC)' })).toHaveAttribute(
      'href',
      '/administration/iqac',
    );
  });

  it('lists the useful links of the data, each opening in a new tab', () => {
    const s = shell();
    s.jotaiStore.set(s.atoms.link, [{ id: 1, title: 'University admission portal', link: 'https://example.org/adm' }]);
    render(<SiteFooter shell={s} />);
    const link = screen.getByRole('link', { name: /University admission portal/ });
    expect(link).toHaveAttribute('href', 'https://example.org/adm');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
