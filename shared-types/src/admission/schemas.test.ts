import {
  ADMISSION_FILE_FIELDS,
  ADMISSION_STEP_FIELDS,
  admissionFormEntries,
  admissionFromEntries,
  emptyAdmissionForm,
  validateAdmission,
  withPercentages,
} from '../index';
import { validAdmissionForm } from './fixtures';

const validPayload = validAdmissionForm;

function errorsOf(input: unknown): Record<string, string[]> {
  const r = validateAdmission(input);
  return r.ok ? {} : r.errors;
}

describe('admission schema', () => {
  it('accepts a complete UG payload', () => {
    expect(validateAdmission(validPayload())).toMatchObject({ ok: true });
  });

  it('reports every missing required field of an empty form', () => {
    const errors = errorsOf(emptyAdmissionForm('BCOM'));
    for (const f of [
      'mother_name',
      'dob',
      'aadhar_no',
      'high_school_year',
      'intermediate.subject',
      'agreed_to_declaration',
    ]) {
      expect(errors[f]).toBeDefined();
    }
    expect(errors.ug_year).toBeUndefined();
    expect(errors.course).toBeUndefined();
  });

  it('requires the UG block for a PG course only', () => {
    expect(errorsOf(validPayload('MSCPHY')).ug_year).toEqual(['This field is required']);
    expect(errorsOf(validPayload('BSCMATH')).ug_year).toBeUndefined();
  });

  it('checks Aadhaar, passing years, pincode, mobile and the declaration', () => {
    const errors = errorsOf({
      ...validPayload(),
      aadhar_no: '12341234123',
      high_school_year: '1999',
      intermediate_year: '2026',
      permanent_address_pincode: '27700',
      whatsapp_number: '+919876543210',
      agreed_to_declaration: '0',
    });
    expect(errors.aadhar_no).toEqual(['Aadhaar number must be exactly 12 digits']);
    expect(errors.high_school_year).toEqual(['Passing year must be between 2000 and 2025']);
    expect(errors.intermediate_year).toContain('Passing year must be between 2000 and 2025');
    expect(errors.permanent_address_pincode).toEqual(['Pincode must be 6 digits']);
    expect(errors.whatsapp_number).toBeDefined();
    expect(errors.agreed_to_declaration).toEqual(['You must accept the declaration']);
    expect(
      errorsOf({ ...validPayload(), high_school_year: '2025', intermediate_year: '2025' }).intermediate_year,
    ).toEqual(['Intermediate year must be after the high school year']);
  });

  it('applies the percentage rule and checks marks', () => {
    expect(errorsOf({ ...validPayload(), high_school_percentage: '81.00' }).high_school_percentage).toBeDefined();
    expect(errorsOf({ ...validPayload(), high_school_obtmarks: '700' }).high_school_obtmarks).toEqual([
      'Obtained marks cannot be more than maximum marks',
    ]);
    expect(errorsOf({ ...validPayload(), high_school_maxmarks: '0' }).high_school_maxmarks).toEqual([
      'Maximum marks must be more than 0',
    ]);
    const fixed = withPercentages({ ...validPayload(), high_school_percentage: '99' });
    expect(fixed.high_school_percentage).toBe('80.00');
    expect(fixed.other_percentage).toBe('');
  });

  it('refuses unknown option values and an unknown course', () => {
    const errors = errorsOf({ ...validPayload(), course: 'BA', weightage: ['Chess'], gender: 'X', dob: '2005-02-30' });
    expect(errors.course).toEqual(['Choose a course from the list']);
    expect(errors.weightage).toEqual(['Choose one of the listed options']);
    expect(errors.gender).toEqual(['Choose one of the listed options']);
    expect(errors.dob).toBeDefined();
  });

  it('round-trips through the multipart wire names', () => {
    const values = validPayload();
    const entries = admissionFormEntries(values);
    expect(entries).toContainEqual(['intermediate.subject', 'Commerce']);
    expect(entries).toContainEqual(['attachments[]', 'Aadhar Card']);
    expect(validateAdmission(admissionFromEntries(entries))).toEqual({ ok: true, value: values });
  });

  it('lists the fields of six steps, every schema field in exactly one step', () => {
    expect(Object.keys(ADMISSION_STEP_FIELDS)).toEqual(['1', '2', '3', '4', '5', '6']);
    const all = Object.values(ADMISSION_STEP_FIELDS).flat();
    const schemaFields = Object.keys(emptyAdmissionForm())
      .filter((k) => k !== 'intermediate')
      .concat('intermediate.subject', ...ADMISSION_FILE_FIELDS);
    expect([...all].sort()).toEqual([...schemaFields].sort());
  });
});
