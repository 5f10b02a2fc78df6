import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { buildMenu, type MenuData } from '@college/shared-types';
import { MainMenu } from './main-menu';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const data: MenuData = {
  store: { facilities: [{ id: 1, name: 'Sports Ground' }] },
  gallery_images: [{ title: 'Annual Function' }, { title: 'Sports Day' }, { title: 'Annual Function' }],
  staffs: [{ stream: 'Science' }],
  isAuthenticated: false,
  documents: { gyanpathik: '/docs/gyanpathik.pdf', samiti: '/docs/samiti.pdf' },
};

/** Makes `(min-width: 768px)` match or not, like a desktop or a phone. */
function screenWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && /min-width/.test(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderMenu(lang: 'en' | 'hi' = 'en', pathname = '/') {
  return render(<MainMenu items={buildMenu(data)} lang={lang} pathname={pathname} />);
}

describe('MainMenu', () => {
  beforeEach(() => {
    jest.mocked(navigateToUrl).mockClear();
  });

  it("is the navigation landmark 'Main' with Student Portal and Contact Us links", () => {
    screenWidth(true);
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Student Portal' })).toHaveAttribute('href', '/student/login');
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('opens Gallery on a click, with one entry per distinct gallery title, and closes it with Escape', async () => {
    screenWidth(true);
    const user = userEvent.setup();
    renderMenu();
    const gallery = screen.getByRole('button', { name: 'Gallery' });
    expect(gallery).toHaveAttribute('aria-expanded', 'false');
    gallery.focus();
    await user.keyboard('{Enter}');
    expect(gallery).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(gallery.getAttribute('aria-controls') as string) as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/gallery/annual-function', '/gallery/sports-day', '/gallery/photo', '/gallery/video', '/gallery/news']);
    await user.keyboard('{Escape}');
    expect(gallery).toHaveAttribute('aria-expanded', 'false');
    expect(gallery).toHaveFocus();
  });

  it('lists the facilities of the store and opens the two documents in a new tab', async () => {
    screenWidth(true);
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Facilities' }));
    expect(screen.getByRole('link', { name: 'Sports Ground' })).toHaveAttribute('href', '/facilities/sports-ground');
    await user.click(screen.getByRole('button', { name: 'Other Link' }));
    const samiti = screen.getByRole('link', { name: /Samiti/ });
    expect(samiti).toHaveAttribute('target', '_blank');
    expect(samiti).toHaveAttribute('rel', 'noopener noreferrer');
    expect(samiti).toHaveAttribute('href', '/docs/samiti.pdf');
  });

  it('opens a dropdown after the pointer rests on it and closes it 300 ms after the pointer leaves', () => {
    screenWidth(true);
    jest.useFakeTimers();
    try {
      renderMenu();
      const about = screen.getByRole('button', { name: 'About' });
      const item = about.closest('li') as HTMLElement;
      fireEvent.mouseEnter(item, { clientX: 10, clientY: 10 });
      fireEvent.mouseMove(item, { clientX: 11, clientY: 10 });
      act(() => {
        jest.advanceTimersByTime(100);
      });
      expect(about).toHaveAttribute('aria-expanded', 'true');
      fireEvent.mouseLeave(item);
      act(() => {
        jest.advanceTimersByTime(299);
      });
      expect(about).toHaveAttribute('aria-expanded', 'true');
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(about).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not open for a pointer that only passes over it', () => {
    screenWidth(true);
    jest.useFakeTimers();
    try {
      renderMenu();
      const about = screen.getByRole('button', { name: 'About' });
      const item = about.closest('li') as HTMLElement;
      fireEvent.mouseEnter(item, { clientX: 10, clientY: 10 });
      fireEvent.mouseMove(item, { clientX: 60, clientY: 10 });
      act(() => {
        jest.advanceTimersByTime(100);
      });
      fireEvent.mouseLeave(item);
      act(() => {
        jest.advanceTimersByTime(500);
      });
      expect(about).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('collapses on a narrow screen after a link is clicked, moving through single-spa', async () => {
    screenWidth(false);
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'About' }));
    await user.click(screen.getByRole('link', { name: 'Our History' }));
    expect(navigateToUrl).toHaveBeenCalledWith('http://localhost/about/our-history');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks Hindi and marks the current page', () => {
    screenWidth(true);
    renderMenu('hi', '/contact-us');
    const nav = screen.getByRole('navigation', { name: 'मुख्य मेनू' });
    expect(within(nav).getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'छात्र पोर्टल' })).toBeInTheDocument();
  });
});
