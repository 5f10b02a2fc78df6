import { act, cleanup, screen, within } from '@testing-library/react';
import type { Student, StudentSelection } from '@college/shared-types';
import { aProfiledStudent, paidChalan, renderPortal } from '../../../testing/render-portal';
import { OfferCard } from './offer-card';

// 27/11/2026 10:00 UTC; the deadline 29/11/2026 14:00 UTC is 19:30 India time, 2 days 4 hours later.
const NOW = Date.parse('2026-11-27T10:00:00Z');
const DEADLINE = '2026-11-29T14:00:00.000Z';

function aSelection(over: Partial<StudentSelection> = {}): StudentSelection {
  return {
    round: 2,
    status: 'offered',
    merit_rank: 14,
    index_marks: 8735,
    index_marks_text: '87.35',
    breakdown: {
      percentage: 8235,
      weightage: [
        { name: 'N.C.C', points: 300 },
        { name: 'Sports', points: 300 },
      ],
      weightageClaimed: 600,
      cap: 500,
      capApplied: true,
      weightageTotal: 500,
      total: 8735,
    },
    label: { en: 'OBC — women', hi: 'अन्य पिछड़ा वर्ग — महिला' },
    compartment: 'OBC',
    cut_offs: { UR: '90.10', SC: '70.00', ST: null, OBC: '86.20', EWS: '88.00' },
    deadline: DEADLINE,
    deadline_ist: '29/11/2026 19:30 IST',
    waiting: null,
    enrolment_no: null,
    fee_to_pay: '1250.00',
    ...over,
  };
}

function merit(selection: StudentSelection, over: Partial<Student> = {}): Student {
  return aProfiledStudent({
    status: 1,
    is_admission_submitted: true,
    transactions: [paidChalan],
    fee_to_pay: selection.status === 'offered' ? '1250.00' : null,
    selection,
    ...over,
  });
}

function show(student: Student, now = NOW, hindi = false) {
  const view = renderPortal(<OfferCard student={student} now={now} />);
  if (hindi) act(() => view.jotaiStore.set(view.atoms.language, 'hi'));
  return within(screen.getByTestId('offer-card'));
}

