// The student's journey, in the order the portal allows it (SPEC §4): Profile → Registration fee → Verification
// → Admission form → Admission fee → Print. One pure function, studentNextStep, decides the one next step of the
// student (decision 030); the tracker's steps, the application row, the chalan cell and the acknowledgement are
// all read from it, so the dashboard and the Admission Process page tell the same story.
import { feeState, paidTransaction, type FeeState } from '../payments/status';
import type { PaymentLike } from '../payments/status';
import type { PaymentPurpose } from '../payments/entities';
import type { PaymentCheckResponse } from '../payments/api';
import type { Student } from './entities';
import { isProfileComplete } from './rules';
import type { StudentSelection } from '../selection/rounds';
import { indiaDateTime, offerNextStep } from '../selection/student-offer';

export type JourneyStepId =
  'profile' | 'registration-fee' | 'verification' | 'admission-form' | 'admission-fee' | 'print';

/** done: finished; current: the student's (or the college's) step now; blocked: stopped here; upcoming: later. */
export type JourneyStepState = 'done' | 'current' | 'blocked' | 'upcoming';

export interface BilingualText {
  en: string;
  hi: string;
}

export interface JourneyStep {
  id: JourneyStepId;
  title: BilingualText;
  state: JourneyStepState;
  /** When the step was finished, where the portal knows it (a payment's date), as the API sent it. */
  date: string | null;
}

export interface Journey {
  steps: JourneyStep[];
  /** The step the journey is at; null once everything is done. */
  current: JourneyStepId | null;
  /** What the student should do now. */
  next: BilingualText;
  /** Who acts now: the student, or the college (while it verifies). */
  waitingFor: 'student' | 'college' | 'bank' | 'nobody';
  /** The one next step this journey is told from. */
  kind: NextStepKind;
}

/** The steps in order with their names, shared by the dashboard and the Admission Process page. */
export const JOURNEY_STEPS: readonly { id: JourneyStepId; title: BilingualText; about: BilingualText }[] = [
  {
    id: 'profile',
    title: { en: 'Profile', hi: 'प्रोफ़ाइल' },
    about: {
      en: 'Register, then complete your profile: course, category and photo.',
      hi: 'पंजीकरण करें, फिर अपनी प्रोफ़ाइल पूरी करें: पाठ्यक्रम, वर्ग और फ़ोटो।',
    },
  },
  {
    id: 'registration-fee',
    title: { en: 'Registration fee', hi: 'पंजीकरण शुल्क' },
    about: {
      en: 'Pay the ₹50 registration fee (chalan) online.',
      hi: '₹50 पंजीकरण शुल्क (चालान) ऑनलाइन जमा करें।',
    },
  },
  {
    id: 'verification',
    title: { en: 'Verification', hi: 'सत्यापन' },
    about: {
      en: 'The college office checks your registration and approves it.',
      hi: 'महाविद्यालय कार्यालय आपके पंजीकरण की जाँच करके उसे स्वीकृत करता है।',
    },
  },
  {
    id: 'admission-form',
    title: { en: 'Admission form', hi: 'प्रवेश फॉर्म' },
    about: {
      en: 'Once approved, fill and submit the admission form with your documents.',
      hi: 'स्वीकृति के बाद अपने दस्तावेज़ों के साथ प्रवेश फॉर्म भरकर जमा करें।',
    },
  },
  {
    id: 'admission-fee',
    title: { en: 'Admission fee', hi: 'प्रवेश शुल्क' },
    about: {
      en: 'Pay the admission fee the college has set for you.',
      hi: 'महाविद्यालय द्वारा तय किया गया प्रवेश शुल्क जमा करें।',
    },
  },
  {
    id: 'print',
    title: { en: 'Print', hi: 'प्रिंट' },
    about: {
      en: 'Print your admission form and the fee receipt.',
      hi: 'अपना प्रवेश फॉर्म और शुल्क रसीद प्रिंट करें।',
    },
  },
];

