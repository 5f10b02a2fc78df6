import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPortal } from '../../testing/render-portal';
import { LoginPage } from './login-page';

function setup(answers: Parameters<typeof fakeFetch>[0] = {}) {
  const calls = fakeFetch(answers);
  const user = userEvent.setup({ delay: null });
  const view = renderPortal(<LoginPage />, { path: '/student/login' });
  return { calls, user, ...view };
}

/** Lets the answer of a call and formik's submit cycle land inside act. */
async function settle() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await settle();
}

beforeEach(() => localStorage.clear());

describe('login page', () => {
  it('has one field labelled Email, a password with show/hide, and the two links', async () => {
    const { user } = setup();
    expect(screen.getAllByLabelText(/email/i)).toHaveLength(1);
    expect(screen.getAllByLabelText(/password/i)).toHaveLength(1);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/student/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/student/register');
  });

  it('fills in the address just registered with in this tab, once, and puts the cursor in the password', async () => {
    sessionStorage.setItem('registered_email', 'seema@example.com');
    setup();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('seema@example.com'));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(sessionStorage.getItem('registered_email')).toBeNull();
  });

  it("says 'Please fill all fields' itself, not the browser, and calls nothing", async () => {
    const { user, calls, container } = setup();
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    await fill(user, 'reena@example.com', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all fields');
    expect(calls).toHaveLength(0);
  });

  it('warns about a malformed address', async () => {
    const { user, calls } = setup();
    await fill(user, 'reena.example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(calls).toHaveLength(0);
  });

  it("shows 'Login Failed' with 'Invalid email or password.' when the call fails", async () => {
    const { user, calls } = setup({
      '/api/v2/signin': { status: 401, body: { message: 'Invalid email or password.' } },
    });
    await fill(user, 'reena@example.com', 'wrong');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    // The toast, and the same words kept in the form.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) {
      expect(alert).toHaveTextContent('Login Failed');
      expect(alert).toHaveTextContent('Invalid email or password.');
    }
    expect(calls[0]).toMatchObject({ path: '/api/v2/signin', body: { email: 'reena@example.com', password: 'wrong' } });
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('shows the server message with "Please enter valid email and password" when no token comes', async () => {
    const { user } = setup({ '/api/v2/signin': { body: { message: 'Account not found' } } });
    await fill(user, 'reena@example.com', 'x');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    // The toast says both; the form keeps the server's words.
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toHaveLength(2);
    expect(alerts).toContainEqual(expect.stringContaining('Account not found'));
    expect(alerts).toContainEqual(expect.stringContaining('Please enter valid email and password'));
    expect(alerts.every((text) => text?.includes('Account not found'))).toBe(true);
  });

  it('keeps what is missing under its field after the toast has gone, until it is typed', async () => {
    const { user } = setup();
    await fill(user, '', '');
    for (const label of ['Email', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Please fill all fields');
    }
    await user.type(screen.getByLabelText('Email'), 'r');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription('Please fill all fields');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please fill all fields');
  });

  it.each([
    [401, 'Invalid email or password.'],
    [500, 'The server is having trouble right now. Please try again in a few minutes.'],
  ])('says in plain words what an answer %s without a message means, and keeps it', async (status, words) => {
    const { user } = setup({ '/api/v2/signin': { status, body: '' } });
    await fill(user, 'reena@example.com', 'Secret@123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    const alerts = await screen.findAllByRole('alert');
    for (const alert of alerts) {
      expect(alert).toHaveTextContent(words);
      expect(alert).not.toHaveTextContent(`Error ${status}`);
    }
  });

  it('stores the token, says it is redirecting for 1 s, then opens the dashboard', async () => {
    const { user, location, jotaiStore, atoms } = setup({
      '/api/v2/signin': { body: { token: 'tok-123', message: 'Login Successfully' } },
    });
    await fill(user, 'reena@example.com', 'Secret@123');
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Login Successfully');
    expect(toast).toHaveTextContent('Redirecting to dashboard...');
    expect(localStorage.getItem('auth_token')).toBe('tok-123');
    expect(jotaiStore.get(atoms.isAuthenticated)).toBe(true);
    const shown = Date.now();
    expect(location()).toBe('/student/login');
    await waitFor(() => expect(location()).toBe('/student/dashboard'), { timeout: 2000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(900);
  });

  it('keeps the button busy while the answer is awaited', async () => {
    let release: (v: { body: unknown }) => void = () => undefined;
    const { user } = setup({ '/api/v2/signin': () => new Promise((r) => (release = r)) });
    await fill(user, 'reena@example.com', 'x');
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    await act(async () => release({ body: { message: 'nope' } }));
  });

  it('sends a student already signed in on to the dashboard instead of a second login', async () => {
    localStorage.setItem('auth_token', 'tok-old');
    const { location } = setup();
    await waitFor(() => expect(location()).toBe('/student/dashboard'));
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('sends a student already signed in on to the page in next', async () => {
    localStorage.setItem('auth_token', 'tok-old');
    fakeFetch({});
    const view = renderPortal(<LoginPage />, {
      path: '/student/login?next=%2Fstudent%2Fpayment',
    });
    await waitFor(() => expect(view.location()).toBe('/student/payment'));
  });

  it('speaks Hindi when the site language is Hindi, its messages too', async () => {
    const calls = fakeFetch({});
    const user = userEvent.setup({ delay: null });
    const view = renderPortal(<LoginPage />, { path: '/student/login' });
    act(() => view.jotaiStore.set(view.atoms.language, 'hi'));
    expect(screen.getByLabelText('ईमेल')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए' })).toHaveAttribute('href', '/student/forgot-password');
    await user.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    await settle();
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया सभी प्रविष्टियाँ भरें');
    expect(calls).toHaveLength(0);
  });
});
