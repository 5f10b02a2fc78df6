import { missingUploads, requiredUploads } from './required-uploads';

describe('required uploads', () => {
  it('always asks for the photo, signature and the 10th and 12th marksheets', () => {
    expect(requiredUploads('BCOM', 'GENERAL')).toEqual(['image', 'signature', 'mark_10th', 'mark_12']);
  });

  it('adds the caste certificate for a reserved category (OBC, SC, ST) only', () => {
    for (const c of ['OBC', 'SC', 'ST', 'obc']) expect(requiredUploads('BCOM', c)).toContain('dc_caste');
    for (const c of ['GENERAL', 'EWS', '']) expect(requiredUploads('BCOM', c)).not.toContain('dc_caste');
  });

  it('adds the income and asset certificate (the Income Certificate upload) for EWS only', () => {
    expect(requiredUploads('BCOM', 'EWS')).toEqual(['image', 'signature', 'mark_10th', 'mark_12', 'dc_income']);
    expect(requiredUploads('MSCPHY', ' ews ')).toEqual([
      'image',
      'signature',
      'mark_10th',
      'mark_12',
      'dc_income',
      'mark_ug',
    ]);
    for (const c of ['GENERAL', 'OBC', 'SC', 'ST', '']) expect(requiredUploads('BCOM', c)).not.toContain('dc_income');
    expect(missingUploads('BCOM', 'EWS', ['image', 'signature', 'mark_10th', 'mark_12', 'dc_caste'])).toEqual([
      'dc_income',
    ]);
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
