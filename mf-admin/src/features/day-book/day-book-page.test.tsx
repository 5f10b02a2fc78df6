import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DayBook } from '@college/shared-types';
import { fakeApi } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { DayBookPage } from './day-book-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const BOOK: DayBook = {
  from: '2026-11-27',
  to: '2026-11-27',
  count: 2,
  amount: '2500.00',
  by_mode: [
    { key: 'COUNTER_CASH', count: 1, amount: '2450.00' },
    { key: 'UPI', count: 1, amount: '50.00' },
  ],
  by_purpose: [
    { key: 'admission', count: 1, amount: '2450.00' },
    { key: 'registration', count: 1, amount: '50.00' },
  ],
  by_course: [{ key: 'BCOM', count: 2, amount: '2500.00' }],
  by_source: [
    { key: 'counter', count: 1, amount: '2450.00' },
    { key: 'online', count: 1, amount: '50.00' },
  ],
  rows: [
    {
      receipt_no: 'OR/2026-27/000001',
      receipt_id: 1,
      at: '27/11/2026 10:05',
      student_id: 7,
      student_name: 'Reena Devi',
      course_name: 'BCOM',
      purpose: 'admission',
      mode: 'COUNTER_CASH',
      amount: '2450.00',
      reference: null,
      cancelled: false,
    },
    {
      receipt_no: 'OR/2026-27/000002',
      receipt_id: 2,
      at: '27/11/2026 10:15',
      student_id: 8,
      student_name: 'Amit Kumar',
      course_name: 'BCOM',
      purpose: 'registration',
      mode: 'COUNTER_DD',
      amount: '50.00',
      reference: 'DD123456',
      cancelled: true,
    },
    {
      receipt_no: 'R42',
      receipt_id: null,
      at: '27/11/2026 11:00',
      student_id: 9,
      student_name: 'Sita Verma',
      course_name: 'BCOM',
      purpose: 'registration',
      mode: 'UPI',
      amount: '50.00',
      reference: 'BR9',
      cancelled: false,
    },
  ],
  rows_total: 3,
};

/** The counter's calls go over fetch (their paths are kept out of the shell's API table). */
function fakeFetch(answers: Record<string, unknown>) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({
      url: url.pathname + url.search,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const body = answers[url.pathname];
    // The parts of a fetch Response the console reads.
    return { ok: Boolean(body), status: body ? 200 : 404, json: async () => body ?? { message: 'No such call' } };
  }) as unknown as typeof fetch;
  return calls;
}

describe('the day-book', () => {
  it('reads the range from the address, shows words for fees and modes, and totals equal to its rows', async () => {
    fakeApi({ '/api/admin/me': meAnswer(aStaff('accounts')) });
    const calls = fakeFetch({ '/api/admin/day-book': { data: BOOK } });
    renderConsole(<DayBookPage />, {
      path: '/admin/day-book?from=2026-11-27&to=2026-11-27',
      staff: aStaff('accounts'),
    });
    const table = await screen.findByTestId('day-book-rows');
    expect(calls[0]?.url).toBe('/api/admin/day-book?from=2026-11-27&to=2026-11-27');
    expect(within(table).getAllByText('Cash at the college counter')).toHaveLength(1);
    expect(within(table).getByText('Demand draft')).toBeInTheDocument();
    expect(within(table).getByText('Admission fee')).toBeInTheDocument();
    expect(within(table).getByText('Cancelled')).toBeInTheDocument();
    const heading = screen.getByTestId('day-book-totals');
    expect(heading).toHaveTextContent('27/11/2026 to 27/11/2026: 2 receipts');
    const live = BOOK.rows.filter((r) => !r.cancelled).reduce((n, r) => n + Number(r.amount), 0);
    expect(live.toFixed(2)).toBe(heading.getAttribute('data-total'));
    expect(screen.getByTestId('day-book-sum')).toHaveTextContent('₹2,500');
    expect(screen.getByText('Prepared by (cashier)')).toBeInTheDocument();
    // The totals by course name the course, not its code.
    const byCourse = screen.getByText('By course').closest('section') ?? document.body;
    expect(byCourse).toHaveTextContent('Bachelor of Commerce');
    expect(byCourse).not.toHaveTextContent(/\bBCOM\b/);
    // Only an administrator cancels.
    expect(within(table).queryByRole('button', { name: 'Cancel receipt' })).not.toBeInTheDocument();
  });

  it('says when the range holds more receipts than the screen lists, and where the rest are', async () => {
    fakeApi({ '/api/admin/me': meAnswer(aStaff('accounts')) });
    fakeFetch({ '/api/admin/day-book': { data: { ...BOOK, rows_total: 52_345 } } });
    renderConsole(<DayBookPage />, {
      path: '/admin/day-book?from=2026-11-01&to=2026-11-30',
      staff: aStaff('accounts'),
    });
    await screen.findByTestId('day-book-rows');
    expect(document.body.textContent).toContain('The first 3 of 52,345 receipts are shown; the CSV holds them all.');
  });

  it('lets an administrator cancel a live counter receipt with a reason', async () => {
    fakeApi({ '/api/admin/me': meAnswer(aStaff('admin')) });
    const calls = fakeFetch({
      '/api/admin/day-book': { data: BOOK },
      '/api/admin/counter/receipts/1/cancel': { data: { receipt_no: 'OR/2026-27/000001' } },
    });
    renderConsole(<DayBookPage />, { path: '/admin/day-book?from=2026-11-27&to=2026-11-27', staff: aStaff('admin') });
    const table = await screen.findByTestId('day-book-rows');
    const buttons = within(table).getAllByRole('button', { name: 'Cancel receipt' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Entered against the wrong student' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the receipt' }));
    await waitFor(() => expect(screen.getByText('Receipt OR/2026-27/000001 is cancelled.')).toBeInTheDocument());
    const cancel = calls.find((c) => c.url === '/api/admin/counter/receipts/1/cancel');
    expect(cancel).toMatchObject({ method: 'POST', body: { reason: 'Entered against the wrong student' } });
  });
});
