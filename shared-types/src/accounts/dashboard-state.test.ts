// The dashboard's state table (decision 030): every combination of the student's facts, and every card read from
// the one state says the same next step. The expected step is written out separately from the implementation.
import type { Transaction } from '../index';
import { dashboardState, type DashboardStudent, type GatewayCheck, type NextStepKind } from '../index';

type Fee = 'none' | 'failed' | 'checking' | 'paid';
type Scrutiny = 'none' | 'to_verify' | 'verified';
type Offer = 'none' | 'offered' | 'waiting' | 'lapsed';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const DEADLINE = '2026-11-29T14:00:00Z';

const tx = (txnid: string, purpose: 'registration' | 'admission', status: string): Transaction => ({
  txnid,
  purpose,
  amount: purpose === 'registration' ? '50.00' : '1250.00',
  status,
  created_at: '2026-11-27 09:00:00',
  addedon: '2026-11-27 09:00:00',
});
const FEE_ROWS = (purpose: 'registration' | 'admission', fee: Fee): Transaction[] => {
  const p = purpose === 'registration' ? 'R' : 'A';
  if (fee === 'none') return [];
  if (fee === 'failed') return [tx(`${p}1`, purpose, 'failure')];
  if (fee === 'checking') return [tx(`${p}1`, purpose, 'failure'), tx(`${p}2`, purpose, 'pending')];
  return [tx(`${p}3`, purpose, 'success')];
};

interface State {
  profile: boolean;
  reg: Fee;
  status: 0 | 1 | 2;
  submitted: boolean;
  correction: boolean;
  scrutiny: Scrutiny;
  offer: Offer;
  adm: Fee;
  /** The gateway's answer to the dashboard's check: the checkout was never completed. */
  retry: boolean;
}

function student(st: State): DashboardStudent {
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
    fee_to_pay: '1250.00',
    admission_form_code: st.submitted ? 'ADM26ABCDEFGH' : null,
    scrutiny: st.scrutiny === 'none' ? null : { state: st.scrutiny },
    selection:
      st.offer === 'none'
        ? null
        : { status: st.offer, deadline: st.offer === 'lapsed' ? '2026-11-20T14:00:00Z' : DEADLINE },
    transactions: [...FEE_ROWS('registration', st.reg), ...FEE_ROWS('admission', st.adm)],
  } as DashboardStudent;
}

const fees: Fee[] = ['none', 'failed', 'checking', 'paid'];
const all: State[] = [];
for (const profile of [false, true])
  for (const reg of fees)
    for (const status of [0, 1, 2] as const)
      for (const submitted of [false, true])
        for (const correction of [false, true])
          for (const scrutiny of ['none', 'to_verify', 'verified'] as Scrutiny[])
            for (const offer of ['none', 'offered', 'waiting', 'lapsed'] as Offer[])
              for (const adm of fees)
                for (const retry of [false, true])
                  all.push({ profile, reg, status, submitted, correction, scrutiny, offer, adm, retry });

/** The next step as the college describes the order, written out separately. */
function expected(st: State): NextStepKind {
  if (st.correction && st.adm !== 'paid') return 'correct-form';
  if (st.status === 2) return 'rejected';
  if (st.status === 1 && st.submitted && st.adm === 'paid') return 'print';
  if (!st.profile) return 'profile';
  if (st.reg === 'checking') return st.retry ? 'registration-retry' : 'registration-checking';
  if (st.reg !== 'paid') return 'pay-registration';
  if (st.status === 0) return st.submitted ? 'form-review' : 'verification';
  if (!st.submitted) return 'fill-form';
  if (st.adm === 'checking') return st.retry ? 'admission-retry' : 'admission-checking';
  if (st.scrutiny === 'to_verify') return 'form-verifying';
  if (st.offer === 'waiting') return 'offer-waiting';
  if (st.offer === 'lapsed') return 'offer-lapsed';
  if (st.adm === 'paid') return 'print';
  return 'pay-admission';
}

/** The pending payment the dashboard checked (the newest pending one), answered as the gateway would. */
function checkOf(st: State): GatewayCheck | null {
  const pending = st.reg === 'checking' ? 'R2' : st.adm === 'checking' ? 'A2' : null;
  return pending ? { txnid: pending, retry: st.retry, next_check_at: '2026-11-27T10:20:00Z' } : null;
}

const STUDENT_ACTS: NextStepKind[] = [
  'profile',
  'pay-registration',
  'registration-retry',
  'fill-form',
  'correct-form',
  'pay-admission',
  'admission-retry',
];

describe('the dashboard over every combination of the student’s states', () => {
  it(`walks ${all.length} combinations`, () => {
    expect(all.length).toBe(2 * 4 * 3 * 2 * 2 * 3 * 4 * 4 * 2);
  });

  // One test per registration fee and status (each walks its 768 combinations), naming a failing combination.
  const groups = fees.flatMap((reg) => ([0, 1, 2] as const).map((status) => ({ reg, status })));
  it.each(groups)('registration fee $reg, status $status', ({ reg, status }) => {
    for (const st of all.filter((x) => x.reg === reg && x.status === status)) {
      try {
        checkOne(st);
      } catch (error) {
        throw new Error(`${JSON.stringify(st)}: ${(error as Error).message}`);
      }
    }
  });
});

