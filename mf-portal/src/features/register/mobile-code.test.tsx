// The register page's mobile code (decision 035): only with the office's mobile verification on.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPortal, type FakeAnswer, type FetchCall } from '../../testing/render-portal';
import { RegisterPage } from './register-page';

// Each test types a whole address and code key by key, as a person does: seconds on a busy two-core machine.
jest.setTimeout(20_000);

const EMAIL_SENT = { body: { success: true, message: 'OTP sent to your email', refrence_id: 'REF-1' } };
const PHONE_SENT = { body: { success: true, message: 'OTP sent to your phone', refrence_id: 'PREF-9' } };

/** The public setting's answer, read with the browser's fetch. */
function setting(verify: boolean | 'no-answer') {
  const asked: string[] = [];
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string) => {
    asked.push(url);
    if (verify === 'no-answer') throw new TypeError('Network error');
    return { ok: true, json: async () => ({ verify_mobile: verify }) };
  });
  return asked;
}

function setup(
  verify: boolean | 'no-answer',
  answers: Record<string, FakeAnswer | ((c: FetchCall) => FakeAnswer)> = {},
) {
  const asked = setting(verify);
  const calls = fakeFetch({
    '/api/v2/send-otp': (c) => ((c.body as { type_of: string }).type_of === 'phone' ? PHONE_SENT : EMAIL_SENT),
    '/api/v2/validate-otp': (c) => ({
      body: { success: true, message: 'Verified', refrence_id: (c.body as { reference_id: string }).reference_id },
    }),
    ...answers,
  });
  const user = userEvent.setup();
  renderPortal(<RegisterPage />, { path: '/student/register' });
  return { asked, calls, user };
}

const phone = () => screen.getByLabelText('Mobile Number');
const registerButton = () => screen.getByRole('button', { name: 'Register' });

async function fillAndVerifyEmail(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Kiran Verma');
  await user.type(screen.getByLabelText('Email'), 'kiran@example.com');
  await user.click(screen.getByRole('button', { name: 'Get Otp' }));
  await user.type(await screen.findByLabelText('Email OTP'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('Verified Email');
  await user.type(screen.getByLabelText('Password'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm Password'), 'Secret@123');
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  localStorage.clear();
});

describe('register: the mobile code', () => {
  it('is not shown when the setting is off, and sign-up sends no phone reference', async () => {
    const { asked, calls, user } = setup(false, {
      '/api/v2/signup': { status: 201, body: { success: true, message: 'Registration successful' } },
    });
    await waitFor(() => expect(asked).toEqual(['/api/v1/mobile-verification']));
    expect(screen.queryByRole('button', { name: 'Get code' })).not.toBeInTheDocument();
    await fillAndVerifyEmail(user);
    await user.type(phone(), '9876543210');
    expect(registerButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(registerButton());
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/v2/signup'));
    expect(calls.find((c) => c.path === '/api/v2/signup')?.body).not.toHaveProperty('phone_refrence_id');
  });

  it('stays off when the setting cannot be read', async () => {
    const { asked } = setup('no-answer');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Get code' })).not.toBeInTheDocument();
  });

  it('with the setting on: Get code, the code box, verified, then sign-up with the phone reference', async () => {
    const { calls, user } = setup(true, {
      '/api/v2/signup': { status: 201, body: { success: true, message: 'Registration successful' } },
    });
    await fillAndVerifyEmail(user);
    await user.type(phone(), '9876543210');
    // Email verified and every field filled, yet the number is not verified.
    expect(registerButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(await screen.findByRole('button', { name: 'Get code' }));
    expect(calls.find((c) => (c.body as { type_of?: string })?.type_of === 'phone')?.body).toEqual({
      type_of: 'phone',
      sender: '9876543210',
    });
    expect(await screen.findByText('Enter the 6 digit code we sent by SMS to this number.')).toBeInTheDocument();
    expect(phone()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Get code' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile code'), '654321');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Verified Mobile Number')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v2/validate-otp').pop()?.body).toEqual({
      sender: '9876543210',
      reference_id: 'PREF-9',
      otp: '654321',
    });
    expect(registerButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(registerButton());
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/v2/signup'));
    expect(calls.find((c) => c.path === '/api/v2/signup')?.body).toMatchObject({
      phone: '9876543210',
      email_refrence_id: 'REF-1',
      phone_refrence_id: 'PREF-9',
    });
  });

  it('refuses a malformed number before calling, and resets to an empty number', async () => {
    const { calls, user } = setup(true);
    await screen.findByRole('button', { name: 'Get code' });
    await user.type(phone(), '12345');
    await user.click(await screen.findByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a 10 digit mobile number without +91');
    expect(calls).toHaveLength(0);
    await user.clear(phone());
    await user.type(phone(), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await user.click(await screen.findByRole('button', { name: 'Reset Mobile Verification' }));
    expect(phone()).toHaveValue('');
    expect(phone()).not.toHaveAttribute('readonly');
    expect(phone()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
  });

  it("shows the API's refusal of a wrong code in Hindi", async () => {
    localStorage.setItem('site_language', 'hi');
    const { user } = setup(true, {
      '/api/v2/validate-otp': {
        status: 400,
        body: {
          success: false,
          code: 'otp_invalid',
          message: 'Invalid OTP. 4 attempts left.',
          message_hi: 'OTP ग़लत है। 4 प्रयास शेष हैं।',
        },
      },
    });
    await screen.findByRole('button', { name: 'कोड प्राप्त करें' });
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876543210');
    await user.click(await screen.findByRole('button', { name: 'कोड प्राप्त करें' }));
    await user.type(await screen.findByLabelText('मोबाइल कोड'), '000000');
    await user.click(screen.getByRole('button', { name: 'कोड जाँचें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP ग़लत है। 4 प्रयास शेष हैं।');
    expect(screen.getByLabelText('मोबाइल कोड')).toBeInTheDocument();
  });

  it('turns on when sign-up answers that the number needs its code', async () => {
    const { user } = setup(false, {
      '/api/v2/signup': {
        status: 422,
        body: {
          success: false,
          code: 'mobile_not_verified',
          message: 'Please verify your mobile number with the code sent to it.',
        },
      },
    });
    await fillAndVerifyEmail(user);
    await user.type(phone(), '9876543210');
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your mobile number');
    expect(await screen.findByRole('button', { name: 'Get code' })).toBeInTheDocument();
  });
});
