import type { Student } from '../index';
import {
  ACCESS_MESSAGES,
  ADMISSION_DRAFT_KEY,
  admissionAccess,
  checkUpload,
  chooseFirstMajor,
  firstMajorOptions,
  isBscCourse,
  isFieldLocked,
  mergeDraftValues,
  parseDraft,
  parseFormRoute,
  secondMajorOptions,
  serializeDraft,
  subjectGroupOf,
  withPermanentAddress,
  withProfile,
  uploadAccept,
  uploadProblem,
  uploadProblemText,
} from '../index';
import { percentage } from '../index';
import { ADMISSION_STEP_FIELDS, emptyAdmissionForm, validateAdmission, withPercentages } from '../index';

const student = (over: Partial<Student> = {}): Student => ({
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone_number: '9876543210',
  gender: 'F',
  category: 'OBC',
  profile_photo: 'p.jpg',
  academic_level: 'UG',
  course_name: 'BSCBIO',
  course_year: 1,
  admission_code: 'New',
  refrence_roll: null,
  same_state: 1,
  status: 1,
  is_admission_submitted: false,
  is_admission_fee_payed: false,
  fee_to_pay: null,
  documents: [],
  transactions: [],
  ...over,
});

describe('admissionAccess', () => {
  it('asks a visitor without a session to log in', () => {
    expect(admissionAccess(null)).toEqual({ kind: 'login' });
  });
  it('opens the form of the profile course and year for an approved, complete, unpaid student', () => {
    expect(admissionAccess(student())).toEqual({
      kind: 'form',
      path: '/student/admission-form/bscbio/part-1',
      course: 'BSCBIO',
      year: 1,
    });
    expect(admissionAccess(student({ course_name: 'MCOM', course_year: 2, academic_level: 'PG' }))).toMatchObject({
      path: '/student/admission-form/mcom/part-2',
    });
  });
  it.each([
    [{ status: 0 as const }, ACCESS_MESSAGES.pending],
    [{ status: 2 as const }, ACCESS_MESSAGES.rejected],
    [{ profile_photo: '0' }, ACCESS_MESSAGES.profile],
    [{ course_year: null }, ACCESS_MESSAGES.profile],
    [{ is_admission_fee_payed: true }, ACCESS_MESSAGES.paid],
    [{ course_name: 'BA' }, ACCESS_MESSAGES.course],
  ])('sends %o back to the dashboard', (over, message) => {
    expect(admissionAccess(student(over))).toEqual({ kind: 'dashboard', message });
  });
  it('reopens the form for a correction the office asked for, whatever the status, until the fee is paid', () => {
    const reason = 'Upload a clear 12th marksheet';
    expect(admissionAccess(student({ status: 0, correction_reason: reason }))).toMatchObject({ kind: 'form' });
    expect(admissionAccess(student({ status: 2, correction_reason: reason }))).toMatchObject({ kind: 'form' });
    expect(admissionAccess(student({ status: 0, correction_reason: null }))).toMatchObject({ kind: 'dashboard' });
    expect(admissionAccess(student({ correction_reason: reason, is_admission_fee_payed: true }))).toEqual({
      kind: 'dashboard',
      message: ACCESS_MESSAGES.paid,
    });
  });
});

describe('parseFormRoute', () => {
  it('accepts every catalogue course in lowercase with part-1..3', () => {
    expect(parseFormRoute('bscbio', 'part-1')).toEqual({ code: 'BSCBIO', year: 1 });
    expect(parseFormRoute('mscphy', 'part-3')).toEqual({ code: 'MSCPHY', year: 3 });
  });
  it.each([
    ['BSCBIO', 'part-1'],
    ['ba', 'part-1'],
    ['bcom', 'part-4'],
    ['bcom', 'part1'],
    [undefined, undefined],
  ])('refuses %s/%s', (c, p) => expect(parseFormRoute(c, p)).toBeNull());
});

