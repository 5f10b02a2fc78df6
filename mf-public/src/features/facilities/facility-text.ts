// Texts of the fixed facilities (used when the store has none, and for their pages), and the Hindi note on the
// college's founding those pages show (SPEC §2).
import type { Bilingual } from '@college/shared-types';

const L = (en: string, hi: string): Bilingual => ({ en, hi });

export const FIXED_FACILITY_TEXT: Readonly<Record<string, Bilingual>> = {
  'multipurpose-hall': L(
    'The multipurpose hall seats three hundred people. It hosts seminars, cultural programmes, orientation of new students and examinations.',
    'बहुउद्देशीय हॉल में तीन सौ लोगों के बैठने की व्यवस्था है। यहाँ संगोष्ठियाँ, सांस्कृतिक कार्यक्रम, नए विद्यार्थियों का अभिमुखीकरण एवं परीक्षाएँ आयोजित होती हैं।',
  ),
  'smart-class-room': L(
    'Smart classrooms with interactive boards and projectors let teachers use video, simulations and online lectures in everyday teaching.',
    'इंटरैक्टिव बोर्ड एवं प्रोजेक्टर से युक्त स्मार्ट कक्षाओं में शिक्षक दैनिक शिक्षण में वीडियो, सिमुलेशन एवं ऑनलाइन व्याख्यानों का उपयोग करते हैं।',
  ),
  'women-health-club': L(
    'The women health club holds health check-ups, counselling and talks on nutrition, hygiene and fitness for the young women of the college.',
    'महिला स्वास्थ्य क्लब महाविद्यालय की छात्राओं के लिए स्वास्थ्य परीक्षण, परामर्श तथा पोषण, स्वच्छता एवं फ़िटनेस पर वार्ताएँ आयोजित करता है।',
  ),
  'computer-lab': L(
    'The computer lab has networked computers with internet access for practical classes, online forms and the digital skills of every student.',
    'कंप्यूटर लैब में इंटरनेट से जुड़े कंप्यूटर हैं, जिनका उपयोग प्रायोगिक कक्षाओं, ऑनलाइन फ़ॉर्म एवं प्रत्येक विद्यार्थी के डिजिटल कौशल के लिए होता है।',
  ),
  library: L(
    'The library holds 17,457 books and journals, with a reading room, textbooks for every course and a book bank for students who need it.',
    'पुस्तकालय में 17,457 पुस्तकें एवं पत्रिकाएँ हैं, साथ ही वाचनालय, प्रत्येक पाठ्यक्रम की पाठ्यपुस्तकें एवं ज़रूरतमंद विद्यार्थियों के लिए बुक बैंक की सुविधा है।',
  ),
  'e-library': L(
    'The e-library gives access to e-books, e-journals and the national digital libraries from computers on the campus.',
    'ई-पुस्तकालय परिसर के कंप्यूटरों से ई-पुस्तकों, ई-पत्रिकाओं एवं राष्ट्रीय डिजिटल पुस्तकालयों तक पहुँच प्रदान करता है।',
  ),
  'e-learning-park': L(
    'The e-learning park is a quiet, Wi-Fi enabled open space where students follow online courses and lectures between classes.',
    'ई-लर्निंग पार्क वाई-फ़ाई युक्त एक शांत खुला स्थान है, जहाँ विद्यार्थी कक्षाओं के बीच ऑनलाइन पाठ्यक्रम एवं व्याख्यान देखते हैं।',
  ),
  'college-store': L(
    'The college store sells stationery, practical files and laboratory coats to students at fair prices.',
    'महाविद्यालय भंडार विद्यार्थियों को उचित मूल्य पर लेखन सामग्री, प्रायोगिक फ़ाइलें एवं प्रयोगशाला कोट उपलब्ध कराता है।',
  ),
};

export const FOUNDING_HEADING = L('The founding of the college', 'महाविद्यालय की स्थापना');

/** Always shown in Hindi, whatever the page language. */
export function foundingText(hindiName: string): string {
  return `${hindiName} की स्थापना वर्ष 1997 में उत्तर प्रदेश शासन द्वारा इस ग्रामीण अंचल के विद्यार्थियों को उनके अपने क्षेत्र में उच्च शिक्षा सुलभ कराने के उद्देश्य से की गई। विज्ञान एवं वाणिज्य के स्नातक पाठ्यक्रमों से आरम्भ होकर महाविद्यालय ने वर्ष 2013 में परास्नातक शिक्षा प्रारम्भ की। प्रयोगशालाएँ, पुस्तकालय, स्मार्ट कक्षाएँ एवं ये सभी सुविधाएँ इसी उद्देश्य से विकसित की गई हैं कि प्रत्येक विद्यार्थी को गुणवत्तापूर्ण शिक्षा मिल सके।`;
}
