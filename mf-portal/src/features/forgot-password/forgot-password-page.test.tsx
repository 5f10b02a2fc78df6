import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPortal } from '../../testing/render-portal';
import { ForgotPasswordPage } from './forgot-password-page';

function setup(answers: Parameters<typeof fakeFetch>[0] = {}) {
  const calls = fakeFetch(answers);
  return {
    calls,
    user: userEvent.setup(),
    ...renderPortal(<ForgotPasswordPage />, { path: '/student/forgot-password' }),
  };
}

async function send(user: ReturnType<typeof userEvent.setup>, email: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('forgot password', () => {
  it('says that a link will be mailed, in the chosen language alone, and links back to login', () => {
    setup();
    expect(screen.getByText(/A link to make a new password will be sent/)).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/लिंक आपके ईमेल पते पर भेजा जाएगा/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/student/login');
  });

  it('speaks Hindi when the site language is Hindi, its messages too', async () => {
    const { user, calls, jotaiStore, atoms } = setup();
    act(() => jotaiStore.set(atoms.language, 'hi'));
    expect(screen.getByRole('link', { name: 'लॉगिन पर वापस जाएँ' })).toHaveAttribute('href', '/student/login');
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया अपना ईमेल लिखें');
    expect(calls).toHaveLength(0);
  });

  it("says 'Please Enter Your email' for an empty field", async () => {
    const { user, calls } = setup();
    await send(user, '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Enter Your email');
    expect(calls).toHaveLength(0);
  });

  it("warns 'Please enter a valid email address' for a malformed one", async () => {
    const { user, calls } = setup();
    await send(user, 'reena@example');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(calls).toHaveLength(0);
  });

  it('sends applicant_email as a form field, shows the sending state, then the server message', async () => {
    let answer: (v: { body: unknown }) => void = () => undefined;
    const { user, calls } = setup({ '/api/v2/reset-password': () => new Promise((r) => (answer = r)) });
    await send(user, 'reena@example.com');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(calls[0]).toMatchObject({
      path: '/api/v2/reset-password',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: { applicant_email: 'reena@example.com' },
    });
    await act(async () => answer({ body: { success: true, message: 'A link has been sent.' } }));
    expect(await screen.findByRole('status')).toHaveTextContent('A link has been sent.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("warns 'Please enter valid email' when the answer has no message", async () => {
    const { user } = setup({ '/api/v2/reset-password': { status: 400, body: {} } });
    await send(user, 'reena@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid email');
  });

  it("opens the 'Server Busy' dialog when the call fails", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ '/api/v2/reset-password': 'network-error' });
    await send(user, 'reena@example.com');
    expect(await screen.findByRole('alertdialog', { name: 'Server Busy' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
