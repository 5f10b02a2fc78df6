import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { CounterPage } from './counter-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

type Answer = { status: number; body: unknown };

/** The counter's calls go over fetch (their paths are kept out of the shell's API table). */
function fakeFetch(answers: Record<string, Answer>) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({
      url: url.pathname + url.search,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`] ?? {
      status: 404,
      body: { message: 'No such call' },
    };
    // The parts of a fetch Response the console reads.
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
  }) as unknown as typeof fetch;
  return calls;
}

const DUE = {
  student_id: 7,
  student_name: 'Reena Devi',
  course_name: 'BCOM',
  purpose: 'registration',
  amount: '50.00',
};

describe('the counter', () => {
  it('asks the server for the fee, sends its amount with the demand draft, and links the receipt to print', async () => {
    fakeApi({ '/api/admin/me': meAnswer(aStaff('accounts')) });
    const calls = fakeFetch({
      'GET /api/admin/counter/due': { status: 200, body: { data: DUE } },
      'POST /api/admin/counter/receipts': {
        status: 201,
        body: { data: { id: 12, receipt_no: 'OR/2026-27/000012', amount: '50.00' } },
      },
    });
    renderConsole(<CounterPage />, { path: '/admin/counter', staff: aStaff('accounts') });
    fireEvent.change(await screen.findByLabelText(/Student number/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find the fee' }));
    expect(await screen.findByTestId('counter-due')).toHaveTextContent(
      'Reena Devi (BCOM) owes the registration fee: ₹50.',
    );
    expect(screen.getByLabelText('Amount received (₹)')).toHaveValue('50.00');
    fireEvent.change(screen.getByLabelText('Paid by'), { target: { value: 'dd' } });
    fireEvent.change(screen.getByLabelText(/Demand draft number/), { target: { value: 'DD123456' } });
    fireEvent.change(screen.getByLabelText(/Bank of the demand draft/), { target: { value: 'State Bank of India' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the fee and make the receipt' }));
    expect(await screen.findByTestId('counter-recorded')).toHaveTextContent(
      'Office receipt OR/2026-27/000012 made for ₹50.',
    );
    expect(screen.getByRole('link', { name: 'Print the receipt' })).toHaveAttribute('href', '/office-receipt/print/12');
    expect(calls[0]?.url).toBe('/api/admin/counter/due?student_id=7&purpose=registration');
    expect(calls[1]).toMatchObject({
      method: 'POST',
      body: { student_id: 7, purpose: 'registration', mode: 'dd', amount: '50.00', instrument_no: 'DD123456' },
    });
  });

  it('shows the server’s refusal in the chosen language', async () => {
    fakeApi({ '/api/admin/me': meAnswer(aStaff('accounts')) });
    fakeFetch({
      'GET /api/admin/counter/due': {
        status: 409,
        body: {
          code: 'counter_fee_paid',
          message: 'This fee is already paid (online or at the counter). Nothing was recorded.',
          message_hi: 'यह शुल्क पहले ही जमा हो चुका है (ऑनलाइन या काउंटर पर)। कुछ दर्ज नहीं किया गया।',
        },
      },
    });
    renderConsole(<CounterPage />, { path: '/admin/counter', staff: aStaff('accounts'), language: 'hi' });
    fireEvent.change(await screen.findByLabelText(/विद्यार्थी संख्या/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'शुल्क देखें' }));
    await waitFor(() => expect(screen.getByTestId('counter-failure')).toHaveTextContent('यह शुल्क पहले ही जमा हो चुका है'));
    expect(screen.queryByTestId('counter-due')).not.toBeInTheDocument();
  });
});
