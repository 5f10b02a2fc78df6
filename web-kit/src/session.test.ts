import { loginPath, safeNext } from './session';

describe('the login page and its return address', () => {
  it('returns only to a path of this site', () => {
    expect(loginPath('/student/payment?purpose=admission')).toBe(
      '/student/login?next=%2Fstudent%2Fpayment%3Fpurpose%3Dadmission',
    );
    expect(loginPath(null)).toBe('/student/login');
    expect(safeNext('https://evil.example/')).toBeNull();
    expect(safeNext('//evil.example/x')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(safeNext('/student/login?next=/x')).toBeNull();
    expect(safeNext('/student/dashboard')).toBe('/student/dashboard');
  });
});
