import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Student } from '@college/shared-types';
import { aProfiledStudent, fakeFetch, paidChalan, renderPortal } from '../../testing/render-portal';
import { PaymentFormPage } from './payment-form-page';

const GATEWAY = {
  action: 'http://localhost/api/dev/payu/_payment',
  fields: { key: 'DEVKEY', txnid: 'R123', amount: '50.00', productinfo: 'Registration Fee', hash: 'abc' },
};

function setup(purpose: 'registration' | 'admission', student: Student, extra: Parameters<typeof fakeFetch>[0] = {}) {
  localStorage.setItem('auth_token', 'tok');
  const calls = fakeFetch({ '/api/v2/get-user': { body: { user: student } }, ...extra });
  const path = purpose === 'registration' ? '/student/payment' : '/student/admission/payment';
  return { calls, user: userEvent.setup(), ...renderPortal(<PaymentFormPage purpose={purpose} />, { path }) };
}

let posted: HTMLFormElement[] = [];
beforeEach(() => {
  localStorage.clear();
  posted = [];
  // jsdom cannot navigate; record what a browser would have posted.
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push(this);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('payment form', () => {
  it('shows the registration fee with a rupee sign, the payer fields and Cancel', async () => {
    setup('registration', aProfiledStudent());
    expect(await screen.findByRole('heading', { name: 'Payment Form' })).toBeInTheDocument();
    expect(screen.getByTestId('fee-to-pay')).toHaveTextContent('₹50');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Reena Devi');
    expect(screen.getByLabelText('Email Address')).toHaveValue('reena@example.com');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
    for (const name of ['Full Name', 'Email Address', 'Phone Number']) {
      expect(screen.getByLabelText(name)).toBeRequired();
    }
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/student/dashboard');
  });

  it('asks the API to start the payment and posts its fields to the gateway as a form', async () => {
    const { user, calls } = setup('registration', aProfiledStudent(), {
      '/api/v2/payment/initiate': { body: GATEWAY },
    });
    await user.clear(await screen.findByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Reena Kumari');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/v2/payment/initiate')).toMatchObject({
      headers: { Authorization: 'Bearer tok' },
      body: { purpose: 'registration', firstname: 'Reena Kumari', phone: '9876543210' },
    });
    const form = posted[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe(GATEWAY.action);
    expect(Object.fromEntries(new FormData(form))).toEqual(GATEWAY.fields);
    expect([...form.querySelectorAll('input')].every((i) => i.type === 'hidden')).toBe(true);
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  });

  it('checks the phone number before calling and shows the server refusal', async () => {
    const { user, calls } = setup('registration', aProfiledStudent(), {
      '/api/v2/payment/initiate': { status: 409, body: { message: 'The registration fee is already paid.' } },
    });
    const phone = await screen.findByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Enter a 10 digit mobile number without +91')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/v2/payment/initiate');

    await user.clear(phone);
    await user.type(phone, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The registration fee is already paid.');
    expect(posted).toHaveLength(0);
  });

  it('asks fee_to_pay for the admission fee when approved', async () => {
    setup(
      'admission',
      aProfiledStudent({ status: 1, is_admission_submitted: true, fee_to_pay: '1250.00', transactions: [paidChalan] }),
    );
    expect(await screen.findByTestId('fee-to-pay')).toHaveTextContent('₹1250.00');
  });

  it.each([0, 2] as const)(
    'sends a student at status %s from the admission fee back to the dashboard',
    async (status) => {
      const { location } = setup('admission', aProfiledStudent({ status, fee_to_pay: '1250.00' }));
      await waitFor(() => expect(location()).toBe('/student/dashboard'));
    },
  );

  it('says the registration fee is paid and gives its receipt, with no Pay Now', async () => {
    setup('registration', aProfiledStudent({ transactions: [paidChalan] }));
    expect(await screen.findByText('Your registration fee is paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print receipt' })).toHaveAttribute(
      'href',
      `/chalan-receipt/print/${paidChalan.txnid}`,
    );
  });

  it('says the admission fee is paid and gives its receipt and fee slip, with no Pay Now', async () => {
    const paidAdmission = { ...paidChalan, txnid: 'A777', amount: '1250.00', purpose: 'admission' as const };
    setup(
      'admission',
      aProfiledStudent({
        status: 1,
        is_admission_submitted: true,
        is_admission_fee_payed: true,
        admission_form_code: 'F-42',
        fee_to_pay: '1250.00',
        transactions: [paidChalan, paidAdmission],
      }),
    );
    expect(await screen.findByText('Your admission fee is paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print receipt' })).toHaveAttribute('href', '/chalan-receipt/print/A777');
    expect(screen.getByRole('link', { name: 'Print fee slip' })).toHaveAttribute(
      'href',
      '/admission/payment/print/F-42',
    );
  });
});
