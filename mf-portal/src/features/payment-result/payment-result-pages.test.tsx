import { act, screen } from '@testing-library/react';
import { renderPortal } from '../../testing/render-portal';
import { PaymentFailedPage } from './payment-failed-page';
import { PaymentSuccessPage, today } from './payment-success-page';

describe('payment result pages', () => {
  it("success shows the amount, today's date, the reference and 'Completed'", () => {
    renderPortal(<PaymentSuccessPage purpose="registration" />, {
      path: '/admission/student/payment/success?amount=50.00&txnid=R123',
    });
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByTestId('paid-amount')).toHaveTextContent('₹50.00');
    expect(screen.getByTestId('paid-reference')).toHaveTextContent('R123');
    expect(screen.getByText(today())).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/student/dashboard');
  });

  it('writes today as DD/MM/YYYY', () => {
    expect(today(new Date(2025, 6, 4))).toBe('04/07/2025');
  });

  it('failure shows the generic no-charge message, Try again for the same fee and a dashboard link', () => {
    renderPortal(<PaymentFailedPage purpose="admission" />, {
      path: '/admission/student/admission/payment/failed?amount=1250.00&txnid=A9',
    });
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText(/insufficient funds, an expired card or a temporary issue/)).toHaveTextContent(
      'No money has been charged.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/student/admission/payment');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/student/dashboard');
  });

  it('a cancel is a page of its own: the student cancelled, nothing blamed on the bank, and Try again', () => {
    renderPortal(<PaymentFailedPage purpose="registration" />, {
      path: '/admission/student/payment/failed?amount=50.00&txnid=R7&state=cancelled',
    });
    expect(screen.getByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Failed' })).not.toBeInTheDocument();
    expect(screen.getByTestId('result-state')).toHaveTextContent('You cancelled the payment');
    expect(screen.queryByText(/insufficient funds|expired card/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/student/payment');
  });

  it('puts the dashboard right behind a result page, so Back never reaches the gateway’s posted page', () => {
    const before = window.history.length;
    renderPortal(<PaymentSuccessPage purpose="registration" />, {
      path: '/admission/student/payment/success?amount=50.00&txnid=R8',
    });
    expect(window.location.pathname).toBe('/admission/student/payment/success');
    expect(window.location.search).toBe('?amount=50.00&txnid=R8');
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toMatchObject({ resultGuard: 'payment-result' });
  });

  it.each([
    ['checking', 'Checking with the bank', /Do not pay again/],
    ['review', 'Payment under review', /accounts office will check it/],
    ['refund', 'Fee already paid', /will be refunded to you/],
  ])('a %s answer never claims that no money was taken', (state, heading, text) => {
    renderPortal(<PaymentFailedPage />, {
      path: `/admission/student/payment/failed?amount=50.00&txnid=R1&state=${state}`,
    });
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('result-state')).toHaveTextContent(text);
    expect(screen.queryByText(/No money has been charged/)).not.toBeInTheDocument();
    expect(screen.getByText(/Reference: R1/)).toBeInTheDocument();
    // While the bank is asked, or the answer is reviewed, nothing offers to pay again.
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('speaks Hindi: the no-charge message, the reference and the way back', () => {
    const view = renderPortal(<PaymentFailedPage />, {
      path: '/admission/student/payment/failed?txnid=R2',
    });
    act(() => view.jotaiStore.set(view.atoms.language, 'hi'));
    expect(screen.getByText(/कोई राशि नहीं काटी गई है।/)).toBeInTheDocument();
    expect(screen.getByText(/संदर्भ संख्या: R2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'डैशबोर्ड पर जाएँ' })).toHaveAttribute('href', '/student/dashboard');
    expect(screen.getByRole('link', { name: 'फिर से भुगतान करें' })).toHaveAttribute('href', '/student/payment');
    expect(screen.queryByText(/No money has been charged/)).not.toBeInTheDocument();
  });
});
