import { isAcademicSession, maskAadhaar, roleAllows } from './staff';

describe('staff roles', () => {
  it('lets admin do everything and the others only what they are named for', () => {
    expect(roleAllows('admin', [])).toBe(true);
    expect(roleAllows('admin', ['verifier'])).toBe(true);
    expect(roleAllows('verifier', ['verifier', 'accounts'])).toBe(true);
    expect(roleAllows('accounts', ['verifier'])).toBe(false);
    expect(roleAllows('editor', [])).toBe(false);
  });
});

describe('maskAadhaar', () => {
  it('keeps only the last four digits, whatever the spacing', () => {
    expect(maskAadhaar('1234 5678 9012')).toBe('XXXX XXXX 9012');
    expect(maskAadhaar('123456789012')).toBe('XXXX XXXX 9012');
    expect(maskAadhaar('12')).toBe('XXXX XXXX XX12');
    expect(maskAadhaar('')).toBe('');
    expect(maskAadhaar(null)).toBe('');
  });
});

describe('isAcademicSession', () => {
  it('accepts a year and the next year’s last two digits', () => {
    expect(isAcademicSession('2025-26')).toBe(true);
    expect(isAcademicSession('2099-00')).toBe(true);
    expect(isAcademicSession('2025-27')).toBe(false);
    expect(isAcademicSession('2025-2026')).toBe(false);
    expect(isAcademicSession('25-26')).toBe(false);
  });
});
