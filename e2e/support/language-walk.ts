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
  /\b[A-Z0-9]*\d[A-Z0-9]*\b/g, // form numbers, transaction and verification codes
  /^English$/g, // the language switch names English in English
  /₹/g,
];

/** The Latin words left in a Hindi text once the allowed ones are taken out. */
export function latinWords(text: string): string[] {
  let rest = text;
  for (const re of HINDI_ALLOWED) rest = rest.replace(re, ' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
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
