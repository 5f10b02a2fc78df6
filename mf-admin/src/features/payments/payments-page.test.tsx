import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminPaymentRow } from '@college/shared-types';
import { fakeApi } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { PaymentsPage } from './payments-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function payment(over: Partial<AdminPaymentRow>): AdminPaymentRow {
  return {
    txnid: 'T1',
    student_id: 7,
    student_name: 'Reena Devi',
    email: 'reena@example.in',
    course_name: 'BCOM',
    purpose: 'admission',
    amount: '1450.00',
    status: 'success',
    mode: 'UPI',
    mihpayid: null,
    bank_ref_num: null,
    error_message: null,
    flag_reason: null,
    settled_by: 'callback',
    refund_status: null,
    overdue: false,
    created_at: '2026-11-23T10:00:00Z',
    addedon: null,
    verified_at: null,
    ...over,
  };
}

const rows = [
  payment({ txnid: 'PEND1', status: 'pending', overdue: true, settled_by: null }),
  payment({ txnid: 'DUE1', status: 'refund_due', flag_reason: 'Paid twice' }),
  payment({ txnid: 'OK1' }),
];

describe('payments of the accounts office', () => {
  it('marks a payment pending over 10 minutes and checks it with the bank; a refund due offers Refund', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('accounts')),
      '/api/admin/payments': { body: { data: rows, page: 1, per_page: 50, total: 3 } },
      '/api/admin/payments/PEND1/verify': {
        body: { message: 'ok', data: payment({ txnid: 'PEND1', status: 'success' }) },
      },
    });
    renderConsole(<PaymentsPage />, { path: '/admin/payments', staff: aStaff('accounts') });
    const pending = (await screen.findByText('PEND1')).closest('tr') as HTMLElement;
    expect(within(pending).getByText('Pending over 10 minutes')).toBeInTheDocument();
    const due = screen.getByText('DUE1').closest('tr') as HTMLElement;
    expect(within(due).getByText('Needs attention: Paid twice')).toBeInTheDocument();
    expect(within(due).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    const ok = screen.getByText('OK1').closest('tr') as HTMLElement;
    expect(within(ok).queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(within(pending).getByRole('button', { name: 'Check with the bank' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/payments/PEND1/verify')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/payments/PEND1/verify')?.method).toBe('POST');
  });

  it('reconciles every pending payment and says what it found', async () => {
    fakeApi({
      '/api/admin/me': meAnswer(aStaff('accounts')),
      '/api/admin/payments': { body: { data: [], page: 1, per_page: 50, total: 0 } },
      '/api/admin/payments/reconcile': {
        body: { checked: 4, settled_success: 2, settled_failure: 1, still_pending: 1, expired: 0, mismatched: 0 },
      },
    });
    renderConsole(<PaymentsPage />, { path: '/admin/payments', staff: aStaff('accounts') });
    fireEvent.click(await screen.findByRole('button', { name: 'Reconcile now' }));
    expect(
      await screen.findAllByText('Checked 4: 2 paid, 1 failed, 1 still pending, 0 expired, 0 mismatched.'),
    ).not.toHaveLength(0);
  });

  it('filters by status and dates', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('accounts')),
      '/api/admin/payments': { body: { data: [], page: 1, per_page: 50, total: 0 } },
    });
    renderConsole(<PaymentsPage />, { path: '/admin/payments', staff: aStaff('accounts') });
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'mismatch' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/payments').at(-1)?.query).toMatchObject({
        status: 'mismatch',
        date_from: '2026-11-01',
        page: '1',
      }),
    );
  });
});
