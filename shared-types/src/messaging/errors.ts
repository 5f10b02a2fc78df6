// The refusals of the messages' calls, in both languages (merged into the API's error catalogue).
const n = (p: Record<string, string | number>, k: string) => Number(p[k] ?? 0);
const s = (p: Record<string, string | number>, k: string) => String(p[k] ?? '');

export const MESSAGING_ERRORS = {
  mobile_invalid: {
    en: 'Please enter a 10-digit Indian mobile number.',
    hi: 'कृपया 10 अंकों का भारतीय मोबाइल नंबर लिखें।',
  },
  sms_variable_too_long: {
    en: (p: Record<string, string | number>) =>
      `The text for ${s(p, 'variable')} is too long: at most ${n(p, 'max')} characters are registered.`,
    hi: (p: Record<string, string | number>) =>
      `${s(p, 'variable')} का पाठ बहुत लंबा है: अधिकतम ${n(p, 'max')} अक्षर पंजीकृत हैं।`,
  },
  bulk_over_cap: {
    en: (p: Record<string, string | number>) =>
      `This list has ${n(p, 'count')} students; one bulk message may go to at most ${n(p, 'cap')}. Narrow the filters.`,
    hi: (p: Record<string, string | number>) =>
      `इस सूची में ${n(p, 'count')} विद्यार्थी हैं; एक सामूहिक संदेश अधिकतम ${n(p, 'cap')} को जा सकता है। फ़िल्टर सीमित करें।`,
  },
  bulk_empty: {
    en: 'No student with a mobile number is in this list.',
    hi: 'इस सूची में मोबाइल नंबर वाला कोई विद्यार्थी नहीं है।',
  },
  bulk_count_changed: {
    en: 'The list changed since the preview. Please look at the preview again and confirm.',
    hi: 'पूर्वावलोकन के बाद सूची बदल गई है। कृपया पूर्वावलोकन फिर देखें और पुष्टि करें।',
  },
  bulk_kind_refused: {
    en: 'This message cannot be sent as a bulk SMS.',
    hi: 'यह संदेश सामूहिक SMS के रूप में नहीं भेजा जा सकता।',
  },
  channel_refused: {
    en: 'This channel cannot be chosen for this message.',
    hi: 'इस संदेश के लिए यह माध्यम नहीं चुना जा सकता।',
  },
  message_not_found: { en: 'No such message.', hi: 'ऐसा कोई संदेश नहीं है।' },
  message_resend_refused: {
    en: 'A code is not sent again from the console; the student asks for a new one.',
    hi: 'कोड कंसोल से दोबारा नहीं भेजा जाता; विद्यार्थी नया कोड माँगे।',
  },
  mobile_not_verified: {
    en: 'Please verify your mobile number with the code sent to it.',
    hi: 'कृपया भेजे गए कोड से अपना मोबाइल नंबर सत्यापित करें।',
  },
} as const;
