import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from '@college/shared-types';
import { useSetLanguage, useText } from './text';
import { renderInShell, testShell } from './testing';

function Greeting() {
  const { t, lang } = useText();
  const setLanguage = useSetLanguage();
  return (
    <div>
      <p lang={lang}>{t({ en: 'Welcome', hi: 'स्वागत है' })}</p>
      <p>{t('Stored text')}</p>
      <button type="button" onClick={() => setLanguage(lang === 'en' ? 'hi' : 'en')}>
        switch
      </button>
    </div>
  );
}

describe('useText', () => {
  it("follows the shell's language atom: one switch for every module", async () => {
    const shell = testShell({ language: 'en' });
    renderInShell(<Greeting />, shell);
    renderInShell(<Greeting />, shell); // a second module on the same page
    expect(screen.getAllByText('Welcome')).toHaveLength(2);
    expect(screen.getAllByText('Stored text')).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'switch' })[0] as HTMLElement);
    expect(screen.getAllByText('स्वागत है')).toHaveLength(2);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.getAttribute('lang')).toBe('hi');
    act(() => shell.jotaiStore.set(shell.atoms.language, 'en'));
    expect(screen.getAllByText('Welcome')).toHaveLength(2);
  });
});
