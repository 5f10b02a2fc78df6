import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdmittedResponse, AdmittedRow } from '@college/shared-types';
import { fakeApi } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { AdmittedPage, admittedQuery } from './admitted-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const row = (over: Partial<AdmittedRow> = {}): AdmittedRow => ({
  student_id: 7,
  enrolment_no: '2025-26/BCOM/0001',
  form_number: 12,
  name: 'Reena Devi',
  father_name: 'Ram Prasad',
  course: 'BCOM',
  year: 1,
  category: 'OBC',
  category_words: { en: 'Other Backward Classes (OBC)', hi: 'अन्य पिछड़ा वर्ग' },
  seat_label: { en: 'OBC — women', hi: 'अन्य पिछड़ा वर्ग — महिला' },
  index_marks: 8735,
  index_marks_text: '87.35',
  admitted_at: '2026-07-01T20:00:00.000Z',
  admitted_at_ist: '02/07/2026 01:30 IST',
  fee_paid: '4500.00',
  txnid: 'TXN123',
  bank_ref: 'BANK9',
  ...over,
});

const answer = (rows: AdmittedRow[]): { body: AdmittedResponse } => ({
  body: { data: rows, total: rows.length, college: { en: 'Government Degree College', hi: 'राजकीय महाविद्यालय' } },
});

describe('the admitted register', () => {
  it('reads only the filters the API takes from the address', () => {
    const q = (s: string) => admittedQuery(new URLSearchParams(s));
    expect(q('course=bcom&year=2&category=obc&q=%20Reena%20')).toEqual({
      course: 'BCOM',
      year: '2',
      category: 'OBC',
      q: 'Reena',
    });
    // A course outside the catalogue, a year the course does not have, an unknown category: left out.
    expect(q('course=XYZ&year=9&category=MARTIAN')).toEqual({});
    expect(q('course=MSCBOT&year=3')).toEqual({ course: 'MSCBOT' });
  });

  it('loads with the filters of the address, shows the register, and keeps new filters in the address', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('verifier')),
      '/api/admin/admitted': () => answer([row()]),
    });
    const { location } = renderConsole(<AdmittedPage />, {
      path: '/admin/admitted?course=BCOM&category=OBC',
      route: '/admin/admitted',
      staff: aStaff('verifier'),
      roles: ['verifier', 'accounts'],
    });
    const table = await screen.findByTestId('admitted-register');
    const first = within(table).getByRole('rowheader', { name: '2025-26/BCOM/0001' }).closest('tr')!;
    expect(first).toHaveTextContent('Ram Prasad');
    expect(first).toHaveTextContent('OBC — women / अन्य पिछड़ा वर्ग — महिला');
    expect(first).toHaveTextContent('02/07/2026 01:30');
    expect(first).toHaveTextContent('₹4,500');
    expect(first).toHaveTextContent('TXN123 / BANK9');
    expect(screen.getByTestId('admitted-count')).toHaveTextContent('1 students admitted');
    const load = calls.find((c) => c.path === '/api/admin/admitted')!;
    expect(load.query).toEqual({ course: 'BCOM', category: 'OBC' });
    // The form shows the filters of the address.
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('BCOM');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('OBC');

    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('searchbox', { name: /Search/ }), { target: { value: 'Reena' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(location()).toBe('/admin/admitted?course=BCOM&year=1&category=OBC&q=Reena'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/admitted').at(-1)!.query).toEqual({
        course: 'BCOM',
        year: '1',
        category: 'OBC',
        q: 'Reena',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/admin/admitted'));
  });

  it('downloads the CSV with the same filters and says when nothing matches', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('accounts')),
      '/api/admin/admitted.csv': () => ({
        body: '\uFEFF"Enrolment number"\r\n',
        headers: { 'content-type': 'text/csv' },
      }),
      '/api/admin/admitted': () => answer([]),
    });
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    renderConsole(<AdmittedPage />, {
      path: '/admin/admitted?course=MCOM',
      route: '/admin/admitted',
      staff: aStaff('accounts'),
      roles: ['verifier', 'accounts'],
    });
    expect(await screen.findByText('No admitted student matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print register' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/admitted.csv')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/admitted.csv')!.query).toEqual({ course: 'MCOM' });
  });

  it('is in Hindi when the console is, with the course in words', async () => {
    fakeApi({ '/api/admin/me': meAnswer(aStaff('admin')), '/api/admin/admitted': () => answer([row()]) });
    renderConsole(<AdmittedPage />, {
      path: '/admin/admitted',
      route: '/admin/admitted',
      staff: aStaff('admin'),
      roles: [],
      language: 'hi',
    });
    const table = await screen.findByTestId('admitted-register');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('प्रवेशित विद्यार्थी रजिस्टर');
    const first = within(table).getByRole('rowheader', { name: '2025-26/BCOM/0001' }).closest('tr')!;
    expect(first).toHaveTextContent('वाणिज्य स्नातक · वर्ष 1');
    expect(first).toHaveTextContent('अन्य पिछड़ा वर्ग — महिला / OBC — women');
    expect(screen.getByRole('button', { name: 'रजिस्टर प्रिंट करें' })).toBeEnabled();
  });
});
