import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_CHANGE_EVENT, LANGUAGE_STORAGE_KEY } from '@college/shared-types';
import { renderInShell, testShell } from '../testing';
import { LanguageSwitch } from './language-switch';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.setAttribute('lang', 'en');
});

describe('the one language switch', () => {
  it('names each language in itself and the group in the page language', () => {
    renderInShell(<LanguageSwitch />, testShell({ language: 'hi' }));
    const group = screen.getByRole('group', { name: 'भाषा' });
    expect(group).toHaveTextContent('Englishहिन्दी');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("switches the shell's atom, <html lang> and the stored choice in one press", async () => {
    const shell = testShell({ language: 'en' });
    renderInShell(<LanguageSwitch className="bar" />, shell);
    expect(screen.getByRole('group', { name: 'Language' })).toHaveClass('bar');
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(shell.jotaiStore.get(shell.atoms.language)).toBe('hi');
    expect(document.documentElement.getAttribute('lang')).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('outside a module (the shell’s chrome) follows the language it is given and tells the page on a change', async () => {
    const changes = jest.fn();
    window.addEventListener(LANGUAGE_CHANGE_EVENT, changes);
    render(<LanguageSwitch lang="hi" />);
    // The language already chosen is not chosen again.
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(changes).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(changes).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    window.removeEventListener(LANGUAGE_CHANGE_EVENT, changes);
  });
});
