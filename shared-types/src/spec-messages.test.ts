// The error texts a person sees, written out exactly as SPEC §5 and §8 give them (not read back from the
// message tables), so a changed wording fails here.
import {
  completeProfileSchema,
  enquirySchema,
  forgotPasswordSchema,
  signInSchema,
  validateAdmission,
  validatePayload,
} from './index';
import { validAdmissionForm } from './admission/fixtures';

const errorsOf = (schema: Parameters<typeof validatePayload>[0], input: unknown) => {
  const r = validatePayload(schema, input);
  return r.ok ? {} : r.errors;
};

describe('account texts of the spec', () => {
  it("login: 'Please fill all fields' for each empty field, then the address check", () => {
    expect(errorsOf(signInSchema, { email: '', password: '' })).toEqual({
      email: ['Please fill all fields'],
      password: ['Please fill all fields'],
    });
    expect(errorsOf(signInSchema, { email: '', password: 'Secret@123' })).toEqual({
      email: ['Please fill all fields'],
    });
    expect(errorsOf(signInSchema, { email: 'reena@', password: 'Secret@123' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it("forgot password: 'Please Enter Your email' when empty, the address check otherwise", () => {
    expect(errorsOf(forgotPasswordSchema, { applicant_email: '   ' })).toEqual({
      applicant_email: ['Please Enter Your email'],
    });
    expect(errorsOf(forgotPasswordSchema, { applicant_email: 'reena@example' })).toEqual({
      applicant_email: ['Please enter a valid email address'],
    });
    expect(errorsOf(forgotPasswordSchema, { applicant_email: 'reena@example.com' })).toEqual({});
  });
});

describe('enquiry texts of the spec', () => {
  it('needs all four fields', () => {
    expect(errorsOf(enquirySchema, {})).toEqual({
      name: ['Please enter your full name'],
      email: ['This field is required'],
      mobile: ['This field is required'],
      message: ['This field is required'],
    });
  });

  it('checks the address but puts no format rule on the mobile', () => {
    const enquiry = { name: 'Reena Devi', email: 'reena', mobile: 'call me after 5', message: 'Fees?' };
    expect(errorsOf(enquirySchema, enquiry)).toEqual({ email: ['Please enter a valid email address'] });
    expect(errorsOf(enquirySchema, { ...enquiry, email: 'reena@example.com' })).toEqual({});
  });

  it('refuses a one-letter name, an address without @ and a one-letter message', () => {
    expect(errorsOf(enquirySchema, { name: 'R', email: 'abc12', mobile: '9876543210', message: 'x' })).toEqual({
      name: ['Write at least 2 letters of your name'],
      email: ['Please enter a valid email address'],
      message: ['Write your message in at least 5 characters'],
    });
  });
});

describe('profile texts of the spec', () => {
  const profile = {
    gender: 'F',
    same_state: '1',
    category: 'OBC',
    academic_level: 'UG',
    admission_code: 'Renewal',
    course_name: 'BCOM',
    course_year: '2',
    refrence_roll: '2301234',
  };

  it('reports each required field with the same text', () => {
    expect(errorsOf(completeProfileSchema, {})).toEqual({
      gender: ['This field is required'],
      same_state: ['This field is required'],
      category: ['This field is required'],
      academic_level: ['This field is required'],
      admission_code: ['This field is required'],
      course_name: ['This field is required'],
      course_year: ['This field is required'],
    });
  });

  it('asks for the roll number of a Renewal and keeps non-residents in GENERAL', () => {
    expect(errorsOf(completeProfileSchema, { ...profile, refrence_roll: '' })).toEqual({
      refrence_roll: ['Roll number is required for Renewal'],
    });
    expect(errorsOf(completeProfileSchema, { ...profile, same_state: '0' })).toEqual({
      category: ['Category is GENERAL for students who are not residents of UP'],
    });
    expect(errorsOf(completeProfileSchema, { ...profile, academic_level: 'PG' })).toEqual({
      course_name: ['Choose a course of your academic level'],
    });
  });
});

describe('admission texts of the spec', () => {
  const errorsOfForm = (input: unknown) => {
    const r = validateAdmission(input);
    return r.ok ? {} : r.errors;
  };

  it('answers a list of texts per field', () => {
    const errors = errorsOfForm({ ...validAdmissionForm(), mother_name: '', course: 'BA', aadhar_no: '12' });
    expect(errors).toEqual({
      mother_name: ['This field is required'],
      course: ['Choose a course from the list'],
      aadhar_no: ['Aadhaar number must be exactly 12 digits'],
    });
  });

  it('checks the marks the percentage is made from', () => {
    expect(errorsOfForm({ ...validAdmissionForm(), high_school_obtmarks: '700' })).toMatchObject({
      high_school_obtmarks: ['Obtained marks cannot be more than maximum marks'],
    });
    expect(errorsOfForm({ ...validAdmissionForm(), high_school_maxmarks: '0' })).toMatchObject({
      high_school_maxmarks: ['Maximum marks must be more than 0'],
    });
    expect(errorsOfForm({ ...validAdmissionForm(), intermediate_percentage: '66.00' })).toEqual({
      intermediate_percentage: ['Percentage must be obtained / maximum × 100 to two decimals'],
    });
  });
});
