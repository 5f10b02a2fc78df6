// The public site's main menu (SPEC §2) built from the site data, the title-only pages it links, its behaviour
// (SPEC §9), and the breadcrumb labelled from it.
import type { GalleryImage, Staff, Store } from './entities';
import { breadcrumb } from './rules';
import { languageOfLabel, pick, type Bilingual, type Label, type Language } from './language';
import { facilityEntries, facultyEntries, galleryTypes } from './public-lists';
import { MERIT_LIST_INDEX_PATH, MERIT_LIST_TEXT } from '../selection/merit-list';

export interface MenuItem {
  /** Stable key, unique in the menu. */
  key: string;
  label: Label;
  /** An internal path, or an address opened in a new tab when `newTab` is set. A top entry's href is its section. */
  href?: string;
  newTab?: boolean;
  children?: MenuItem[];
}

export interface MenuData {
  store: Pick<Store, 'facilities'> | null | undefined;
  gallery_images: readonly Pick<GalleryImage, 'title'>[] | null | undefined;
  staffs: readonly Pick<Staff, 'stream'>[] | null | undefined;
  isAuthenticated: boolean;
  /** Addresses of the two documents 'Other Link' opens in a new tab. */
  documents: { gyanpathik: string; samiti: string };
}

const L = (en: string, hi: string): Bilingual => ({ en, hi });
const leaf = (href: string, label: Label): MenuItem => ({ key: href, href, label });

/** Title-only pages (SPEC §2): their path and title. */
export const PLACEHOLDER_PAGES: Readonly<Record<string, Bilingual>> = {
  '/counter': L('Counter', 'काउंटर'),
  '/administration/parishad': L('Parishad', 'परिषद'),
  '/administration/iqac': L('IQAC', 'आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC)'),
  '/administration/rules-and-regulations': L('Rules & Regulations', 'नियम एवं विनियम'),
  '/administration/rules-and-regulations/ugc-regulation-2018': L('UGC Regulation 2018', 'यूजीसी विनियम 2018'),
  '/administration/rusa': L('RUSA', 'राष्ट्रीय उच्चतर शिक्षा अभियान (रूसा)'),
  '/academic/honors-awards-achievements': L('Honors, Awards & Achievements', 'सम्मान, पुरस्कार एवं उपलब्धियाँ'),
  '/academic/publications': L('Publications', 'प्रकाशन'),
  '/academic/academic-calendar': L('Academic Calendar', 'शैक्षणिक कैलेंडर'),
  '/academic/time-table': L('Timetable', 'समय सारणी'),
  '/academic/other': L('Other', 'अन्य'),
  '/academic/teaching-plan': L('Teaching Plan', 'शिक्षण योजना'),
  '/academic/seminar': L('Seminar', 'संगोष्ठी'),
  '/academic/workshop': L('Workshop', 'कार्यशाला'),
  '/academic/guest-lectures': L('Guest Lecture', 'अतिथि व्याख्यान'),
  '/academic/university-examination': L('University Examination', 'विश्वविद्यालय परीक्षा'),
  '/academic/research': L('Researches', 'शोध कार्य'),
  '/academic/best-practices': L('Best Practices', 'सर्वोत्तम प्रथाएँ'),
  '/students/prospectus': L('Prospectus', 'विवरणिका'),
  '/students/results': L('Results', 'परीक्षा परिणाम'),
  '/rankings/NAAC': L('NAAC', 'नैक (NAAC)'),
  '/e-pathshalas': L('E-Pathshala', 'ई-पाठशाला'),
};

const placeholder = (href: string): MenuItem => leaf(href, PLACEHOLDER_PAGES[href] as Bilingual);

