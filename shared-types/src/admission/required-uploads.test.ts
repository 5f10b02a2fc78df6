import { missingUploads, requiredUploads } from './required-uploads';

describe('required uploads', () => {
  it('always asks for the photo, signature and the 10th and 12th marksheets', () => {
    expect(requiredUploads('BCOM', 'GENERAL')).toEqual(['image', 'signature', 'mark_10th', 'mark_12']);
  });

  it('adds the caste certificate for a reserved category (OBC, SC, ST) only', () => {
    for (const c of ['OBC', 'SC', 'ST', 'obc']) expect(requiredUploads('BCOM', c)).toContain('dc_caste');
    expect(requiredUploads('BCOM', 'GENERAL')).not.toContain('dc_caste');
    expect(requiredUploads('BCOM', '')).not.toContain('dc_caste');
  });

  it('adds the UG marksheet for a PG course only', () => {
    expect(requiredUploads('MSCPHY', 'GENERAL')).toContain('mark_ug');
    expect(requiredUploads('BSCBIO', 'GENERAL')).not.toContain('mark_ug');
  });

  it('names what is missing from the files present', () => {
    expect(missingUploads('MSCPHY', 'SC', ['image', 'mark_12', 'aadhar'])).toEqual([
      'signature',
      'mark_10th',
      'dc_caste',
      'mark_ug',
    ]);
    expect(missingUploads('BCOM', 'GENERAL', ['image', 'signature', 'mark_10th', 'mark_12'])).toEqual([]);
  });
});
