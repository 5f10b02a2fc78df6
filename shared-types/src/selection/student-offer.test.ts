import {
  applicationCell,
  indiaDateTime,
  offerNextStep,
  offerPayable,
  studentJourney,
  timeLeft,
  type JourneyStudent,
  type StudentSelection,
} from '../index';

// 27/11/2026 10:00 UTC = 15:30 India time; the deadline is 29/11/2026 14:00 UTC = 19:30 India time.
const NOW = Date.parse('2026-11-27T10:00:00Z');
const DEADLINE = '2026-11-29T14:00:00.000Z';

function selection(status: StudentSelection['status'], deadline: string | null = DEADLINE) {
  return { status, deadline };
}

const paidChalan = {
  txnid: 'R3',
  amount: '50.00',
  status: 'success',
  purpose: 'registration' as const,
  created_at: '2026-07-01 10:00:00',
  addedon: '2026-07-01 10:00:05',
};

function submitted(sel: ReturnType<typeof selection> | null, fee: string | null = '1250.00') {
  return {
    academic_level: 'UG' as const,
    category: 'OBC' as const,
    course_name: 'BSC',
    course_year: 1,
    profile_photo: 'p.jpg',
    status: 1 as const,
    is_admission_submitted: true,
    is_admission_fee_payed: false,
    correction_reason: null,
    fee_to_pay: fee,
    scrutiny: { state: 'verified' as const, documents: [], figures: [] },
    transactions: [paidChalan],
    selection: sel,
  };
}

describe('the offer of a merit round, by a fixed clock', () => {
  it('is payable only while offered and before the deadline', () => {
    expect(offerPayable(selection('offered'), NOW)).toBe(true);
    expect(offerPayable(selection('offered'), Date.parse(DEADLINE))).toBe(false);
    expect(offerPayable(selection('offered', null), NOW)).toBe(false);
    for (const status of ['waiting', 'lapsed', 'admitted', 'excluded'] as const) {
      expect(offerPayable(selection(status), NOW)).toBe(false);
    }
    expect(offerPayable(null, NOW)).toBe(false);
  });

  it('writes the deadline as DD/MM/YYYY HH:mm in India time', () => {
    expect(indiaDateTime(DEADLINE)).toBe('29/11/2026 19:30');
    expect(indiaDateTime('2026-12-31T20:00:00Z')).toBe('01/01/2027 01:30');
    expect(indiaDateTime(null)).toBe('');
    expect(indiaDateTime('not a date')).toBe('');
  });

  it('counts the days and hours left, in English and Hindi', () => {
    expect(timeLeft(DEADLINE, NOW)).toEqual({ en: '2 days 4 hours left', hi: '2 दिन 4 घंटे शेष' });
    expect(timeLeft(DEADLINE, Date.parse('2026-11-28T13:00:00Z'))).toEqual({
      en: '1 day 1 hour left',
      hi: '1 दिन 1 घंटे शेष',
    });
    expect(timeLeft(DEADLINE, Date.parse('2026-11-29T11:00:00Z'))).toEqual({ en: '3 hours left', hi: '3 घंटे शेष' });
    expect(timeLeft(DEADLINE, Date.parse('2026-11-29T13:35:00Z'))).toEqual({
      en: '25 minutes left',
      hi: '25 मिनट शेष',
    });
    expect(timeLeft(DEADLINE, Date.parse(DEADLINE))).toBeNull();
  });
});

describe('the application row of a merit course', () => {
  it('offers Pay with the offer’s fee only inside the window', () => {
    expect(applicationCell(submitted(selection('offered')), NOW)).toEqual({ kind: 'pay', amount: '1250.00' });
    expect(applicationCell(submitted(selection('offered')), Date.parse(DEADLINE) + 1)).toEqual({
      kind: 'no-offer',
      status: 'lapsed',
    });
  });

  it('offers no Pay while waiting or once lapsed', () => {
    expect(applicationCell(submitted(selection('waiting', null), null), NOW)).toEqual({
      kind: 'no-offer',
      status: 'waiting',
    });
    expect(applicationCell(submitted(selection('lapsed'), null), NOW)).toEqual({ kind: 'no-offer', status: 'lapsed' });
  });

  it('is as before without a round', () => {
    expect(applicationCell(submitted(null), NOW)).toEqual({ kind: 'pay', amount: '1250.00' });
  });
});

describe('the journey of a merit course agrees with the offer', () => {
  const journey = (sel: ReturnType<typeof selection> | null, now = NOW) =>
    studentJourney(submitted(sel) as JourneyStudent, now);

  it('says to pay by the deadline while offered', () => {
    const j = journey(selection('offered'));
    expect(j.current).toBe('admission-fee');
    expect(j.next.en).toBe('You are offered a seat: pay your admission fee by 29/11/2026 19:30 (India time).');
    expect(j.next.hi).toContain('29/11/2026 19:30');
    expect(j.waitingFor).toBe('student');
  });

  it('says what happens next on the waiting list, and nothing waits on the student', () => {
    const j = journey(selection('waiting', null));
    expect(j.next.en).toBe(
      'You are on the waiting list. If a seat is vacated you may be offered it in a later round; you will be told by mail.',
    );
    expect(j.waitingFor).toBe('nobody');
  });

  it('sends a lapsed offer, or one past its deadline, to the college office', () => {
    expect(journey(selection('lapsed')).next.en).toMatch(/lapsed .* Contact the college office\./);
    expect(journey(selection('offered'), Date.parse(DEADLINE) + 1).next.en).toMatch(/lapsed/);
  });

  it('is as before without a round', () => {
    expect(journey(null).next.en).toBe('Pay your admission fee.');
    expect(offerNextStep(null, NOW)).toBeNull();
    expect(offerNextStep(selection('admitted'), NOW)).toBeNull();
  });
});
