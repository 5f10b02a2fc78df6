// The calls a signed-in student's page starts before its scripts (the shell's early/student-calls.js) and the client
// taking their answers once instead of asking again.
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_TOKEN_KEY } from '@college/shared-types';
import { aStudent, fakeApi, testShell } from '../testing';
import { loadStudent } from '../student';
import { createApiClient } from './client';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const EARLY_SCRIPT = fs.readFileSync(path.join(__dirname, '../../../shell/src/early/student-calls.js'), 'utf8');

/** Runs the shell's early script on `pathname` with a fetch that answers `answers` by address. */
function runEarlyScript(pathname: string, answers: Record<string, { status: number; body: unknown }>) {
  window.history.replaceState(null, '', pathname);
  const asked: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetchMock = jest.fn(async (url: string, init: { headers: Record<string, string> }) => {
    asked.push({ url, headers: init.headers });
    const a = answers[url] ?? { status: 404, body: { message: 'Not found' } };
    return { status: a.status, text: async () => JSON.stringify(a.body) };
  });
  (window as unknown as { fetch: unknown }).fetch = fetchMock;
  new Function(EARLY_SCRIPT)();
  return asked;
}

beforeEach(() => {
  localStorage.clear();
  delete window.__earlyCalls;
});

describe("the page's early calls", () => {
  it('asks get-user on the dashboard with the stored token, and the draft beside it on the form', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const onDashboard = runEarlyScript('/student/dashboard', {});
    expect(onDashboard.map((c) => c.url)).toEqual(['/api/v2/get-user']);
    expect(onDashboard[0]?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok-1' });
    const onForm = runEarlyScript('/student/admission-form/bcom/part-1', {});
    expect(onForm.map((c) => c.url)).toEqual(['/api/v2/get-user', '/api/v2/admission/draft']);
  });

  it('asks nothing without a token, nor on the pages a signed-out visitor opens', () => {
    expect(runEarlyScript('/student/dashboard', {})).toEqual([]);
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    for (const page of ['/student/login', '/student/register/', '/student/reset-password', '/about-us', '/']) {
      expect(runEarlyScript(page, {})).toEqual([]);
    }
    expect(window.__earlyCalls).toBeUndefined();
  });

  it("gives the page's answer to the client once, for the same address and token, without asking again", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    runEarlyScript('/student/admission-form/bcom/part-1', {
      '/api/v2/admission/draft': { status: 200, body: { data: { step: 2 } } },
    });
    const calls = fakeApi({ '/api/v2/admission/draft': { body: { data: { step: 3 } } } });
    const client = createApiClient('/api');
    await expect(client.get('admissionDraft')).resolves.toEqual({ data: { step: 2 } });
    expect(calls).toEqual([]);
    // Asked again, it is asked of the server.
    await expect(client.get('admissionDraft')).resolves.toEqual({ data: { step: 3 } });
    expect(calls).toHaveLength(1);
  });

  it('asks again when the token changed since, or the answer is over a minute old', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    runEarlyScript('/student/admission-form/bcom/part-1', {
      '/api/v2/get-user': { status: 200, body: { user: { name: 'Early' } } },
      '/api/v2/admission/draft': { status: 200, body: { data: { step: 2 } } },
    });
    const calls = fakeApi({
      '/api/v2/get-user': { body: { user: { name: 'Fresh' } } },
      '/api/v2/admission/draft': { body: { data: { step: 3 } } },
    });
    window.__earlyCalls!['/api/v2/admission/draft']!.at -= 61_000;
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-2');
    const client = createApiClient('/api');
    await expect(client.get('getUser')).resolves.toEqual({ user: { name: 'Fresh' } });
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    await expect(client.get('admissionDraft')).resolves.toEqual({ data: { step: 3 } });
    expect(calls.map((c) => c.path)).toEqual(['/api/v2/get-user', '/api/v2/admission/draft']);
  });

  it('asks again when the early call got no answer', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    runEarlyScript('/student/dashboard', {});
    window.__earlyCalls!['/api/v2/get-user']!.answer = Promise.reject(new TypeError('Network error'));
    const calls = fakeApi({ '/api/v2/get-user': { body: { user: { name: 'Fresh' } } } });
    await expect(createApiClient('/api').get('getUser')).resolves.toEqual({ user: { name: 'Fresh' } });
    expect(calls).toHaveLength(1);
  });

  it("puts the student of the page's get-user in the store; a 401 there ends the session as any other", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    runEarlyScript('/student/dashboard', { '/api/v2/get-user': { status: 200, body: { user: aStudent() } } });
    const calls = fakeApi({});
    const shell = testShell();
    await expect(loadStudent(shell)).resolves.toMatchObject({ email: aStudent().email });
    expect(shell.jotaiStore.get(shell.atoms.user)).toMatchObject({ email: aStudent().email });
    expect(calls).toEqual([]);

    runEarlyScript('/student/dashboard', {
      '/api/v2/get-user': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    const other = testShell();
    await expect(loadStudent(other)).resolves.toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.location.pathname).toBe('/student/login');
  });
});
