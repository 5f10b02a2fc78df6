// The console's menu button (hidden above a phone's width by a media query, which jsdom does not apply): it opens
// and folds the account and the sections, Escape folds them and gives focus back to it, and going to another page
// folds them. The browser test admin-phone-queue.spec.ts sees the same at 360 px.
import '../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@college/web-kit/testing';
import { Link } from '@college/web-kit/routing';
import { aStaff, meAnswer, renderConsole } from '../testing/render-console';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('console menu', () => {
  it('opens and folds by its button and by Escape, giving focus back to the button', async () => {
    fakeApi({ '/api/admin/me': meAnswer(aStaff('verifier')) });
    renderConsole(<p>Page</p>, { path: '/admin/overview', staff: aStaff('verifier') });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const sections = screen.getByRole('navigation', { name: 'Console sections' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu.getAttribute('aria-controls')?.split(' ')).toEqual(['console-account', 'console-sections']);
    expect(sections).toHaveAttribute('data-open', 'false');
    expect(document.getElementById('console-account')).toHaveAttribute('data-open', 'false');

    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(sections).toHaveAttribute('data-open', 'true');
    const link = screen.getByRole('link', { name: 'Applicants' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('folds when another page opens, and says Menu in Hindi', async () => {
    fakeApi({ '/api/admin/me': meAnswer(aStaff('verifier')) });
    renderConsole(<Link to="/admin/overview?x=1">next</Link>, {
      path: '/admin/applicants',
      route: '/admin/*',
      staff: aStaff('verifier'),
      language: 'hi',
    });
    const menu = await screen.findByRole('button', { name: 'मेनू' });
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('link', { name: 'सारांश' }));
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
  });
});
