// Every public page, by URL (SPEC §2); any other path is the not-found page. Each page is its own chunk, so a
// route loads only what it needs. Routes built from the site data (faculty, facility and gallery pages) wait
// for the data before deciding whether the page exists.
import { Suspense, lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { GalleryImage, Staff, Store } from '@college/shared-types';
import { COMPLIANCE_PAGES, MENU_PAGES, facilityEntries, facultyEntries, galleryTypes } from '@college/shared-types';
import { TakeOverPresses } from '@college/web-kit';
import { Loading } from '../components/loading';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ParamsProvider, findRoute, useLocation } from '@college/web-kit/routing';
import { useSite } from './use-site';
import { PageDate, PublishedAtProvider } from './page-date';

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const HomePage = page(() => import('../features/home/home-page'), 'HomePage');
const AboutUsPage = page(() => import('../features/about/about-us-page'), 'AboutUsPage');
const OurHistoryPage = page(() => import('../features/about/our-history-page'), 'OurHistoryPage');
const VisionMissionPage = page(() => import('../features/about/vision-mission-page'), 'VisionMissionPage');
const ServicesPage = page(() => import('../features/about/services-page'), 'ServicesPage');
const PastPrincipalsPage = page(() => import('../features/about/past-principals-page'), 'PastPrincipalsPage');
const PastFacultiesPage = page(() => import('../features/about/past-faculties-page'), 'PastFacultiesPage');
const PrincipalMessagePage = page(
  () => import('../features/administration/principal-message-page'),
  'PrincipalMessagePage',
);
const PublicRelationOfficerPage = page(
  () => import('../features/administration/public-relation-officer-page'),
  'PublicRelationOfficerPage',
);
const ProctorialBoardPage = page(
  () => import('../features/administration/proctorial-board-page'),
  'ProctorialBoardPage',
);
const CommitteesPage = page(() => import('../features/administration/committees-page'), 'CommitteesPage');
const FacultyPage = page(() => import('../features/faculty/faculty-page'), 'FacultyPage');
const HolidaysPage = page(() => import('../features/academic/holidays-page'), 'HolidaysPage');
const LevelCoursesPage = page(() => import('../features/academic/level-courses-page'), 'LevelCoursesPage');
const CategoryCoursesPage = page(() => import('../features/academic/category-courses-page'), 'CategoryCoursesPage');
const FacilityPage = page(() => import('../features/facilities/facility-page'), 'FacilityPage');
const SyllabusPage = page(() => import('../features/students/syllabus-page'), 'SyllabusPage');
const AdmissionProcessPage = page(() => import('../features/students/admission-process-page'), 'AdmissionProcessPage');
const AdmissionRulesPage = page(() => import('../features/students/admission-rules-page'), 'AdmissionRulesPage');
const GalleryPage = page(() => import('../features/gallery/gallery-page'), 'GalleryPage');
const ContactPage = page(() => import('../features/enquiry/contact-page'), 'ContactPage');
const FeedbackPage = page(() => import('../features/enquiry/feedback-page'), 'FeedbackPage');
const NirfPage = page(() => import('../features/rankings/nirf-page'), 'NirfPage');
const SitePageView = page(() => import('../features/site-page/site-page'), 'SitePageView');
const SitemapPage = page(() => import('../features/site-page/sitemap-page'), 'SitemapPage');
const MeritListsPage = page(() => import('../features/merit-list/merit-lists-page'), 'MeritListsPage');
const MeritListPage = page(() => import('../features/merit-list/merit-list-page'), 'MeritListPage');
const SectionPage = page(() => import('../features/sections/section-page'), 'SectionPage');

interface SiteData {
  store: Store | null;
  staffs: Staff[];
  gallery_images: GalleryImage[];
}

export interface PublicRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** For a route built from the site data: whether the data has this page. */
  exists?: (data: SiteData, params: Record<string, string>) => boolean;
  /** A page the office publishes: "Last updated" is its publication (the page tells it), not its content's. */
  published?: boolean;
}

/** The pages the office publishes at their own address: the menu's information pages and the compliance pages. */
const publishedPages: PublicRoute[] = [
  ...MENU_PAGES.map((p) => ({ path: p.path, page: SitePageView, published: true })),
  ...COMPLIANCE_PAGES.map((p) => ({
    path: p.path,
    page: p.slug === 'sitemap' ? SitemapPage : SitePageView,
    published: true,
  })),
  // Any other page the office adds.
  { path: '/pages/:slug', page: SitePageView, published: true },
];

