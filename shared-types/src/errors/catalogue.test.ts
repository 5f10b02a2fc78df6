import {
  ACCOUNT_MESSAGES,
  ADMISSION_MESSAGES,
  API_ERRORS,
  apiErrorCodeOf,
  apiErrorText,
  fieldErrorCodes,
  fieldErrorsIn,
  fieldMessage,
  isApiErrorCode,
  type ApiErrorCode,
} from '../index';

const codes = Object.keys(API_ERRORS) as ApiErrorCode[];
const sample = {
  attemptsLeft: 2,
  seconds: 30,
  after: '1 minute',
  field: 'name',
  reason: 'x',
  call: 'GET /api/x',
  en: 'e',
  hi: 'ह',
};

describe('the error catalogue', () => {
  it('names every code in snake_case and gives it an English and a Hindi text', () => {
    for (const code of codes) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      const en = apiErrorText(code, 'en', sample);
      const hi = apiErrorText(code, 'hi', sample);
      expect(en.trim()).not.toBe('');
      expect(hi.trim()).not.toBe('');
      // The Hindi text is in Devanagari (numbers, codes like OTP and MB may stay in Latin letters).
      if (code !== 'upload_refused') expect(hi).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('keeps one code per fixed English text, so the text finds its code', () => {
    const seen = new Map<string, string>();
    for (const code of codes) {
      const en = API_ERRORS[code].en;
      if (typeof en !== 'string') continue;
      expect(seen.get(en)).toBeUndefined();
      seen.set(en, code);
      expect(apiErrorCodeOf(en)).toBe(code);
    }
    expect(apiErrorCodeOf('Some sentence nobody catalogued')).toBeUndefined();
  });

  it("keeps SPEC's and the portal's exact English", () => {
    expect(apiErrorText('invalid_credentials', 'en')).toBe('Invalid email or password.');
    expect(apiErrorText('server_busy', 'en')).toBe('Server Busy');
    expect(apiErrorText('email_not_verified', 'en')).toBe(ACCOUNT_MESSAGES.emailNotVerified);
  });

  it('builds the texts with numbers from the parameters, in both languages', () => {
    expect(apiErrorText('otp_invalid', 'en', { attemptsLeft: 2 })).toBe('Invalid OTP. 2 attempts left.');
    expect(apiErrorText('otp_invalid', 'en', { attemptsLeft: 1 })).toBe('Invalid OTP. 1 attempt left.');
    expect(apiErrorText('otp_invalid', 'hi', { attemptsLeft: 2 })).toBe('OTP ग़लत है। 2 प्रयास शेष हैं।');
    expect(apiErrorText('otp_wait', 'hi', { seconds: 45 })).toContain('45 सेकंड');
  });

  it('tells a catalogued code from anything else', () => {
    expect(isApiErrorCode('email_taken')).toBe(true);
    expect(isApiErrorCode('toString')).toBe(false);
    expect(isApiErrorCode(undefined)).toBe(false);
  });
});

describe('field messages', () => {
  it('gives each shared rule text a code and its Hindi', () => {
    expect(fieldMessage(ACCOUNT_MESSAGES.required)).toEqual({
      code: 'required',
      en: 'This field is required',
      hi: 'यह प्रविष्टि आवश्यक है',
    });
    expect(fieldMessage(ACCOUNT_MESSAGES.passwordMatch).code).toBe('password_match');
    expect(fieldMessage(ADMISSION_MESSAGES.aadhar).hi).toContain('12');
    expect(fieldMessage('At most 150 characters')).toEqual({
      code: 'too_long',
      en: 'At most 150 characters',
      hi: 'अधिकतम 150 अक्षर',
    });
    expect(fieldMessage('A words-of-the-moment text').code).toBe('invalid');
  });

  it('turns field errors into one language and into codes', () => {
    const errors = { email: [ACCOUNT_MESSAGES.email], phone: [ACCOUNT_MESSAGES.mobile] };
    expect(fieldErrorsIn(errors, 'hi')).toEqual({
      email: ['कृपया सही ईमेल पता लिखें'],
      phone: ['+91 के बिना 10 अंकों का मोबाइल नंबर लिखें'],
    });
    expect(fieldErrorsIn(errors, 'en')).toEqual(errors);
    expect(fieldErrorCodes(errors)).toEqual({ email: ['email'], phone: ['mobile'] });
  });
});
