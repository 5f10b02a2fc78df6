import { loginPath, readToken, safeNext, storeToken, tokenStore } from './session';

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

describe('tokenStore', () => {
  it('keeps each token under its own key, so the office and a student never share one', () => {
    const office = tokenStore('staff_token');
    localStorage.clear();
    storeToken('student-token');
    office.store('office-token');
    expect(office.read()).toBe('office-token');
    expect(readToken()).toBe('student-token');
    office.clear();
    expect(office.read()).toBeNull();
    expect(readToken()).toBe('student-token');
  });
});
