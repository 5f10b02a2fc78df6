import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pairValue, renderAt, shellProps } from '../../test-utils';
import { VerifyPage } from './verify-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('the public verification page', () => {
  it('confirms a real code: form number, course and payment, and sets the banner', async () => {
    fakeApi({
      '/api/v2/verify/42-ABCDEFGH': {
        status: 200,
        body: {
          data: {
            kind: 'form',
            code: '42-ABCDEFGH',
            form_number: 42,
            course: 'BCOM',
            course_name: 'Bachelor of Commerce',
            year: 'First Year',
            submitted_on: '04/07/2025',
            payment_status: 'Paid',
            amount_paid: '1250.00',
            paid_on: '05/07/2025',
          },
        },
      },
    });
    const shell = shellProps();
    renderAt('/verify/:code', '/verify/42-ABCDEFGH', <VerifyPage />, shell);
    await screen.findByRole('heading', { name: /Verified/ });
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    expect(pairValue('Form number')).toHaveTextContent('42');
    expect(pairValue('Course')).toHaveTextContent('Bachelor of Commerce (BCOM)');
    expect(pairValue('Admission fee')).toHaveTextContent('Paid · ₹ 1250.00 · 05/07/2025');
    expect(shell.jotaiStore.get(shell.atoms.banner)).toEqual({ title: 'Verify a Printout' });
  });

  it('confirms an offer letter: the seat, rank, deadline and what became of it, with the enrolment number', async () => {
    fakeApi({
      '/api/v2/verify/S9-ABCDEFGH': {
        status: 200,
        body: {
          data: {
            kind: 'offer',
            code: 'S9-ABCDEFGH',
            form_number: 42,
            course: 'BCOM',
            course_name: 'Bachelor of Commerce',
            year: 'First Year',
            round: 2,
            seat: { en: 'OBC — women', hi: 'अन्य पिछड़ा वर्ग — महिला' },
            merit_rank: 7,
            index_marks_text: '89.00',
            status: 'admitted',
            deadline_ist: '29/11/2026 17:30',
            enrolment_no: '2026-27/BCOM/0001',
          },
        },
      },
    });
    renderAt('/verify/:code', '/verify/S9-ABCDEFGH', <VerifyPage />);
    await screen.findByRole('heading', { name: /Verified/ });
    expect(pairValue('Form number')).toHaveTextContent('42');
    expect(pairValue('Merit round')).toHaveTextContent('2');
    expect(pairValue('Seat offered')).toHaveTextContent('OBC — women');
    expect(pairValue('Merit rank')).toHaveTextContent('7');
    expect(pairValue('Pay by')).toHaveTextContent('29/11/2026 17:30 (India time)');
    expect(pairValue('Offer')).toHaveTextContent('Admitted');
    expect(pairValue('Enrolment number')).toHaveTextContent('2026-27/BCOM/0001');
    expect(screen.getByRole('status')).toHaveTextContent('This offer letter is in the college');
  });

  it('rejects a code the college does not know', async () => {
    fakeApi({
      '/api/v2/verify/': {
        status: 404,
        body: { message: 'This code does not match any admission form, receipt or offer letter of the college.' },
      },
    });
    renderAt('/verify/:code', '/verify/42-ZZZZZZZZ', <VerifyPage />);
    const result = await screen.findByRole('alert');
    expect(result).toHaveTextContent('Not verified');
    expect(result).toHaveTextContent('does not match');
  });

  it('rejects a malformed code without asking the server', async () => {
    const calls = fakeApi({});
    renderAt('/verify/:code', '/verify/hello', <VerifyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not verified');
    expect(calls).toHaveLength(0);
  });

  it('checks a typed code', async () => {
    fakeApi({ '/api/v2/verify/': { status: 404, body: { message: 'No.' } } });
    renderAt('/verify/:code', '/verify/1-AAAAAAAA', <VerifyPage />);
    await screen.findByRole('alert');
    const input = screen.getByLabelText(/Verification code/);
    await userEvent.clear(input);
    await userEvent.type(input, 'r7 - abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(input).toHaveValue('R7-ABCDEFGH');
  });
});
