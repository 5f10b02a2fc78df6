import {
  applicationCell,
  correctionText,
  documentCheckSchema,
  documentName,
  scrutinyOutcome,
  studentJourney,
  verifiedFigureSchema,
  withVerifiedFigures,
  type Student,
} from '../index';

describe('documentName', () => {
  it('names an upload in words in each language, never by its key', () => {
    expect(documentName('mark_10th', 'en')).toMatch(/10th/);
    expect(documentName('mark_10th', 'en')).not.toContain('mark_10th');
    expect(documentName('mark_10th', 'hi')).toContain('हाईस्कूल');
  });
});

describe('scrutinyOutcome', () => {
  const required = ['image', 'mark_10th'];
  const uploaded = ['image', 'mark_10th', 'aadhar'];
  it('stays open until every uploaded document has a word', () => {
    expect(scrutinyOutcome({ required, uploaded, checks: { image: 'verified', mark_10th: 'verified' } })).toBe('open');
    expect(scrutinyOutcome({ required, uploaded: [], checks: {} })).toBe('open');
  });
  it('is verified when every document is verified', () => {
    const checks = { image: 'verified', mark_10th: 'verified', aadhar: 'verified' } as const;
    expect(scrutinyOutcome({ required, uploaded, checks })).toBe('verified');
  });
  it('asks for a correction when any document is not acceptable', () => {
    const checks = { image: 'verified', mark_10th: 'not_acceptable', aadhar: 'verified' } as const;
    expect(scrutinyOutcome({ required, uploaded, checks })).toBe('correction');
  });
  it('never verifies a form missing a required upload', () => {
    expect(scrutinyOutcome({ required, uploaded: ['image'], checks: { image: 'verified' } })).toBe('open');
  });
});

describe('correctionText', () => {
  it('lists each refused document in both languages with its reason', () => {
    const text = correctionText([{ field: 'mark_10th', reason: 'Blurred scan' }]);
    expect(text).toContain('High School (10th) Marksheet / हाईस्कूल (10वीं) अंकपत्र — Blurred scan');
    expect(text).toContain('अस्वीकार्य');
  });
});

describe('withVerifiedFigures', () => {
  it('puts the verified figure in place and works out the percentage again', () => {
    const v = withVerifiedFigures(
      { high_school_obtmarks: '480', high_school_maxmarks: '600', high_school_percentage: '80.00' },
      [{ field: 'high_school_obtmarks', verified_value: '450' }],
    );
    expect(v.high_school_obtmarks).toBe('450');
    expect(v.high_school_percentage).toBe('75.00');
  });
});

describe('scrutiny schemas', () => {
  it('needs a reason for a document not acceptable', () => {
    expect(documentCheckSchema.isValidSync({ state: 'verified' })).toBe(true);
    expect(documentCheckSchema.isValidSync({ state: 'not_acceptable', reason: '' })).toBe(false);
    expect(documentCheckSchema.isValidSync({ state: 'not_acceptable', reason: 'Cut off' })).toBe(true);
  });
  it('takes a known figure, a number and a note', () => {
    expect(verifiedFigureSchema.isValidSync({ field: 'ug_obtmarks', verified_value: '450', note: 'x' })).toBe(true);
    expect(verifiedFigureSchema.isValidSync({ field: 'name', verified_value: '450', note: 'x' })).toBe(false);
    expect(verifiedFigureSchema.isValidSync({ field: 'ug_obtmarks', verified_value: 'abc', note: 'x' })).toBe(false);
    expect(verifiedFigureSchema.isValidSync({ field: 'ug_obtmarks', verified_value: '450', note: '' })).toBe(false);
  });
});

describe('the fee waits for verification', () => {
  const base = {
    status: 1 as const,
    is_admission_submitted: true,
    is_admission_fee_payed: false,
    fee_to_pay: '1250',
    correction_reason: null,
    academic_level: 'UG' as const,
    category: 'GENERAL' as const,
    course_name: 'BCOM',
    course_year: 1,
    profile_photo: 'p.jpg',
    transactions: [{ amount: '50.00', status: 'success', purpose: 'registration' as const }],
  };
  const scrutiny = (state: 'to_verify' | 'verified') => ({ state, documents: [], figures: [] });
  it('shows no Pay while the form is being verified, and Pay once verified', () => {
    expect(applicationCell({ ...base, scrutiny: scrutiny('to_verify') })).toEqual({ kind: 'verifying' });
    expect(applicationCell({ ...base, scrutiny: scrutiny('verified') })).toEqual({ kind: 'pay', amount: '1250' });
  });
  it('tells the student the college is verifying', () => {
    const s = {
      ...base,
      academic_level: 'UG',
      category: 'GENERAL',
      course_name: 'BCOM',
      course_year: 1,
      profile_photo: 'p.jpg',
      transactions: [{ amount: '50.00', status: 'success', purpose: 'registration' }],
    } as unknown as Student;
    const waiting = studentJourney({ ...s, scrutiny: scrutiny('to_verify') });
    expect(waiting.current).toBe('admission-fee');
    expect(waiting.waitingFor).toBe('college');
    expect(studentJourney({ ...s, scrutiny: scrutiny('verified') }).waitingFor).toBe('student');
  });
});