describe('BSC subject rules', () => {
  it('applies only to the BSC courses', () => {
    expect(isBscCourse('BSCBIO')).toBe(true);
    expect(isBscCourse('bscmath')).toBe(true);
    expect(isBscCourse('MSCBOT')).toBe(false);
    expect(isBscCourse('BCOM')).toBe(false);
  });
  it('derives ZBC or PCM from the first major; Chemistry decides nothing', () => {
    expect(subjectGroupOf('Zoology')).toBe('ZBC');
    expect(subjectGroupOf('Botany')).toBe('ZBC');
    expect(subjectGroupOf('Physics')).toBe('PCM');
    expect(subjectGroupOf('Maths')).toBe('PCM');
    expect(subjectGroupOf('Chemistry')).toBe('');
    expect(subjectGroupOf('')).toBe('');
  });
  it('lists the course group subjects as first majors with Chemistry disabled', () => {
    expect(firstMajorOptions('BSCBIO')).toEqual([
      { value: 'Botany', disabled: false },
      { value: 'Chemistry', disabled: true },
      { value: 'Zoology', disabled: false },
    ]);
    expect(firstMajorOptions('BSCMATH').map((o) => o.value)).toEqual(['Physics', 'Chemistry', 'Maths']);
    expect(firstMajorOptions('BCOM')).toEqual([]);
  });
  it('offers the group second majors: ZBC Botany, Chemistry, Zoology; PCM Physics, Chemistry, Maths', () => {
    expect(secondMajorOptions('Zoology').map((o) => o.value)).toEqual(['Botany', 'Chemistry', 'Zoology']);
    expect(secondMajorOptions('Physics').map((o) => o.value)).toEqual(['Physics', 'Chemistry', 'Maths']);
    expect(secondMajorOptions('Zoology').find((o) => o.value === 'Zoology')?.disabled).toBe(true);
    expect(secondMajorOptions('Chemistry')).toEqual([]);
  });
  it('keeps an allowed second major and clears one the new group forbids', () => {
    const base = { subject_group: '', major_subject_1: '', major_subject_2: '' };
    const zbc = chooseFirstMajor(base, 'Zoology');
    expect(zbc).toEqual({ subject_group: 'ZBC', major_subject_1: 'Zoology', major_subject_2: '' });
    const both = { ...zbc, major_subject_2: 'Chemistry' };
    expect(chooseFirstMajor(both, 'Botany').major_subject_2).toBe('Chemistry');
    expect(chooseFirstMajor({ ...zbc, major_subject_2: 'Botany' }, 'Botany').major_subject_2).toBe('');
    expect(chooseFirstMajor(both, 'Chemistry')).toEqual({
      subject_group: '',
      major_subject_1: '',
      major_subject_2: '',
    });
  });
});

describe('locks', () => {
  it('locks name, gender, email and category always, and the caste fields for GENERAL', () => {
    for (const f of ['applicant_name', 'gender', 'email', 'category']) expect(isFieldLocked(f, 'OBC')).toBe(true);
    expect(isFieldLocked('sub_category', 'GENERAL')).toBe(true);
    expect(isFieldLocked('caste_certificate_number', 'general')).toBe(true);
    expect(isFieldLocked('sub_category', 'SC')).toBe(false);
    expect(isFieldLocked('father_name', 'GENERAL')).toBe(false);
  });
  it('locks the caste fields for EWS too: it is proven by the income and asset certificate, not a caste', () => {
    expect(isFieldLocked('sub_category', 'EWS')).toBe(true);
    expect(isFieldLocked('caste_certificate_number', 'ews')).toBe(true);
    expect(isFieldLocked('category_issue_date', 'EWS')).toBe(false);
    expect(isFieldLocked('caste_certificate_number', 'OBC')).toBe(false);
  });
  it('fills the profile values and empties the caste fields for GENERAL', () => {
    const values = {
      applicant_name: 'x',
      gender: 'M',
      email: 'x@y.z',
      category: 'SC',
      sub_category: 'A',
      caste_certificate_number: 'C1',
    };
    expect(withProfile(values, student({ category: 'GENERAL' }))).toEqual({
      applicant_name: 'Asha Verma',
      gender: 'F',
      email: 'asha@example.in',
      category: 'GENERAL',
      sub_category: '',
      caste_certificate_number: '',
    });
    expect(withProfile(values, student({ category: 'SC' })).caste_certificate_number).toBe('C1');
    expect(withProfile(values, student({ category: 'EWS' }))).toMatchObject({
      category: 'EWS',
      sub_category: '',
      caste_certificate_number: '',
    });
  });
});

describe('withPermanentAddress', () => {
  const address = {
    correspondence_address_village_mohalla: 'Civil Lines',
    correspondence_address_post: 'Kotwali',
    correspondence_address_tehsil: 'Sadar',
    correspondence_address_district: 'Jhansi',
    correspondence_address_pincode: '284001',
    permanent_address_village_mohalla: 'old',
    permanent_address_post: '',
    permanent_address_tehsil: '',
    permanent_address_district: '',
    permanent_address_pincode: '',
  };
  it('copies the correspondence address when same is Yes', () => {
    const out = withPermanentAddress({ ...address, same_as_correspondence: 'Yes' });
    expect(out.permanent_address_village_mohalla).toBe('Civil Lines');
    expect(out.permanent_address_district).toBe('Jhansi');
    expect(out.permanent_address_pincode).toBe('284001');
  });
  it('leaves the permanent address alone when same is No', () => {
    const out = withPermanentAddress({ ...address, same_as_correspondence: 'No' });
    expect(out.permanent_address_village_mohalla).toBe('old');
    expect(out.permanent_address_pincode).toBe('');
  });
});

