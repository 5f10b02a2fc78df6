import { screen, within } from '@testing-library/react';
import type { AdmissionPrintRecord } from '@college/shared-types';
import { fakeApi, pairValue, printRecord, renderAt } from '../../test-utils';
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
    const sheet = await screen.findByRole('article');
    expect(sheet).toHaveTextContent('Form No. 42');
    expect(pairValue('Year', within(sheet))).toHaveTextContent('Second Year');
    expect(pairValue('Gender', within(sheet))).toHaveTextContent('Female');
    expect(pairValue('Date of Birth', within(sheet))).toHaveTextContent('12/04/2006');
    expect(pairValue('Submitted on', within(sheet))).toHaveTextContent('04/07/2025');
    expect(sheet).toHaveTextContent('राजकीय स्नातक महाविद्यालय');
    expect(sheet).toHaveTextContent('NAAC Accredited Grade B');
    expect(sheet).toHaveTextContent('Academic Year 2025-26');
    expect(within(sheet).getByRole('figure')).toHaveTextContent('42-ABCDEFGH');
    expect(await within(sheet).findByRole('img', { name: 'Photograph of the applicant' })).toHaveAttribute(
      'src',
      'blob:photo',
    );
    // Only transactions above 50 count on the form: the failed admission fee is listed, the chalan is not.
    const rows = within(within(sheet).getByRole('table', { name: 'Transactions' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('A1');
    expect(pairValue('Payment', within(sheet))).toHaveTextContent('Pending');
    expect(within(sheet).queryByRole('row', { name: /^Graduation \(UG\)/ })).toBeNull();
    expect(within(sheet).getByRole('row', { name: /^High School/ })).toBeInTheDocument();
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
    expect(await screen.findByRole('definition', { name: 'Gender' })).toHaveTextContent('Other');
    expect(screen.getByRole('row', { name: /^Graduation \(UG\)/ })).toHaveTextContent('2022');
    // Without a code the form still prints, just without the mark.
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it("refuses another student's form without showing any of it", async () => {
    fakeApi({ '/api/v2/admission/print2': { status: 404, body: { message: 'No such admission form.' } } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('This printout is not available for your account.');
    expect(screen.queryByRole('article')).toBeNull();
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
