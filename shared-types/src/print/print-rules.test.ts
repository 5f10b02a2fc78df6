import { createHmac } from 'node:crypto';
import type { Transaction } from '../index';
import {
  formTransactions,
  formatVerificationCode,
  genderName,
  parseVerificationCode,
  printDate,
  rupees,
  verificationCheck,
  verificationPath,
  yearOfStudy,
} from '../index';
import { admissionFeeTransaction } from '../index';

const tx = (amount: string, status: string, txnid = `T${amount}${status}`): Transaction => ({
  txnid,
  amount,
  status,
  created_at: '',
  addedon: '',
});

describe('yearOfStudy', () => {
  it("shows part '1', '2', '3' as First, Second, Third Year", () => {
    expect(yearOfStudy('1')).toBe('First Year');
    expect(yearOfStudy(2)).toBe('Second Year');
    expect(yearOfStudy(' 3 ')).toBe('Third Year');
    expect(yearOfStudy('4')).toBe('4');
    expect(yearOfStudy(null)).toBe('');
  });
});

describe('genderName', () => {
  it("shows 'M' Male, 'F' Female and anything else Other", () => {
    expect(genderName('M')).toBe('Male');
    expect(genderName('f')).toBe('Female');
    expect(genderName('O')).toBe('Other');
    expect(genderName('')).toBe('Other');
    expect(genderName(undefined)).toBe('Other');
  });
});

describe('printDate', () => {
  it('shows the date part of addedon as day/month/year', () => {
    expect(printDate('2025-07-04 13:45:10')).toBe('04/07/2025');
    expect(printDate('2025-12-31T23:00:00.000Z')).toBe('31/12/2025');
    expect(printDate('2025-07-04')).toBe('04/07/2025');
    expect(printDate('soon')).toBe('soon');
    expect(printDate(null)).toBe('');
  });
});

describe('which transactions count', () => {
  const list = [tx('50', 'success'), tx('1200', 'failure'), tx('1250.00', 'SUCCESS'), tx('49', 'success')];
  it('on the form: every successful transaction above 50, never a failed one', () => {
    expect(formTransactions(list).map((t) => t.amount)).toEqual(['1250.00']);
    expect(formTransactions([tx('900', 'pending'), tx('900', 'failure')])).toEqual([]);
    expect(formTransactions(undefined)).toEqual([]);
  });
  it('on the slip: the last success above 50, none means Pending', () => {
    expect(admissionFeeTransaction(list)?.amount).toBe('1250.00');
    expect(admissionFeeTransaction([tx('50', 'success'), tx('900', 'pending')])).toBeUndefined();
  });
  it('writes rupees with two decimals', () => {
    expect(rupees('1250')).toBe('₹ 1250.00');
    expect(rupees('x')).toBe('₹ -');
  });
});

describe('verification codes', () => {
  const digest = createHmac('sha256', 'k').update('form:42').digest();
  const check = verificationCheck(digest);

  it('are the number and 8 Crockford base-32 characters, receipts marked R', () => {
    expect(check).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(formatVerificationCode('form', 42, check)).toBe(`42-${check}`);
    expect(formatVerificationCode('receipt', 7, check)).toBe(`R7-${check}`);
    expect(formatVerificationCode('offer', 9, check)).toBe(`S9-${check}`);
    expect(verificationCheck(new Uint8Array([0, 0, 0, 0, 0]))).toBe('00000000');
    expect(verificationCheck(new Uint8Array([255, 255, 255, 255, 255]))).toBe('ZZZZZZZZ');
  });
  it('read back as typed from paper', () => {
    expect(parseVerificationCode(`42-${check}`)).toEqual({ kind: 'form', number: 42, check });
    expect(parseVerificationCode(` 42 - ${check.toLowerCase()} `)).toEqual({ kind: 'form', number: 42, check });
    expect(parseVerificationCode(`r7-${check}`)).toEqual({ kind: 'receipt', number: 7, check });
    expect(parseVerificationCode(`s9-${check}`)).toEqual({ kind: 'offer', number: 9, check });
    expect(parseVerificationCode('7-0OIL1234')).toEqual({ kind: 'form', number: 7, check: '00111234' });
  });
  it('refuse malformed input', () => {
    for (const bad of [
      '',
      'abc',
      '42',
      '42-ABC',
      '0-ABCDEFGH',
      '42-ABCDEFGU',
      '-1-ABCDEFGH',
      '42-ABCDEFGHJ',
      '42ABCDEFGH',
      'X4-ABCDEFGH',
      'RS4-ABCDEFGH',
    ]) {
      expect(parseVerificationCode(bad)).toBeNull();
    }
  });
  it('link to the public page', () => {
    expect(verificationPath('42-ABCDEFGH')).toBe('/verify/42-ABCDEFGH');
  });
});
