import { screen, within } from '@testing-library/react';
import type { AdmissionPrintRecord } from '@college/shared-types';
import { fakeApi, printRecord, renderAt } from '../../test-utils';
import { AdmissionPrintPage } from './admission-print-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 'tok');
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});

const open = () =>
  renderAt('/admission-form/print/:admission_code', '/admission-form/print/ADM25ABCDEFGH', <AdmissionPrintPage />);

describe('the printable admission form', () => {
  it("shows 'Loading...' and then every value mapped as the spec says", async () => {
    const calls = fakeApi({
      '/api/v2/admission/print2': { status: 200, body: [printRecord()] },
      '/api/v2/verification-code': { status: 200, body: { code: '42-ABCDEFGH', path: '/verify/42-ABCDEFGH' } },
      '/api/v2/admission/file/': 'blob',
    });
    open();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const sheet = await screen.findByTestId('admission-printout');
    expect(within(sheet).getByTestId('form-number')).toHaveTextContent('42');
    expect(within(sheet).getByTestId('print-year')).toHaveTextContent('Second Year');
    expect(within(sheet).getByTestId('print-gender')).toHaveTextContent('Female');
    expect(within(sheet).getByTestId('print-dob')).toHaveTextContent('12/04/2006');
    expect(within(sheet).getByTestId('print-addedon')).toHaveTextContent('04/07/2025');
    expect(within(sheet).getByTestId('college-name-hi')).toHaveTextContent('राजकीय स्नातक महाविद्यालय');
    expect(within(sheet).getByTestId('accreditation-grade')).toHaveTextContent('B');
    expect(within(sheet).getByTestId('academic-year')).toHaveTextContent('2025-26');
    expect(within(sheet).getByTestId('verification-code')).toHaveTextContent('42-ABCDEFGH');
    expect(await within(sheet).findByTestId('print-photo')).toHaveAttribute('src', 'blob:photo');
    // Only transactions above 50 count on the form: the failed admission fee is listed, the chalan is not.
    const rows = within(within(sheet).getByTestId('print-transactions')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('A1');
    expect(within(sheet).getByTestId('print-payment')).toHaveTextContent('Pending');
    expect(within(sheet).queryByTestId('print-education-ug')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    const print2 = calls.find((c) => c.path.endsWith('/print2'));
    expect(print2?.body).toEqual({ admission_code: 'ADM25ABCDEFGH' });
    expect(print2?.headers.Authorization).toBe('Bearer tok');
  });

  it('shows Other for a gender that is neither M nor F, and the UG row of a PG form', async () => {
    fakeApi({
      '/api/v2/admission/print2': {
        status: 200,
        body: [
          printRecord({
            gender: 'O',
            course: 'MSCBOT',
            ug_year: '2022',
            ug_obtmarks: '1200',
            ug_maxmarks: '1800',
          } as Partial<AdmissionPrintRecord>),
        ],
      },
      '/api/v2/verification-code': { status: 500, body: {} },
      '/api/v2/admission/file/': 'blob',
    });
    open();
    expect(await screen.findByTestId('print-gender')).toHaveTextContent('Other');
    expect(screen.getByTestId('print-education-ug')).toHaveTextContent('2022');
    // Without a code the form still prints, just without the mark.
    expect(screen.queryByTestId('verification-mark')).toBeNull();
  });

  it("refuses another student's form without showing any of it", async () => {
    fakeApi({ '/api/v2/admission/print2': { status: 404, body: { message: 'No such admission form.' } } });
    open();
    expect(await screen.findByTestId('printout-refused')).toHaveTextContent(
      'This printout is not available for your account.',
    );
    expect(screen.queryByTestId('admission-printout')).toBeNull();
  });

  it('asks a visitor without a session to log in', async () => {
    localStorage.removeItem('auth_token');
    const calls = fakeApi({});
    open();
    expect(await screen.findByText('Please log in to see this printout.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Student Login' })).toHaveAttribute(
      'href',
      `/student/login?next=${encodeURIComponent(window.location.pathname)}`,
    );
    expect(calls).toHaveLength(0);
  });
});
