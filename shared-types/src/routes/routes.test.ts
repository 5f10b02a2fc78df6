import { API_PATHS, apiPath } from './api-paths';
import { ROUTES, chromeVisible, matchRoute, moduleForPath, routeTableGaps } from './routes';

describe('route table', () => {
  it.each([
    ['/', 'mf-public'],
    ['/about/about-us', 'mf-public'],
    ['/no/such/page', 'mf-public'],
    ['/student/login', 'mf-portal'],
    ['/student/dashboard/', 'mf-portal'],
    ['/admission/student/admission/payment/success', 'mf-portal'],
    ['/admission-form', 'mf-admission'],
    ['/student/admission-form/bscbio/part-1', 'mf-admission'],
    ['/admission-form/print/ADM123', 'mf-print'],
    ['/chalan-receipt/print/TX1', 'mf-print'],
    ['/admission/payment/print/ADM123', 'mf-print'],
    ['/offer-letter/print/ADM123', 'mf-print'],
    ['/verify/42-ABCDEFGH', 'mf-print'],
    ['/verify', 'mf-print'],
    ['/admin', 'mf-admin'],
    ['/admin/applicants/42', 'mf-admin'],
    ['/admin/payments/report', 'mf-admin'],
    ['/admin/day-book', 'mf-admin'],
    ['/office-receipt/print/12', 'mf-print'],
  ])('%s belongs to %s', (path, mod) => {
    expect(moduleForPath(path)).toBe(mod);
  });

  it('hides the chrome on student, admission, payment and print routes only', () => {
    expect(chromeVisible('/')).toBe(true);
    expect(chromeVisible('/contact-us')).toBe(true);
    expect(chromeVisible('/student/login')).toBe(false);
    expect(chromeVisible('/admission-form')).toBe(false);
    expect(chromeVisible('/admission/student/payment/failed')).toBe(false);
    expect(chromeVisible('/admission-form/print/X')).toBe(false);
    expect(chromeVisible('/verify/ABC')).toBe(true);
    expect(chromeVisible('/admin')).toBe(false);
    expect(chromeVisible('/admin/applicants/7')).toBe(false);
  });

  it('extracts and decodes parameters', () => {
    expect(matchRoute('/admission-form/print/A%2F1')?.params).toEqual({ admission_code: 'A/1' });
    expect(matchRoute('/student/admission-form/mcom/part-2')?.params).toEqual({ course: 'mcom', part: 'part-2' });
  });
});

describe('API path table', () => {
  it('fills path parameters, encoded', () => {
    expect(apiPath('admissionFile', { admission_code: 'AB 1', field: 'image' })).toBe(
      '/api/v2/admission/file/AB%201/image',
    );
    expect(apiPath('signin')).toBe('/api/v2/signin');
  });

  it('refuses a missing parameter', () => {
    expect(() => apiPath('verify')).toThrow('Missing path parameter code for verify');
  });

  it('holds every path once', () => {
    const paths = Object.values(API_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('a malformed address', () => {
  it('matches no route, so the not-found page of mf-public shows', () => {
    expect(() => matchRoute('/verify/%E0%A4')).not.toThrow();
    expect(matchRoute('/verify/%E0%A4')).toBeNull();
    expect(moduleForPath('/verify/%E0%A4')).toBe('mf-public');
    expect(matchRoute('/verify/42-ABCDEFGH')?.params).toEqual({ code: '42-ABCDEFGH' });
  });
});

describe('routeTableGaps', () => {
  it('names the paths a module mounts that are not its own, and its own paths it does not mount', () => {
    const all = ROUTES.filter((r) => r.module === 'mf-print').map((r) => r.path);
    expect(routeTableGaps('mf-print', all)).toEqual({ notInRoutes: [], notMounted: [] });
    expect(routeTableGaps('mf-print', [...all.slice(1), '/print/elsewhere', '/student/login'])).toEqual({
      notInRoutes: ['/print/elsewhere', '/student/login'],
      notMounted: [all[0]],
    });
  });

  it('accepts concrete paths for a pattern and the public module for unclaimed paths', () => {
    expect(routeTableGaps('mf-admission', ['/admission-form', '/student/admission-form/bcom/part-1'])).toEqual({
      notInRoutes: [],
      notMounted: [],
    });
    expect(routeTableGaps('mf-public', ['/', '/gallery/:slug', '/admin'])).toEqual({
      notInRoutes: ['/admin'],
      notMounted: [],
    });
  });
});
