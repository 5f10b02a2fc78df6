import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfferLetter } from '@college/shared-types';
import { fakeApi, pairValue, renderAt } from '../../test-utils';
import { OfferLetterPage } from './offer-letter-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const HOUR = 3_600_000;

function letter(over: Partial<OfferLetter> = {}): OfferLetter {
  return {
    form_number: 42,
    admission_code: 'ADM25ABCDEFGH',
    applicant_name: 'Reena Devi',
    father_name: 'Ram Prasad',
    course: 'BCOM',
    course_name: 'Bachelor of Commerce',
    year: 'First Year',
    round: 2,
    status: 'offered',
    seat: { en: 'OBC — women', hi: 'अन्य पिछड़ा वर्ग — महिला' },
    compartment: 'OBC',
    merit_rank: 7,
    index_marks_text: '89.00',
    breakdown: {
      percentage: 8400,
      weightage: [
        { name: 'N.C.C', points: 300 },
        { name: 'Sports', points: 300 },
      ],
      weightageClaimed: 600,
      cap: 500,
      capApplied: true,
      weightageTotal: 500,
      total: 8900,
    },
    fee: '1400.00',
    opens_at: new Date(Date.now() - HOUR).toISOString(),
    opens_at_ist: '25/11/2026 10:00',
    deadline: new Date(Date.now() + 48 * HOUR).toISOString(),
    deadline_ist: '29/11/2026 17:30',
    offered_on: '25/11/2026',
    enrolment_no: null,
    code: 'S9-ABCDEFGH',
    ...over,
  };
}

function open(body: OfferLetter | { status: number; body: unknown }) {
  const calls = fakeApi({
    '/api/v2/offer-letter/ADM25ABCDEFGH':
      'status' in body && typeof body.status === 'number'
        ? (body as { status: number; body: unknown })
        : { status: 200, body: { data: body } },
  });
  renderAt('/offer-letter/print/:admission_code', '/offer-letter/print/ADM25ABCDEFGH', <OfferLetterPage />);
  return calls;
}

beforeEach(() => {
  localStorage.setItem('auth_token', 'tok');
});

