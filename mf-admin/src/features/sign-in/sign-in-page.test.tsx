import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '@college/shared-types';
import { fakeApi } from '@college/web-kit/testing';
import { STAFF_TOKEN_KEY } from '../../lib/staff-session';
import { aStaff, renderConsole } from '../../testing/render-console';
import { SignInPage } from './sign-in-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('staff sign in', () => {
  it('keeps the staff token apart from the student one and opens the role’s first section', async () => {
    const calls = fakeApi({
      '/api/admin/signin': { body: { token: 'staff-abc', message: 'ok', admin: aStaff('accounts') } },
    });
    const { location } = renderConsole(<SignInPage />, { path: '/admin/login' });
    fillIn('accounts@college.local', 'Secret12345');
    await waitFor(() => expect(location()).toBe('/admin/overview'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { email: 'accounts@college.local', password: 'Secret12345' },
    });
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBe('staff-abc');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('returns to the page asked for', async () => {
    fakeApi({ '/api/admin/signin': { body: { token: 't', message: 'ok', admin: aStaff('verifier') } } });
    const { location } = renderConsole(<SignInPage />, { path: '/admin/login?next=%2Fadmin%2Fapplicants%2F7' });
    fillIn('v@college.local', 'Secret12345');
    await waitFor(() => expect(location()).toBe('/admin/applicants/7'));
  });

  it('says a wrong password in the page language, and stays', async () => {
    fakeApi({ '/api/admin/signin': { status: 401, body: { message: 'Invalid email or password.' } } });
    renderConsole(<SignInPage />, { path: '/admin/login', language: 'hi' });
    fireEvent.change(screen.getByLabelText('ईमेल'), { target: { value: 'a@b.in' } });
    fireEvent.change(screen.getByLabelText('पासवर्ड'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ईमेल या पासवर्ड गलत है।');
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
  });
});
