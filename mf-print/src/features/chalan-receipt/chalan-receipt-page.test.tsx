import { screen } from '@testing-library/react';
import { fakeApi, pairValue, renderAt } from '../../test-utils';
import { ChalanReceiptPage } from './chalan-receipt-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeEach(() => localStorage.setItem('auth_token', 'tok'));

function answer(over: Record<string, unknown> = {}) {
  const body = {
    data: {
      txnid: 'RX1',
      amount: '50.00',
      status: 'success',
      purpose: 'registration',
      mode: 'CC',
      mihpayid: '8498',
      addedon: '2025-07-01 10:15:00',
      created_at: '',
      productinfo: 'Registration Fee',
      firstname: 'Reena',
      email: 'reena@example.in',
      phone: '9876543210',
      bank_ref_num: '734512908',
      amount_words: { en: 'Fifty Rupees Only', hi: 'पचास रुपये मात्र' },
      ...over,
      student: {
        name: 'Reena Devi',
        email: 'reena@example.in',
        phone_number: '9876543210',
        course_name: 'BCOM',
        course_year: 1,
      },
    },
  };
  return fakeApi({
    '/api/v2/payment/receipt/RX1': { status: 200, body },
    '/api/v2/verification-code': { status: 200, body: { code: 'R7-ABCDEFGH', path: '/verify/R7-ABCDEFGH' } },
  });
}

describe('the chalan receipt', () => {
  it('shows amount, txnid, date and status with a Print button', async () => {
    const calls = answer();
    renderAt('/chalan-receipt/print/:txnid', '/chalan-receipt/print/RX1', <ChalanReceiptPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('definition', { name: 'Amount' })).toHaveTextContent('₹ 50.00');
    expect(pairValue('Transaction ID')).toHaveTextContent('RX1');
    expect(pairValue('Status')).toHaveTextContent('Success');
    expect(screen.getByRole('figure')).toHaveTextContent('R7-ABCDEFGH');
    expect(pairValue('Amount in words')).toHaveTextContent('Fifty Rupees Only');
    expect(pairValue('Amount in words')).toHaveTextContent('पचास रुपये मात्र');
    // The time as HH:mm.
    expect(pairValue('Date')).toHaveTextContent(/^01\/07\/2025 10:15$/);
    expect(pairValue('Payment Mode')).toHaveTextContent('Credit card / क्रेडिट कार्ड');
    expect(pairValue('Bank Reference')).toHaveTextContent('734512908');
    expect(screen.getByRole('button', { name: /Print/ })).toBeInTheDocument();
    // The student paid the college: the ₹50 came from them ("से प्राप्त", never "प्राप्तकर्ता").
    expect(pairValue('Received from')).toHaveTextContent('Reena Devi');
    expect(screen.getByRole('article')).toHaveTextContent('से प्राप्त');
    expect(screen.getByRole('article')).not.toHaveTextContent('प्राप्तकर्ता');
    expect(calls.some((c) => c.path.endsWith('/verification-code'))).toBe(true);
  });

  it('says where the money came: the online portal, or the college counter with its office receipt', async () => {
    answer();
    const online = renderAt('/chalan-receipt/print/:txnid', '/chalan-receipt/print/RX1', <ChalanReceiptPage />);
    expect(await screen.findByTestId('receipt-note')).toHaveTextContent("produced by the college's online portal");
    online.unmount();
    answer({ mode: 'COUNTER_CASH', mihpayid: null, bank_ref_num: null });
    renderAt('/chalan-receipt/print/:txnid', '/chalan-receipt/print/RX1', <ChalanReceiptPage />);
    const note = await screen.findByTestId('receipt-note');
    expect(note).toHaveTextContent('received at the college counter');
    expect(note).not.toHaveTextContent('online portal');
    expect(pairValue('Payment Mode')).toHaveTextContent('Cash at the college counter');
  });

  it('gives no receipt for a payment that failed or is still pending', async () => {
    for (const status of ['failure', 'pending']) {
      const calls = answer({ status });
      const { unmount } = renderAt('/chalan-receipt/print/:txnid', '/chalan-receipt/print/RX1', <ChalanReceiptPage />);
      expect(await screen.findByRole('alert')).toHaveTextContent('This payment did not go through');
      expect(screen.queryByRole('article')).toBeNull();
      expect(calls.some((c) => c.path.endsWith('/verification-code'))).toBe(false);
      unmount();
    }
  });

  it("refuses another student's receipt", async () => {
    fakeApi({ '/api/v2/payment/receipt/': { status: 404, body: { message: 'No such receipt.' } } });
    renderAt('/chalan-receipt/print/:txnid', '/chalan-receipt/print/RX9', <ChalanReceiptPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('not available for your account');
  });
});
