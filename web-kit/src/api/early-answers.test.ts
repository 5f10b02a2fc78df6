// The calls a signed-in student's page starts before its scripts (the shell's early/early-calls.js) and the
// browser's transport taking their answers once instead of asking again.
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_TOKEN_KEY } from '@college/shared-types';
import { aStudent, testShell } from '../testing';
import { loadStudent } from '../student';
import { createApiClient, setTransportForTests } from './client';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const EARLY_SCRIPT = fs.readFileSync(path.join(__dirname, '../../../shell/src/early/early-calls.js'), 'utf8');

type Answers = Record<string, { status: number; body: unknown }>;

/** The server: a fetch answering `answers` by address, recording what was asked and with which headers. */
function server(answers: Answers) {
  const asked: Array<{ url: string; headers: Record<string, string> }> = [];
  (window as unknown as { fetch: unknown }).fetch = jest.fn(
    async (url: string, init: { headers: Record<string, string> }) => {
      asked.push({ url, headers: init.headers });
      const a = answers[url] ?? { status: 404, body: { message: 'Not found' } };
      return { status: a.status, ok: a.status < 300, text: async () => JSON.stringify(a.body) };
    },
  );
  return asked;
}

/** Runs the shell's early script on `pathname`. */
function runEarlyScript(pathname: string) {
  window.history.replaceState(null, '', pathname);
  new Function(EARLY_SCRIPT)();
}

beforeEach(() => {
  localStorage.clear();
  delete window.__earlyCalls;
  // The browser's own transport (fetch), as on a page.
  setTransportForTests(null);
});

describe("the page's early calls", () => {
  it('asks get-user on the dashboard with the stored token, and the draft beside it on the form', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const asked = server({});
    runEarlyScript('/student/dashboard');
    expect(asked.map((c) => c.url)).toEqual(['/api/v2/get-user']);
    expect(asked[0]?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok-1' });
    runEarlyScript('/student/admission-form/bcom/part-1');
    expect(asked.map((c) => c.url)).toEqual(['/api/v2/get-user', '/api/v2/get-user', '/api/v2/admission/draft']);
  });

  it('asks nothing without a token, nor on the pages a signed-out visitor opens', () => {
    const asked = server({});
    runEarlyScript('/student/dashboard');
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    for (const page of ['/student/login', '/student/register/', '/student/reset-password', '/about-us', '/']) {
      runEarlyScript(page);
    }
    expect(asked).toEqual([]);
    expect(window.__earlyCalls).toBeUndefined();
  });

  it("gives the page's answer to the client once, for the same address and token, without asking again", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const answers: Answers = { '/api/v2/admission/draft': { status: 200, body: { data: { step: 2 } } } };
    const asked = server(answers);
    runEarlyScript('/student/admission-form/bcom/part-1');
    answers['/api/v2/admission/draft'] = { status: 200, body: { data: { step: 3 } } };
    const client = createApiClient('/api');
    await expect(client.get('admissionDraft')).resolves.toEqual({ data: { step: 2 } });
    expect(asked.filter((c) => c.url === '/api/v2/admission/draft')).toHaveLength(1);
    // Asked again, it is asked of the server.
    await expect(client.get('admissionDraft')).resolves.toEqual({ data: { step: 3 } });
    expect(asked.filter((c) => c.url === '/api/v2/admission/draft')).toHaveLength(2);
  });

  it('asks again when the token changed since, the answer is over a minute old or no answer came', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const answers: Answers = {
      '/api/v2/get-user': { status: 200, body: { user: { name: 'Early' } } },
      '/api/v2/admission/draft': { status: 200, body: { data: { step: 2 } } },
    };
    const asked = server(answers);
    runEarlyScript('/student/admission-form/bcom/part-1');
    answers['/api/v2/get-user'] = { status: 200, body: { user: { name: 'Fresh' } } };
    answers['/api/v2/admission/draft'] = { status: 200, body: { data: { step: 3 } } };
    window.__earlyCalls!['/api/v2/admission/draft']!.at -= 61_000;
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-2');
    const client = createApiClient('/api');
    await expect(client.get('getUser')).resolves.toEqual({ user: { name: 'Fresh' } });
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    await expect(client.get('admissionDraft')).resolves.toEqual({ data: { step: 3 } });
    expect(asked).toHaveLength(4);

    runEarlyScript('/student/dashboard');
    window.__earlyCalls!['/api/v2/get-user']!.answer = Promise.reject(new TypeError('Network error'));
    await expect(client.get('getUser')).resolves.toEqual({ user: { name: 'Fresh' } });
    expect(asked).toHaveLength(6);
  });

  it("puts the student of the page's get-user in the store; a 401 there ends the session as any other", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const answers: Answers = { '/api/v2/get-user': { status: 200, body: { user: aStudent() } } };
    const asked = server(answers);
    runEarlyScript('/student/dashboard');
    const shell = testShell();
    await expect(loadStudent(shell)).resolves.toMatchObject({ email: aStudent().email });
    expect(shell.jotaiStore.get(shell.atoms.user)).toMatchObject({ email: aStudent().email });
    expect(asked).toHaveLength(1);

    answers['/api/v2/get-user'] = { status: 401, body: { message: 'Unauthenticated.' } };
    runEarlyScript('/student/dashboard');
    const other = testShell();
    await expect(loadStudent(other)).resolves.toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.location.pathname).toBe('/student/login');
  });
});

