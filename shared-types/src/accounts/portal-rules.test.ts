import type { Student, Transaction } from '../index';
import {
  applicationCell,
  decisionNotice,
  canOpenAdmissionPayment,
  canRegister,
  chalanCell,
  initialSignUpVerification,
  normalisePhone,
  normaliseProfileDraft,
  paymentFee,
  photoProblem,
  PHOTO_TYPE_MESSAGE,
  profileDraftFrom,
  signUpReducer,
  transactionBadge,
  verificationStep,
  type ProfileDraft,
  type SignUpAction,
  type SignUpFields,
} from '../index';

const tx = (amount: string, status: string, txnid = `T${amount}${status}`): Transaction => ({
  txnid,
  amount,
  status,
  created_at: '',
  addedon: '',
});

const run = (...actions: SignUpAction[]) => actions.reduce(signUpReducer, initialSignUpVerification());

describe('sign-up verification', () => {
  it('starts with nothing sent, verified or locked', () => {
    const s = initialSignUpVerification();
    expect(s.emailStatus).toEqual({
      isOtpSent: false,
      isVerified: false,
      isReadonly: false,
      referenceId: null,
      otp: null,
    });
    expect(s.phoneStatus).toEqual(s.emailStatus);
    expect(s.formLoading).toBe(false);
    expect(verificationStep(s.emailStatus)).toBe('not-sent');
  });

  it('locks the address and keeps the reference once the code is sent', () => {
    const s = run({ type: 'otpSent', channel: 'email', referenceId: 'R1' });
    expect(s.emailStatus).toMatchObject({ isOtpSent: true, isReadonly: true, isVerified: false, referenceId: 'R1' });
    expect(verificationStep(s.emailStatus)).toBe('sent');
    expect(s.phoneStatus.isOtpSent).toBe(false);
  });

  it('keeps only six digits of a typed code, and only after a code was sent', () => {
    expect(run({ type: 'otpTyped', channel: 'email', otp: '123' }).emailStatus.otp).toBeNull();
    const s = run(
      { type: 'otpSent', channel: 'email', referenceId: 'R1' },
      { type: 'otpTyped', channel: 'email', otp: '12a34567' },
    );
    expect(s.emailStatus.otp).toBe('123456');
  });

  it('verifies only a sent code, and keeps the reference the server confirmed', () => {
    expect(run({ type: 'verified', channel: 'email', referenceId: 'X' }).emailStatus.isVerified).toBe(false);
    const s = run(
      { type: 'otpSent', channel: 'email', referenceId: 'R1' },
      { type: 'verified', channel: 'email', referenceId: 'R2' },
    );
    expect(s.emailStatus).toMatchObject({ isVerified: true, isReadonly: true, referenceId: 'R2' });
    expect(verificationStep(s.emailStatus)).toBe('verified');
  });

  it('Reset Verification clears one channel; a full reset restores the start', () => {
    const sent = run(
      { type: 'otpSent', channel: 'email', referenceId: 'R1' },
      { type: 'otpSent', channel: 'phone', referenceId: 'P1' },
      { type: 'loading', value: true },
    );
    const cleared = signUpReducer(sent, { type: 'resetVerification', channel: 'email' });
    expect(cleared.emailStatus.isOtpSent).toBe(false);
    expect(cleared.emailStatus.referenceId).toBeNull();
    expect(cleared.phoneStatus.isOtpSent).toBe(true);
    expect(signUpReducer(sent, { type: 'reset' })).toEqual(initialSignUpVerification());
  });
});

describe('canRegister', () => {
  const fields: SignUpFields = {
    fullName: 'Reena Devi',
    email: 'reena@example.com',
    phone: '9876543210',
    password: 'secret123',
    confirmPassword: 'secret123',
  };
  const verified = run(
    { type: 'otpSent', channel: 'email', referenceId: 'R' },
    { type: 'verified', channel: 'email', referenceId: 'R' },
  ).emailStatus;

  it('needs every field and a verified email, not a verified phone', () => {
    expect(canRegister(fields, verified)).toBe(true);
    expect(canRegister(fields, initialSignUpVerification().emailStatus)).toBe(false);
    for (const key of Object.keys(fields) as Array<keyof SignUpFields>) {
      expect(canRegister({ ...fields, [key]: '  ' }, verified)).toBe(false);
      expect(canRegister({ ...fields, [key]: null }, verified)).toBe(false);
    }
  });
});

describe('normalisePhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['98-7654-3210xx', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['9198765432', '9198765432'],
    ['987654321099', '9876543210'],
    ['abc', ''],
  ])('%s -> %s', (input, out) => expect(normalisePhone(input)).toBe(out));
});

