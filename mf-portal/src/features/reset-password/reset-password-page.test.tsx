import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPortal } from '../../testing/render-portal';
import { ResetPasswordPage } from './reset-password-page';

function setup(path: string, answers: Parameters<typeof fakeFetch>[0] = {}) {
  const calls = fakeFetch(answers);
  return {
    calls,
    user: userEvent.setup(),
    ...renderPortal(<ResetPasswordPage />, { path }),
  };
}

describe('reset password', () => {
  it('sets the new password with the token of the link, then opens the login page', async () => {
    const { user, calls, location } = setup('/student/reset-password?token=abc123', {
      '/api/v2/reset-password/confirm': { body: { success: true, message: 'Your password has been changed.' } },
    });
    await user.type(screen.getByLabelText('New Password'), 'NewSecret@1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'NewSecret@1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(calls[0]).toMatchObject({
      path: '/api/v2/reset-password/confirm',
      body: { token: 'abc123', password: 'NewSecret@1', password_confirmation: 'NewSecret@1' },
    });
    await waitFor(() => expect(location()).toBe('/student/login'), { timeout: 2000 });
  });

  it('checks the two passwords before calling', async () => {
    const { user, calls } = setup('/student/reset-password?token=abc123');
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('checks the two passwords in Hindi when the site language is Hindi', async () => {
    const { user, calls, jotaiStore, atoms } = setup('/student/reset-password?token=abc123');
    act(() => jotaiStore.set(atoms.language, 'hi'));
    await user.type(screen.getByLabelText('नया पासवर्ड'), 'short');
    await user.type(screen.getByLabelText('नया पासवर्ड दोबारा लिखें'), 'other');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड सहेजें' }));
    expect(await screen.findByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(screen.getByText('दोनों पासवर्ड एक जैसे नहीं हैं')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the refusal of a used or expired link', async () => {
    const { user, location } = setup('/student/reset-password?token=old', {
      '/api/v2/reset-password/confirm': {
        status: 400,
        body: { message: 'This reset link is invalid or has expired.' },
      },
    });
    await user.type(screen.getByLabelText('New Password'), 'NewSecret@1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'NewSecret@1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(location()).toBe('/student/reset-password?token=old');
  });

  it('cannot be sent without the token of a link', () => {
    setup('/student/reset-password');
    expect(screen.getByText(/This reset link is not complete/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Password' })).toBeDisabled();
  });
});