describe('percentage as marks change', () => {
  it('recomputes every block to two decimals, empty when max is 0', () => {
    const v = withPercentages({
      ...emptyAdmissionForm('BSCBIO'),
      high_school_maxmarks: '600',
      high_school_obtmarks: '487',
      intermediate_maxmarks: '0',
      intermediate_obtmarks: '12',
      intermediate_percentage: '99.00',
    });
    expect(v.high_school_percentage).toBe('81.17');
    expect(v.intermediate_percentage).toBe('');
    expect(percentage('487', '600')).toBe('81.17');
  });
});

describe('per-step required fields', () => {
  const valid = withPercentages({
    ...emptyAdmissionForm('BSCBIO'),
    applicant_name: 'Asha Verma',
    mother_name: 'Sita',
    father_name: 'Ram',
    dob: '2006-04-12',
    gender: 'F',
    category: 'OBC',
    email: 'asha@example.in',
    whatsapp_number: '9876543210',
    aadhar_no: '123456789012',
    marital_status: 'Single',
    gap: 'No',
    major_subject_1: 'Zoology',
    major_subject_2: 'Botany',
    subject_group: 'ZBC',
    permanent_address_village_mohalla: 'Civil Lines',
    permanent_address_post: 'Kotwali',
    permanent_address_tehsil: 'Sadar',
    permanent_address_district: 'Jhansi',
    permanent_address_pincode: '284001',
    high_school_year: '2021',
    high_school_board: 'UP Board',
    high_school_name: 'GIC',
    high_school_roll: '1001',
    high_school_maxmarks: '600',
    high_school_obtmarks: '480',
    intermediate_year: '2023',
    intermediate_board: 'UP Board',
    intermediate_name: 'GIC',
    intermediate_roll: '2002',
    intermediate_maxmarks: '500',
    intermediate_obtmarks: '400',
    intermediate: { subject: 'ZBC' },
    agreed_to_declaration: '1',
  });
  const stepOf = (field: string) =>
    Number(Object.entries(ADMISSION_STEP_FIELDS).find(([, list]) => list.includes(field))?.[0]);

  it('accepts a complete BSC (ZBC) form', () => {
    const r = validateAdmission(valid);
    expect(r.ok ? [] : r.errors).toEqual([]);
  });
  it('places every missing required field in the step that shows it', () => {
    const r = validateAdmission({ ...emptyAdmissionForm('BSCBIO'), agreed_to_declaration: '0' });
    expect(r.ok).toBe(false);
    const errors = r.ok ? {} : r.errors;
    for (const field of Object.keys(errors)) expect(stepOf(field)).toBeGreaterThanOrEqual(1);
    expect(stepOf('mother_name')).toBe(1);
    expect(errors.mother_name).toBeDefined();
    expect(stepOf('major_subject_1')).toBe(2);
    expect(errors.major_subject_1).toBeDefined();
    expect(stepOf('high_school_year')).toBe(3);
    expect(stepOf('permanent_address_pincode')).toBe(5);
    expect(errors.high_school_year).toBeDefined();
    expect(errors.agreed_to_declaration).toBeDefined();
  });
  it('refuses Chemistry as first major and a second major outside the group', () => {
    const chem = validateAdmission({ ...valid, major_subject_1: 'Chemistry', subject_group: '' });
    expect(chem.ok ? {} : chem.errors).toHaveProperty('major_subject_1');
    const outside = validateAdmission({ ...valid, major_subject_2: 'Physics' });
    expect(outside.ok ? {} : outside.errors).toHaveProperty('major_subject_2');
  });
  it('needs the UG block on PG forms only', () => {
    const pg = validateAdmission({
      ...valid,
      course: 'MSCBOT',
      major_subject_1: '',
      major_subject_2: '',
      subject_group: '',
    });
    expect(pg.ok ? {} : pg.errors).toHaveProperty('ug_year');
    expect(validateAdmission(valid).ok).toBe(true);
  });
});

