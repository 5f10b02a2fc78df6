// The words of the print pages around the printouts (toolbar, loading, refusals) in Hindi and English; they follow
// the site's language. The printouts themselves carry both languages (docs/decisions/021-printouts-complete-provisional-bilingual.md).
import { texts } from '@college/web-kit';

export const TEXT = texts({
  dashboard: { en: '← Dashboard', hi: '← डैशबोर्ड' },
  print: { en: 'Print', hi: 'प्रिंट करें' },
  loading: { en: 'Loading...', hi: 'लोड हो रहा है...' },
  login: { en: 'Please log in to see this printout.', hi: 'यह प्रिंट देखने के लिए कृपया लॉग इन करें।' },
  studentLogin: { en: 'Student Login', hi: 'छात्र लॉगिन' },
  notYours: {
    en: 'This printout is not available for your account.',
    hi: 'यह प्रिंट आपके खाते के लिए उपलब्ध नहीं है।',
  },
  failed: { en: 'The printout could not be loaded:', hi: 'प्रिंट लोड नहीं हो सका:' },
  goDashboard: { en: 'Go to Dashboard', hi: 'डैशबोर्ड पर जाएँ' },
  provisionalNote: {
    en: 'This is a provisional printout of the submitted form. After the admission fee is paid, print the form again: the same verification code will then show the fee as paid.',
    hi: 'यह जमा किए गए आवेदन पत्र का अनंतिम प्रिंट है। प्रवेश शुल्क जमा होने के बाद आवेदन पत्र फिर से प्रिंट करें: तब यही सत्यापन कोड शुल्क को जमा दिखाएगा।',
  },
  payFee: { en: 'Pay the admission fee', hi: 'प्रवेश शुल्क जमा करें' },
  notPaid: {
    en: 'This payment did not go through, so there is no receipt for it. Receipts are given only for successful payments.',
    hi: 'यह भुगतान सफल नहीं हुआ, इसलिए इसकी कोई रसीद नहीं है। रसीद केवल सफल भुगतान की मिलती है।',
  },
  myPayments: { en: 'My payments', hi: 'मेरे भुगतान' },
});
