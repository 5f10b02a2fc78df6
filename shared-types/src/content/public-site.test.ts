import type { Facility } from '../index';
import {
  ENQUIRY,
  FIXED_FACILITIES,
  biodataLink,
  breadcrumbTrail,
  buildMenu,
  facilityEntries,
  facultyEntries,
  findMenuItem,
  menuSection,
  galleryImagesOf,
  galleryTypes,
  homeGallery,
  isEnquirySent,
  languageOfText,
  parseLanguage,
  pick,
  splitNotices,
  staffOf,
  tableCell,
  type MenuData,
  type MenuItem,
} from '../index';
import { slugify } from '../index';

const documents = { gyanpathik: '/docs/gyanpathik.pdf', samiti: '/docs/samiti.pdf' };
const data = (over: Partial<MenuData> = {}): MenuData => ({
  store: null,
  gallery_images: [],
  staffs: [],
  isAuthenticated: false,
  documents,
  ...over,
});
const top = (menu: MenuItem[], key: string) => menu.find((m) => m.key === key) as MenuItem;
const hrefs = (item: MenuItem) => (item.children ?? []).map((c) => c.href);
const facility = (id: number, name: string): Facility => ({ id, name, image: null, description: null });

describe('languages', () => {
  it('parses a stored language and falls back to English', () => {
    expect(parseLanguage('hi')).toBe('hi');
    expect(parseLanguage('hi-IN')).toBe('hi');
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('fr')).toBe('en');
    expect(parseLanguage(null)).toBe('en');
  });
  it('picks the text of a language; a stored string stays as stored', () => {
    expect(pick({ en: 'Home', hi: 'मुखपृष्ठ' }, 'hi')).toBe('मुखपृष्ठ');
    expect(pick({ en: 'Home', hi: 'मुखपृष्ठ' }, 'en')).toBe('Home');
    expect(pick('Annual Function', 'hi')).toBe('Annual Function');
  });
  it('tells the script a stored text is written in', () => {
    expect(languageOfText('वार्षिकोत्सव')).toBe('hi');
    expect(languageOfText('Annual Function')).toBe('en');
    expect(languageOfText('Sports Day / खेल दिवस समारोह')).toBe('hi');
    expect(languageOfText('2025')).toBeUndefined();
    expect(languageOfText(null)).toBeUndefined();
  });
});

describe('menu built from the site data', () => {
  it('replaces Gallery by one entry per distinct title, then Photo, Video and News', () => {
    const menu = buildMenu(
      data({
        gallery_images: [
          { title: 'Annual Function' },
          { title: 'Sports Day' },
          { title: 'Annual Function' },
          { title: ' Video ' },
        ],
      }),
    );
    const gallery = top(menu, 'gallery');
    expect(hrefs(gallery)).toEqual([
      '/gallery/annual-function',
      '/gallery/sports-day',
      '/gallery/video',
      '/gallery/photo',
      '/gallery/news',
    ]);
    expect(gallery.children?.[0]?.label).toBe('Annual Function');
  });

  it('lists each facility of the store, or the fixed set when the store has none', () => {
    const withStore = buildMenu(
      data({ store: { facilities: [facility(1, 'Sports Ground'), facility(2, 'NCC Room')] } }),
    );
    expect(hrefs(top(withStore, 'facilities'))).toEqual(['/facilities/sports-ground', '/facilities/ncc-room']);
    const fixed = buildMenu(data({ store: { facilities: [] } }));
    expect(hrefs(top(fixed, 'facilities'))).toEqual([
      '/facilities/multipurpose-hall',
      '/facilities/smart-class-room',
      '/facilities/women-health-club',
      '/facilities/computer-lab',
      '/facilities/library',
      '/facilities/e-library',
      '/facilities/e-learning-park',
      '/facilities/college-store',
    ]);
  });

  it('has one faculty page per distinct stream, then Library and Office Work', () => {
    const menu = buildMenu(
      data({ staffs: [{ stream: 'Science' }, { stream: 'Commerce' }, { stream: 'science' }, { stream: null }] }),
    );
    expect(hrefs(top(menu, 'faculties'))).toEqual([
      '/faculties-staffs/science',
      '/faculties-staffs/commerce',
      '/faculties-staffs/library',
      '/faculties-staffs/office-work',
    ]);
  });

  it("opens the two documents of 'Other Link' in a new tab", () => {
    const other = top(buildMenu(data()), 'other-link');
    expect(other.children).toEqual([
      expect.objectContaining({
        href: documents.gyanpathik,
        newTab: true,
        label: { en: 'Gyanpathik', hi: 'ज्ञानपथिक' },
      }),
      expect.objectContaining({ href: documents.samiti, newTab: true, label: { en: 'Samiti', hi: 'समिति' } }),
    ]);
  });

  it('keeps Prospectus and Results as placeholders and the student portal entry', () => {
    const menu = buildMenu(data());
    expect(hrefs(top(menu, 'students'))).toEqual(
      expect.arrayContaining(['/students/prospectus', '/students/results', '/students/admission-rules']),
    );
    expect(top(menu, 'student-portal').href).toBe('/student/login');
    expect(top(buildMenu(data({ isAuthenticated: true })), 'student-portal').href).toBe('/student/dashboard');
    expect(pick(top(menu, 'student-portal').label, 'en')).toBe('Student Portal');
    expect(pick(menu[menu.length - 2]?.label ?? '', 'en')).toBe('Contact Us');
  });

  it('gives every entry a unique key and both languages to every fixed label', () => {
    const keys: string[] = [];
    const walk = (items: MenuItem[]) =>
      items.forEach((i) => {
        keys.push(i.key);
        if (typeof i.label !== 'string') {
          expect(i.label.en.length).toBeGreaterThan(0);
          expect(i.label.hi).toMatch(/[\u0900-\u097F]/);
        }
        if (i.children) walk(i.children);
      });
    walk(buildMenu(data({ gallery_images: [{ title: 'Photo' }] })));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds an entry by path, ignoring a trailing slash', () => {
    const menu = buildMenu(data());
    expect(pick(findMenuItem(menu, '/about/our-history/')?.label ?? '', 'en')).toBe('Our History');
    expect(findMenuItem(menu, '/nowhere')).toBeUndefined();
  });
});

