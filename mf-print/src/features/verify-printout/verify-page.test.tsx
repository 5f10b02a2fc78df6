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
    expect(pairValue('Course')).toHaveTextContent('BCOM – Bachelor of Commerce');
    expect(pairValue('Admission fee')).toHaveTextContent('Paid · ₹ 1250.00 on 05/07/2025');
    expect(shell.jotaiStore.get(shell.atoms.banner)).toEqual({ title: 'Verify a Printout' });
  });

  it('rejects a code the college does not know', async () => {
    fakeApi({
      '/api/v2/verify/': {
        status: 404,
        body: { message: 'This code does not match any admission form or receipt of the college.' },
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