export const JOURNEY_TEXTS = {
  heading: { en: 'Your admission journey', hi: 'आपकी प्रवेश यात्रा' },
  now: { en: 'What to do now', hi: 'अभी क्या करें' },
  college: { en: 'What the college is doing', hi: 'महाविद्यालय क्या कर रहा है' },
  state: {
    done: { en: 'Done', hi: 'पूरा' },
    current: { en: 'Current step', hi: 'वर्तमान चरण' },
    blocked: { en: 'Stopped', hi: 'रुका हुआ' },
    upcoming: { en: 'Not yet', hi: 'अभी नहीं' },
  },
} as const;

const NEXT: Record<NextStepKind, BilingualText> = {
  profile: {
    en: 'Complete your profile: choose your course and category and add your photo.',
    hi: 'अपनी प्रोफ़ाइल पूरी करें: अपना पाठ्यक्रम और वर्ग चुनें और फ़ोटो जोड़ें।',
  },
  'pay-registration': { en: 'Pay the ₹50 registration fee.', hi: '₹50 पंजीकरण शुल्क जमा करें।' },
  'registration-checking': {
    en: 'Your registration fee payment is being checked with the bank. Please do not pay again.',
    hi: 'आपके पंजीकरण शुल्क भुगतान की बैंक से जाँच हो रही है। कृपया दोबारा भुगतान न करें।',
  },
  'registration-retry': {
    en: 'Your registration fee payment was not completed at the bank, and no money was taken. Pay the ₹50 fee again.',
    hi: 'आपका पंजीकरण शुल्क भुगतान बैंक पर पूरा नहीं हुआ और कोई राशि नहीं कटी। ₹50 शुल्क फिर से जमा करें।',
  },
  verification: {
    en: 'Nothing to do now: wait while the college office verifies your registration.',
    hi: 'अभी कुछ नहीं करना है: महाविद्यालय कार्यालय आपके पंजीकरण का सत्यापन कर रहा है, प्रतीक्षा करें।',
  },
  rejected: {
    en: 'Your application was not approved. Read the reason given by the office, or contact the college office.',
    hi: 'आपका आवेदन स्वीकृत नहीं हुआ। कार्यालय द्वारा बताया गया कारण पढ़ें, या महाविद्यालय कार्यालय से संपर्क करें।',
  },
  'fill-form': {
    en: 'Fill and submit your admission form.',
    hi: 'अपना प्रवेश फॉर्म भरकर जमा करें।',
  },
  'correct-form': {
    en: 'Correct your admission form as the office asked, and submit it again.',
    hi: 'कार्यालय के कहे अनुसार अपने प्रवेश फॉर्म में सुधार करें और उसे दोबारा जमा करें।',
  },
  'form-review': {
    en: 'Nothing to do now: the college office is checking your submitted admission form. You will see the result here.',
    hi: 'अभी कुछ नहीं करना है: महाविद्यालय कार्यालय आपके जमा किए गए प्रवेश फ़ॉर्म की जाँच कर रहा है। परिणाम यहीं दिखेगा।',
  },
  'form-verifying': {
    en: 'Nothing to do now: the college office is verifying your form and documents. Pay appears once it is verified.',
    hi: 'अभी कुछ नहीं करना है: महाविद्यालय कार्यालय आपके फ़ॉर्म और दस्तावेज़ों का सत्यापन कर रहा है। सत्यापन के बाद भुगतान का विकल्प दिखेगा।',
  },
  'pay-admission': { en: 'Pay your admission fee.', hi: 'अपना प्रवेश शुल्क जमा करें।' },
  'admission-checking': {
    en: 'Your admission fee payment is being checked with the bank. Please do not pay again.',
    hi: 'आपके प्रवेश शुल्क भुगतान की बैंक से जाँच हो रही है। कृपया दोबारा भुगतान न करें।',
  },
  'admission-retry': {
    en: 'Your admission fee payment was not completed at the bank, and no money was taken. Pay the fee again.',
    hi: 'आपका प्रवेश शुल्क भुगतान बैंक पर पूरा नहीं हुआ और कोई राशि नहीं कटी। शुल्क फिर से जमा करें।',
  },
  'offer-waiting': { en: '', hi: '' },
  'offer-lapsed': { en: '', hi: '' },
  print: {
    en: 'Your admission is complete. Print your admission form and the fee receipt.',
    hi: 'आपका प्रवेश पूरा हो गया। अपना प्रवेश फॉर्म और शुल्क रसीद प्रिंट करें।',
  },
};