describe("the console's early calls", () => {
  it("asks `me` on a console page with the staff token, and the queue's first page with the address's filters", () => {
    localStorage.setItem('staff_token', 'staff-1');
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const asked = server({});
    runEarlyScript('/admin/overview');
    expect(asked).toEqual([
      { url: '/api/admin/me', headers: { Accept: 'application/json', Authorization: 'Bearer staff-1' } },
    ]);
    runEarlyScript('/admin/applicants?status=0&course=BCOM');
    expect(asked.map((c) => c.url).slice(1)).toEqual([
      '/api/admin/me',
      '/api/admin/students?course=BCOM&per_page=25&status=0',
    ]);
  });

  it('asks nothing without a staff token, on the sign-in pages, nor outside the console', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const asked = server({});
    runEarlyScript('/admin/applicants');
    localStorage.setItem('staff_token', 'staff-1');
    for (const page of ['/admin/login', '/admin/set-password/', '/', '/about-us']) {
      runEarlyScript(page);
    }
    expect(asked).toEqual([]);
    // A student's page asks with the student's token, never the staff member's.
    runEarlyScript('/student/dashboard');
    expect(asked.map((c) => c.headers.Authorization)).toEqual(['Bearer tok-1']);
  });

  it("gives the queue's answer once to the same query in any order of its values, and not to another", async () => {
    localStorage.setItem('staff_token', 'staff-1');
    const list = { '/api/admin/students?course=BCOM&per_page=25&status=0': { status: 200, body: { total: 7 } } };
    const asked = server({
      ...list,
      '/api/admin/students?course=BSCBIO&per_page=25&status=0':
        list['/api/admin/students?course=BCOM&per_page=25&status=0'],
    });
    runEarlyScript('/admin/applicants?status=0&course=BCOM');
    const client = createApiClient('/api', { token: () => localStorage.getItem('staff_token') });
    await expect(
      client.get('adminStudents', { query: { course: 'BSCBIO', per_page: 25, status: '0' } }),
    ).resolves.toEqual({ total: 7 });
    await expect(
      client.get('adminStudents', { query: { per_page: 25, status: '0', course: 'BCOM' } }),
    ).resolves.toEqual({ total: 7 });
    // me, the early list, the other course's list: the same list again was not asked of the server.
    expect(asked.map((c) => c.url)).toEqual([
      '/api/admin/me',
      '/api/admin/students?course=BCOM&per_page=25&status=0',
      '/api/admin/students?course=BSCBIO&per_page=25&status=0',
    ]);
    expect(window.__earlyCalls!['/api/admin/students?course=BCOM&per_page=25&status=0']).toBeUndefined();
  });
});
