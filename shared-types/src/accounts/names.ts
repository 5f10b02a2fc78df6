// The profile's codes as words, once for every screen: a student reads "अन्य पिछड़ा वर्ग (OBC)" or "Other Backward
// Class (OBC)", never a bare code. The reservation categories keep their short form in brackets, as certificates
// and notices in both languages write them.
import type { Bilingual } from '../content/language';

export const CATEGORY_NAMES: Readonly<Record<string, Bilingual>> = {
  GENERAL: { en: 'General', hi: 'सामान्य' },
  EWS: { en: 'Economically Weaker Section (EWS)', hi: 'आर्थिक रूप से कमज़ोर वर्ग (EWS)' },
  OBC: { en: 'Other Backward Class (OBC)', hi: 'अन्य पिछड़ा वर्ग (OBC)' },
  SC: { en: 'Scheduled Caste (SC)', hi: 'अनुसूचित जाति (SC)' },
  ST: { en: 'Scheduled Tribe (ST)', hi: 'अनुसूचित जनजाति (ST)' },
};

export const ACADEMIC_LEVEL_NAMES: Readonly<Record<string, Bilingual>> = {
  UG: { en: 'Undergraduate', hi: 'स्नातक' },
  PG: { en: 'Postgraduate', hi: 'परास्नातक' },
};

/** The words of a code in a table, or the code itself when the table does not know it. */
export function nameOf(table: Readonly<Record<string, Bilingual>>, code: string | null | undefined): Bilingual | null {
  if (!code) return null;
  return table[code] ?? { en: code, hi: code };
}
