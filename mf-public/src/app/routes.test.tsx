import { routeTableGaps } from '@college/shared-types';
import { PUBLIC_ROUTES } from './routes';
import { findRoute } from '@college/web-kit/routing';

describe('public routes', () => {
  it.each([
    '/',
    '/counter',
    '/about/about-us',
    '/about/our-history',
    '/about/vision-mission',
    '/about/we-value-their-services',
    '/about/we-value-their-services/our-past-principal',
    '/about/we-value-their-services/our-past-faculties',
    '/administration/principals-message',
    '/administration/public-relations-officer',
    '/administration/proctorial-board',
    '/administration/councils',
    '/administration/parishad',
    '/administration/iqac',
    '/administration/rules-and-regulations',
    '/administration/rules-and-regulations/ugc-regulation-2018',
    '/administration/rusa',
    '/faculties-staffs/science',
    '/faculties-staffs/library',
    '/faculties-staffs/office-work',
    '/academic/honors-awards-achievements',
    '/academic/publications',
    '/academic/academic-calendar',
    '/academic/list-of-holidays',
    '/academic/time-table',
    '/academic/ug-courses',
    '/academic/pg-courses',
    '/academic/courses/science',
    '/academic/courses/commerce',
    '/academic/other',
    '/academic/teaching-plan',
    '/academic/seminar',
    '/academic/workshop',
    '/academic/guest-lectures',
    '/academic/university-examination',
    '/academic/research',
    '/academic/best-practices',
    '/facilities/computer-lab',
    '/students/syllabus',
    '/students/admission',
    '/students/admission-rules',
    '/gallery/annual-function',
    '/gallery/news',
    '/contact-us',
    '/feedback-form',
    '/rankings/NIRF',
    '/rankings/NAAC',
    '/e-pathshalas/',
    '/about',
  ])('%s is a page', (path) => {
    expect(findRoute(PUBLIC_ROUTES, path)).not.toBeNull();
  });

  it('leaves any other path to the not-found page', () => {
    expect(findRoute(PUBLIC_ROUTES, '/no/such/page')).toBeNull();
    expect(findRoute(PUBLIC_ROUTES, '/academic/courses/arts')).toBeNull();
    expect(findRoute(PUBLIC_ROUTES, '/rankings/nirf')).toBeNull();
  });

  it('decides from the data whether a faculty, facility or gallery page exists', () => {
    const data = {
      store: null,
      staffs: [{ id: 1, stream: 'Science' }] as never,
      gallery_images: [{ title: 'Annual Function' }] as never,
    };
    const exists = (path: string) => {
      const m = findRoute(PUBLIC_ROUTES, path);
      return m?.route.exists?.(data, m.params);
    };
    expect(exists('/faculties-staffs/science')).toBe(true);
    expect(exists('/faculties-staffs/arts')).toBe(false);
    expect(exists('/facilities/computer-lab')).toBe(true);
    expect(exists('/facilities/swimming-pool')).toBe(false);
    expect(exists('/gallery/annual-function')).toBe(true);
    expect(exists('/gallery/video')).toBe(true);
    expect(exists('/gallery/unknown')).toBe(false);
  });
});

describe('public routes and the shared route table', () => {
  it('mounts no path the shared route table gives another module', () => {
    const paths = PUBLIC_ROUTES.map((r) => r.path);
    expect(routeTableGaps('mf-public', paths)).toEqual({ notInRoutes: [], notMounted: [] });
  });
});
