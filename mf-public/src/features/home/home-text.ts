// Fixed texts of the home page in English and Hindi, with the four dignitaries and the six Facilities tiles.
import type { Bilingual } from '@college/shared-types';

const L = (en: string, hi: string): Bilingual => ({ en, hi });

export const HOME_TEXT = {
  welcome: L('Welcome to', 'आपका स्वागत है'),
  aboutFallback: L(
    'A government degree college of science and commerce, teaching undergraduate and postgraduate courses to the young people of the district.',
    'विज्ञान एवं वाणिज्य का राजकीय स्नातक महाविद्यालय, जो ज़िले के युवाओं को स्नातक एवं परास्नातक शिक्षा प्रदान करता है।',
  ),
  aboutUs: L('About the college', 'महाविद्यालय के बारे में'),
  ePathshala: L('E-Pathshala', 'ई-पाठशाला'),
  aboutImage: L('The college campus', 'महाविद्यालय परिसर'),
  slides: L('Photographs of the college', 'महाविद्यालय के चित्र'),
  slide: (i: number, n: number) => L(`Photograph ${i} of ${n}`, `चित्र ${i} / ${n}`),
  pauseSlides: L('Pause the slideshow', 'स्लाइड शो रोकें'),
  playSlides: L('Play the slideshow', 'स्लाइड शो चलाएँ'),
  latest: L('Latest', 'नवीनतम'),
  latestNews: L('Latest news', 'नवीनतम समाचार'),
  pause: L('Pause', 'रोकें'),
  play: L('Play', 'चलाएँ'),
  noticeBoard: L('Notice Board', 'सूचना पट्ट'),
  meritLists: L('Merit lists of admission (each course and round)', 'प्रवेश की मेरिट सूचियाँ (प्रत्येक पाठ्यक्रम एवं चरण)'),
  events: L('Events', 'कार्यक्रम'),
  noNotices: L('There are no notices at present.', 'अभी कोई सूचना नहीं है।'),
  noEvents: L('There are no events at present.', 'अभी कोई कार्यक्रम नहीं है।'),
  view: L('View', 'देखें'),
  newTab: L('(opens in a new tab)', '(नए टैब में खुलता है)'),
  principal: L("Principal's Message", 'प्राचार्य का संदेश'),
  principalPhoto: L('The Principal', 'प्राचार्य'),
  principalFallback: L(
    'Dear students, welcome to the college. Study with sincerity and make full use of all that the college offers.',
    'प्रिय विद्यार्थियों, महाविद्यालय में आपका स्वागत है। निष्ठा से अध्ययन करें और महाविद्यालय की सभी सुविधाओं का पूरा लाभ उठाएँ।',
  ),
  readMore: L('Read the full message', 'पूरा संदेश पढ़ें'),
  dignitaries: L('Our Patrons', 'हमारे संरक्षक'),
  facilities: L('Facilities', 'सुविधाएँ'),
  ctaTitle: L('Admissions 2025-26 are open', 'प्रवेश 2025-26 प्रारम्भ'),
  ctaText: L(
    'Register on the student portal, fill the admission form for your course and pay the fees online.',
    'छात्र पोर्टल पर पंजीकरण करें, अपने पाठ्यक्रम का प्रवेश फ़ॉर्म भरें और शुल्क ऑनलाइन जमा करें।',
  ),
  apply: L('Apply Online', 'ऑनलाइन आवेदन करें'),
  process: L('Admission Process', 'प्रवेश प्रक्रिया'),
  gallery: L('Photo Gallery', 'फ़ोटो गैलरी'),
  viewGallery: L('View the gallery', 'पूरी गैलरी देखें'),
} as const;

export const DIGNITARIES: ReadonlyArray<{ name: Bilingual; post: Bilingual }> = [
  {
    name: L('Smt. Anandiben Patel', 'श्रीमती आनंदीबेन पटेल'),
    post: L("Hon'ble Governor, Uttar Pradesh", 'माननीय राज्यपाल, उत्तर प्रदेश'),
  },
  {
    name: L('Shri Yogi Adityanath', 'श्री योगी आदित्यनाथ'),
    post: L("Hon'ble Chief Minister, Uttar Pradesh", 'माननीय मुख्यमंत्री, उत्तर प्रदेश'),
  },
  {
    name: L('Shri Yogendra Upadhyay', 'श्री योगेन्द्र उपाध्याय'),
    post: L("Hon'ble Minister of Higher Education, Uttar Pradesh", 'माननीय उच्च शिक्षा मंत्री, उत्तर प्रदेश'),
  },
  {
    name: L('Smt. Rajni Tiwari', 'श्रीमती रजनी तिवारी'),
    post: L("Hon'ble Minister of State for Higher Education, Uttar Pradesh", 'माननीय उच्च शिक्षा राज्य मंत्री, उत्तर प्रदेश'),
  },
];

export type TileIcon = 'sports' | 'shield' | 'book' | 'support' | 'flask' | 'trophy';

export const FACILITY_TILES: ReadonlyArray<{ icon: TileIcon; title: Bilingual; text: Bilingual }> = [
  {
    icon: 'sports',
    title: L('Sports', 'खेलकूद'),
    text: L(
      'Playgrounds for cricket, volleyball, kabaddi and athletics, and indoor games.',
      'क्रिकेट, वॉलीबॉल, कबड्डी एवं एथलेटिक्स के मैदान तथा इनडोर खेल।',
    ),
  },
  {
    icon: 'shield',
    title: L('Safety & Security', 'सुरक्षा एवं संरक्षा'),
    text: L(
      'A guarded campus, CCTV, the proctorial board and an anti-ragging committee.',
      'सुरक्षित परिसर, सीसीटीवी, अनुशासन मंडल एवं रैगिंग निरोधक समिति।',
    ),
  },
  {
    icon: 'book',
    title: L('Library Rules', 'पुस्तकालय नियम'),
    text: L(
      'Books are issued on the library card for 14 days; silence is kept in the reading room.',
      'पुस्तकालय कार्ड पर पुस्तकें 14 दिन के लिए जारी होती हैं; वाचनालय में शांति बनाए रखें।',
    ),
  },
  {
    icon: 'support',
    title: L('Student Support', 'छात्र सहायता'),
    text: L(
      'Scholarships, career guidance, counselling and a grievance cell for every student.',
      'छात्रवृत्ति, कैरियर मार्गदर्शन, परामर्श एवं प्रत्येक विद्यार्थी के लिए शिकायत प्रकोष्ठ।',
    ),
  },
  {
    icon: 'flask',
    title: L('Laboratory Rules', 'प्रयोगशाला नियम'),
    text: L(
      'Wear a lab coat, follow the teacher’s instructions and record every practical in your file.',
      'लैब कोट पहनें, शिक्षक के निर्देशों का पालन करें और प्रत्येक प्रयोग अपनी फ़ाइल में दर्ज करें।',
    ),
  },
  {
    icon: 'trophy',
    title: L('Achievements', 'उपलब्धियाँ'),
    text: L(
      'University toppers, medals in sports and NCC, and alumni in public service.',
      'विश्वविद्यालय में सर्वोच्च स्थान, खेल एवं एन.सी.सी. में पदक तथा सार्वजनिक सेवा में पूर्व छात्र।',
    ),
  },
];
