import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    // Neither the 50-rupee chalan nor the failed admission fee is a payment of the form: no payment table at all.
    expect(within(sheet).queryByRole('table', { name: 'Transactions' })).toBeNull();
    expect(sheet).not.toHaveTextContent('A1');
    expect(pairValue('Payment', within(sheet))).toHaveTextContent('Pending');
    // Submitted but unpaid: printed as provisional, with a way to pay that is never printed.
    expect(within(sheet).getByTestId('provisional-mark')).toHaveTextContent(
      'Provisional — admission fee not yet paid / अनंतिम — प्रवेश शुल्क अभी जमा नहीं',
    );
    expect(screen.getByRole('link', { name: 'Pay the admission fee' }).closest('.no-print')).not.toBeNull();
    expect(within(sheet).queryByRole('row', { name: /^Graduation \(UG\)/ })).toBeNull();
    expect(within(sheet).getByRole('row', { name: /^High School/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    const print2 = calls.find((c) => c.path.endsWith('/print2'));
    expect(print2?.body).toEqual({ admission_code: 'ADM25ABCDEFGH' });
    expect(print2?.headers.Authorization).toBe('Bearer tok');
  });

  it('prints every answer: majors, nationality, both addresses, choices, uploads and the declaration', async () => {
    fakeApi({
      '/api/v2/admission/print2': { status: 200, body: [printRecord()] },
      '/api/v2/verification-code': { status: 200, body: { code: '42-ABCDEFGH', path: '/verify/42-ABCDEFGH' } },
      '/api/v2/admission/file/': 'blob',
    });
    open();
    const sheet = within(await screen.findByRole('article'));
    expect(pairValue('Course', sheet)).toHaveTextContent(/^Bachelor of Science \(Biology\) \/ .+ \(BSCBIO\)$/);
    expect(pairValue('Major Subjects', sheet)).toHaveTextContent('Zoology, Botany (ZBC)');
    expect(pairValue('Nationality', sheet)).toHaveTextContent('Resident of India');
    expect(pairValue('Religion', sheet)).toHaveTextContent('Hindu');
    expect(pairValue('Category', sheet)).toHaveTextContent('OBC');
    expect(sheet.getByTestId('print-corr-village')).toHaveTextContent('कमरा 12, छात्रावास रोड');
    expect(sheet.getByTestId('print-corr-district')).toHaveTextContent('Agra');
    expect(sheet.getByTestId('print-corr-pincode')).toHaveTextContent('282002');
    expect(sheet.getByTestId('print-village')).toHaveTextContent('Civil Lines');
    expect(sheet.getByTestId('print-district')).toHaveTextContent('Jhansi');
    expect(sheet.queryByTestId('print-same-address')).toBeNull();
    expect(pairValue('Weightage', sheet)).toHaveTextContent('N.S.S.');
    expect(pairValue('Horizontal Reservation', sheet)).toHaveTextContent('None');
    expect(pairValue('Gap in Studies', sheet)).toHaveTextContent('No');
    expect(pairValue('Documents Attached', sheet)).toHaveTextContent('10th Marksheet');
    // The uploads are named; the photo and signature are shown, not listed.
    expect(pairValue('Documents Uploaded', sheet)).toHaveTextContent('High School (10th) Marksheet, Aadhaar Card');
    expect(pairValue('Documents Uploaded', sheet)).not.toHaveTextContent('Photograph');
    expect(sheet.getByTestId('print-declaration')).toHaveTextContent('मैं घोषणा करता/करती हूँ');
    expect(sheet.getByTestId('print-declaration')).toHaveTextContent('I declare that all the information');
    expect(sheet.getByTestId('college-name-en')).toHaveTextContent('Government Degree College');
    // Nothing internal: no admission code, no database ids of files or payments.
    expect(screen.getByRole('article')).not.toHaveTextContent('ADM25ABCDEFGH');
    expect(screen.getByRole('article')).not.toHaveTextContent('/api/');
  });

  it('after the fee: lists only the successful payment, says Paid and drops the provisional mark', async () => {
    const record = printRecord({ admission_fee_paid: true });
    record.transactions.push({
      ...record.transactions[1]!,
      txnid: 'A2',
      status: 'success',
      addedon: '2025-07-06 09:00:00',
    });
    fakeApi({
      '/api/v2/admission/print2': { status: 200, body: [record] },
      '/api/v2/verification-code': { status: 200, body: { code: '42-ABCDEFGH', path: '/verify/42-ABCDEFGH' } },
      '/api/v2/admission/file/': 'blob',
    });
    open();
    const sheet = await screen.findByRole('article');
    const rows = within(within(sheet).getByRole('table', { name: 'Transactions' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('A2');
    expect(rows[1]).toHaveTextContent('₹ 1250.00');
    expect(rows[1]).toHaveTextContent('Success');
    expect(sheet).not.toHaveTextContent('A1');
    expect(sheet).not.toHaveTextContent(/failure/i);
    expect(pairValue('Payment', within(sheet))).toHaveTextContent('Paid');
    expect(within(sheet).queryByTestId('provisional-mark')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay the admission fee' })).toBeNull();
  });

  it('follows the language switch: Hindi labels first, Hindi choices, the same values', async () => {
    fakeApi({
      '/api/v2/admission/print2': { status: 200, body: [printRecord({ same_as_correspondence: 'Yes' })] },
      '/api/v2/verification-code': { status: 200, body: { code: '42-ABCDEFGH', path: '/verify/42-ABCDEFGH' } },
      '/api/v2/admission/file/': 'blob',
    });
    open();
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    const sheet = within(screen.getByRole('article'));
    expect(pairValue('वर्ष', sheet)).toHaveTextContent('द्वितीय वर्ष');
    expect(pairValue('लिंग', sheet)).toHaveTextContent('महिला');
    expect(pairValue('राष्ट्रीयता', sheet)).toHaveTextContent('भारत निवासी');
    expect(pairValue('अधिभार', sheet)).toHaveTextContent('एन.एस.एस.');
    expect(pairValue('भुगतान', sheet)).toHaveTextContent('लंबित');
    expect(pairValue('पाठ्यक्रम', sheet)).toHaveTextContent('BSCBIO');
    expect(sheet.getByTestId('print-same-address')).toHaveTextContent('पत्राचार के पते के समान');
    // The labels keep the English beside the Hindi for the office.
    expect(screen.getByRole('article')).toHaveTextContent('Applicant Name');
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
  });

  it('says why a reopened form cannot be printed, in the page language', async () => {
    fakeApi({
      '/api/v2/admission/print2': {
        status: 409,
        body: { message: 'Your admission form is not submitted.', message_hi: 'आपका प्रवेश आवेदन पत्र जमा नहीं है।' },
      },
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your admission form is not submitted.');
    expect(screen.queryByRole('article')).toBeNull();
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
