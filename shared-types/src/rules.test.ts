import type { Transaction } from './index';
import {
  applicationAction,
  admissionFeeTransaction,
  breadcrumb,
  chalanStatus,
  isProfileComplete,
  percentage,
  slugify,
  splitStoreTitle,
  statusLabel,
} from './index';

const tx = (amount: string, status: string): Transaction => ({
  txnid: amount + status,
  amount,
  status,
  created_at: '',
  addedon: '',
});

describe('slugify', () => {
  it.each([
    ['Annual Function', 'annual-function'],
    ['  Smart Class Room ', 'smart-class-room'],
    ['E-Library', 'e-library'],
    ['Sports & Games!!', 'sports-games'],
    ['--Multi   Purpose--Hall--', 'multi-purpose-hall'],
    ['Annual Function / वार्षिकोत्सव', 'annual-function'],
    ['NCC_Camp 2024', 'ncc_camp-2024'],
    ['Sports\tDay', 'sports-day'],
  ])('%s -> %s', (input, out) => expect(slugify(input)).toBe(out));
});

describe('splitStoreTitle', () => {
  it('splits Hindi and English names on =', () => {
    expect(splitStoreTitle('राजकीय महाविद्यालय=Government College')).toEqual({
      hindi: 'राजकीय महाविद्यालय',
      english: 'Government College',
    });
  });
  it("falls back to 'University Name'", () => {
    expect(splitStoreTitle(null).english).toBe('University Name');
    expect(splitStoreTitle('').hindi).toBe('University Name');
  });
});

describe('chalanStatus', () => {
  it('is Success only for a success of exactly 50, case-insensitive', () => {
    expect(chalanStatus([tx('50.00', 'SUCCESS')])).toBe('Success');
    expect(chalanStatus([tx('50', 'success')])).toBe('Success');
    expect(chalanStatus([tx('50', 'failure')])).toBe('Pending');
    expect(chalanStatus([tx('500', 'success')])).toBe('Pending');
    expect(chalanStatus([])).toBe('Pending');
    expect(chalanStatus(undefined)).toBe('Pending');
  });
});

describe('admissionFeeTransaction', () => {
  it('takes the last success above 50', () => {
    const list = [tx('50', 'success'), tx('1200', 'success'), tx('1500', 'failure'), tx('1300', 'success')];
    expect(admissionFeeTransaction(list)?.amount).toBe('1300');
    expect(admissionFeeTransaction([tx('50', 'success')])).toBeUndefined();
  });
});

describe('isProfileComplete', () => {
  const full = {
    academic_level: 'UG' as const,
    category: 'OBC' as const,
    course_name: 'BCOM',
    course_year: 1,
    profile_photo: 'p.jpg',
  };
  it('needs every field and a photo', () => {
    expect(isProfileComplete(full)).toBe(true);
    expect(isProfileComplete({ ...full, profile_photo: '0' })).toBe(false);
    expect(isProfileComplete({ ...full, course_year: null })).toBe(false);
    expect(isProfileComplete({ ...full, category: null })).toBe(false);
  });
});

describe('status and application action', () => {
  it('labels statuses', () => {
    expect(statusLabel(0)).toBe('Pending');
    expect(statusLabel(1)).toBe('Approved');
    expect(statusLabel(2)).toBe('Reject');
  });
  it('chooses Fill Form, Pay or Print at status 1 only', () => {
    expect(applicationAction({ status: 0, is_admission_submitted: false, is_admission_fee_payed: false })).toBeNull();
    expect(applicationAction({ status: 1, is_admission_submitted: false, is_admission_fee_payed: false })).toBe('fill');
    expect(applicationAction({ status: 1, is_admission_submitted: true, is_admission_fee_payed: false })).toBe('pay');
    expect(applicationAction({ status: 1, is_admission_submitted: true, is_admission_fee_payed: true })).toBe('print');
  });
});

describe('percentage', () => {
  it('is obtained / max × 100 to two decimals', () => {
    expect(percentage(333, 500)).toBe('66.60');
    expect(percentage('2', '3')).toBe('66.67');
    expect(percentage(10, 0)).toBe('');
    expect(percentage('', 100)).toBe('');
  });
});

describe('breadcrumb', () => {
  it('builds Home then cumulative paths', () => {
    expect(breadcrumb('/about/our-history')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'About', href: '/about' },
      { label: 'Our History', href: '/about/our-history' },
    ]);
  });
  it('decodes each segment once and never throws on a percent sign or a broken escape', () => {
    // The site server hands the page renderer the path as the browser has it (/x%25 stays encoded).
    expect(breadcrumb('/x%25').map((c) => c.label)).toEqual(['Home', 'X%']);
    expect(breadcrumb('/x%').map((c) => c.label)).toEqual(['Home', 'X%']);
    expect(breadcrumb('/a%zz/b').map((c) => c.label)).toEqual(['Home', 'A%Zz', 'B']);
    expect(breadcrumb('/%E0%A4').map((c) => c.href)).toEqual(['/', '/%E0%A4']);
  });
  it('ignores repeated and trailing slashes and is only Home at the root', () => {
    expect(breadcrumb('/')).toEqual([{ label: 'Home', href: '/' }]);
    expect(breadcrumb('/e-pathshalas/').map((c) => c.href)).toEqual(['/', '/e-pathshalas']);
    expect(breadcrumb('//gallery//annual-function').map((c) => c.href)).toEqual([
      '/',
      '/gallery',
      '/gallery/annual-function',
    ]);
  });
});
