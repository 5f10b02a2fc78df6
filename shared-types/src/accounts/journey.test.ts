import type { Transaction } from '../index';
import { JOURNEY_STEPS, collegeActivity, studentJourney, type JourneyStudent } from '../index';

type Fee = 'none' | 'failed' | 'checking' | 'paid';
const REG: Record<Fee, Transaction[]> = {
  none: [],
  failed: [{ txnid: 'R1', amount: '50.00', status: 'failure', purpose: 'registration', created_at: '', addedon: '' }],
  checking: [{ txnid: 'R2', amount: '50.00', status: 'pending', purpose: 'registration', created_at: '', addedon: '' }],
  paid: [
    {
      txnid: 'R3',
      amount: '50.00',
      status: 'success',
      purpose: 'registration',
      created_at: '2026-07-01 10:00:00',
      addedon: '2026-07-01 10:00:05',
    },
  ],
};
const ADM: Record<Fee, Transaction[]> = {
  none: [],
  failed: [{ txnid: 'A1', amount: '1250.00', status: 'failure', purpose: 'admission', created_at: '', addedon: '' }],
  checking: [{ txnid: 'A2', amount: '1250.00', status: 'pending', purpose: 'admission', created_at: '', addedon: '' }],
  paid: [
    {
      txnid: 'A3',
      amount: '1250.00',
      status: 'success',
      purpose: 'admission',
      created_at: '2026-07-20 09:00:00',
      addedon: '2026-07-20 09:00:01',
    },
  ],
};

interface State {
  profile: boolean;
  reg: Fee;
  status: 0 | 1 | 2;
  submitted: boolean;
  adm: Fee;
  correction: boolean;
}

function student(st: State): JourneyStudent {
  return {
    academic_level: st.profile ? 'UG' : null,
    category: 'GENERAL',
    course_name: st.profile ? 'BCOM' : null,
    course_year: 1,
    profile_photo: st.profile ? 'p.jpg' : '0',
    status: st.status,
    is_admission_submitted: st.submitted,
    is_admission_fee_payed: st.adm === 'paid',
    correction_reason: st.correction ? 'Upload a clear marksheet' : null,
    transactions: [...REG[st.reg], ...ADM[st.adm]],
  };
}

const fees: Fee[] = ['none', 'failed', 'checking', 'paid'];
const all: State[] = [];
for (const profile of [false, true])
  for (const reg of fees)
    for (const status of [0, 1, 2] as const)
      for (const submitted of [false, true])
        for (const adm of fees)
          for (const correction of [false, true]) all.push({ profile, reg, status, submitted, adm, correction });

/** The expected step, written out as the college describes the order, independently of the implementation. */
function expectedCurrent(st: State): string {
  const correcting = st.correction && st.adm !== 'paid';
  if (correcting) return 'admission-form';
  if (st.status === 2) return 'verification';
  // An approved, submitted and paid admission is complete, whatever an older record says.
  if (st.status === 1 && st.submitted && st.adm === 'paid') return 'print';
  if (!st.profile) return 'profile';
  if (st.reg !== 'paid') return 'registration-fee';
  if (st.status !== 1) return 'verification';
  if (!st.submitted) return 'admission-form';
  if (st.adm !== 'paid') return 'admission-fee';
  return 'print';
}

