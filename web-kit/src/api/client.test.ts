import { act } from '@testing-library/react';
import { AUTH_TOKEN_KEY, admissionDraftKey } from '@college/shared-types';
import { aStudent, fakeApi, testShell } from '../testing';
import { apiClientFor } from '../student';
import { ApiRequestError, createApiClient, NO_ANSWER_MESSAGE } from './client';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the API client', () => {
  it('sends the stored bearer token to the path of the table, under the API root', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const calls = fakeApi({ '/api/v2/admission/file/AB12/image': { body: { ok: 1 } } });
    const client = createApiClient('/api/');
    await expect(client.get('admissionFile', { params: { admission_code: 'AB12', field: 'image' } })).resolves.toEqual({
      ok: 1,
    });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/v2/admission/file/AB12/image' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-1');
  });

  it('sends the token its caller chooses (the office staff token) and PUT, PATCH and file queries', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'student-tok');
    const calls = fakeApi({
      '/api/admin/settings': { body: { ok: 1 } },
      '/api/admin/staff/4': { body: {} },
      '/api/admin/admissions.csv': { body: 'csv' },
    });
    const client = createApiClient('/api', { token: () => 'staff-tok' });
    await client.put('adminSettings', { json: { academic_session: '2025-26' } });
    await client.patch('adminStaffMember', { params: { id: 4 }, json: { disabled: true } });
    await client.blob('/api/admin/admissions.csv', { query: { course: 'BCOM', search: undefined } });
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'PATCH', 'GET']);
    expect(calls.every((c) => c.headers.Authorization === 'Bearer staff-tok')).toBe(true);
    expect(calls[2]?.query).toEqual({ course: 'BCOM' });
  });

  it('sends no Authorization header without a token, and JSON or form bodies', async () => {
    const calls = fakeApi({ '/api/v1/add-enquiry': { body: {} }, '/api/v2/signin': { body: {} } });
    const client = createApiClient('/api');
    await client.post('addEnquiry', { json: { name: 'A' } });
    await client.post('signin', { form: { email: 'a@b.in', password: 'x' } });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.body).toEqual({ name: 'A' });
    expect(calls[1]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(calls[1]?.body).toEqual({ email: 'a@b.in', password: 'x' });
  });

  it('rejects with one shape: status, message and field errors', async () => {
    fakeApi({
      '/api/v1/add-enquiry': {
        status: 422,
        body: { message: 'Check the form', errors: { email: ['Enter an email'] } },
      },
    });
    const failure = await createApiClient('/api')
      .post('addEnquiry', { json: {} })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 422, message: 'Check the form', errors: { email: ['Enter an email'] } });
  });

  it('gives status 0 and a message when no answer comes', async () => {
    fakeApi({});
    await expect(createApiClient('/api').get('getUser')).rejects.toMatchObject({
      status: 0,
      message: NO_ANSWER_MESSAGE,
      errors: {},
    });
  });

  it('reports upload progress from 0 to 1', async () => {
    fakeApi({ '/api/v2/upload-document': { body: {} } });
    const seen: number[] = [];
    const data = new FormData();
    data.append('document_name', 'x');
    await createApiClient('/api').post('uploadDocument', { data, onUploadProgress: (f) => seen.push(f) });
    expect(seen).toEqual([0.5, 1]);
  });
});

describe('the one 401 policy', () => {
  it('ends the session (token and drafts) and opens the login page that returns to this page', async () => {
    const { navigateToUrl } = jest.requireMock('single-spa') as { navigateToUrl: jest.Mock };
    window.history.replaceState(null, '', '/student/payment?x=1');
    localStorage.setItem(AUTH_TOKEN_KEY, 'old');
    localStorage.setItem(admissionDraftKey('reena@example.com'), '{}');
    localStorage.setItem('site_language', 'hi');
    const shell = testShell({ user: aStudent(), isAuthenticated: true });
    fakeApi({ '/api/v2/get-user': { status: 401, body: { message: 'Unauthenticated.' } } });
    await act(async () => {
      await expect(apiClientFor(shell).get('getUser')).rejects.toMatchObject({ status: 401 });
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(admissionDraftKey('reena@example.com'))).toBeNull();
    expect(localStorage.getItem('site_language')).toBe('hi');
    expect(shell.jotaiStore.get(shell.atoms.user)).toBeNull();
    expect(shell.jotaiStore.get(shell.atoms.isAuthenticated)).toBe(false);
    expect(window.location.pathname + window.location.search).toBe(
      `/student/login?next=${encodeURIComponent('/student/payment?x=1')}`,
    );
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('leaves a 401 to the caller that asks for it (a wrong password)', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'old');
    const shell = testShell();
    fakeApi({ '/api/v2/signin': { status: 401, body: { message: 'Invalid email or password.' } } });
    await expect(apiClientFor(shell).post('signin', { json: {}, allow401: true })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('old');
    expect(window.location.pathname).toBe('/');
  });
});
