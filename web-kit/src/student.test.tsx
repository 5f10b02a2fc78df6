import { act, screen, waitFor } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '@college/shared-types';
import { aStudent, fakeApi, renderInShell, testShell } from './testing';
import { apiClientFor, endSession, startSession, useCurrentStudent } from './student';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function Who() {
  const { student, status } = useCurrentStudent();
  return <p>{status === 'ready' ? student?.name : status}</p>;
}

beforeEach(() => localStorage.clear());

describe('useCurrentStudent', () => {
  it('fetches get-user once for every module of the page (the shell store caches it)', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 't');
    const calls = fakeApi({ '/api/v2/get-user': { body: { user: aStudent({ name: 'Asha' }) } } });
    const shell = testShell();
    const first = renderInShell(<Who />, shell);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Asha')).toBeInTheDocument();
    first.unmount();
    // Another module mounts with the same shell: no second call.
    renderInShell(<Who />, shell);
    expect(screen.getByText('Asha')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v2/get-user')).toHaveLength(1);
    expect(shell.jotaiStore.get(shell.atoms.isAuthenticated)).toBe(true);
  });

  it('shows a student already in the store (a page the server rendered for them) at once, and asks nothing', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 't');
    const calls = fakeApi({ '/api/v2/get-user': { body: { user: aStudent({ name: 'Fetched' }) } } });
    const shell = testShell();
    shell.jotaiStore.set(shell.atoms.user, aStudent({ name: 'From the page' }));
    renderInShell(<Who />, shell);
    expect(screen.getByText('From the page')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(calls.filter((c) => c.path === '/api/v2/get-user')).toHaveLength(0);
    expect(screen.getByText('From the page')).toBeInTheDocument();
  });

  it('is anonymous without a token, and asks nothing', () => {
    const calls = fakeApi({});
    renderInShell(<Who />);
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('fetches the student again after a call that changes them', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 't');
    let name = 'Before';
    const calls = fakeApi({
      '/api/v2/get-user': () => ({ body: { user: aStudent({ name }) } }),
      '/api/v2/complete-profile': { body: { message: 'Profile Complete successfully' } },
    });
    const shell = testShell();
    renderInShell(<Who />, shell);
    expect(await screen.findByText('Before')).toBeInTheDocument();
    name = 'After';
    await act(async () => {
      await apiClientFor(shell).post('completeProfile', { json: {}, changesStudent: true });
    });
    expect(await screen.findByText('After')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v2/get-user')).toHaveLength(2);
  });

  it('shows an error state when get-user cannot be reached', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 't');
    fakeApi({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInShell(<Who />);
    await waitFor(() => expect(screen.getByText('error')).toBeInTheDocument());
  });

  it('starts and ends a session', async () => {
    const shell = testShell();
    startSession(shell, 'new-token');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
    fakeApi({ '/api/v2/get-user': { body: { user: aStudent({ name: 'New' }) } } });
    renderInShell(<Who />, shell);
    expect(await screen.findByText('New')).toBeInTheDocument();
    act(() => endSession(shell));
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