describe('studentJourney over every combination of student state', () => {
  it.each(all.map((st) => [JSON.stringify(st), st] as const))('%s', (_name, st) => {
    const j = studentJourney(student(st));
    const ids = j.steps.map((s) => s.id);
    expect(ids).toEqual(JOURNEY_STEPS.map((s) => s.id));
    expect(j.current).toBe(expectedCurrent(st));
    const at = ids.indexOf(j.current!);
    // A form sent again after a correction is submitted while the office approves it again.
    const resubmitted =
      st.profile && st.reg === 'paid' && st.status === 0 && st.submitted && !(st.correction && st.adm !== 'paid');
    j.steps.forEach((step, i) => {
      if (i < at) expect(step.state).toBe('done');
      else if (i > at) expect(step.state).toBe(resubmitted && step.id === 'admission-form' ? 'done' : 'upcoming');
      else expect(step.state).toBe(st.status === 2 && !(st.correction && st.adm !== 'paid') ? 'blocked' : 'current');
    });
    // Exactly one step is the journey's now.
    expect(j.steps.filter((s) => s.state === 'current' || s.state === 'blocked')).toHaveLength(1);
    // The college is waited on only at verification, and only once the registration fee is paid.
    if (j.waitingFor === 'college') {
      expect(j.current).toBe('verification');
      expect(st.reg).toBe('paid');
      expect(st.profile).toBe(true);
      expect(collegeActivity(j)?.en).toMatch(/verifying/);
    } else {
      expect(collegeActivity(j)).toBeNull();
    }
    // Every message exists in both languages.
    expect(j.next.en.length).toBeGreaterThan(5);
    expect(j.next.hi).toMatch(/[\u0900-\u097F]/);
    // A payment being checked tells the student not to pay again.
    if (j.waitingFor === 'bank') expect(j.next.en).toMatch(/do not pay again/);
  });
});

describe('studentJourney: what the student reads', () => {
  const base: State = { profile: true, reg: 'paid', status: 0, submitted: false, adm: 'none', correction: false };

  it('starts with the profile for a new student, nothing waiting on the college', () => {
    const j = studentJourney(student({ ...base, profile: false, reg: 'none' }));
    expect(j.current).toBe('profile');
    expect(j.waitingFor).toBe('student');
    expect(j.next.en).toMatch(/Complete your profile/);
  });

  it('asks for the fee before any verification', () => {
    expect(studentJourney(student({ ...base, reg: 'none' })).next.en).toBe('Pay the ₹50 registration fee.');
    // After a failed attempt the student is told that no money was taken.
    const j = studentJourney(student({ ...base, reg: 'failed' }));
    expect(j.current).toBe('registration-fee');
    expect(j.next.en).toBe(
      'Your last payment did not go through, and no money was taken. Pay the ₹50 registration fee.',
    );
  });

  it('tells the student to wait while the bank is asked', () => {
    const j = studentJourney(student({ ...base, reg: 'checking' }));
    expect(j.waitingFor).toBe('bank');
  });

  it('waits on the college once the fee is paid, dating the payment', () => {
    const j = studentJourney(student(base));
    expect(j.current).toBe('verification');
    expect(j.waitingFor).toBe('college');
    expect(j.steps[1]).toMatchObject({ id: 'registration-fee', state: 'done', date: '2026-07-01 10:00:05' });
  });

  it('after a correction is sent again, the form is done and the office checks it: nothing says pay', () => {
    const j = studentJourney(student({ ...base, status: 0, submitted: true }));
    expect(j.current).toBe('verification');
    expect(j.waitingFor).toBe('college');
    expect(j.steps[3]!.state).toBe('done');
    expect(j.next.en).toMatch(/checking your submitted admission form/);
    expect(collegeActivity(j)?.en).toMatch(/admission form/);
  });

  it('stops at verification after a rejection', () => {
    const j = studentJourney(student({ ...base, status: 2 }));
    expect(j.steps[2]!.state).toBe('blocked');
    expect(j.waitingFor).toBe('nobody');
    expect(j.next.en).toMatch(/not approved/);
  });

  it('brings a correction back to the form', () => {
    const j = studentJourney(student({ ...base, status: 1, submitted: true, correction: true }));
    expect(j.current).toBe('admission-form');
    expect(j.next.en).toMatch(/Correct your admission form/);
  });

  it('ends with the printouts once the admission fee is paid, dating the payment', () => {
    const j = studentJourney(student({ ...base, status: 1, submitted: true, adm: 'paid' }));
    expect(j.current).toBe('print');
    expect(j.steps[4]).toMatchObject({ state: 'done', date: '2026-07-20 09:00:01' });
    expect(j.steps[5]!.state).toBe('current');
    expect(j.waitingFor).toBe('nobody');
  });
});
