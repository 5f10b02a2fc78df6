// The student's journey, in the order the portal allows it (SPEC §4): Profile → Registration fee → Verification
// → Admission form → Admission fee → Print. One pure function decides every step's state, what the student does
// now and what the college is doing, so the dashboard and the Admission Process page tell the same story.
import { feeState, paidTransaction, type FeeState } from '../payments/status';
import type { PaymentLike } from '../payments/status';
import type { Student } from './entities';
import { isProfileComplete } from './rules';
import type { StudentSelection } from '../selection/rounds';
import { offerNextStep } from '../selection/student-offer';

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

const NEXT: Record<string, BilingualText> = {
  profile: {
    en: 'Complete your profile: choose your course and category and add your photo.',
    hi: 'अपनी प्रोफ़ाइल पूरी करें: अपना पाठ्यक्रम और वर्ग चुनें और फ़ोटो जोड़ें।',
  },
  'registration-fee': { en: 'Pay the ₹50 registration fee.', hi: '₹50 पंजीकरण शुल्क जमा करें।' },
  'registration-fee-checking': {
    en: 'Your registration fee payment is being checked with the bank. Please do not pay again.',
    hi: 'आपके पंजीकरण शुल्क भुगतान की बैंक से जाँच हो रही है। कृपया दोबारा भुगतान न करें।',
  },
  verification: {
    en: 'Nothing to do now: wait while the college office verifies your registration.',
    hi: 'अभी कुछ नहीं करना है: महाविद्यालय कार्यालय आपके पंजीकरण का सत्यापन कर रहा है, प्रतीक्षा करें।',
  },
  rejected: {
    en: 'Your application was not approved. Read the reason given by the office, or contact the college office.',
    hi: 'आपका आवेदन स्वीकृत नहीं हुआ। कार्यालय द्वारा बताया गया कारण पढ़ें, या महाविद्यालय कार्यालय से संपर्क करें।',
  },
  'admission-form': {
    en: 'Fill and submit your admission form.',
    hi: 'अपना प्रवेश फॉर्म भरकर जमा करें।',
  },
  correction: {
    en: 'Correct your admission form as the office asked, and submit it again.',
    hi: 'कार्यालय के कहे अनुसार अपने प्रवेश फॉर्म में सुधार करें और उसे दोबारा जमा करें।',
  },
  'admission-fee': { en: 'Pay your admission fee.', hi: 'अपना प्रवेश शुल्क जमा करें।' },
  'admission-fee-verifying': {
    en: 'Nothing to do now: the college office is verifying your form and documents. Pay appears once it is verified.',
    hi: 'अभी कुछ नहीं करना है: महाविद्यालय कार्यालय आपके फ़ॉर्म और दस्तावेज़ों का सत्यापन कर रहा है। सत्यापन के बाद भुगतान का विकल्प दिखेगा।',
  },
  'admission-fee-checking': {
    en: 'Your admission fee payment is being checked with the bank. Please do not pay again.',
    hi: 'आपके प्रवेश शुल्क भुगतान की बैंक से जाँच हो रही है। कृपया दोबारा भुगतान न करें।',
  },
  print: {
    en: 'Your admission is complete. Print your admission form and the fee receipt.',
    hi: 'आपका प्रवेश पूरा हो गया। अपना प्रवेश फॉर्म और शुल्क रसीद प्रिंट करें।',
  },
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
  /** The office's scrutiny of the submitted form (absent in answers from before it existed). */
  scrutiny?: Pick<NonNullable<Student['scrutiny']>, 'state'> | null;
  transactions: readonly (PaymentLike & { created_at?: string | null; addedon?: string | null })[] | null;
  /** A course admitted by merit: the student's offer or place in the latest round (null before any). */
  selection?: Pick<StudentSelection, 'status' | 'deadline'> | null;
};

function paidDate(s: JourneyStudent, purpose: 'registration' | 'admission', state: FeeState): string | null {
  if (state !== 'paid') return null;
  const t = paidTransaction(s.transactions, purpose);
  return t ? t.addedon || t.created_at || null : null;
}