/** Said before paying again when the last attempt of the fee failed or was left unfinished. */
const LAST_FAILED: BilingualText = {
  en: 'Your last payment did not go through, and no money was taken.',
  hi: 'आपका पिछला भुगतान पूरा नहीं हुआ, और कोई राशि नहीं कटी।',
};

export type JourneyStudent = Pick<
  Student,
  | 'academic_level'
  | 'category'
  | 'course_name'
  | 'course_year'
  | 'profile_photo'
  | 'status'
  | 'is_admission_submitted'
  | 'is_admission_fee_payed'
  | 'correction_reason'
> & {
  /** The fee the office set (the application row's Pay shows it). */
  fee_to_pay?: string | null;
  /** The office's scrutiny of the submitted form (absent in answers from before it existed). */
  scrutiny?: Pick<NonNullable<Student['scrutiny']>, 'state'> | null;
  transactions:
    readonly (PaymentLike & { txnid?: string; created_at?: string | null; addedon?: string | null })[] | null;
  /** A course admitted by merit: the student's offer or place in the latest round (null before any). */
  selection?: Pick<StudentSelection, 'status' | 'deadline'> | null;
};

/**
 * Every state the student can be in, each with one plain next step. `*-checking`: a payment the bank has not
 * answered (the bank acts); `*-retry`: the gateway said that payment was never completed, so paying again is safe.
 */
export type NextStepKind =
  | 'profile'
  | 'pay-registration'
  | 'registration-checking'
  | 'registration-retry'
  | 'verification'
  | 'rejected'
  | 'fill-form'
  | 'correct-form'
  | 'form-review'
  | 'form-verifying'
  | 'pay-admission'
  | 'admission-checking'
  | 'admission-retry'
  | 'offer-waiting'
  | 'offer-lapsed'
  | 'print';

export interface NextStep {
  kind: NextStepKind;
  /** The tracker's step this belongs to. */
  step: JourneyStepId;
  /** Who acts now. */
  waitingFor: Journey['waitingFor'];
  /** What the student reads as "What to do now". */
  text: BilingualText;
  /** The payment being checked with the bank (checking and retry kinds). */
  pending: { purpose: PaymentPurpose; txnid: string | null } | null;
}

/** What the student's own check of a pending payment answered (the dashboard asks once per visit). */
export type GatewayCheck = Pick<PaymentCheckResponse, 'txnid' | 'retry' | 'next_check_at'>;

export interface NextStepOptions {
  now?: number;
  check?: GatewayCheck | null;
}

const STEP_OF: Record<NextStepKind, JourneyStepId> = {
  profile: 'profile',
  'pay-registration': 'registration-fee',
  'registration-checking': 'registration-fee',
  'registration-retry': 'registration-fee',
  verification: 'verification',
  rejected: 'verification',
  'fill-form': 'admission-form',
  'correct-form': 'admission-form',
  'form-review': 'verification',
  'form-verifying': 'admission-fee',
  'pay-admission': 'admission-fee',
  'admission-checking': 'admission-fee',
  'admission-retry': 'admission-fee',
  'offer-waiting': 'admission-fee',
  'offer-lapsed': 'admission-fee',
  print: 'print',
};

