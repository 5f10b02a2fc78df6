// The seat matrix screen's words in English and Hindi: categories and quotas by name, never by code.
import type {
  Bilingual,
  ReservedSeatCompartment,
  SeatCompartment,
  SeatQuota,
  WeightageName,
} from '@college/shared-types';

export const TEXT = {
  title: { en: 'Seat matrix', hi: 'सीट मैट्रिक्स' },
  intro: {
    en: 'Seats, reservation and weightage of a course and year. The table below is worked out as you type; nothing changes until you save.',
    hi: 'किसी पाठ्यक्रम और वर्ष की सीटें, आरक्षण और भारांक। नीचे की तालिका लिखते ही बनती है; सहेजने तक कुछ नहीं बदलता।',
  },
  notSaved: {
    en: 'Not saved yet for this year: the figures shown are the defaults.',
    hi: 'इस वर्ष के लिए अभी सहेजा नहीं गया: दिखाए गए आँकड़े डिफ़ॉल्ट हैं।',
  },
  seatsAndMode: { en: 'Seats and admission', hi: 'सीटें और प्रवेश' },
  seats: { en: 'Total seats', hi: 'कुल सीटें' },
  mode: { en: 'Admission of this course (all years)', hi: 'इस पाठ्यक्रम में प्रवेश (सभी वर्ष)' },
  basis: { en: 'The merit list follows (all years)', hi: 'मेरिट सूची का आधार (सभी वर्ष)' },
  basisIndex: { en: 'Index marks (qualifying marks and weightage)', hi: 'सूचकांक अंक (अर्हता अंक और भारांक)' },
  basisEntrance: {
    en: 'The university’s entrance rank (imported on the merit rounds screen)',
    hi: 'विश्वविद्यालय प्रवेश परीक्षा रैंक (मेरिट चरण स्क्रीन पर आयात)',
  },
  merit: { en: 'By merit list', hi: 'मेरिट सूची से' },
  direct: { en: 'Direct admission (approval sets the fee)', hi: 'सीधा प्रवेश (स्वीकृति पर शुल्क तय)' },
  vertical: { en: 'Reservation by category (% of the seats)', hi: 'वर्गवार आरक्षण (सीटों का %)' },
  verticalHint: {
    en: 'Open (UR) gets the seats left after these.',
    hi: 'इनके बाद बची सीटें अनारक्षित (UR) को मिलती हैं।',
  },
  horizontal: {
    en: 'Reservation inside each category (% of its seats)',
    hi: 'प्रत्येक वर्ग के भीतर आरक्षण (उसकी सीटों का %)',
  },
  weightage: { en: 'Weightage (points added to the merit)', hi: 'भारांक (मेरिट में जुड़ने वाले अंक)' },
  cap: { en: 'Most points in all', hi: 'कुल अधिकतम अंक' },
  percentHint: { en: 'Per cent, e.g. 21 or 2.5', hi: 'प्रतिशत, जैसे 21 या 2.5' },
  pointsHint: { en: 'Points, e.g. 3 or 2.5', hi: 'अंक, जैसे 3 या 2.5' },
  notANumber: {
    en: 'Write a number of zero or more with at most two decimals.',
    hi: 'शून्य या उससे अधिक संख्या लिखें, अधिकतम दो दशमलव तक।',
  },
  notWhole: { en: 'Write a whole number of seats.', hi: 'सीटों की पूर्ण संख्या लिखें।' },
  fixFirst: {
    en: 'Correct the highlighted figures before saving.',
    hi: 'सहेजने से पहले चिह्नित आँकड़े ठीक करें।',
  },
  computed: { en: 'Seats by category', hi: 'वर्गवार सीटें' },
  caption: {
    en: 'Seats of each category and, inside it, the seats of each reservation',
    hi: 'प्रत्येक वर्ग की सीटें और उसके भीतर प्रत्येक आरक्षण की सीटें',
  },
  category: { en: 'Category', hi: 'वर्ग' },
  categorySeats: { en: 'Seats', hi: 'सीटें' },
  total: { en: 'Total', hi: 'कुल' },
  saved: { en: 'Seat matrix saved.', hi: 'सीट मैट्रिक्स सहेजी गई।' },
} satisfies Record<string, Bilingual>;

export const COMPARTMENT_NAMES: Record<SeatCompartment, Bilingual> = {
  UR: { en: 'Open (UR)', hi: 'अनारक्षित' },
  SC: { en: 'Scheduled Castes (SC)', hi: 'अनुसूचित जाति' },
  ST: { en: 'Scheduled Tribes (ST)', hi: 'अनुसूचित जनजाति' },
  OBC: { en: 'Other Backward Classes (OBC)', hi: 'अन्य पिछड़ा वर्ग' },
  EWS: { en: 'Economically Weaker Sections (EWS)', hi: 'आर्थिक रूप से कमज़ोर वर्ग' },
};

export const VERTICAL_NAMES: Record<ReservedSeatCompartment, Bilingual> = COMPARTMENT_NAMES;

export const QUOTA_NAMES: Record<SeatQuota, Bilingual> = {
  divyang: { en: 'Divyang (persons with disabilities)', hi: 'दिव्यांग' },
  freedomFighter: { en: 'Dependant of a freedom fighter', hi: 'स्वतंत्रता संग्राम सेनानी आश्रित' },
  defence: { en: 'Defence personnel', hi: 'रक्षा कर्मी' },
  women: { en: 'Women', hi: 'महिला' },
};

export const WEIGHTAGE_LABELS: Record<WeightageName, Bilingual> = {
  'N.C.C': { en: 'National Cadet Corps (N.C.C)', hi: 'राष्ट्रीय कैडेट कोर (एन.सी.सी.)' },
  'N.S.S': { en: 'National Service Scheme (N.S.S)', hi: 'राष्ट्रीय सेवा योजना (एन.एस.एस.)' },
  Sports: { en: 'Sports', hi: 'खेलकूद' },
  Scout: { en: 'Scouts and Guides', hi: 'स्काउट एवं गाइड' },
};

export const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
