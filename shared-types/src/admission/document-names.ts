// The admission form's uploads named in words, in English and Hindi: one table for the console, the portal and the
// printouts, so a student and the office never read a field key such as mark_10th.
import type { Bilingual, Language } from '../content/language';
import type { AdmissionFileField } from './schemas';

const L = (en: string, hi: string): Bilingual => ({ en, hi });

/** Each upload of the form by its field. */
export const DOCUMENT_NAMES: Readonly<Record<AdmissionFileField, Bilingual>> = {
  mark_10th: L('High School (10th) Marksheet', 'हाईस्कूल (10वीं) अंकपत्र'),
  mark_12: L('Intermediate (12th) Marksheet', 'इंटरमीडिएट (12वीं) अंकपत्र'),
  aadhar: L('Aadhaar Card', 'आधार कार्ड'),
  mark_ug: L('Graduation (UG) Marksheet', 'स्नातक अंकपत्र'),
  mark_other: L('Other Course Marksheet', 'अन्य पाठ्यक्रम अंकपत्र'),
  dc_caste: L('Caste Certificate', 'जाति प्रमाण पत्र'),
  dc_domicile: L('Domicile Certificate', 'मूल निवास प्रमाण पत्र'),
  dc_tc: L('Transfer & Character Certificate (original)', 'स्थानांतरण एवं चरित्र प्रमाण पत्र (मूल)'),
  dc_income: L('Income Certificate', 'आय प्रमाण पत्र'),
  dc_anti_ragging_affidavit: L('Anti-Ragging Affidavit', 'एंटी-रैगिंग शपथ पत्र'),
  image: L('Photograph', 'फोटो'),
  signature: L('Signature', 'हस्ताक्षर'),
};

/** The name of an upload in one language; an unknown field is shown as it is rather than hidden. */
export function documentName(field: string, lang: Language): string {
  return DOCUMENT_NAMES[field as AdmissionFileField]?.[lang] ?? field;
}

/** Both names, English first, as the office's mails and correction lists write them. */
export function documentNameBoth(field: string): string {
  const name = DOCUMENT_NAMES[field as AdmissionFileField];
  return name ? `${name.en} / ${name.hi}` : field;
}
