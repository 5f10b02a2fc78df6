// The texts of the shared yup rules, each with a stable code and its Hindi: what a form checked in the browser
// shows. Apart from the API's catalogue (catalogue.ts), so a page shows its rules' Hindi without the whole catalogue.
import { ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_HI } from '../accounts/messages';
import { ADMISSION_MESSAGES } from '../admission/messages';
import { STAFF_FORM_MESSAGES } from '../accounts/staff-messages';
import { PHOTO_TYPE_MESSAGE } from '../accounts/portal-rules';
import { UPLOAD_LIMITS } from '../admission/uploads';
import type { Language } from '../content/language';

const camelToSnake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const ADMISSION_HI: Record<keyof typeof ADMISSION_MESSAGES, string> = {
  required: 'यह प्रविष्टि आवश्यक है',
  course: 'सूची से पाठ्यक्रम चुनें',
  email: 'सही ईमेल पता लिखें',
  aadhar: 'आधार संख्या ठीक 12 अंकों की होनी चाहिए',
  mobile: '+91 के बिना 10 अंकों का मोबाइल नंबर लिखें',
  pincode: 'पिनकोड 6 अंकों का होना चाहिए',
  dob: 'सही जन्मतिथि लिखें (YYYY-MM-DD)',
  year: ADMISSION_MESSAGES.year.replace(
    /^Passing year must be between (\d+) and (\d+)$/,
    'उत्तीर्ण वर्ष $1 से $2 के बीच होना चाहिए',
  ),
  intermediateYear: 'इंटरमीडिएट का वर्ष हाईस्कूल के वर्ष के बाद का होना चाहिए',
  marks: 'अंक संख्या में लिखें',
  maxmarks: 'पूर्णांक 0 से अधिक होने चाहिए',
  obtmarks: 'प्राप्तांक पूर्णांक से अधिक नहीं हो सकते',
  percentage: 'प्रतिशत = प्राप्तांक / पूर्णांक × 100, दो दशमलव तक',
  option: 'दिए गए विकल्पों में से एक चुनें',
  declaration: 'आपको घोषणा स्वीकार करनी होगी',
};

const STAFF_FORM_HI: Record<keyof typeof STAFF_FORM_MESSAGES, string> = {
  required: 'यह प्रविष्टि आवश्यक है',
  email: 'कृपया सही ईमेल पता लिखें',
  session: 'सत्र 2025-26 की तरह लिखें',
  role: 'दी गई भूमिकाओं में से एक चुनें',
  passwordLength: STAFF_FORM_MESSAGES.passwordLength.replace(
    /^The password needs at least (\d+) characters$/,
    'पासवर्ड में कम से कम $1 अक्षर होने चाहिए',
  ),
  passwordMix: 'पासवर्ड में अक्षर और अंक दोनों होने चाहिए',
  passwordMatch: 'दोनों पासवर्ड एक जैसे नहीं हैं',
  reason: 'वह कारण लिखें जो विद्यार्थी पढ़ेगा (अधिकतम 500 अक्षर)',
  fee: 'प्रवेश शुल्क रुपयों में लिखें, 0 से अधिक और अधिकतम 1,00,000',
  seats: 'सीटों की संख्या लिखें (0 से 10,000)',
};

export interface FieldMessage {
  code: string;
  en: string;
  hi: string;
}

let ruleTable: Map<string, FieldMessage> | null = null;

function ruleMessages(): Map<string, FieldMessage> {
  if (ruleTable) return ruleTable;
  const table = new Map<string, FieldMessage>();
  const add = (code: string, en: string, hi: string) => {
    if (!table.has(en)) table.set(en, { code, en, hi });
  };
  for (const k of Object.keys(ACCOUNT_MESSAGES) as Array<keyof typeof ACCOUNT_MESSAGES>) {
    add(camelToSnake(k), ACCOUNT_MESSAGES[k], ACCOUNT_MESSAGES_HI[k]);
  }
  for (const k of Object.keys(ADMISSION_MESSAGES) as Array<keyof typeof ADMISSION_MESSAGES>) {
    add(camelToSnake(k), ADMISSION_MESSAGES[k], ADMISSION_HI[k]);
  }
  for (const k of Object.keys(STAFF_FORM_MESSAGES) as Array<keyof typeof STAFF_FORM_MESSAGES>) {
    add(`staff_${camelToSnake(k)}`, STAFF_FORM_MESSAGES[k], STAFF_FORM_HI[k]);
  }
  add('name_letters', 'Enter your full name (letters and spaces only).', 'अपना पूरा नाम लिखें (केवल अक्षर और रिक्त स्थान)।');
  add('photo_type', PHOTO_TYPE_MESSAGE, `कृपया अपनी फ़ोटो चित्र फ़ाइल के रूप में चुनें: ${UPLOAD_LIMITS.image.labelHi}`);
  add(
    'photo_too_large',
    'The photo is too large. The largest allowed is 5 MB.',
    'फ़ोटो बहुत बड़ी है। अधिकतम 5 MB की फ़ोटो स्वीकार है।',
  );
  add('not_accepted', 'This field is not accepted', 'यह प्रविष्टि स्वीकार नहीं है');
  add(
    'text_not_allowed',
    'This text contains a character that is not allowed.',
    'इस पाठ में एक ऐसा अक्षर है जो स्वीकार नहीं है।',
  );
  ruleTable = table;
  return table;
}

/** A message of the rules' tables in both languages, or undefined. */
export function knownRuleMessage(en: string): FieldMessage | undefined {
  return ruleMessages().get(en);
}

/** A message of the rules in both languages; "At most N characters" carries its number; else the words as they are. */
export function ruleMessage(en: string): FieldMessage {
  return knownRuleMessage(en) ?? otherMessage(en);
}

/** A text no table holds: the schema's own length and type messages, else the words in both languages. */
export function otherMessage(en: string): FieldMessage {
  const most = /^At most (\d+) characters$/.exec(en);
  if (most) return { code: 'too_long', en, hi: `अधिकतम ${most[1]} अक्षर` };
  const type = /^Must be a (\w+)$/.exec(en);
  if (type) return { code: 'wrong_type', en, hi: 'इस प्रविष्टि का प्रकार सही नहीं है' };
  return { code: 'invalid', en, hi: en };
}

/** Field errors of the rules (English, as yup gives them) in one language. */
export function ruleErrorsIn(errors: Record<string, string[]>, lang: Language): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(errors)) {
    out[field] = list.map((en) => (lang === 'hi' ? ruleMessage(en).hi : en));
  }
  return out;
}