describe('the offer card', () => {
  it('is not shown without a round', () => {
    renderPortal(<OfferCard student={aProfiledStudent()} now={NOW} />);
    expect(screen.queryByTestId('offer-card')).not.toBeInTheDocument();
  });

  it('offered: the round, seat, rank, index marks and why, cut-off, deadline with the time left, and Pay', () => {
    const card = show(merit(aSelection()));
    expect(card.getByRole('heading', { name: 'Merit and offer / मेरिट और प्रवेश प्रस्ताव' })).toBeInTheDocument();
    expect(card.getByTestId('offer-headline')).toHaveTextContent(/^You are offered a seat in round 2/);
    expect(card.getByTestId('offer-seat')).toHaveTextContent('OBC — women');
    expect(card.getByTestId('offer-rank')).toHaveTextContent('14');
    const marks = card.getByTestId('offer-index-marks');
    expect(marks).toHaveTextContent('87.35');
    const breakdown = within(card.getByTestId('offer-breakdown'));
    expect(breakdown.getByText(/Qualifying percentage: 82\.35/)).toBeInTheDocument();
    expect(breakdown.getByText(/N\.C\.C weightage: \+3\.00/)).toBeInTheDocument();
    expect(breakdown.getByText(/Sports weightage: \+3\.00/)).toBeInTheDocument();
    expect(breakdown.getByText('Weightage capped at 5.00 points')).toBeInTheDocument();
    expect(breakdown.getByText(/Total: 87\.35/)).toBeInTheDocument();
    expect(card.getByTestId('offer-cut-off')).toHaveTextContent('86.20');
    expect(card.getByTestId('offer-deadline')).toHaveTextContent('29/11/2026 19:30 (India time) — 2 days 4 hours left');
    expect(card.getByRole('link', { name: 'Pay ₹1250.00' })).toHaveAttribute('href', '/student/admission/payment');
  });

  it('offered but past the deadline: no Pay, the window is closed', () => {
    const card = show(merit(aSelection()), Date.parse(DEADLINE) + 60_000);
    expect(card.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    expect(card.getByText('The payment window has closed.')).toBeInTheDocument();
    expect(card.getByTestId('offer-deadline')).not.toHaveTextContent('left');
  });

  it('offered while a payment is checked with the bank: no second Pay', () => {
    const pending = { txnid: 'A2', amount: '1250.00', status: 'pending', purpose: 'admission' } as const;
    const card = show(merit(aSelection(), { transactions: [paidChalan, pending] as Student['transactions'] }));
    expect(card.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    expect(card.getByTestId('admission-checking')).toBeInTheDocument();
  });

  it('waiting: the rank, the place in the category, the cut-off reached and what happens next, no Pay', () => {
    const card = show(
      merit(aSelection({ status: 'waiting', label: null, deadline: null, waiting: { in_category: 3, overall: 9 } })),
    );
    expect(card.getByTestId('offer-headline')).toHaveTextContent(/^You are on the waiting list/);
    expect(card.getByTestId('offer-rank')).toHaveTextContent('14');
    expect(card.getByTestId('offer-waiting')).toHaveTextContent('3');
    expect(card.getByTestId('offer-cut-off')).toHaveTextContent('86.20');
    expect(
      card.getByText('If a seat is vacated you may be offered it in a later round; you will be told by mail.'),
    ).toBeInTheDocument();
    expect(card.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('lapsed: the date and why, and no Pay', () => {
    const card = show(merit(aSelection({ status: 'lapsed', fee_to_pay: null })));
    expect(card.getByTestId('offer-headline')).toHaveTextContent(
      'Your offer lapsed on 29/11/2026 19:30 because the fee was not paid in time. Contact the college office.',
    );
    expect(card.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('admitted: Admitted with the enrolment number', () => {
    const card = show(
      merit(aSelection({ status: 'admitted', enrolment_no: 'GDC/2026/BSC/0042' }), { is_admission_fee_payed: true }),
    );
    expect(card.getByTestId('offer-headline')).toHaveTextContent(/^Admitted/);
    expect(card.getByTestId('offer-enrolment')).toHaveTextContent('GDC/2026/BSC/0042');
    expect(card.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('speaks Hindi first when the site language is Hindi', () => {
    const card = show(merit(aSelection()), NOW, true);
    expect(screen.getByTestId('offer-card')).toHaveAttribute('lang', 'hi');
    expect(card.getByRole('heading', { name: 'मेरिट और प्रवेश प्रस्ताव / Merit and offer' })).toBeInTheDocument();
    expect(card.getByTestId('offer-headline')).toHaveTextContent(
      /^आपको चरण 2 में सीट का प्रस्ताव दिया गया है.*You are offered a seat in round 2$/,
    );
    expect(card.getByTestId('offer-seat')).toHaveTextContent('अन्य पिछड़ा वर्ग — महिला');
    expect(card.getByTestId('offer-deadline')).toHaveTextContent('29/11/2026 19:30 (भारतीय समय) — 2 दिन 4 घंटे शेष');
    expect(card.getByText(/एन\.सी\.सी\. भारांक/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'भुगतान करें ₹1250.00' })).toBeInTheDocument();
  });

  it('lapsed in Hindi', () => {
    const card = show(merit(aSelection({ status: 'lapsed' })), NOW, true);
    expect(card.getByTestId('offer-headline')).toHaveTextContent(
      'समय पर शुल्क जमा न होने के कारण आपका प्रस्ताव 29/11/2026 19:30 को समाप्त हो गया। महाविद्यालय कार्यालय से संपर्क करें।',
    );
  });

  it('links the printable offer letter of an offer made, whatever became of it; none while waiting', () => {
    const code = { admission_form_code: 'AB12/CD' };
    for (const status of ['offered', 'admitted', 'lapsed'] as const) {
      const card = show(merit(aSelection({ status }), code));
      expect(card.getByRole('link', { name: 'Print offer letter' })).toHaveAttribute(
        'href',
        '/offer-letter/print/AB12%2FCD',
      );
      cleanup();
    }
    const waiting = show(
      merit(
        aSelection({ status: 'waiting', label: null, deadline: null, waiting: { in_category: 3, overall: 9 } }),
        code,
      ),
    );
    expect(waiting.queryByRole('link', { name: 'Print offer letter' })).not.toBeInTheDocument();
  });

  it('names the offer letter link in Hindi first', () => {
    const card = show(merit(aSelection(), { admission_form_code: 'AB12CD' }), NOW, true);
    expect(card.getByRole('link', { name: 'प्रस्ताव पत्र प्रिंट करें' })).toHaveAttribute(
      'href',
      '/offer-letter/print/AB12CD',
    );
  });
});
