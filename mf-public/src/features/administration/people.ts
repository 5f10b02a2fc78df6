// Teachers who hold the administrative posts listed on these pages, in both scripts.
import type { Bilingual } from '@college/shared-types';

const L = (en: string, hi: string): Bilingual => ({ en, hi });

export const PEOPLE = {
  yadav: L('Dr. Rakesh Kumar Yadav', 'डॉ. राकेश कुमार यादव'),
  sharma: L('Dr. Preeti Sharma', 'डॉ. प्रीति शर्मा'),
  manoj: L('Dr. Manoj Kumar', 'डॉ. मनोज कुमार'),
  verma: L('Dr. Anjali Verma', 'डॉ. अंजलि वर्मा'),
  deepak: L('Shri Deepak Singh', 'श्री दीपक सिंह'),
  singh: L('Dr. Sanjay Kumar Singh', 'डॉ. संजय कुमार सिंह'),
  gupta: L('Dr. Ritu Gupta', 'डॉ. ऋतु गुप्ता'),
  khan: L('Dr. Imran Khan', 'डॉ. इमरान ख़ान'),
  librarian: L('Shri Mukesh Chandra', 'श्री मुकेश चन्द्र'),
} as const;

export const DEPARTMENTS = {
  zoology: L('Zoology', 'जन्तु विज्ञान'),
  chemistry: L('Chemistry', 'रसायन विज्ञान'),
  commerce: L('Commerce', 'वाणिज्य'),
  botany: L('Botany', 'वनस्पति विज्ञान'),
  physics: L('Physics', 'भौतिक विज्ञान'),
  mathematics: L('Mathematics', 'गणित'),
  library: L('Library', 'पुस्तकालय'),
} as const;