const WAITING_FOR: Record<NextStepKind, Journey['waitingFor']> = {
  profile: 'student',
  'pay-registration': 'student',
  'registration-checking': 'bank',
  'registration-retry': 'student',
  verification: 'college',
  rejected: 'nobody',
  'fill-form': 'student',
  'correct-form': 'student',
  'form-review': 'college',
  'form-verifying': 'college',
  'pay-admission': 'student',
  'admission-checking': 'bank',
  'admission-retry': 'student',
  'offer-waiting': 'nobody',
  'offer-lapsed': 'nobody',
  print: 'nobody',
};

function ofPurpose(t: PaymentLike, purpose: PaymentPurpose): boolean {
  if (t.purpose === 'registration' || t.purpose === 'admission') return t.purpose === purpose;
  return (Number(t.amount) === 50) === (purpose === 'registration');
}

/** The payment of a fee the bank is being asked about (the newest pending one). */
function pendingTxnid(s: JourneyStudent, purpose: PaymentPurpose): string | null {
  const open = (s.transactions ?? []).filter(
    (t) => ofPurpose(t, purpose) && String(t.status).toLowerCase() === 'pending',
  );
  return open[open.length - 1]?.txnid ?? null;
}

/** The last attempt of a fee failed, was left unfinished or expired: no money was taken. */
function lastAttemptFailed(s: JourneyStudent, purpose: PaymentPurpose): boolean {
  const mine = (s.transactions ?? []).filter((t) => ofPurpose(t, purpose));
  const last = String(mine[mine.length - 1]?.status ?? '').toLowerCase();
  return last === 'failure' || last === 'abandoned' || last === 'expired';
}

const joined = (a: BilingualText, b: BilingualText): BilingualText => ({
  en: `${a.en} ${b.en}`,
  hi: `${a.hi} ${b.hi}`,
});

/** When the automatic check runs next, in India time, for a payment still being checked. */
function nextCheckText(at: string | null | undefined): BilingualText | null {
  const when = indiaDateTime(at);
  if (!when) return null;
  return {
    en: `It is checked again automatically by ${when} (India time); the result will show here.`,
    hi: `${when} (भारतीय समय) तक इसकी अपने-आप फिर से जाँच होगी; परिणाम यहीं दिखेगा।`,
  };
}

/**
 * The one next step of the student (decision 030). By the facts, in the order of the journey: an open correction
 * request (until the fee is paid); a rejection; a complete admission; the profile; the registration fee (paid,
 * being checked with the bank, or to pay again once the gateway said the checkout was never completed); the
 * office's approval (of the registration, or of a form submitted again after a correction); the form; and the
 * admission fee (being checked, the office verifying the form, a merit round's offer, or Pay).
 */
export function studentNextStep(s: JourneyStudent, opts: NextStepOptions = {}): NextStep {
  const now = opts.now ?? Date.now();
  const registration = feeState(s.transactions, 'registration');
  const admission = s.is_admission_fee_payed ? 'paid' : feeState(s.transactions, 'admission');
  const correcting = Boolean(s.correction_reason) && admission !== 'paid';
  const make = (kind: NextStepKind, extra: Partial<NextStep> = {}): NextStep => ({
    kind,
    step: STEP_OF[kind],
    waitingFor: WAITING_FOR[kind],
    text: NEXT[kind],
    pending: null,
    ...extra,
  });
  const pendingStep = (purpose: PaymentPurpose): NextStep => {
    const txnid = pendingTxnid(s, purpose);
    const retry = Boolean(opts.check?.retry && txnid && opts.check.txnid === txnid);
    const prefix = purpose === 'registration' ? 'registration' : 'admission';
    const kind: NextStepKind = retry ? `${prefix}-retry` : `${prefix}-checking`;
    const later = !retry && opts.check?.txnid === txnid ? nextCheckText(opts.check?.next_check_at) : null;
    return make(kind, { pending: { purpose, txnid }, text: later ? joined(NEXT[kind], later) : NEXT[kind] });
  };
  const payAgain = (kind: NextStepKind, purpose: PaymentPurpose, text: BilingualText = NEXT[kind]) =>
    make(kind, { text: lastAttemptFailed(s, purpose) ? joined(LAST_FAILED, text) : text });

  if (correcting) return make('correct-form');
  if (s.status === 2) return make('rejected');
  // An approved, submitted and paid admission is complete, whatever older rows say.
  if (s.status === 1 && s.is_admission_submitted && admission === 'paid') return make('print');
  if (!isProfileComplete(s)) return make('profile');
  if (registration === 'checking') return pendingStep('registration');
  if (registration !== 'paid') return payAgain('pay-registration', 'registration');
  // The college's approval: of the registration, or again of a form sent back after a correction.
  if (s.status !== 1) return make(s.is_admission_submitted ? 'form-review' : 'verification');
  if (!s.is_admission_submitted) return make('fill-form');
  if (admission === 'checking') return pendingStep('admission');
  if (s.scrutiny && s.scrutiny.state !== 'verified') return make('form-verifying');
  const offer = offerNextStep(s.selection, now);
  if (offer && offer.waitingFor === 'student') return payAgain('pay-admission', 'admission', offer.next);
  if (offer) {
    const kind = s.selection?.status === 'waiting' ? 'offer-waiting' : 'offer-lapsed';
    return make(kind, { text: offer.next });
  }
  if (admission !== 'paid') return payAgain('pay-admission', 'admission');
  return make('print');
}