describe('the offer letter', () => {
  it('prints the offer: student, form, seat in words, rank, index marks with the breakdown, fee and window', async () => {
    open(letter());
    const sheet = within(await screen.findByRole('article', { name: 'Offer Letter' }));
    expect(sheet.getByRole('heading', { level: 1 })).toHaveTextContent('Offer Letter / प्रवेश प्रस्ताव पत्र');
    expect(pairValue('Applicant Name', sheet)).toHaveTextContent('Reena Devi');
    expect(pairValue("Father's Name", sheet)).toHaveTextContent('Ram Prasad');
    expect(pairValue('Form Number', sheet)).toHaveTextContent('42');
    expect(pairValue('Course', sheet)).toHaveTextContent('Bachelor of Commerce / वाणिज्य स्नातक (BCOM)');
    expect(pairValue('Year', sheet)).toHaveTextContent('First Year');
    expect(pairValue('Merit Round', sheet)).toHaveTextContent('2');
    expect(pairValue('Seat Offered', sheet)).toHaveTextContent('OBC — women');
    expect(pairValue('Merit Rank', sheet)).toHaveTextContent('7');
    expect(pairValue('Index Marks', sheet)).toHaveTextContent('89.00');
    expect(pairValue('Admission Fee', sheet)).toHaveTextContent('₹ 1400.00');
    expect(pairValue('Pay by', sheet)).toHaveTextContent('29/11/2026 17:30 (India time)');
    expect(pairValue('Payment window opens', sheet)).toHaveTextContent('25/11/2026 10:00');
    const breakdown = sheet.getByTestId('offer-letter-breakdown');
    expect(within(breakdown).getByTestId('breakdown-pct')).toHaveTextContent('84.00');
    expect(breakdown).toHaveTextContent('Weightage: N.C.C.');
    expect(breakdown).toHaveTextContent('+3.00');
    expect(breakdown).toHaveTextContent('Weightage capped at 5.00 points');
    expect(within(breakdown).getByTestId('breakdown-total')).toHaveTextContent('89.00');
    // What to do, in both languages: pay online before the deadline, or the offer lapses.
    const steps = sheet.getByTestId('offer-letter-steps');
    expect(steps).toHaveTextContent('before 29/11/2026 17:30 (India time)');
    expect(steps).toHaveTextContent('An offer not paid by the deadline lapses');
    expect(steps).toHaveTextContent('अंतिम तिथि तक शुल्क जमा न होने पर प्रस्ताव समाप्त हो जाता है');
    expect(sheet.getByTestId('verification-code')).toHaveTextContent('S9-ABCDEFGH');
    expect(sheet.queryByTestId('offer-letter-lapsed')).toBeNull();
    expect(sheet.queryByRole('definition', { name: 'Enrolment Number' })).toBeNull();
    // The way to pay is on screen only, while the window is open.
    expect(screen.getByTestId('offer-letter-pay-note')).toHaveClass('no-print');
    expect(screen.getByRole('link', { name: 'Pay the admission fee' })).toHaveAttribute('href', '/student/dashboard');
    // Nothing internal is printed.
    expect(screen.getByRole('article')).not.toHaveTextContent('ADM25ABCDEFGH');
  });

  it('reads in Hindi first when the page is in Hindi, the English beside it', async () => {
    open(letter());
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    const sheet = within(screen.getByRole('article'));
    expect(sheet.getByRole('heading', { level: 1 })).toHaveTextContent('प्रवेश प्रस्ताव पत्र / Offer Letter');
    expect(pairValue('आवंटित सीट', sheet)).toHaveTextContent('अन्य पिछड़ा वर्ग — महिला');
    expect(pairValue('वर्ष', sheet)).toHaveTextContent('प्रथम वर्ष');
    expect(pairValue('पाठ्यक्रम', sheet)).toHaveTextContent('वाणिज्य स्नातक / Bachelor of Commerce (BCOM)');
    const greeting = sheet.getByTestId('offer-letter-greeting');
    expect(greeting.querySelector('[data-pair] > span')).toHaveAttribute('lang', 'hi');
    expect(greeting).toHaveTextContent('मेरिट चरण 2 में आपको सीट का प्रस्ताव दिया गया है');
    expect(greeting).toHaveTextContent('in merit round 2');
    expect(screen.getByRole('article')).toHaveTextContent('Applicant Name');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
  });

  it('says a lapsed offer lapsed, with no way to pay', async () => {
    open(letter({ status: 'lapsed', fee: null, deadline: new Date(Date.now() - HOUR).toISOString() }));
    const sheet = within(await screen.findByRole('article'));
    expect(sheet.getByTestId('offer-letter-lapsed')).toHaveTextContent(
      'This offer lapsed — the admission fee was not paid by 29/11/2026 17:30 (India time)',
    );
    expect(sheet.getByTestId('offer-letter-lapsed')).toHaveTextContent('यह प्रस्ताव समाप्त हो गया');
    expect(sheet.getByTestId('offer-letter-steps')).toHaveTextContent('this offer has lapsed');
    expect(pairValue('Admission Fee', sheet)).toHaveTextContent('—');
    expect(screen.queryByTestId('offer-letter-pay-note')).toBeNull();
  });

  it('shows the enrolment number once admitted', async () => {
    open(letter({ status: 'admitted', enrolment_no: '2026-27/BCOM/0001' }));
    const sheet = within(await screen.findByRole('article'));
    expect(sheet.getByTestId('offer-letter-admitted')).toHaveTextContent('Admitted — Enrolment No. 2026-27/BCOM/0001');
    expect(pairValue('Enrolment Number', sheet)).toHaveTextContent('2026-27/BCOM/0001');
    expect(sheet.getByTestId('offer-letter-steps')).toHaveTextContent('your enrolment number is 2026-27/BCOM/0001');
    expect(screen.queryByTestId('offer-letter-pay-note')).toBeNull();
  });

  it('tells a student without an offer why there is no letter, in the page language', async () => {
    open({
      status: 409,
      body: {
        code: 'offer_letter_none',
        message: 'There is no offer letter: you have not been offered a seat in a merit round.',
        message_hi: 'कोई प्रस्ताव पत्र नहीं है: आपको किसी मेरिट चरण में सीट का प्रस्ताव नहीं मिला है।',
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('you have not been offered a seat');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows nothing of another student’s letter', async () => {
    open({ status: 404, body: { code: 'offer_letter_not_found', message: 'No such offer letter.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This printout is not available for your account.');
    expect(screen.queryByRole('article')).toBeNull();
  });
});