/** The main menu of SPEC §2, with Gallery, Facilities and the faculty pages built from the site data. */
export function buildMenu(data: MenuData): MenuItem[] {
  return [
    leaf('/', L('Home', 'मुखपृष्ठ')),
    {
      key: 'about',
      href: '/about',
      label: L('About', 'परिचय'),
      children: [
        leaf('/about/about-us', L('About Us', 'हमारे बारे में')),
        leaf('/about/our-history', L('Our History', 'हमारा इतिहास')),
        leaf('/about/vision-mission', L('Vision & Mission', 'दृष्टि एवं लक्ष्य')),
        {
          ...leaf('/about/we-value-their-services', L('We Value Their Services', 'हम उनकी सेवाओं का सम्मान करते हैं')),
          children: [
            leaf('/about/we-value-their-services/our-past-principal', L('Our Past Principals', 'पूर्व प्राचार्य')),
            leaf('/about/we-value-their-services/our-past-faculties', L('Our Past Faculties', 'पूर्व प्राध्यापक')),
          ],
        },
      ],
    },
    {
      key: 'administration',
      href: '/administration',
      label: L('Administration', 'प्रशासन'),
      children: [
        leaf('/administration/principals-message', L("Principal's Message", 'प्राचार्य का संदेश')),
        leaf('/administration/public-relations-officer', L('Public Relation Officer', 'जनसंपर्क अधिकारी')),
        leaf('/administration/proctorial-board', L('Proctorial Board', 'अनुशासन मंडल')),
        leaf('/administration/councils', L('Committees', 'समितियाँ')),
        placeholder('/administration/parishad'),
        placeholder('/administration/iqac'),
        {
          ...placeholder('/administration/rules-and-regulations'),
          children: [placeholder('/administration/rules-and-regulations/ugc-regulation-2018')],
        },
        placeholder('/administration/rusa'),
      ],
    },
    {
      key: 'faculties',
      href: '/faculties-staffs',
      label: L('Faculties & Staff', 'संकाय एवं कर्मचारी'),
      children: facultyEntries(data.staffs).map((f) => leaf(`/faculties-staffs/${f.slug}`, f.label)),
    },
    {
      key: 'academic',
      href: '/academic',
      label: L('Academic', 'शैक्षणिक'),
      children: [
        leaf('/academic/ug-courses', L('UG Courses', 'स्नातक पाठ्यक्रम')),
        leaf('/academic/pg-courses', L('PG Courses', 'परास्नातक पाठ्यक्रम')),
        leaf('/academic/courses/science', L('Science Courses', 'विज्ञान संकाय के पाठ्यक्रम')),
        leaf('/academic/courses/commerce', L('Commerce Courses', 'वाणिज्य संकाय के पाठ्यक्रम')),
        leaf('/academic/list-of-holidays', L('List of Holidays', 'अवकाश सूची')),
        placeholder('/academic/academic-calendar'),
        placeholder('/academic/time-table'),
        placeholder('/academic/teaching-plan'),
        placeholder('/academic/honors-awards-achievements'),
        placeholder('/academic/publications'),
        placeholder('/academic/seminar'),
        placeholder('/academic/workshop'),
        placeholder('/academic/guest-lectures'),
        placeholder('/academic/university-examination'),
        placeholder('/academic/research'),
        placeholder('/academic/best-practices'),
        placeholder('/academic/other'),
      ],
    },
    {
      key: 'facilities',
      href: '/facilities',
      label: L('Facilities', 'सुविधाएँ'),
      children: facilityEntries(data.store).map((f) => leaf(`/facilities/${f.slug}`, f.label)),
    },
    {
      key: 'students',
      href: '/students',
      label: L('Students', 'विद्यार्थी'),
      children: [
        leaf('/students/syllabus', L('Syllabus', 'पाठ्यक्रम (सिलेबस)')),
        leaf('/students/admission', L('Admission Process', 'प्रवेश प्रक्रिया')),
        leaf('/students/admission-rules', L('Admission Rules', 'प्रवेश नियम')),
        placeholder('/students/prospectus'),
        placeholder('/students/results'),
      ],
    },
    {
      key: 'gallery',
      href: '/gallery',
      label: L('Gallery', 'गैलरी'),
      children: galleryTypes(data.gallery_images).map((g) => leaf(`/gallery/${g.slug}`, g.label)),
    },
    {
      key: 'rankings',
      href: '/rankings',
      label: L('Rankings', 'रैंकिंग'),
      children: [leaf('/rankings/NIRF', L('NIRF', 'एनआईआरएफ (NIRF)')), placeholder('/rankings/NAAC')],
    },
    {
      key: 'other-link',
      label: L('Other Link', 'अन्य लिंक'),
      children: [
        { key: 'gyanpathik', href: data.documents.gyanpathik, newTab: true, label: L('Gyanpathik', 'ज्ञानपथिक') },
        { key: 'samiti', href: data.documents.samiti, newTab: true, label: L('Samiti', 'समिति') },
      ],
    },
    leaf('/contact-us', L('Contact Us', 'संपर्क करें')),
    {
      key: 'student-portal',
      href: data.isAuthenticated ? '/student/dashboard' : '/student/login',
      label: L('Student Portal', 'छात्र पोर्टल'),
    },
  ];
}

