// The dashboard's state table (decision 030): the page is rendered for each combination of the student's states,
// and what the tracker, the application row, the registration fee's cell and the acknowledgement show must tell
// the same next step — read from the screen, as the student reads it.
import { screen, waitFor, within } from '@testing-library/react';
import type { Student, Transaction } from '@college/shared-types';
import { aProfiledStudent, fakeFetch, renderPortal } from '../../testing/render-portal';
import { DashboardPage } from './dashboard-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

type Fee = 'none' | 'checking' | 'paid';
interface Combo {
  reg: Fee;
  status: 0 | 1 | 2;
  submitted: boolean;
  correction: boolean;
  adm: Fee;
}

const row = (purpose: 'registration' | 'admission', status: string, txnid: string): Transaction => ({
  txnid,
  purpose,
  amount: purpose === 'registration' ? '50.00' : '1250.00',
  status,
  created_at: '2026-11-27T09:00:00Z',
  addedon: '2026-11-27 14:30:00',
});

function studentOf(c: Combo): Student {
  const tx: Transaction[] = [];
  if (c.reg !== 'none') tx.push(row('registration', c.reg === 'paid' ? 'success' : 'pending', 'R1'));
  if (c.adm !== 'none') tx.push(row('admission', c.adm === 'paid' ? 'success' : 'pending', 'A1'));
  return aProfiledStudent({
    status: c.status,
    is_admission_submitted: c.submitted,
    is_admission_fee_payed: c.adm === 'paid',
    correction_reason: c.correction ? 'Upload a clear marksheet' : null,
    reject_reason: c.status === 2 ? 'Not eligible' : null,
    fee_to_pay: '1250.00',
    admission_form_code: c.submitted ? 'AB12CD34' : null,
    admission_form_number: c.submitted ? 42 : null,
    transactions: tx,
  });
}

const combos: Combo[] = [];
for (const reg of ['none', 'checking', 'paid'] as Fee[])
  for (const status of [0, 1, 2] as const)
    for (const submitted of [false, true])
      for (const correction of [false, true])
        for (const adm of ['none', 'checking', 'paid'] as Fee[])
          combos.push({ reg, status, submitted, correction, adm });

beforeEach(() => localStorage.clear());

describe('the dashboard tells one next step in every state', () => {
  it.each(combos.map((c) => [JSON.stringify(c), c] as const))('%s', async (_name, c) => {
    localStorage.setItem('auth_token', 'tok');
    fakeFetch({
      '/api/v2/get-user': { body: { user: studentOf(c) } },
      '/api/v2/payment/check/': (call) => ({
        body: {
          txnid: call.path.split('/').pop(),
          purpose: call.path.endsWith('R1') ? 'registration' : 'admission',
          status: 'pending',
          retry: false,
          next_check_at: '2026-11-27T10:20:00Z',
        },
      }),
    });
    renderPortal(<DashboardPage renderProfileDialog={() => null} />, { path: '/student/dashboard' });
    const next = await screen.findByTestId('journey-next');
    const kind = next.getAttribute('data-next');
    // Every card read the same state.
    expect(screen.getByTestId('applications')).toHaveAttribute('data-next', kind);
    const ack = screen.queryByTestId('ack-next');
    if (ack) {
      expect(ack).toHaveAttribute('data-next', kind);
      // The acknowledgement says the tracker's very words.
      expect(ack.textContent).toContain(next.textContent!.replace('What to do now', ''));
    }

    const cell = within(screen.getByTestId('application-action'));
    const payLinks = screen.queryAllByRole('link', { name: /^(Pay|Try again: pay) ₹/ });
    const fill = cell.queryByRole('link', { name: 'Fill Form' });
    const chalan = screen.getByTestId('chalan-action');
    const text = next.textContent ?? '';

    if (/Nothing to do now/.test(text)) {
      // The college acts: nothing to press anywhere.
      expect(payLinks).toHaveLength(0);
      expect(fill).toBeNull();
      expect(chalan).toBeDisabled();
    }
    if (/checked with the bank/.test(text)) {
      // The bank acts: no payment offered, and the time of the next automatic check is given.
      expect(payLinks).toHaveLength(0);
      expect(chalan).toBeDisabled();
      expect(text).toMatch(/checked again automatically by 27\/11\/2026 15:50/);
      await waitFor(() => expect(screen.getByTestId('journey-next')).toHaveTextContent(/automatically/));
    }
    // Pay is offered exactly when the tracker says to pay the admission fee.
    expect(payLinks.length > 0).toBe(/Pay your admission fee/.test(text));
    // Fill Form exactly when the tracker says to fill or correct the form.
    expect(fill !== null).toBe(/(Fill and submit|Correct) your admission form/.test(text));
    // Pay Chalan is usable exactly when the tracker says to pay the registration fee.
    expect(!(chalan as HTMLButtonElement).disabled).toBe(/registration fee\.$/.test(text));
    // A rejection and a correction are read first, above the cards.
    const notice = screen.queryByTestId('decision-notice');
    if (kind === 'rejected' || kind === 'correct-form') expect(notice).not.toBeNull();
  });
});

describe('a payment left at the gateway', () => {
  const pending = (): Student => aProfiledStudent({ transactions: [row('registration', 'pending', 'R1')] });

  it('is checked with the gateway once, and Try again is offered when the checkout was never completed', async () => {
    localStorage.setItem('auth_token', 'tok');
    const calls = fakeFetch({
      '/api/v2/get-user': { body: { user: pending() } },
      '/api/v2/payment/check/R1': {
        body: { txnid: 'R1', purpose: 'registration', status: 'pending', retry: true, next_check_at: null },
      },
    });
    renderPortal(<DashboardPage renderProfileDialog={() => null} />, { path: '/student/dashboard' });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(retry).toBeEnabled();
    expect(screen.getByTestId('journey-next')).toHaveTextContent('was not completed at the bank');
    // The attempt itself says the same, not "Checking with the bank".
    expect(screen.getByTestId('attempt-status')).toHaveTextContent('Not completed — no money taken');
    expect(calls.filter((c) => c.path === '/api/v2/payment/check/R1')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/v2/payment/check/R1')?.method).toBe('POST');
  });

  it('shows the result at once when the gateway has settled it', async () => {
    localStorage.setItem('auth_token', 'tok');
    let settled = false;
    fakeFetch({
      '/api/v2/get-user': () => ({
        body: {
          user: settled ? aProfiledStudent({ transactions: [row('registration', 'success', 'R1')] }) : pending(),
        },
      }),
      '/api/v2/payment/check/R1': () => {
        settled = true;
        return { body: { txnid: 'R1', purpose: 'registration', status: 'success', retry: false, next_check_at: null } };
      },
    });
    renderPortal(<DashboardPage renderProfileDialog={() => null} />, { path: '/student/dashboard' });
    await waitFor(() => expect(screen.getByTestId('chalan-status')).toHaveTextContent('Success'));
    expect(screen.getByTestId('chalan-action')).toHaveTextContent('Admission status: Pending');
  });
});