describe('menu sections', () => {
  it('lists the pages one level below a section path', () => {
    const menu = buildMenu(data());
    expect(menuSection(menu, '/about').map((i) => i.href)).toEqual([
      '/about/about-us',
      '/about/our-history',
      '/about/vision-mission',
      '/about/we-value-their-services',
    ]);
    expect(menuSection(menu, '/academic/courses').map((i) => i.href)).toEqual([
      '/academic/courses/science',
      '/academic/courses/commerce',
    ]);
    expect(menuSection(menu, '/about/we-value-their-services/')).toHaveLength(2);
    expect(menuSection(menu, '/nowhere')).toEqual([]);
  });
});

describe('lists behind the routes', () => {
  it('falls back to a slug from the id when a name has no Latin letters', () => {
    expect(facilityEntries({ facilities: [facility(7, 'पुस्तकालय')] })[0]?.slug).toBe('facility-7');
    expect(galleryTypes([{ title: 'वार्षिकोत्सव' }])[0]?.slug).toBe('type-1');
  });
  it('uses the fixed facilities with their Hindi names when the store has none', () => {
    expect(facilityEntries(null)).toHaveLength(8);
    expect(FIXED_FACILITIES.every((f) => slugify(pick(f.label, 'en')) === f.slug)).toBe(true);
  });
  it('lists the images of a gallery type by exact title', () => {
    const images = [
      { id: 1, title: 'Sports Day' },
      { id: 2, title: 'Annual Function' },
      { id: 3, title: 'Sports Day ' },
    ];
    const [sports] = galleryTypes(images);
    expect(galleryImagesOf(images, sports!).map((i) => i.id)).toEqual([1, 3]);
    expect(galleryImagesOf(images, { slug: 'video', label: 'Video' })).toEqual([]);
  });
  it('lists the staff of a stream by slug', () => {
    const staffs = [
      { id: 1, stream: 'Science' },
      { id: 2, stream: 'Commerce' },
      { id: 3, stream: 'science ' },
      { id: 4, stream: null },
    ];
    expect(staffOf(staffs, 'science').map((s) => s.id)).toEqual([1, 3]);
    expect(facultyEntries(staffs).map((f) => f.slug)).toEqual(['science', 'commerce', 'library', 'office-work']);
  });
});

