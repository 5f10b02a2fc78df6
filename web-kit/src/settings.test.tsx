import { screen } from '@testing-library/react';
import { useAcademicSession } from './settings';
import { fakeApi, renderInShell, testShell } from './testing';

function Session() {
  return <p>Session {useAcademicSession()}</p>;
}

describe('useAcademicSession', () => {
  it('shows the session the office set, fetched once per page', async () => {
    const calls = fakeApi({ '/api/v1/settings': { body: { data: { academic_session: '2026-27' } } } });
    const shell = testShell();
    renderInShell(<Session />, shell);
    expect(await screen.findByText('Session 2026-27')).toBeInTheDocument();
    renderInShell(<Session />, shell);
    expect(screen.getAllByText('Session 2026-27')).toHaveLength(2);
    expect(calls.filter((c) => c.path === '/api/v1/settings')).toHaveLength(1);
  });

  it('falls back to the shared default when the settings cannot be read', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({});
    renderInShell(<Session />);
    expect(screen.getByText('Session 2025-26')).toBeInTheDocument();
  });
});
