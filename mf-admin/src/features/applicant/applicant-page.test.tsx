import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminStudentDetail } from '@college/shared-types';
import { fakeApi } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { ApplicantPage } from './applicant-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function applicant(over: Partial<AdminStudentDetail> = {}): AdminStudentDetail {
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
    same_state: 1,
    refrence_roll: null,
    admission_code: 'New',
    profile_photo: '/api/v2/files/photo-7.jpg',
    documents: [{ id: 3, document_name: '10th Marksheet', document_link: '/api/admin/documents/3' }],
    admission: null,
    transactions: [],
    status_history: [],
    selection: null,
    enrolment_no: null,
    suggested_fee: '1450.00',
    previous_id: 6,
    next_id: 9,
    ...over,
  };
}

const answers = (role: Parameters<typeof aStaff>[0], a = applicant()) => ({
  '/api/admin/me': meAnswer(aStaff(role)),
  '/api/admin/students/7': { body: { data: a } },
  '/api/v2/files/photo-7.jpg': { body: 'img' },
  '/api/admin/documents/3': { body: 'pdf' },
});

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:local/1');
  URL.revokeObjectURL = jest.fn();
});

describe('applicant page', () => {
  it('shows the marksheet and photo from blob addresses fetched with the staff token, never a token in a URL', async () => {
    const calls = fakeApi(answers('verifier'));
    renderConsole(<ApplicantPage />, { path: '/admin/applicants/7', route: '/admin/applicants/:id', staff: aStaff() });
    const sheet = await screen.findByRole('img', { name: '10th Marksheet' });
    expect(sheet).toHaveAttribute('src', 'blob:local/1');
    const fileCalls = calls.filter(
      (c) => c.path === '/api/admin/documents/3' || c.path === '/api/v2/files/photo-7.jpg',
    );
    expect(fileCalls).toHaveLength(2);
    expect(fileCalls.every((c) => c.headers.Authorization === 'Bearer staff-token-1' && !c.query.token)).toBe(true);
  });

  it('shows the enrolment number and the merit round once admitted, and nothing of them before', async () => {
    const admitted = applicant({
      is_admission_fee_payed: true,
      enrolment_no: '2025-26/BSCBIO/0007',
      selection: {
        round: 2,
        status: 'admitted',
        merit_rank: 14,
        index_marks: 8735,
        index_marks_text: '87.35',
        breakdown: {
          percentage: 8735,
          weightage: [],
          weightageClaimed: 0,
          cap: 500,
          capApplied: false,
          weightageTotal: 0,
          total: 8735,
        },
        label: { en: 'OBC — women', hi: 'अन्य पिछड़ा वर्ग — महिला' },
        compartment: 'OBC',
        cut_offs: { UR: '90.00', SC: null, ST: null, OBC: '85.00', EWS: null },
        deadline: null,
        deadline_ist: null,
        waiting: null,
        enrolment_no: '2025-26/BSCBIO/0007',
        fee_to_pay: null,
      },
    });
    fakeApi(answers('accounts', admitted));
    renderConsole(<ApplicantPage />, { path: '/admin/applicants/7', route: '/admin/applicants/:id', staff: aStaff() });
    expect(await screen.findByTestId('applicant-enrolment')).toHaveTextContent('2025-26/BSCBIO/0007');
    expect(screen.getByTestId('applicant-round')).toHaveTextContent('Round 2: Admitted');
    expect(screen.getByTestId('applicant-round').closest('dl')).toHaveTextContent(
      'OBC — women / अन्य पिछड़ा वर्ग — महिला',
    );
  });

  it('leaves the enrolment number out before the fee is paid', async () => {
    fakeApi(answers('verifier'));
    renderConsole(<ApplicantPage />, { path: '/admin/applicants/7', route: '/admin/applicants/:id', staff: aStaff() });
    await screen.findByRole('img', { name: '10th Marksheet' });
    expect(screen.queryByTestId('applicant-enrolment')).toBeNull();
    expect(screen.queryByTestId('applicant-round')).toBeNull();
  });

  it('approves with the fee of the fee table prefilled', async () => {
    const calls = fakeApi({
      ...answers('verifier'),
      '/api/admin/students/7/approve': { body: { message: 'ok', data: {} } },
    });
    renderConsole(<ApplicantPage />, { path: '/admin/applicants/7', route: '/admin/applicants/:id', staff: aStaff() });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve with fee' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Admission fee (₹)')).toHaveValue('1450');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/students/7/approve')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/students/7/approve')?.body).toEqual({ fee_to_pay: '1450' });
    expect(await screen.findByText('Approved with a fee of ₹1450.')).toBeInTheDocument();
  });

  it('asks for a correction with the reason the student will read; an empty reason shows the rule under the field', async () => {
    const calls = fakeApi({
      ...answers('verifier'),
      '/api/admin/students/7/correction': (call) =>
        (call.body as { reason: string }).reason
          ? { body: { message: 'ok', data: {} } }
          : { status: 422, body: { message: 'Check the reason', errors: { reason: ['Write the reason'] } } },
    });
    renderConsole(<ApplicantPage />, { path: '/admin/applicants/7', route: '/admin/applicants/:id', staff: aStaff() });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back for correction' }));
    expect(await within(dialog).findByText('Write the reason')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason the student will read'), {
      target: { value: 'Upload a clear 12th marksheet' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back for correction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/admin/students/7/correction').at(-1)?.body).toEqual({
      reason: 'Upload a clear 12th marksheet',
    });
  });

  it('gives the accounts office no decision buttons', async () => {
    fakeApi(answers('accounts'));
    renderConsole(<ApplicantPage />, {
      path: '/admin/applicants/7',
      route: '/admin/applicants/:id',
      staff: aStaff('accounts'),
    });
    expect(
      await screen.findByText('Your role can view applicants; decisions are made by verifiers.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve with fee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('moves to the next and previous applicant of the same queue with N and P', async () => {
    const calls = fakeApi(answers('verifier'));
    const { location } = renderConsole(<ApplicantPage />, {
      path: '/admin/applicants/7?status=0&page=3',
      route: '/admin/applicants/:id',
      staff: aStaff(),
    });
    await screen.findByRole('heading', { name: 'Reena Devi' });
    expect(calls.find((c) => c.path === '/api/admin/students/7')?.query).toEqual({ status: '0' });
    fireEvent.keyDown(window, { key: 'n' });
    await waitFor(() => expect(location()).toBe('/admin/applicants/9?status=0'));
  });

  it('shows the Aadhaar number masked', async () => {
    fakeApi(
      answers(
        'verifier',
        applicant({
          admission: {
            id: 12,
            admission_code: 'ADM25X',
            part: '1',
            course: 'BSCBIO',
            course_name: 'BSCBIO',
            applicant_name: 'Reena Devi',
            aadhar: '123456789012',
            documents: [],
            signature_file: null,
          } as unknown as AdminStudentDetail['admission'],
        }),
      ),
    );
    renderConsole(<ApplicantPage />, { path: '/admin/applicants/7', route: '/admin/applicants/:id', staff: aStaff() });
    expect(await screen.findByText('XXXX XXXX 9012')).toBeInTheDocument();
    expect(screen.queryByText(/123456789012/)).not.toBeInTheDocument();
  });
});
