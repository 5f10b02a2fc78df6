import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPortal, type FakeAnswer, type FetchCall } from '../../testing/render-portal';
import { tokens } from '@college/web-kit';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
import { RegisterPage } from './register-page';

// Each test types a whole address and code key by key, as a person does: seconds on a busy two-core machine.
jest.setTimeout(20_000);

const OTP_SENT = { body: { success: true, message: 'OTP sent to your email', refrence_id: 'REF-1' } };
const VERIFIED = { body: { success: true, message: 'Email Verified Successfully', refrence_id: 'REF-1' } };

function setup(answers: Record<string, FakeAnswer | ((c: FetchCall) => FakeAnswer) | 'network-error'> = {}) {
  const calls = fakeFetch({ '/api/v2/send-otp': OTP_SENT, '/api/v2/validate-otp': VERIFIED, ...answers });
  const user = userEvent.setup();
  const view = renderPortal(<RegisterPage />, { path: '/student/register' });
  return { calls, user, ...view };
}

const toasts = () => screen.getByTestId('toasts');
const email = () => screen.getByLabelText('Email');
const registerButton = () => screen.getByRole('button', { name: 'Register' });

async function verifyEmail(user: ReturnType<typeof userEvent.setup>, address = 'reena@example.com') {
  await user.type(email(), address);
  await user.click(screen.getByRole('button', { name: 'Get Otp' }));
  await user.type(await screen.findByLabelText('Email OTP'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('Verified Email');
}

async function fillOthers(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'रीना देवी');
  await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
  await user.type(screen.getByLabelText('Password'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm Password'), 'Secret@123');
}

beforeEach(() => localStorage.clear());

describe('register: the email verification states', () => {
  it('starts with Get Otp and no code box', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Get Otp' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email OTP')).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('readonly');
  });

  it('refuses to ask for a code for a malformed address', async () => {
    const { user, calls } = setup();
    await user.type(email(), 'reena@');
    await user.click(screen.getByRole('button', { name: 'Get Otp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(calls).toHaveLength(0);
  });

  it('after Get Otp shows the code box with Verify and locks the email', async () => {
    const { user, calls } = setup();
    await user.type(email(), 'reena@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Otp' }));
    expect(await screen.findByLabelText('Email OTP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Otp' })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/v2/send-otp',
      body: { type_of: 'email_otp', sender: 'reena@example.com' },
    });
    expect(toasts()).toHaveTextContent('OTP sent to your email');

    expect(email()).toHaveAttribute('readonly');
    await user.type(email(), 'x');
    expect(email()).toHaveValue('reena@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP Already sent you cannot change Email');
  });

  it('shows the server message as a warning when no code is sent', async () => {
    const { user } = setup({
      '/api/v2/send-otp': {
        status: 429,
        body: { success: false, message: 'Please wait 42 seconds', refrence_id: null },
      },
    });
    await user.type(email(), 'reena@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Otp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 42 seconds');
    expect(screen.queryByLabelText('Email OTP')).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('readonly');
  });

  it("verifies the code: 'Verified Email', a green border, the reference sent", async () => {
    const { user, calls } = setup();
    await verifyEmail(user);
    expect(calls[1]).toMatchObject({
      path: '/api/v2/validate-otp',
      body: { sender: 'reena@example.com', reference_id: 'REF-1', otp: '123456' },
    });
    expect(screen.queryByLabelText('Email OTP')).not.toBeInTheDocument();
    expect(email()).toHaveAttribute('readonly');
    // jsdom does not compute var(): read the rule of the field's own class instead.
    const css = Array.from(document.querySelectorAll('style'), (s) => s.textContent).join('\n');
    const own = email().className.split(' ').pop() as string;
    expect(css).toMatch(new RegExp(`\\.${own}\\{[^}]*border-color:${escapeRegExp(tokens.color.success)}`));
  });

  it('keeps the code box after a wrong code', async () => {
    const { user } = setup({
      '/api/v2/validate-otp': { status: 400, body: { success: false, message: 'Invalid OTP. 4 attempts left.' } },
    });
    await user.type(email(), 'reena@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Otp' }));
    await user.type(await screen.findByLabelText('Email OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. 4 attempts left.');
    expect(screen.queryByText('Verified Email')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email OTP')).toBeInTheDocument();
  });

  it('Reset Verification clears the status and the address', async () => {
    const { user } = setup();
    await verifyEmail(user);
    await user.click(screen.getByRole('button', { name: 'Reset Verification' }));
    expect(email()).toHaveValue('');
    expect(email()).not.toHaveAttribute('readonly');
    expect(email()).toHaveFocus();
    expect(screen.queryByText('Verified Email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Otp' })).toBeInTheDocument();
  });
});

describe('register: the button rule and the submission', () => {
  it('keeps only digits in the mobile number, without +91', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Mobile Number'), '+91 98765-43210');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
  });

  it('is enabled only when every field is filled and the email verified', async () => {
    const { user } = setup();
    expect(registerButton()).toHaveAttribute('aria-disabled', 'true');
    await fillOthers(user);
    expect(registerButton()).toHaveAttribute('aria-disabled', 'true');
    await verifyEmail(user);
    expect(registerButton()).toHaveAttribute('aria-disabled', 'false');
    await user.clear(screen.getByLabelText('Full Name'));
    expect(registerButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('a press while disabled shows the hint, which reverts after 2 s', async () => {
    jest.useFakeTimers();
    try {
      const { calls } = setup();
      await act(async () => registerButton().click());
      expect(screen.getByText('Fill in every field and verify your email to register.')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.getByText('Fill in every field and verify your email to register.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Fill in every field and verify your email to register.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('checks the passwords match before calling', async () => {
    const { user, calls } = setup();
    await verifyEmail(user);
    await fillOthers(user);
    await user.type(screen.getByLabelText('Confirm Password'), 'x');
    await user.click(registerButton());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/v2/signup');
  });

  it('shows both passwords with one switch', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Show passwords'));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
  });

  it('signs up with the verified reference and goes to the login page', async () => {
    const { user, calls, location } = setup({
      '/api/v2/signup': { status: 201, body: { success: true, message: 'Registration successful. Please log in.' } },
    });
    await verifyEmail(user);
    await fillOthers(user);
    await user.click(registerButton());
    await waitFor(() => expect(location()).toBe('/student/login'));
    expect(calls.find((c) => c.path === '/api/v2/signup')?.body).toEqual({
      name: 'रीना देवी',
      email: 'reena@example.com',
      phone: '9876543210',
      password: 'Secret@123',
      password_confirmation: 'Secret@123',
      email_refrence_id: 'REF-1',
    });
    expect(toasts()).toHaveTextContent('Registration successful. Please log in.');
    // The login page of this tab fills the address in.
    expect(sessionStorage.getItem('registered_email')).toBe('reena@example.com');
  });

  it('shows the server message as an error and its field errors', async () => {
    const { user, location } = setup({
      '/api/v2/signup': {
        status: 409,
        body: {
          success: false,
          message: 'This email is already registered.',
          errors: { email: ['This email is already registered.'] },
        },
      },
    });
    await verifyEmail(user);
    await fillOthers(user);
    await user.click(registerButton());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('This email is already registered.');
    const field = email().closest('div')?.parentElement as HTMLElement;
    expect(within(field).getByText('This email is already registered.')).toBeInTheDocument();
    expect(location()).toBe('/student/register');
  });
});