const student = (over: Partial<Student> = {}): Student => ({
  name: 'Reena',
  email: 'r@example.com',
  phone_number: '9876543210',
  gender: 'F',
  category: 'OBC',
  profile_photo: 'p.jpg',
  academic_level: 'UG',
  course_name: 'BCOM',
  course_year: 1,
  admission_code: 'New',
  refrence_roll: null,
  same_state: 1,
  status: 0,
  is_admission_submitted: false,
  is_admission_fee_payed: false,
  fee_to_pay: null,
  documents: [],
  transactions: [],
  ...over,
});

describe('chalanCell', () => {
  it('is Pending with Pay Chalan while the registration fee is not paid', () => {
    for (const transactions of [[], [tx('50', 'failure')], [tx('50', 'abandoned')], [tx('500', 'success')]]) {
      expect(chalanCell(student({ transactions }))).toEqual({
        status: 'Pending',
        payDisabled: false,
        payLabel: 'Pay Chalan',
        payLabelHi: 'चालान भरें',
        checking: false,
        retry: false,
        receiptTxnid: null,
      });
    }
  });

  it('never offers to pay while a payment is being checked with the bank', () => {
    expect(chalanCell(student({ transactions: [tx('50', 'failure'), tx('50', 'pending')] }))).toEqual({
      status: 'Pending',
      payDisabled: true,
      payLabel: 'Checking with the bank',
      payLabelHi: 'बैंक से पुष्टि की जा रही है',
      checking: true,
      retry: false,
      receiptTxnid: null,
    });
  });

  it('offers Try again once the gateway said the pending payment was never completed', () => {
    const s = student({ transactions: [tx('50', 'pending')] });
    expect(chalanCell(s, { kind: 'registration-retry' })).toMatchObject({
      payDisabled: false,
      payLabel: 'Try again',
      payLabelHi: 'फिर से भुगतान करें',
      checking: false,
      retry: true,
    });
  });

  it('once paid is disabled, shows the admission status labelled as such and names the receipt', () => {
    const transactions = [tx('50', 'failure', 'A'), tx('50.00', 'SUCCESS', 'B')];
    expect(chalanCell(student({ transactions, status: 0 }))).toEqual({
      status: 'Success',
      payDisabled: true,
      payLabel: 'Admission status: Pending',
      payLabelHi: 'प्रवेश स्थिति: लंबित',
      checking: false,
      retry: false,
      receiptTxnid: 'B',
    });
    expect(chalanCell(student({ transactions, status: 1 })).payLabel).toBe('Admission status: Approved');
    expect(chalanCell(student({ transactions, status: 2 })).payLabelHi).toBe('प्रवेश स्थिति: अस्वीकृत');
  });
});

describe('applicationCell', () => {
  const paid = [tx('50.00', 'success')];
  it('waits for verification at status 0 only once the registration fee is paid, and is rejected at 2', () => {
    expect(applicationCell(student({ status: 0, transactions: paid }))).toEqual({
      kind: 'wait',
      text: 'Wait For Verification',
    });
    expect(applicationCell(student({ status: 0 }))).toEqual({ kind: 'before', text: 'Pay the registration fee first' });
    expect(applicationCell(student({ status: 0, transactions: [tx('50.00', 'failure')] }))).toMatchObject({
      kind: 'before',
    });
    // A form sent again after a correction waits on the office's approval: being verified, never Pay.
    expect(applicationCell(student({ status: 0, is_admission_submitted: true, transactions: paid }))).toEqual({
      kind: 'verifying',
    });
    expect(applicationCell(student({ status: 2 }))).toEqual({ kind: 'reject', text: 'Reject' });
  });

  it('at status 1 offers Fill Form, then Pay with fee_to_pay, then Print', () => {
    expect(applicationCell(student({ status: 1, transactions: paid }))).toEqual({ kind: 'fill' });
    expect(
      applicationCell(student({ status: 1, is_admission_submitted: true, fee_to_pay: '1250', transactions: paid })),
    ).toEqual({
      kind: 'pay',
      amount: '1250',
    });
    expect(applicationCell(student({ status: 1, is_admission_submitted: true, is_admission_fee_payed: true }))).toEqual(
      { kind: 'print' },
    );
  });
});

