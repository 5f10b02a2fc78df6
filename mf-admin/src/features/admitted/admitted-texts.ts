// The admitted register's words in English and Hindi.
import type { Bilingual } from '@college/shared-types';

export const TEXT = {
  title: { en: 'Admitted register', hi: 'प्रवेशित विद्यार्थी रजिस्टर' },
  intro: {
    en: 'Every student whose admission fee is paid, with the enrolment number given on payment. Filter it, download it as a spreadsheet (CSV) or print it.',
    hi: 'वे सभी विद्यार्थी जिनका प्रवेश शुल्क जमा है, भुगतान पर मिली नामांकन संख्या के साथ। छाँटें, स्प्रेडशीट (CSV) के रूप में डाउनलोड करें या प्रिंट करें।',
  },
  filters: { en: 'Filters', hi: 'फ़िल्टर' },
  search: {
    en: 'Search (enrolment, form number, name, father’s name)',
    hi: 'खोजें (नामांकन, फ़ॉर्म संख्या, नाम, पिता का नाम)',
  },
  anyCourse: { en: 'Every course', hi: 'सभी पाठ्यक्रम' },
  anyYear: { en: 'Every year', hi: 'सभी वर्ष' },
  anyCategory: { en: 'Every category', hi: 'सभी वर्ग' },
  yearOption: { en: 'Year {year}', hi: 'वर्ष {year}' },
  download: { en: 'Download CSV', hi: 'CSV डाउनलोड करें' },
  print: { en: 'Print register', hi: 'रजिस्टर प्रिंट करें' },
  count: { en: '{count} students admitted', hi: '{count} विद्यार्थी प्रवेशित' },
  none: { en: 'No admitted student matches these filters.', hi: 'इन फ़िल्टरों से मेल खाता कोई प्रवेशित विद्यार्थी नहीं है।' },
  caption: { en: 'Admitted students', hi: 'प्रवेशित विद्यार्थी' },
  scroll: { en: '{table} (scrolls sideways)', hi: '{table} (बगल में खिसकाएँ)' },
  enrolment: { en: 'Enrolment number', hi: 'नामांकन संख्या' },
  form: { en: 'Form number', hi: 'फ़ॉर्म संख्या' },
  name: { en: 'Name', hi: 'नाम' },
  father: { en: 'Father’s name', hi: 'पिता का नाम' },
  course: { en: 'Course', hi: 'पाठ्यक्रम' },
  year: { en: 'Year', hi: 'वर्ष' },
  category: { en: 'Category', hi: 'वर्ग' },
  seat: { en: 'Seat', hi: 'सीट' },
  direct: { en: 'Direct admission', hi: 'सीधा प्रवेश' },
  indexMarks: { en: 'Index marks', hi: 'सूचकांक अंक' },
  admittedAt: { en: 'Admitted at (India time)', hi: 'प्रवेश तिथि (भारतीय समय)' },
  fee: { en: 'Fee paid', hi: 'जमा शुल्क' },
  receipt: { en: 'Transaction / bank reference', hi: 'लेन-देन / बैंक संदर्भ' },
  registerOf: { en: 'Register of admitted students', hi: 'प्रवेशित विद्यार्थियों का रजिस्टर' },
  printedOn: { en: 'Printed on {date}', hi: 'मुद्रण तिथि {date}' },
  allCourses: { en: 'All courses', hi: 'सभी पाठ्यक्रम' },
  signature: { en: 'Signature of the Principal', hi: 'प्राचार्य के हस्ताक्षर' },
  checkedBy: { en: 'Checked by (admission clerk)', hi: 'जाँचकर्ता (प्रवेश लिपिक)' },
} satisfies Record<string, Bilingual>;

export const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