/** Menu behaviour (SPEC §9). */
export const MENU_BEHAVIOUR = {
  hoverTimeoutMs: 300,
  hoverIntervalMs: 100,
  /** How far the pointer may move between two samples and still count as resting on an entry. */
  hoverSensitivityPx: 7,
  breakpointPx: 768,
  effectSpeedMs: 200,
} as const;

/** The menu entry for a path, searched depth first. */
export function findMenuItem(menu: readonly MenuItem[], href: string): MenuItem | undefined {
  const want = href.replace(/\/+$/, '') || '/';
  for (const item of menu) {
    if (!item.newTab && item.href === want) return item;
    const inner = item.children ? findMenuItem(item.children, want) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

function flatten(menu: readonly MenuItem[]): MenuItem[] {
  return menu.flatMap((i) => [i, ...flatten(i.children ?? [])]);
}

/** The pages one level below a path (a breadcrumb's section), from the menu: /about lists About Us, Our History... */
export function menuSection(menu: readonly MenuItem[], path: string): MenuItem[] {
  const base = path.replace(/\/+$/, '');
  const depth = base.split('/').length;
  const seen = new Set<string>();
  return flatten(menu).filter((i) => {
    if (!i.href || i.newTab || !i.href.startsWith(`${base}/`) || i.href.split('/').length !== depth + 1) return false;
    if (seen.has(i.href)) return false;
    seen.add(i.href);
    return true;
  });
}

/** Labels of URL segments no menu entry names. */
export const SEGMENT_LABELS: Readonly<Record<string, Bilingual>> = {
  courses: L('Courses', 'पाठ्यक्रम'),
  'feedback-form': L('Feedback', 'प्रतिक्रिया'),
  'merit-list': MERIT_LIST_TEXT.title,
};

export interface Crumb {
  label: string;
  href: string;
  lang?: Language;
}

/** The breadcrumb of a page (Home, then each segment to its cumulative path), labelled from the menu when it can. */
export function breadcrumbTrail(pathname: string, menu: readonly MenuItem[], lang: Language): Crumb[] {
  // A merit list's address has no page at its course or year: Home, Merit lists, then the list itself by its year
  // and round (the page's title above names the course in words; a course code is no word for a reader, and the
  // catalogue's names would cost every page's start-up bundle 0.5 KB).
  const merit = /^\/merit-list\/([A-Za-z]{1,20})\/(\d{1,2})\/(\d{1,4})\/?$/.exec(pathname);
  if (merit) {
    const [, , year, round] = merit;
    const label = `${pick(MERIT_LIST_TEXT.year, lang)} ${year}, ${pick(MERIT_LIST_TEXT.round, lang)} ${round}`;
    return [
      { label: pick(L('Home', 'मुखपृष्ठ'), lang), href: '/', lang },
      { label: pick(MERIT_LIST_TEXT.title, lang), href: MERIT_LIST_INDEX_PATH, lang },
      { label, href: pathname.replace(/\/+$/, ''), lang },
    ];
  }
  return breadcrumb(pathname).map((c, i) => {
    if (i === 0) return { label: pick(L('Home', 'मुखपृष्ठ'), lang), href: c.href, lang };
    const segment = c.href.slice(c.href.lastIndexOf('/') + 1);
    const found = findMenuItem(menu, c.href)?.label ?? SEGMENT_LABELS[segment];
    if (!found) return { label: c.label, href: c.href, lang: 'en' };
    return { label: pick(found, lang), href: c.href, lang: languageOfLabel(found, lang) };
  });
}