describe('a correction or a rejection the office decided', () => {
  const reason = 'Upload a clear 12th marksheet';
  it('reopens the form (Fill Form) while a correction is open, whatever the status, until the fee is paid', () => {
    expect(applicationCell(student({ status: 0, correction_reason: reason }))).toEqual({ kind: 'fill' });
    expect(applicationCell(student({ status: 2, correction_reason: reason }))).toEqual({ kind: 'fill' });
    expect(applicationCell(student({ status: 0, correction_reason: null }))).toMatchObject({ kind: 'before' });
  });
  it('names the reason of a rejection or a correction, and nothing otherwise', () => {
    expect(decisionNotice(student({ status: 0, correction_reason: reason }))).toEqual({ kind: 'correction', reason });
    expect(decisionNotice(student({ status: 2, reject_reason: 'Marksheet unreadable' }))).toEqual({
      kind: 'rejected',
      reason: 'Marksheet unreadable',
    });
    expect(decisionNotice(student({ status: 2, reject_reason: null }))).toBeNull();
    expect(decisionNotice(student({ status: 1 }))).toBeNull();
    expect(decisionNotice(student({ correction_reason: reason, is_admission_fee_payed: true }))).toBeNull();
  });
});

describe('admission payment, badges and fees', () => {
  it('opens the admission payment only when the status is not 0 and not 2', () => {
    expect(canOpenAdmissionPayment(0)).toBe(false);
    expect(canOpenAdmissionPayment(2)).toBe(false);
    expect(canOpenAdmissionPayment(1)).toBe(true);
    expect(canOpenAdmissionPayment(undefined)).toBe(false);
  });

  it('badges success as resolved, anything else pending', () => {
    expect(transactionBadge('success')).toBe('resolved');
    expect(transactionBadge('SUCCESS')).toBe('resolved');
    expect(transactionBadge('failure')).toBe('pending');
    expect(transactionBadge(null)).toBe('pending');
  });

  it('asks 50 for the chalan and fee_to_pay for the admission', () => {
    expect(paymentFee('registration', student({ fee_to_pay: '900' }))).toBe('50');
    expect(paymentFee('admission', student({ fee_to_pay: '900' }))).toBe('900');
    expect(paymentFee('admission', null)).toBe('');
  });
});

describe('profile draft', () => {
  const draft: ProfileDraft = {
    gender: 'F',
    same_state: '1',
    category: 'SC',
    academic_level: 'UG',
    admission_code: 'Renewal',
    refrence_roll: '1234',
    course_name: 'BSCBIO',
    course_year: '2',
  };

  it('keeps a consistent draft as it is', () => {
    expect(normaliseProfileDraft(draft)).toEqual(draft);
  });

  it("forces GENERAL when 'Resident of UP?' is No", () => {
    expect(normaliseProfileDraft({ ...draft, same_state: '0' }).category).toBe('GENERAL');
  });

  it('keeps EWS for a resident of UP and makes a non-resident GENERAL', () => {
    expect(normaliseProfileDraft({ ...draft, category: 'EWS' }).category).toBe('EWS');
    expect(normaliseProfileDraft({ ...draft, same_state: '0', category: 'EWS' }).category).toBe('GENERAL');
  });

  it('clears the roll number for a New admission', () => {
    expect(normaliseProfileDraft({ ...draft, admission_code: 'New' }).refrence_roll).toBe('');
  });

  it('clears a course that is not of the chosen level', () => {
    expect(normaliseProfileDraft({ ...draft, academic_level: 'PG' }).course_name).toBe('');
    expect(normaliseProfileDraft({ ...draft, academic_level: '' }).course_name).toBe('');
    expect(normaliseProfileDraft({ ...draft, academic_level: 'PG', course_name: 'MSCPHY' }).course_name).toBe('MSCPHY');
  });

  it('takes image files of at most 5 MB as the photo', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(photoProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatch(/too large/);
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Please choose your photo as an image file: JPG, PNG or WebP image, up to 5 MB',
    );
    expect(photoProblem({ type: 'image/heic', size: 10, name: 'IMG_0001.HEIC' })).toBe(PHOTO_TYPE_MESSAGE);
    expect(photoProblem({ type: '', size: 10, name: 'IMG_0002.heif' })).toBe(PHOTO_TYPE_MESSAGE);
  });

  it('reads a student with empty choices as empty strings', () => {
    expect(profileDraftFrom(null)).toEqual({
      gender: '',
      same_state: '',
      category: '',
      academic_level: '',
      admission_code: '',
      refrence_roll: '',
      course_name: '',
      course_year: '',
    });
    expect(profileDraftFrom(student({ same_state: 0, category: 'OBC', course_year: 3 }))).toMatchObject({
      same_state: '0',
      category: 'GENERAL',
      course_year: '3',
    });
  });
});