describe('breadcrumb trail', () => {
  const menu = buildMenu(data({ gallery_images: [{ title: 'Annual Function' }] }));
  it('starts at Home and links each segment to its cumulative path', () => {
    const trail = breadcrumbTrail('/about/we-value-their-services/our-past-principal', menu, 'en');
    expect(trail.map((c) => c.href)).toEqual([
      '/',
      '/about',
      '/about/we-value-their-services',
      '/about/we-value-their-services/our-past-principal',
    ]);
    expect(trail.map((c) => c.label)).toEqual(['Home', 'About', 'We Value Their Services', 'Our Past Principals']);
  });
  it('speaks Hindi when the page does, keeps stored names as stored, and labels unknown segments from the URL', () => {
    const trail = breadcrumbTrail('/gallery/annual-function', menu, 'hi');
    expect(trail.map((c) => c.label)).toEqual(['मुखपृष्ठ', 'गैलरी', 'Annual Function']);
    expect(trail[2]?.lang).toBe('en');
    expect(breadcrumbTrail('/no/such-page', menu, 'en').map((c) => c.label)).toEqual(['Home', 'No', 'Such Page']);
    expect(breadcrumbTrail('/academic/courses/science', menu, 'hi')[2]?.label).toBe('पाठ्यक्रम');
  });

  it('names a merit list’s trail Home, Merit lists, the list, with no link to a page that does not exist', () => {
    expect(breadcrumbTrail('/merit-list/BSCMATH/2/1', [], 'hi')).toEqual([
      { label: 'मुखपृष्ठ', href: '/', lang: 'hi' },
      { label: 'मेरिट सूचियाँ', href: '/merit-list', lang: 'hi' },
      { label: 'वर्ष 2, चरण 1', href: '/merit-list/BSCMATH/2/1', lang: 'hi' },
    ]);
    expect(breadcrumbTrail('/merit-list', [], 'en').map((c) => c.label)).toEqual(['Home', 'Merit lists']);
  });
});

describe('table cell rule', () => {
  it('shows an https value not ending .pdf as an image', () => {
    expect(tableCell('https://example.org/photo.jpg')).toEqual({ kind: 'image', src: 'https://example.org/photo.jpg' });
  });
  it("shows a PDF link as a 'View PDF' button, whatever its case or query", () => {
    expect(tableCell('https://example.org/nirf.pdf')).toEqual({ kind: 'pdf', href: 'https://example.org/nirf.pdf' });
    expect(tableCell('/docs/Report.PDF?v=2')).toEqual({ kind: 'pdf', href: '/docs/Report.PDF?v=2' });
  });
  it('keeps anything else as text', () => {
    expect(tableCell('http://example.org/photo.jpg')).toEqual({ kind: 'text', text: 'http://example.org/photo.jpg' });
    expect(tableCell('Annual report.pdf is late')).toEqual({ kind: 'text', text: 'Annual report.pdf is late' });
    expect(tableCell(12)).toEqual({ kind: 'text', text: '12' });
    expect(tableCell(null)).toEqual({ kind: 'text', text: '' });
  });
});

describe('bio-data table', () => {
  it("takes the staff member's stored bio-data address; an empty or missing one has no link", () => {
    expect(biodataLink({ bio_data: '/api/media/biodata-staff-1.pdf' })).toBe('/api/media/biodata-staff-1.pdf');
    expect(biodataLink({ bio_data: '  ' })).toBeNull();
    expect(biodataLink({ bio_data: null })).toBeNull();
    expect(biodataLink({})).toBeNull();
  });
});

describe('home page and enquiry', () => {
  it('splits notices into the notice board (typeof 1) and events (typeof 2)', () => {
    const n = [
      { id: 1, typeof: 1 as const },
      { id: 2, typeof: 2 as const },
      { id: 3, typeof: '1' as unknown as 1 },
    ];
    const { board, events } = splitNotices(n);
    expect(board.map((x) => x.id)).toEqual([1, 3]);
    expect(events.map((x) => x.id)).toEqual([2]);
  });
  it('shows the first three gallery images', () => {
    expect(homeGallery([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
    expect(homeGallery(null)).toEqual([]);
  });
  it("counts an enquiry as sent only on exactly 'Sent Message Successfully'", () => {
    expect(isEnquirySent('Sent Message Successfully')).toBe(true);
    expect(isEnquirySent('sent message successfully')).toBe(false);
    expect(isEnquirySent('Sent Message Successfully.')).toBe(false);
    expect(ENQUIRY.toastMs).toBe(5000);
  });
});
