// The fixed words of the printouts in Hindi and English: the declaration the student accepted, the provisional mark
// and the names of the form's fixed choices (the documents' names are the shared table of admission/document-names.ts).
import type { Bilingual } from '../content/language';

const L = (en: string, hi: string): Bilingual => ({ en, hi });

/** The declaration of the form's last step, printed in both languages above the signature. */
export const ADMISSION_DECLARATION: Bilingual = L(
  'I declare that all the information given in this form is true to the best of my knowledge. If any of it is found to be false, my admission may be cancelled. I will follow the rules of the college and the university.',
  'मैं घोषणा करता/करती हूँ कि इस आवेदन पत्र में दी गई सभी जानकारी मेरी पूर्ण जानकारी के अनुसार सत्य है। कोई भी जानकारी असत्य पाए जाने पर मेरा प्रवेश निरस्त किया जा सकता है। मैं महाविद्यालय एवं विश्वविद्यालय के नियमों का पालन करूँगा/करूँगी।',
);

/** Printed across a submitted form (and its fee slip) until the admission fee is paid. */
export const PROVISIONAL_MARK: Bilingual = L(
  'Provisional — admission fee not yet paid',
  'अनंतिम — प्रवेश शुल्क अभी जमा नहीं',
);

/** The form's fixed choices (OPTIONS of the catalogue) as the printout names them. */
export const CHOICE_NAMES: Readonly<Record<string, Bilingual>> = {
  'Resident of India': L('Resident of India', 'भारत निवासी'),
  'Non resident of India': L('Non-resident of India', 'अनिवासी भारतीय'),
  Married: L('Married', 'विवाहित'),
  Single: L('Single', 'अविवाहित'),
  Yes: L('Yes', 'हाँ'),
  No: L('No', 'नहीं'),
  'Disable Person': L('Person with Disability', 'दिव्यांगजन'),
  'Freedom Fighter': L('Freedom Fighter (dependant)', 'स्वतंत्रता संग्राम सेनानी (आश्रित)'),
  'Defense Person': L('Defence Personnel (dependant)', 'रक्षा कर्मी (आश्रित)'),
  'N.C.C': L('N.C.C.', 'एन.सी.सी.'),
  'N.S.S': L('N.S.S.', 'एन.एस.एस.'),
  Sports: L('Sports', 'खेलकूद'),
  Scout: L('Scouts & Guides', 'स्काउट/गाइड'),
  '10th Marksheet': L('10th Marksheet', '10वीं अंकपत्र'),
  '12th Marksheet': L('12th Marksheet', '12वीं अंकपत्र'),
  'UG Marksheet': L('UG Marksheet', 'स्नातक अंकपत्र'),
  'Other Course': L('Other Course', 'अन्य पाठ्यक्रम'),
  'Aadhar Card': L('Aadhaar Card', 'आधार कार्ड'),
  'Caste Certificate': L('Caste Certificate', 'जाति प्रमाण पत्र'),
  'Domicile Certificate': L('Domicile Certificate', 'मूल निवास प्रमाण पत्र'),
  'TC & CC Original Copy': L('TC & CC (original)', 'टी.सी. एवं सी.सी. (मूल)'),
  'Income Certificate': L('Income Certificate', 'आय प्रमाण पत्र'),
  'Anti Ragging Affidavit': L('Anti-Ragging Affidavit', 'एंटी-रैगिंग शपथ पत्र'),
  Male: L('Male', 'पुरुष'),
  Female: L('Female', 'महिला'),
  Other: L('Other', 'अन्य'),
  'First Year': L('First Year', 'प्रथम वर्ष'),
  'Second Year': L('Second Year', 'द्वितीय वर्ष'),
  'Third Year': L('Third Year', 'तृतीय वर्ष'),
  Paid: L('Paid', 'जमा'),
  Pending: L('Pending', 'लंबित'),
};

/** A stored choice in a language; a value the table does not know (free text) is shown as it was entered. */
export function choiceName(value: string | null | undefined, lang: 'en' | 'hi'): string {
  const v = String(value ?? '');
  return CHOICE_NAMES[v]?.[lang] ?? v;
}
