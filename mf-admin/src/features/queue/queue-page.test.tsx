import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminStudentRow, AdminStudentsResponse } from '@college/shared-types';
import { fakeApi } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { STAFF_TOKEN_KEY, askMeEarly } from '../../lib/staff-session';
import { askQueueEarly } from './early-queue';
import { QueuePage } from './queue-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function row(over: Partial<AdminStudentRow> = {}): AdminStudentRow {
  return {
    id: 7,
    name: 'Reena Devi',
    email: 'reena@example.in',
    phone_number: '9876543210',
    gender: 'F',
    category: 'OBC',
    academic_level: 'UG',
    course_name: 'BSCBIO',
    course_year: 1,
    status: 0,
    review_state: 'pending',
    fee_to_pay: null,
    is_admission_submitted: true,
    is_admission_fee_payed: false,
    registration_paid: true,
    form_number: 12,
    admission_form_code: 'ADM25X',
    submitted_at: '2026-11-20T10:00:00Z',
    status_reason: null,
    correction_reason: null,
    scrutiny_state: null,
    created_at: '2026-11-19T10:00:00Z',
    ...over,
  };
}

const list = (rows: AdminStudentRow[], total = rows.length): AdminStudentsResponse => ({
  data: rows,
  page: 1,
  per_page: 25,
  total,
  counts: { pending: 3, approved: 1, rejected: 0, correction: 2 },
  views: { ready: 2, incomplete: 4 },
  exact: null,
});

describe('review queue', () => {
  it('asks for the filters in the address, shows counts per state and links to the applicant with them', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('verifier')),
      '/api/admin/students': { body: list([row()]) },
    });
    renderConsole(<QueuePage />, { path: '/admin/applicants?status=0&course=BSCBIO', staff: aStaff('verifier') });
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
    const link = await screen.findByRole('link', { name: 'Reena Devi' });
    expect(link).toHaveAttribute('href', '/admin/applicants/7?status=0&course=BSCBIO');
    const queueCall = calls.find((c) => c.path === '/api/admin/students');
    expect(queueCall?.query).toMatchObject({ status: '0', course: 'BSCBIO', per_page: '25' });
    expect(screen.getByRole('button', { name: 'Correction asked (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending (3)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a course chosen in the filters when a review-state tab is chosen', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('verifier')),
      '/api/admin/students': { body: list([row()]) },
    });
    renderConsole(<QueuePage />, { path: '/admin/applicants?year=1', staff: aStaff('verifier') });
    await screen.findByRole('link', { name: 'Reena Devi' });
    fireEvent.change(screen.getByLabelText('Course'), { target: { value: 'BSCBIO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pending (3)' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/students').at(-1)?.query).toMatchObject({
        status: '0',
        course: 'BSCBIO',
        year: '1',
      }),
    );
    expect(screen.getByLabelText('Course')).toHaveValue('BSCBIO');
    fireEvent.click(screen.getByRole('button', { name: 'All (10)' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/students').at(-1)?.query).not.toHaveProperty('status'),
    );
    expect(calls.filter((c) => c.path === '/api/admin/students').at(-1)?.query).toMatchObject({ course: 'BSCBIO' });
  });

  it('filters by every category, EWS too', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('verifier')),
      '/api/admin/students': { body: list([row({ category: 'EWS' })]) },
    });
    renderConsole(<QueuePage />, { path: '/admin/applicants?category=EWS', staff: aStaff('verifier') });
    await screen.findByRole('link', { name: 'Reena Devi' });
    expect(calls.find((c) => c.path === '/api/admin/students')?.query).toMatchObject({ category: 'EWS' });
    // The category in words in the list; the filters folded behind one button that says one is applied.
    expect(screen.getByRole('cell', { name: 'Economically Weaker Section (EWS)' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filters (1 applied)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const filter = screen.getByRole('combobox', { name: 'Category' });
    expect(filter).toHaveValue('EWS');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(expect.arrayContaining(['GENERAL', 'EWS', 'OBC', 'SC', 'ST']));
  });

  it('approves the selected applicants with one fee', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('verifier')),
      '/api/admin/students': { body: list([row(), row({ id: 8, name: 'Amit Kumar' })]) },
      '/api/admin/students/approve': { body: { message: 'ok', approved: [7, 8], skipped: [] } },
    });
    renderConsole(<QueuePage />, { path: '/admin/applicants', staff: aStaff('verifier') });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Reena Devi' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Amit Kumar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Admission fee for each (₹)'), { target: { value: '1450' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve (2)' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/students/approve')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/students/approve')?.body).toEqual({
      ids: [7, 8],
      fee_to_pay: '1450',
    });
  });

  it('offers the accounts office no selection and no approval', async () => {
    fakeApi({
      '/api/admin/me': meAnswer(aStaff('accounts')),
      '/api/admin/students': { body: list([row()]) },
    });
    renderConsole(<QueuePage />, { path: '/admin/applicants', staff: aStaff('accounts') });
    await screen.findByRole('link', { name: 'Reena Devi' });
    expect(screen.queryByRole('checkbox', { name: 'Select Reena Devi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve selected/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('offers the administrator "Message this list" with every filter of the queue, in Hindi too; nobody else', async () => {
    const path =
      '/admin/applicants?status=ready&course=BSCBIO&category=OBC&paid=no&submitted_from=2026-11-01&scrutiny=verified&search=reena';
    fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      '/api/admin/students': { body: list([row()]) },
      '/api/admin/fees': { body: { data: [] } },
    });
    const { unmount } = renderConsole(<QueuePage />, { path, staff: aStaff('admin') });
    const link = await screen.findByRole('link', { name: 'Message this list' });
    expect(link).toHaveAttribute(
      'href',
      '/admin/messages?status=ready&course=BSCBIO&category=OBC&paid=no&submitted_from=2026-11-01&scrutiny=verified&search=reena#bulk',
    );
    unmount();

    fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      '/api/admin/students': { body: list([row()]) },
      '/api/admin/fees': { body: { data: [] } },
    });
    const hindi = renderConsole(<QueuePage />, { path, staff: aStaff('admin'), language: 'hi' });
    expect(await screen.findByRole('link', { name: 'इस सूची को संदेश भेजें' })).toBeInTheDocument();
    hindi.unmount();

    fakeApi({
      '/api/admin/me': meAnswer(aStaff('verifier')),
      '/api/admin/students': { body: list([row()]) },
    });
    renderConsole(<QueuePage />, { path, staff: aStaff('verifier') });
    await screen.findByRole('link', { name: 'Reena Devi' });
    expect(screen.queryByRole('link', { name: 'Message this list' })).not.toBeInTheDocument();
  });

  it('downloads the CSV of the same filters with the staff token', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('accounts')),
      '/api/admin/students': { body: list([row()]) },
      '/api/admin/admissions.csv': { body: 'csv' },
    });
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderConsole(<QueuePage />, { path: '/admin/applicants?course=BCOM&page=2', staff: aStaff('accounts') });
    await screen.findByRole('link', { name: 'Reena Devi' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/admissions.csv')).toBe(true));
    const csv = calls.find((c) => c.path === '/api/admin/admissions.csv');
    expect(csv?.query).toEqual({ course: 'BCOM' });
    expect(csv?.headers.Authorization).toBe('Bearer staff-token-1');
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^admissions-\d{4}-\d{2}-\d{2}\.csv$/);
    saved.mockRestore();
  });
});

