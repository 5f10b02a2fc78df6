// The merit list pages' own words in English and Hindi (the columns and statuses are shared with the API's CSV).
import type { Bilingual } from '@college/shared-types';

const L = (en: string, hi: string): Bilingual => ({ en, hi });

export const MERIT_TEXT = {
  title: L('Merit lists', 'मेरिट सूचियाँ'),
  intro: L(
    'The merit lists of admission by merit, per course, year and round, as published by the college. Each row shows where the applicant stands now.',
    'मेरिट आधारित प्रवेश की सूचियाँ, पाठ्यक्रम, वर्ष एवं चरण के अनुसार, जैसी महाविद्यालय ने प्रकाशित की हैं। प्रत्येक पंक्ति अभ्यर्थी की वर्तमान स्थिति दर्शाती है।',
  ),
  none: L('No merit list has been published yet.', 'अभी कोई मेरिट सूची प्रकाशित नहीं हुई है।'),
  year: (n: number) => L(`Year ${n}`, `वर्ष ${n}`),
  round: (n: number) => L(`Round ${n}`, `चरण ${n}`),
  rows: (n: number) => L(`${n} applicants`, `${n} अभ्यर्थी`),
  published: (d: string) => L(`published ${d}`, `प्रकाशित ${d}`),
  publishedOn: L('Published', 'प्रकाशित'),
  open: L('payment window open', 'भुगतान अवधि खुली'),
  closed: L('round closed', 'चरण बंद'),
  listTitle: L('Merit list', 'मेरिट सूची'),
  allLists: L('All merit lists', 'सभी मेरिट सूचियाँ'),
  search: L('Search by form number', 'फ़ॉर्म संख्या से खोजें'),
  find: L('Search', 'खोजें'),
  clear: L('Show the whole list', 'पूरी सूची देखें'),
  digitsOnly: L('Enter the form number in digits only.', 'फ़ॉर्म संख्या केवल अंकों में लिखें।'),
  found: (n: number, q: string) => L(`${n} found for form number ${q}`, `फ़ॉर्म संख्या ${q} के लिए ${n} मिले`),
  notFound: (q: string) =>
    L(`No applicant with form number ${q} is in this list.`, `फ़ॉर्म संख्या ${q} का कोई अभ्यर्थी इस सूची में नहीं है।`),
  csv: L('Download CSV', 'सीएसवी डाउनलोड करें'),
  pdf: L('Print or save as PDF', 'प्रिंट करें या पीडीएफ़ सहेजें'),
  newTab: L('(opens in a new tab)', '(नए टैब में खुलता है)'),
  caption: (from: number, to: number, total: number) =>
    L(`Ranks ${from}–${to} of ${total}`, `${total} में से रैंक ${from}–${to}`),
  searchCaption: L('Search result', 'खोज परिणाम'),
  previous: L('Previous page', 'पिछला पृष्ठ'),
  next: L('Next page', 'अगला पृष्ठ'),
  pageOf: (p: number, n: number) => L(`Page ${p} of ${n}`, `पृष्ठ ${p} / ${n}`),
  pager: L('Pages of the list', 'सूची के पृष्ठ'),
  notPublished: L(
    'No merit list of this course, year and round has been published.',
    'इस पाठ्यक्रम, वर्ष और चरण की कोई मेरिट सूची प्रकाशित नहीं हुई है।',
  ),
  failed: L(
    'The merit list could not be loaded. Check your connection and try again.',
    'मेरिट सूची लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन जाँचें और पुनः प्रयास करें।',
  ),
  retry: L('Try again', 'पुनः प्रयास करें'),
  waitingNote: L('—', '—'),
};