/**
 * Where the student is. A step is done by its own fact (the profile complete, a fee paid, the office's approval,
 * the form submitted); the current step is the first one not done, and the later ones are upcoming. A rejection
 * stops the journey at verification; an open correction brings it back to the admission form until the fee is
 * paid. The college's verification starts only once the registration fee is paid: before that, nothing waits on
 * the college. In a course admitted by merit, the admission fee waits on the round: pay by the offer's deadline,
 * wait on the waiting list, or contact the office once the offer has lapsed (by the clock `now`).
 */
export function studentJourney(s: JourneyStudent, now: number = Date.now()): Journey {
  const registration = feeState(s.transactions, 'registration');
  const admission = s.is_admission_fee_payed ? 'paid' : feeState(s.transactions, 'admission');
  const correcting = Boolean(s.correction_reason) && !s.is_admission_fee_payed;
  const done: Record<JourneyStepId, boolean> = {
    profile: isProfileComplete(s),
    'registration-fee': registration === 'paid',
    verification: s.status === 1,
    'admission-form': s.status === 1 && s.is_admission_submitted && !correcting,
    'admission-fee': admission === 'paid',
    print: false,
  };
  // The printouts are the student's to take once the admission fee is paid: the journey ends there.
  const allDone = done['admission-fee'] && done['admission-form'];
  const dates: Record<JourneyStepId, string | null> = {
    profile: null,
    'registration-fee': paidDate(s, 'registration', registration),
    verification: null,
    'admission-form': null,
    'admission-fee': paidDate(s, 'admission', admission),
    print: null,
  };

  let current: JourneyStepId | null = null;
  if (correcting) current = 'admission-form';
  else if (s.status === 2) current = 'verification';
  else if (allDone) current = 'print';
  else current = JOURNEY_STEPS.find((step) => !done[step.id] && step.id !== 'print')?.id ?? 'print';

  const index = JOURNEY_STEPS.findIndex((step) => step.id === current);
  const steps: JourneyStep[] = JOURNEY_STEPS.map((step, i) => {
    let state: JourneyStepState;
    if (i < index) state = 'done';
    else if (i === index) state = s.status === 2 && !correcting ? 'blocked' : 'current';
    else state = 'upcoming';
    return { id: step.id, title: step.title, state, date: state === 'done' ? dates[step.id] : null };
  });

  let next: BilingualText;
  let waitingFor: Journey['waitingFor'] = 'student';
  if (current === 'registration-fee' && registration === 'checking') {
    next = NEXT['registration-fee-checking']!;
    waitingFor = 'bank';
  } else if (current === 'admission-fee' && admission === 'checking') {
    next = NEXT['admission-fee-checking']!;
    waitingFor = 'bank';
  } else if (current === 'verification' && s.status === 2) {
    next = NEXT.rejected!;
    waitingFor = 'nobody';
  } else if (current === 'verification') {
    next = NEXT.verification!;
    waitingFor = 'college';
  } else if (correcting) {
    next = NEXT.correction!;
  } else if (current === 'admission-fee' && s.scrutiny && s.scrutiny.state !== 'verified') {
    next = NEXT['admission-fee-verifying']!;
    waitingFor = 'college';
  } else if (current === 'admission-fee' && offerNextStep(s.selection, now)) {
    // A merit course: the round says whether to pay by the deadline, wait for a vacated seat, or ask the office.
    ({ next, waitingFor } = offerNextStep(s.selection, now)!);
  } else {
    next = NEXT[current]!;
    if (current === 'print') waitingFor = 'nobody';
  }
  return { steps, current, next, waitingFor };
}

/** What the college is doing at a step, for the tracker's second line (null when nothing is waiting on it). */
export function collegeActivity(j: Journey): BilingualText | null {
  if (j.waitingFor !== 'college') return null;
  if (j.current === 'admission-fee') {
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