function paidDate(s: JourneyStudent, purpose: 'registration' | 'admission', state: FeeState): string | null {
  if (state !== 'paid') return null;
  const t = paidTransaction(s.transactions, purpose);
  return t ? t.addedon || t.created_at || null : null;
}

/**
 * Where the student is, for the tracker: the step of the one next step is current (stopped, for a rejection);
 * the steps before it are done; a form submitted again after a correction shows its step done while the office
 * approves it. The texts are the next step's.
 */
export function studentJourney(s: JourneyStudent, now: number = Date.now(), check?: GatewayCheck | null): Journey {
  return journeyOf(s, studentNextStep(s, { now, check }));
}

/** The tracker of a next step already decided (the dashboard decides it once for all its cards). */
export function journeyOf(s: JourneyStudent, next: NextStep): Journey {
  const registration = feeState(s.transactions, 'registration');
  const admission = s.is_admission_fee_payed ? 'paid' : feeState(s.transactions, 'admission');
  const dates: Record<JourneyStepId, string | null> = {
    profile: null,
    'registration-fee': paidDate(s, 'registration', registration),
    verification: null,
    'admission-form': null,
    'admission-fee': paidDate(s, 'admission', admission),
    print: null,
  };
  const index = JOURNEY_STEPS.findIndex((step) => step.id === next.step);
  const steps: JourneyStep[] = JOURNEY_STEPS.map((step, i) => {
    let state: JourneyStepState;
    if (i < index) state = 'done';
    else if (i === index) state = next.kind === 'rejected' ? 'blocked' : 'current';
    else state = next.kind === 'form-review' && step.id === 'admission-form' ? 'done' : 'upcoming';
    return { id: step.id, title: step.title, state, date: state === 'done' ? dates[step.id] : null };
  });
  return { steps, current: next.step, next: next.text, waitingFor: next.waitingFor, kind: next.kind };
}

/** What the college is doing at a step, for the tracker's second line (null when nothing is waiting on it). */
export function collegeActivity(j: Journey): BilingualText | null {
  if (j.waitingFor !== 'college') return null;
  if (j.current === 'admission-fee' || j.kind === 'form-review') {
    return {
      en: 'The college office is verifying your admission form and documents. You will see the result here.',
      hi: 'महाविद्यालय कार्यालय आपके प्रवेश फ़ॉर्म और दस्तावेज़ों का सत्यापन कर रहा है। परिणाम यहीं दिखेगा।',
    };
  }
  return {
    en: 'The college office is verifying your registration. You will see the result here.',
    hi: 'महाविद्यालय कार्यालय आपके पंजीकरण का सत्यापन कर रहा है। परिणाम यहीं दिखेगा।',
  };
}