const sections = [
  '/about',
  '/administration',
  '/faculties-staffs',
  '/academic',
  '/academic/courses',
  '/facilities',
  '/students',
  '/gallery',
  '/rankings',
];

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', page: HomePage },
  { path: '/about/about-us', page: AboutUsPage },
  { path: '/about/our-history', page: OurHistoryPage },
  { path: '/about/vision-mission', page: VisionMissionPage },
  { path: '/about/we-value-their-services', page: ServicesPage },
  { path: '/about/we-value-their-services/our-past-principal', page: PastPrincipalsPage },
  { path: '/about/we-value-their-services/our-past-faculties', page: PastFacultiesPage },
  { path: '/administration/principals-message', page: PrincipalMessagePage },
  { path: '/administration/public-relations-officer', page: PublicRelationOfficerPage },
  { path: '/administration/proctorial-board', page: ProctorialBoardPage },
  { path: '/administration/councils', page: CommitteesPage },
  {
    path: '/faculties-staffs/:stream',
    page: FacultyPage,
    exists: (d, p) => facultyEntries(d.staffs).some((f) => f.slug === p.stream),
  },
  { path: '/academic/list-of-holidays', page: HolidaysPage },
  { path: '/academic/ug-courses', page: LevelCoursesPage },
  { path: '/academic/pg-courses', page: LevelCoursesPage },
  { path: '/academic/courses/science', page: CategoryCoursesPage },
  { path: '/academic/courses/commerce', page: CategoryCoursesPage },
  {
    path: '/facilities/:slug',
    page: FacilityPage,
    exists: (d, p) => facilityEntries(d.store).some((f) => f.slug === p.slug),
  },
  { path: '/students/syllabus', page: SyllabusPage },
  { path: '/students/admission', page: AdmissionProcessPage },
  { path: '/students/admission-rules', page: AdmissionRulesPage },
  {
    path: '/gallery/:slug',
    page: GalleryPage,
    exists: (d, p) => galleryTypes(d.gallery_images).some((g) => g.slug === p.slug),
  },
  { path: '/contact-us', page: ContactPage },
  { path: '/feedback-form', page: FeedbackPage },
  { path: '/rankings/NIRF', page: NirfPage },
  // The published merit lists (decision 026): "Last updated" is the lists' latest change, which the page tells.
  { path: '/merit-list', page: MeritListsPage, published: true },
  { path: '/merit-list/:course/:year/:round', page: MeritListPage, published: true },
  ...publishedPages,
  ...sections.map((path) => ({ path, page: SectionPage })),
];

export function AppRoutes() {
  const { pathname } = useLocation();
  const dataLoaded = useSite('dataLoaded');
  const store = useSite('store');
  const staffs = useSite('staffs');
  const gallery_images = useSite('gallery_images');
  const match = findRoute(PUBLIC_ROUTES, pathname);
  // The publication date a published page tells, for the path it was told on.
  const [published, setPublished] = useState<{ path: string; at: string | null }>({ path: '', at: null });
  const tellPublished = useCallback((at: string | null) => setPublished({ path: pathname, at }), [pathname]);

  let content;
  if (!match) {
    content = <NotFoundPage />;
  } else if (match.route.exists && !dataLoaded) {
    content = <Loading />;
  } else if (match.route.exists && !match.route.exists({ store, staffs, gallery_images }, match.params)) {
    content = <NotFoundPage />;
  } else {
    const Page = match.route.page;
    // Keyed by path: moving between two pages of one route starts the page afresh (e.g. a closed lightbox).
    content = (
      <ParamsProvider value={match.params}>
        <PublishedAtProvider value={tellPublished}>
          <Page key={pathname} />
        </PublishedAtProvider>
      </ParamsProvider>
    );
  }
  return (
    <>
      <Suspense fallback={<Loading />}>
        {content}
        {/* Once the server's page is live, a press made on it before then is made again. */}
        <TakeOverPresses />
      </Suspense>
      {match && (
        <PageDate
          pathname={pathname}
          published={Boolean(match.route.published)}
          publishedAt={published.path === pathname ? published.at : null}
        />
      )}
    </>
  );
}
