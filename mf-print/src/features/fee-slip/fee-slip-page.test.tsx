import { act, fireEvent, screen } from '@testing-library/react';
import type { Student } from '@college/shared-types';
import { fakeApi, pairValue, printRecord, renderAt } from '../../test-utils';
import { FeeSlipPage } from './fee-slip-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const user = { name: 'Reena Devi', fee_to_pay: '1250.00', transactions: [] } as unknown as Student;

function answer(transactions = printRecord().transactions, over: Parameters<typeof printRecord>[0] = {}) {
  fakeApi({
    '/api/v2/admission/print2': { status: 200, body: [printRecord({ transactions, ...over })] },
    '/api/v2/get-user': { status: 200, body: { user } },
    '/api/v2/verification-code': { status: 200, body: { code: '42-ABCDEFGH', path: '/verify/42-ABCDEFGH' } },
  });
  renderAt('/admission/payment/print/:admission_code', '/admission/payment/print/ADM25ABCDEFGH', <FeeSlipPage />);
}

beforeEach(() => {
  localStorage.setItem('auth_token', 'tok');
});

describe('the admission fee slip', () => {
  it('shows Pending when no successful transaction above 50 exists', async () => {
    answer();
    expect(await screen.findByRole('definition', { name: 'Payment Status' })).toHaveTextContent('Pending');
    expect(pairValue('Transaction ID')).toHaveTextContent('—');
    expect(screen.getByRole('article')).toHaveTextContent('Form No. 42');
    expect(screen.getByRole('article')).toHaveTextContent('राजकीय स्नातक महाविद्यालय');
    expect(screen.getByTestId('provisional-mark')).toHaveTextContent('अनंतिम — प्रवेश शुल्क अभी जमा नहीं');
    expect(screen.getByRole('article')).not.toHaveTextContent('ADM25ABCDEFGH');
  });

  it('shows the last success above 50 as paid', async () => {
    const tx = (txnid: string, amount: string, status: string, addedon: string) => ({
      txnid,
      amount,
      status,
      purpose: 'admission' as const,
      mode: 'NB',
      mihpayid: null,
      addedon,
      created_at: '',
    });
    answer([
      tx('R1', '50.00', 'success', '2025-07-01 10:00:00'),
      tx('A1', '1250.00', 'success', '2025-07-02 10:00:00'),
      tx('A2', '1250.00', 'SUCCESS', '2025-07-03 11:00:00'),
      tx('A3', '1250.00', 'failure', '2025-07-04 12:00:00'),
    ]);
    expect(await screen.findByRole('definition', { name: 'Payment Status' })).toHaveTextContent('Paid');
    expect(pairValue('Transaction ID')).toHaveTextContent('A2');
    expect(pairValue('Amount Paid')).toHaveTextContent('₹ 1250.00');
    expect(pairValue('Payment Date')).toHaveTextContent('03/07/2025');
    expect(pairValue('Amount in words')).toHaveTextContent('One Thousand Two Hundred Fifty Rupees Only');
    expect(pairValue('Amount in words')).toHaveTextContent('एक हज़ार दो सौ पचास रुपये मात्र');
    expect(pairValue('Payment Mode')).toHaveTextContent('Net banking / नेट बैंकिंग');
    expect(screen.queryByTestId('provisional-mark')).toBeNull();
    expect(screen.getByRole('article')).not.toHaveTextContent('A3');
    expect(screen.queryByRole('definition', { name: 'Enrolment Number' })).toBeNull();
  });

  it('shows the enrolment number the paid fee gave', async () => {
    const paid = {
      txnid: 'A2',
      amount: '1250.00',
      status: 'success',
      purpose: 'admission' as const,
      mode: 'CC',
      mihpayid: null,
      addedon: '2025-07-03 11:00:00',
      created_at: '',
    };
    answer([paid], { admission_fee_paid: true, enrolment_no: '2025-26/BSCBIO/0007' });
    expect(await screen.findByRole('definition', { name: 'Enrolment Number' })).toHaveTextContent(
      '2025-26/BSCBIO/0007',
    );
  });

  it('never shows a failed attempt as the payment, and no amount in words without a payment', async () => {
    answer([
      {
        txnid: 'A9',
        amount: '1250.00',
        status: 'failure',
        purpose: 'admission',
        mode: 'CC',
        mihpayid: null,
        addedon: '2025-07-04 12:00:00',
        created_at: '',
      },
    ]);
    expect(await screen.findByRole('definition', { name: 'Payment Status' })).toHaveTextContent('Pending');
    expect(pairValue('Transaction ID')).toHaveTextContent('—');
    expect(pairValue('Amount in words')).toHaveTextContent('—');
    expect(pairValue('Payment Mode')).toHaveTextContent('—');
  });

  it('prints in a window of its own that closes 100 ms after printing', async () => {
    answer();
    await screen.findByRole('definition', { name: 'Payment Status' });
    jest.useFakeTimers();
    try {
      const doc = document.implementation.createHTMLDocument('print');
      const written: string[] = [];
      const win = {
        document: Object.assign(doc, {
          write: (html: string) => written.push(html),
          open: () => doc,
          close: () => undefined,
        }),
        focus: jest.fn(),
        print: jest.fn(),
        close: jest.fn(),
      };
      const openSpy = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: /Print/ }));
      });
      expect(openSpy).toHaveBeenCalled();
      expect(written.join('')).toContain('data-testid="fee-slip"');
      expect(written.join('')).not.toContain('Dashboard');
      expect(win.print).toHaveBeenCalled();
      expect(win.close).not.toHaveBeenCalled();
      act(() => {
        jest.advanceTimersByTime(100);
      });
      expect(win.close).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