function checkOne(st: State) {
  {
    const d = dashboardState(student(st), { now: NOW, check: checkOf(st) });
    const kind = expected(st);
    expect(d.next.kind).toBe(kind);

    // The tracker: its words are the next step's, and exactly one step is now.
    expect(d.journey.next).toEqual(d.next.text);
    expect(d.journey.current).toBe(d.next.step);
    expect(d.journey.steps.filter((s) => s.state === 'current' || s.state === 'blocked')).toHaveLength(1);
    // "Nothing to do now" is said exactly when the college acts.
    expect(/^Nothing to do now/.test(d.journey.next.en)).toBe(d.next.waitingFor === 'college');
    // Both languages, always.
    expect(d.next.text.hi).toMatch(/[\u0900-\u097F]/);

    // The application row: Pay (or Try again) exactly when the next step is paying the admission fee.
    const rowPays = d.application.kind === 'pay' || d.application.kind === 'retry';
    expect(rowPays).toBe(kind === 'pay-admission' || kind === 'admission-retry');
    expect(d.application.kind === 'fill').toBe(kind === 'fill-form' || kind === 'correct-form');
    expect(d.application.kind === 'checking').toBe(kind === 'admission-checking');
    expect(d.application.kind === 'verifying').toBe(kind === 'form-verifying' || kind === 'form-review');
    expect(d.application.kind === 'print').toBe(kind === 'print');

    // The registration fee's cell: usable exactly when the next step is the profile or the registration fee.
    const chalanOpen = !d.chalan.payDisabled;
    const paysRegistration = kind === 'pay-registration' || kind === 'registration-retry';
    expect(chalanOpen).toBe(paysRegistration || (kind === 'profile' && (st.reg === 'none' || st.reg === 'failed')));
    if (kind === 'pay-registration' || kind === 'registration-retry') expect(chalanOpen).toBe(true);
    expect(d.chalan.retry).toBe(kind === 'registration-retry');
    if (kind === 'registration-checking') expect(d.chalan.checking).toBe(true);

    // While the bank is asked, nothing offers a payment, and the student is told not to pay again and when the
    // automatic check runs.
    if (d.next.waitingFor === 'bank') {
      expect(rowPays || chalanOpen).toBe(false);
      expect(d.next.text.en).toMatch(/do not pay again/);
      expect(d.next.text.en).toMatch(/checked again automatically by 27\/11\/2026 15:50 \(India time\)/);
    }
    // Whoever acts, there is one plain next step: the student has something to press, or is told who acts.
    if (STUDENT_ACTS.includes(kind)) expect(d.next.waitingFor).toBe('student');
    else expect(['college', 'bank', 'nobody']).toContain(d.next.waitingFor);

    // The acknowledgement of a submitted form says the tracker's words, and never "pay" unless the row pays.
    if (d.acknowledgement) {
      expect(d.acknowledgement.next).toEqual(d.next.text);
      if (/pay your admission fee/i.test(d.acknowledgement.next.en)) expect(rowPays).toBe(true);
    }
  }
}

describe('the words of the states the issue found', () => {
  const base: State = {
    profile: true,
    reg: 'paid',
    status: 0,
    submitted: true,
    correction: false,
    scrutiny: 'to_verify',
    offer: 'none',
    adm: 'none',
    retry: false,
  };

  it('a form sent again after a correction: the row, the tracker and the acknowledgement all say the office checks it', () => {
    const d = dashboardState(student(base), { now: NOW });
    expect(d.application).toEqual({ kind: 'verifying' });
    expect(d.journey.steps.find((s) => s.id === 'admission-form')?.state).toBe('done');
    expect(d.acknowledgement?.next.en).toMatch(/checking your submitted admission form/);
    expect(d.acknowledgement?.next.en).not.toMatch(/Pay/);
  });

  it('a paid registration fee shows the admission status labelled as such, in both languages', () => {
    const d = dashboardState(student({ ...base, submitted: false }), { now: NOW });
    expect(d.chalan).toMatchObject({
      status: 'Success',
      payDisabled: true,
      payLabel: 'Admission status: Pending',
      payLabelHi: 'प्रवेश स्थिति: लंबित',
    });
  });

  it('a checkout left at the gateway offers Try again once the gateway says it was never completed', () => {
    const st: State = { ...base, reg: 'checking', status: 0, submitted: false };
    const before = dashboardState(student(st), { now: NOW });
    expect(before.next.kind).toBe('registration-checking');
    expect(before.chalan).toMatchObject({ payDisabled: true, checking: true });
    const after = dashboardState(student(st), { now: NOW, check: checkOf({ ...st, retry: true }) });
    expect(after.next.kind).toBe('registration-retry');
    expect(after.chalan).toMatchObject({ payDisabled: false, retry: true, payLabel: 'Try again' });
    expect(after.next.text.en).toMatch(/no money was taken/);
    // An answer about another payment changes nothing.
    const other = dashboardState(student(st), { now: NOW, check: { txnid: 'R9', retry: true, next_check_at: null } });
    expect(other.next.kind).toBe('registration-checking');
  });
});
