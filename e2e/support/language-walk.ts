import type { Page } from '@playwright/test';

// What the language walks allow (decision 031). In Hindi a student may still meet a few words in Latin script:
// proper names and abbreviations written that way on Hindi documents too, addresses, file names and numbers. The
// list is short and reviewed: a word is added here only when Hindi writes it in Latin script as well.
const HINDI_ALLOWED: readonly RegExp[] = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // email addresses
  /https?:\/\/\S+/g, // web addresses
  /\b[\w-]+\.(pdf|jpe?g|png|webp)\b/gi, // file names
  /\b(B|M)\.\s?(Sc|Com|A)\.?(\s?\((Bio|Maths?)\))?/g, // degree abbreviations as printed: B.Sc., M.Com.
  /\bN\.(C|S)\.(C|S)\b/g, // N.C.C, N.S.S
  /\b(OTP|PDF|UPI|QR|IST|JPG|JPEG|PNG|WebP|MB|KB|ZBC|PCM|NIRF|NAAC|UGC|IQAC|RTI|PayU|SC|ST|OBC|EWS|UR|ID)\b/g,
  /\bUP\b/g,
  /\((UG|PG)\)/g, // the level's short form in brackets beside its Hindi name
  /\b(?=[A-Z0-9-]*\d)[A-Z0-9]+(-[A-Z0-9]+)+\b/g, // codes in parts, one of them with a digit: S6-ADTNKTJD
  /\b[A-Z0-9]*\d[A-Z0-9]*\b/g, // form numbers, transaction and verification codes
  /^English$/g, // the language switch names English in English
  /₹/g,
];

/** A Hindi text with the allowed Latin words taken out. */
function withoutAllowedLatin(text: string): string {
  let rest = text;
  for (const re of HINDI_ALLOWED) rest = rest.replace(re, ' ');
  return rest;
}

/** The Latin words left in a Hindi text once the allowed ones are taken out. */
export function latinWords(text: string): string[] {
  return withoutAllowedLatin(text).match(/[A-Za-z]{2,}/g) ?? [];
}

/** English pages name the other language by its own name, in the language switch. */
const ENGLISH_ALLOWED: readonly RegExp[] = [/हिन्दी|हिंदी/g];

export function devanagariWords(text: string): string[] {
  let rest = text;
  for (const re of ENGLISH_ALLOWED) rest = rest.replace(re, ' ');
  return rest.match(/[\u0900-\u097F]+/g) ?? [];
}

/** The texts holding words of the other language, each once: what a walk fails on. */
export function strayWords(texts: readonly string[], lang: 'en' | 'hi'): string[] {
  const words = lang === 'hi' ? latinWords : devanagariWords;
  return [...new Set(texts.filter((t) => words(t).length > 0))];
}

/**
 * Which language a text of a printout begins with (decision 031's print check): the script of its first word,
 * leaving out what the walk allows on the page. Null when it holds words of neither.
 */
export function firstLanguage(text: string, lang: 'en' | 'hi'): 'en' | 'hi' | null {
  let rest = lang === 'hi' ? withoutAllowedLatin(text) : text;
  if (lang === 'en') for (const re of ENGLISH_ALLOWED) rest = rest.replace(re, ' ');
  const latin = rest.search(/[A-Za-z]{2,}/);
  const devanagari = rest.search(/[\u0900-\u097F]/);
  if (latin < 0 && devanagari < 0) return null;
  if (latin < 0) return 'hi';
  if (devanagari < 0) return 'en';
  return latin < devanagari ? 'en' : 'hi';
}

/** A text of a printout, and the text of the pair ([data-pair]) it belongs to, if any. */
export interface PrintedText {
  text: string;
  pair: string | null;
}

/**
 * The print check (decision 031): a printout carries both languages, the page's first. A word of the other
 * language appears only inside a pair (an element marked data-pair: a label, a heading, a sentence and its
 * translation), and every pair begins in the page's language. Answers what breaks the rule, each once.
 */
export function notChosenFirst(texts: readonly PrintedText[], lang: 'en' | 'hi'): string[] {
  const out = new Set<string>();
  for (const t of texts) {
    if (t.pair === null) {
      if (strayWords([t.text], lang).length) out.add(`outside a pair: ${t.text}`);
    } else if ((firstLanguage(t.pair, lang) ?? lang) !== lang) {
      out.add(`pair not in the page's language first: ${t.pair}`);
    }
  }
  return [...out];
}

/** Every visible text of a printout's page, with the text of the pair (data-pair) it is part of. */
export function printedTexts(page: Page): Promise<PrintedText[]> {
  return page.evaluate(() => {
    const out: Array<{ text: string; pair: string | null }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || !el || el.closest('script,style,noscript,template,[data-code]')) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const pair = el.closest('[data-pair]');
      out.push({ text, pair: pair ? (pair.textContent ?? '').replace(/\s+/g, ' ').trim() : null });
    }
    return out;
  });
}
