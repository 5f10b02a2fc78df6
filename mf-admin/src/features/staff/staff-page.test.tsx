import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffAccount } from '@college/shared-types';
import { fakeApi } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { StaffPage } from './staff-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const me = aStaff('admin', { id: 1, name: 'Demo Administrator' });
const account = (over: Partial<StaffAccount>): StaffAccount => ({
  id: 5,
  email: 'clerk@college.local',
  name: 'Office Clerk',
  role: 'verifier',
  disabled: false,
  password_set: true,
  last_signin_at: null,
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});

describe('staff accounts', () => {
  it('creates an account (a link is mailed, never a password) and shows the field rules of a refusal', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(me),
      '/api/admin/staff': (call) =>
        call.method === 'GET'
          ? { body: { data: [account({ id: 1, name: 'Demo Administrator', role: 'admin' })] } }
          : (call.body as { email: string }).email.includes('@')
            ? { status: 201, body: { message: 'ok', data: account({}) } }
            : {
                status: 422,
                body: { message: 'Check the form', errors: { email: ['Please enter a valid email address'] } },
              },
    });
    renderConsole(<StaffPage />, { path: '/admin/staff', staff: me, roles: [] });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'clerk' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Office Clerk' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'accounts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and mail the link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'clerk@college.local' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and mail the link' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const body = calls.filter((c) => c.method === 'POST').at(-1)?.body as Record<string, string>;
    expect(body).toEqual({ email: 'clerk@college.local', name: 'Office Clerk', role: 'accounts' });
    expect(body).not.toHaveProperty('password');
  });

  it('disables another account and sends it a new link, but never offers it on one’s own', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(me),
      '/api/admin/staff': {
        body: { data: [account({ id: 1, name: 'Demo Administrator', role: 'admin' }), account({})] },
      },
      '/api/admin/staff/5': { body: { message: 'ok', data: account({ disabled: true }) } },
      '/api/admin/staff/5/link': { body: { message: 'ok', data: account({}) } },
    });
    renderConsole(<StaffPage />, { path: '/admin/staff', staff: me, roles: [] });
    const own = (await screen.findByText('Demo Administrator', { selector: 'td span' })).closest('tr') as HTMLElement;
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    const clerk = screen.getByText('Office Clerk').closest('tr') as HTMLElement;
    fireEvent.click(within(clerk).getByRole('button', { name: 'Send set-password link' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/staff/5/link')).toBe(true));
    // The row's buttons wait while its call is under way; the message says it is done.
    expect(await screen.findByText('A new set-password link was mailed to clerk@college.local.')).toBeInTheDocument();
    fireEvent.click(within(clerk).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ disabled: true });
  });

  it('refuses the page to a verifier', async () => {
    fakeApi({ '/api/admin/me': meAnswer(aStaff('verifier')) });
    renderConsole(<StaffPage />, { path: '/admin/staff', staff: aStaff('verifier'), roles: [] });
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create and mail the link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Staff accounts' })).not.toBeInTheDocument();
  });
});