describe('draft round trip', () => {
  it('uses the key courseFormV', () => expect(ADMISSION_DRAFT_KEY).toBe('courseFormV'));

  it('restores values, step and file names for the same student and drops files', () => {
    const values = {
      ...emptyAdmissionForm('BSCBIO'),
      mother_name: 'सीता देवी',
      weightage: ['N.C.C'],
      photo: new Blob(['x']),
    };
    const raw = serializeDraft({
      owner: 'Asha@Example.in',
      course: 'BSCBIO',
      year: 1,
      step: 4,
      values,
      files: { image: 'photo.jpg' },
      savedAt: '2025-06-01T10:00:00.000Z',
    });
    const draft = parseDraft<Record<string, unknown>>(raw, 'asha@example.in');
    expect(draft?.step).toBe(4);
    expect(draft?.files).toEqual({ image: 'photo.jpg' });
    expect(draft?.values.mother_name).toBe('सीता देवी');
    expect(draft?.values.weightage).toEqual(['N.C.C']);
    expect(draft?.values).not.toHaveProperty('photo');
    const merged = mergeDraftValues(emptyAdmissionForm('BSCBIO'), draft?.values ?? {});
    expect(merged.mother_name).toBe('सीता देवी');
    expect(merged.intermediate).toEqual({ subject: '' });
  });
  it("ignores another student's draft, broken JSON and a wrong version", () => {
    const raw = serializeDraft({
      owner: 'a@b.in',
      course: 'BCOM',
      year: 1,
      step: 2,
      values: {},
      files: {},
      savedAt: '',
    });
    expect(parseDraft(raw, 'other@b.in')).toBeNull();
    expect(parseDraft('{oops', 'a@b.in')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, owner: 'a@b.in', values: {} }), 'a@b.in')).toBeNull();
    expect(parseDraft(null, 'a@b.in')).toBeNull();
  });
  it('keeps only known fields of the same kind when merging', () => {
    const empty = { a: '', list: [] as string[], nested: { subject: '' } };
    expect(mergeDraftValues(empty, { a: 5, list: ['x', 3], nested: { subject: 'PCM' }, extra: 'y' })).toEqual({
      a: '',
      list: ['x'],
      nested: { subject: 'PCM' },
    });
  });
});

describe('checkUpload', () => {
  it('accepts images for photo and signature, and PDFs for documents', () => {
    expect(checkUpload('image', { name: 'p.jpg', type: 'image/jpeg', size: 50_000 })).toBeNull();
    expect(checkUpload('mark_10th', { name: 'm.pdf', type: 'application/pdf', size: 500_000 })).toBeNull();
    expect(checkUpload('mark_10th', { name: 'm.PDF', type: '', size: 500_000 })).toBeNull();
  });
  it('refuses a PDF photo, an unknown type, an empty or too large file', () => {
    expect(checkUpload('image', { name: 'p.pdf', type: 'application/pdf', size: 1000 })).toMatch(/not accepted/);
    expect(checkUpload('dc_tc', { name: 'a.docx', type: 'application/msword', size: 1000 })).toMatch(/not accepted/);
    expect(checkUpload('dc_tc', { name: 'a.pdf', type: 'application/pdf', size: 0 })).toMatch(/empty/);
    expect(checkUpload('signature', { name: 's.png', type: 'image/png', size: 6 * 1024 * 1024 })).toMatch(/too large/);
    expect(checkUpload('signature', { name: 's.webp', type: 'image/webp', size: 4 * 1024 * 1024 })).toBeNull();
  });
});

describe('upload table in the browser', () => {
  it('offers only the accepted types and refuses a HEIC photo naming the allowed ones', () => {
    expect(uploadAccept('image')).not.toMatch(/heic|heif/i);
    const heic = { type: 'image/heic', size: 1000, name: 'IMG_0001.HEIC' };
    expect(uploadProblem('image', heic)).toBe('heic');
    expect(uploadProblemText('image', 'heic').en).toBe(
      'HEIC/HEIF photos are not accepted. Photos must be JPEG, PNG or WebP images.',
    );
    expect(uploadProblem('image', { type: 'application/zip', size: 10, name: 'a.zip' })).toBe('type');
    expect(uploadProblemText('image', 'type')).toEqual({
      en: 'This file type is not accepted: JPG, PNG or WebP image, up to 5 MB',
      hi: 'यह फ़ाइल प्रकार स्वीकार नहीं है: JPG, PNG या WebP चित्र, अधिकतम 5 MB',
    });
    expect(uploadProblem('document', { type: '', size: 10, name: 'scan.heif' })).toBe('heic');
    expect(uploadProblem('document', { type: '', size: 10, name: 'marks.pdf' })).toBeNull();
    expect(uploadProblem('image', { type: 'image/png', size: 0, name: 'a.png' })).toBe('empty');
    expect(uploadProblem('image', { type: 'image/png', size: 5 * 1024 * 1024 + 1, name: 'a.png' })).toBe('size');
  });
});
