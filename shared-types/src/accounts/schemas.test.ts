import {
  ACCOUNT_MESSAGES,
  ACCOUNT_MESSAGES_HI,
  accountMessage,
  completeProfileSchema,
  forgotPasswordSchema,
  paymentInitiateSchema,
  resetPasswordConfirmSchema,
  signInSchema,
  signUpSchema,
  validateOtpSchema,
  validatePayload,
} from '../index';

const errorsOf = (schema: Parameters<typeof validatePayload>[0], input: unknown) => {
  const r = validatePayload(schema, input);
  return r.ok ? {} : r.errors;
};

describe('sign in', () => {
  it("says 'Please fill all fields' for an empty field and checks the address", () => {
    expect(errorsOf(signInSchema, { email: '', password: '' })).toEqual({
      email: [ACCOUNT_MESSAGES.fillAll],
      password: [ACCOUNT_MESSAGES.fillAll],
    });
    expect(errorsOf(signInSchema, { email: 'not-an-email', password: 'x' })).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect(validatePayload(signInSchema, { email: ' a@b.in ', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'a@b.in', password: 'x' },
    });
  });
});

describe('sign up', () => {
  const valid = {
    name: 'रीना देवी',
    email: 'reena@example.com',
    phone: '9876543210',
    password: 'secret123',
    password_confirmation: 'secret123',
    email_refrence_id: 'REF',
  };
  it('accepts a complete payload with a Hindi name', () => {
    expect(validatePayload(signUpSchema, valid)).toMatchObject({ ok: true });
  });
  it('checks the mobile number, the password length and match, and the verified email', () => {
    const errors = errorsOf(signUpSchema, {
      ...valid,
      phone: '+919876543210',
      password: 'short',
      password_confirmation: 'other',
      email_refrence_id: '',
    });
    expect(errors.phone).toEqual([ACCOUNT_MESSAGES.mobile]);
    expect(errors.password).toEqual([ACCOUNT_MESSAGES.passwordLength]);
    expect(errors.password_confirmation).toEqual([ACCOUNT_MESSAGES.passwordMatch]);
    expect(errors.email_refrence_id).toEqual([ACCOUNT_MESSAGES.emailNotVerified]);
  });
  it('wants a six digit code', () => {
    expect(errorsOf(validateOtpSchema, { sender: 'a@b.in', reference_id: 'R', otp: '12345' }).otp).toEqual([
      ACCOUNT_MESSAGES.otp,
    ]);
  });
});

describe('forgot and reset password', () => {
  it('uses the spec messages for an empty and a malformed address', () => {
    expect(errorsOf(forgotPasswordSchema, { applicant_email: '' })).toEqual({
      applicant_email: ['Please Enter Your email'],
    });
    expect(errorsOf(forgotPasswordSchema, { applicant_email: 'abc@' })).toEqual({
      applicant_email: ['Please enter a valid email address'],
    });
  });
  it('needs the token and two matching passwords', () => {
    const errors = errorsOf(resetPasswordConfirmSchema, {
      token: '',
      password: 'secret123',
      password_confirmation: 'x',
    });
    expect(Object.keys(errors).sort()).toEqual(['password_confirmation', 'token']);
  });
});

describe('complete profile', () => {
  const valid = {
    gender: 'M',
    same_state: '1',
    category: 'OBC',
    academic_level: 'UG',
    admission_code: 'Renewal',
    course_name: 'BSCMATH',
    course_year: '2',
    refrence_roll: '2201234',
  };
  it('accepts a complete profile', () => {
    expect(validatePayload(completeProfileSchema, valid)).toEqual({ ok: true, value: valid });
  });
  it('needs the roll number for a Renewal only, and drops it for New', () => {
    expect(errorsOf(completeProfileSchema, { ...valid, refrence_roll: '' }).refrence_roll).toEqual([
      ACCOUNT_MESSAGES.roll,
    ]);
    expect(validatePayload(completeProfileSchema, { ...valid, admission_code: 'New' })).toEqual({
      ok: true,
      value: { ...valid, admission_code: 'New', refrence_roll: '' },
    });
  });
  it('keeps non-residents of UP in GENERAL and the course within the level', () => {
    expect(errorsOf(completeProfileSchema, { ...valid, same_state: '0' }).category).toEqual([
      ACCOUNT_MESSAGES.category,
    ]);
    expect(validatePayload(completeProfileSchema, { ...valid, same_state: '0', category: 'GENERAL' }).ok).toBe(true);
    // EWS, like OBC, SC and ST, is for residents of UP only.
    expect(validatePayload(completeProfileSchema, { ...valid, category: 'EWS' })).toEqual({
      ok: true,
      value: { ...valid, category: 'EWS' },
    });
    expect(errorsOf(completeProfileSchema, { ...valid, same_state: '0', category: 'EWS' }).category).toEqual([
      ACCOUNT_MESSAGES.category,
    ]);
    expect(errorsOf(completeProfileSchema, { ...valid, academic_level: 'PG' }).course_name).toEqual([
      ACCOUNT_MESSAGES.course,
    ]);
  });
  it('refuses values outside the lists and reports every empty field', () => {
    expect(errorsOf(completeProfileSchema, { ...valid, gender: 'X', course_year: '4' })).toEqual({
      gender: [ACCOUNT_MESSAGES.option],
      course_year: [ACCOUNT_MESSAGES.option],
    });
    expect(Object.keys(errorsOf(completeProfileSchema, {})).sort()).toEqual(
      ['academic_level', 'admission_code', 'category', 'course_name', 'course_year', 'gender', 'same_state'].sort(),
    );
  });
});

describe('payment initiation', () => {
  it('takes a purpose, a name and a mobile number, never an amount', () => {
    expect(
      validatePayload(paymentInitiateSchema, {
        purpose: 'registration',
        firstname: 'Reena',
        phone: '9876543210',
        amount: '1',
      }),
    ).toEqual({ ok: true, value: { purpose: 'registration', firstname: 'Reena', phone: '9876543210' } });
    expect(errorsOf(paymentInitiateSchema, { purpose: 'gift', firstname: '', phone: '1' })).toEqual({
      purpose: [ACCOUNT_MESSAGES.option],
      firstname: [ACCOUNT_MESSAGES.required],
      phone: [ACCOUNT_MESSAGES.mobile],
    });
  });

  it('refuses a name with the | the gateway hash joins on, and takes Hindi names', () => {
    expect(errorsOf(paymentInitiateSchema, { purpose: 'registration', firstname: 'A|B', phone: '9876543210' })).toEqual(
      {
        firstname: ['Enter your full name (letters and spaces only).'],
      },
    );
    expect(
      validatePayload(paymentInitiateSchema, { purpose: 'admission', firstname: 'रीना देवी', phone: '9876543210' }).ok,
    ).toBe(true);
  });
});

describe('account messages in Hindi', () => {
  it('has a Hindi text for every message, in Devanagari', () => {
    for (const key of Object.keys(ACCOUNT_MESSAGES) as (keyof typeof ACCOUNT_MESSAGES)[]) {
      expect(ACCOUNT_MESSAGES_HI[key]).toMatch(/[\u0900-\u097F]/);
      expect(accountMessage(ACCOUNT_MESSAGES[key])).toEqual({
        en: ACCOUNT_MESSAGES[key],
        hi: ACCOUNT_MESSAGES_HI[key],
      });
    }
  });

  it('shows any other text as it came', () => {
    expect(accountMessage('Too many attempts')).toEqual({ en: 'Too many attempts', hi: 'Too many attempts' });
  });
});
