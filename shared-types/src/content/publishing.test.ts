import { buildMenu } from './menu';
import { contentUpdatedAt, indianDate, pageUpdatedAt, publicMenuPaths, routeContent } from './publishing';

describe('Last updated', () => {
  it('writes the date in India as DD/MM/YYYY', () => {
    expect(indianDate('2026-11-23T10:00:00.000Z')).toBe('23/11/2026');
    // 20:00 UTC is past midnight in India.
    expect(indianDate('2026-11-23T20:00:00.000Z')).toBe('24/11/2026');
    expect(indianDate('not a date')).toBe('');
    expect(indianDate(null)).toBe('');
  });

  const dates = {
    store: '2026-11-01T00:00:00.000Z',
    link: '2026-11-02T00:00:00.000Z',
    notices: '2026-11-20T00:00:00.000Z',
    staffs: '2026-11-10T00:00:00.000Z',
    pages: '2026-11-21T00:00:00.000Z',
  };

  it('takes the newest change of what a page shows, the header and footer included', () => {
    expect(pageUpdatedAt('/', dates)).toBe(dates.notices);
    expect(pageUpdatedAt('/faculties-staffs/science', dates)).toBe(dates.staffs);
    expect(pageUpdatedAt('/about/our-history', dates)).toBe(dates.link);
    expect(contentUpdatedAt(null, ['notices'])).toBeNull();
  });

  it('dates an office page by its publication, the sitemap by the newest page it lists too', () => {
    expect(pageUpdatedAt('/anti-ragging', dates, '2026-10-05T00:00:00.000Z')).toBe('2026-10-05T00:00:00.000Z');
    expect(routeContent('/sitemap')).toContain('pages');
    expect(pageUpdatedAt('/sitemap', dates, '2026-10-05T00:00:00.000Z')).toBe(dates.pages);
  });

  it("lists the menu's public addresses once, without the student's pages or new-tab documents", () => {
    const menu = buildMenu({
      store: null,
      gallery_images: [{ title: 'Annual Function' }],
      staffs: [{ stream: 'Science' }],
      isAuthenticated: false,
      documents: { gyanpathik: 'https://example.org/a.pdf', samiti: 'https://example.org/b.pdf' },
    });
    const paths = publicMenuPaths(menu);
    expect(paths).toContain('/');
    expect(paths).toContain('/faculties-staffs/science');
    expect(paths).toContain('/gallery/annual-function');
    expect(paths.some((p) => p.startsWith('/student/') || p.startsWith('http'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
