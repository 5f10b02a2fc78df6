import { homeFor, sectionsFor } from './sections';

describe('console sections by role', () => {
  it('shows each role only what it may do', () => {
    const paths = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((s) => s.path);
    expect(paths('verifier')).toEqual([
      '/admin/overview',
      '/admin/applicants',
      '/admin/merit',
      '/admin/admitted',
      '/admin/messages',
    ]);
    expect(paths('accounts')).toEqual([
      '/admin/overview',
      '/admin/applicants',
      '/admin/payments',
      '/admin/counter',
      '/admin/day-book',
      '/admin/merit',
      '/admin/admitted',
      '/admin/messages',
    ]);
    expect(paths('admin')).toEqual([
      '/admin/overview',
      '/admin/applicants',
      '/admin/payments',
      '/admin/counter',
      '/admin/day-book',
      '/admin/settings',
      '/admin/seats',
      '/admin/merit',
      '/admin/admitted',
      '/admin/staff',
      '/admin/audit',
      '/admin/messages',
      '/admin/content',
    ]);
    expect(paths('editor')).toEqual(['/admin/content']);
  });

  it('lands each role on its first section', () => {
    expect(homeFor('verifier')).toBe('/admin/applicants?status=ready');
    expect(homeFor('editor')).toBe('/admin/content');
  });
});
