// Every fixed text of the header, menu, banner and footer, in English and Hindi.
import type { Bilingual } from '@college/shared-types';

const L = (en: string, hi: string): Bilingual => ({ en, hi });

export const CHROME_TEXT = {
  skipToContent: L('Skip to main content', 'मुख्य सामग्री पर जाएँ'),
  phone: L('Phone', 'फ़ोन'),
  email: L('Email', 'ईमेल'),
  address: L('Address', 'पता'),
  notAvailable: L('Not available', 'उपलब्ध नहीं'),
  followUs: L('Follow us on social media', 'सोशल मीडिया पर हमसे जुड़ें'),
  homeLink: L('home page', 'मुखपृष्ठ'),
  menu: L('Menu', 'मेनू'),
  apply: L('Apply / Student Login', 'आवेदन / छात्र लॉगिन'),
  myDashboard: L('My Dashboard', 'मेरा डैशबोर्ड'),
  closeMenu: L('Close menu', 'मेनू बंद करें'),
  newTab: L('(opens in a new tab)', '(नए टैब में खुलता है)'),
  breadcrumb: L('Breadcrumb', 'ब्रेडक्रंब'),
  policies: L('Website policies', 'वेबसाइट नीतियाँ'),
  aboutHeading: L('About the College', 'महाविद्यालय के बारे में'),
  aboutFallback: L(
    'A government degree college of science and commerce in Uttar Pradesh, offering undergraduate and postgraduate courses to the students of the district.',
    'उत्तर प्रदेश का विज्ञान एवं वाणिज्य का राजकीय स्नातक महाविद्यालय, जो ज़िले के विद्यार्थियों को स्नातक एवं परास्नातक शिक्षा प्रदान करता है।',
  ),
  quickLinks: L('Quick Links', 'त्वरित लिंक'),
  usefulLinks: L('Useful Links', 'उपयोगी लिंक'),
  contactHeading: L('Contact Information', 'संपर्क सूत्र'),
  admissionPortal: L('Online Admission Portal', 'ऑनलाइन प्रवेश पोर्टल'),
  rights: L('All rights reserved.', 'सर्वाधिकार सुरक्षित।'),
  developer: L(
    'Designed and developed by the IT Cell of the college',
    'महाविद्यालय के आईटी प्रकोष्ठ द्वारा अभिकल्पित एवं विकसित',
  ),
  version: L('Version', 'संस्करण'),
} as const;

/** Footer quick links (SPEC §2): Exams, Admissions, Results, Students, University, Academics. */
export const QUICK_LINKS: ReadonlyArray<{ href: string; label: Bilingual; newTab?: boolean }> = [
  { href: '/academic/university-examination', label: L('Exams', 'परीक्षाएँ') },
  { href: '/students/admission', label: L('Admissions', 'प्रवेश') },
  { href: '/students/results', label: L('Results', 'परिणाम') },
  { href: '/students', label: L('Students', 'विद्यार्थी') },
  { href: '/students/syllabus', label: L('University', 'विश्वविद्यालय') },
  { href: '/academic', label: L('Academics', 'शैक्षणिक') },
];