describe('review queue opened as the console starts', () => {
  it('shows the first page asked for beside the session’s check, without asking for it again', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('verifier')),
      '/api/admin/students': { body: list([row()]) },
    });
    localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token-1');
    askMeEarly('/api');
    askQueueEarly('/api', { pathname: '/admin/applicants', search: '?status=0' });
    expect(calls.map((c) => c.path)).toEqual(['/api/admin/me', '/api/admin/students']);
    renderConsole(<QueuePage />, { path: '/admin/applicants?status=0', staff: aStaff('verifier') });
    expect(await screen.findByRole('link', { name: 'Reena Devi' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/students')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/admin/me')).toHaveLength(1);
  });

  it('opens the sign-in page, the queue kept as next, when the early check answers 401', async () => {
    fakeApi({
      '/api/admin/me': { status: 401, body: { message: 'Unauthenticated.' } },
      '/api/admin/students': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token-1');
    askMeEarly('/api');
    askQueueEarly('/api', { pathname: '/admin/applicants', search: '?status=0' });
    const { location } = renderConsole(<QueuePage />, {
      path: '/admin/applicants?status=0',
      staff: aStaff('verifier'),
    });
    await waitFor(() => expect(location()).toBe('/admin/login?next=%2Fadmin%2Fapplicants%3Fstatus%3D0'));
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
  });

  it('asks again through the session when the early answer failed', async () => {
    let answered = 0;
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('verifier')),
      '/api/admin/students': () => (answered++ === 0 ? 'network-error' : { body: list([row()]) }),
    });
    localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token-1');
    askQueueEarly('/api', { pathname: '/admin/applicants', search: '' });
    renderConsole(<QueuePage />, { path: '/admin/applicants', staff: aStaff('verifier') });
    expect(await screen.findByRole('link', { name: 'Reena Devi' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/students')).toHaveLength(2);
  });
});
