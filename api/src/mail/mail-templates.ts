// The mails the API sends, each in Hindi and English, as plain text and HTML. Never a password.
import type { Kysely } from 'kysely';
import { splitStoreTitle, type Bilingual, type Language } from '@college/shared-types';
import type { Database } from '../db/database';
import type { MailMessage } from './mail-message';
import { storeTitle } from '../content/content-repository';
import { OTP_TTL_MS } from '../accounts/otp-service';
import { RESET_TTL_MS } from '../accounts/tokens';

export interface CollegeName {
  hindi: string;
  english: string;
}

export async function collegeName(db: Kysely<Database>): Promise<CollegeName> {
  return splitStoreTitle(await storeTitle(db));
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** A student's language as kept (decision 031): the first language of the mails; Hindi when not yet known. */
export function mailLanguage(language: string | null | undefined): Language {
  return language === 'en' ? 'en' : 'hi';
}

/** A text in both languages, the first one first: "पंजीकरण पूर्ण / Registration complete". */
export function bothWays(text: Bilingual, lang: Language): string {
  const other = lang === 'hi' ? 'en' : 'hi';
  return text[lang] === text[other] ? text[lang] : `${text[lang]} / ${text[other]}`;
}

/** A paragraph of a mail: HTML already escaped, in one language (or in both: lang undefined). */
export interface MailParagraph {
  html: string;
  text: string;
  lang?: Language;
}

/** A paragraph of plain words in one language. */
export function said(text: string, lang?: Language): MailParagraph {
  return { html: escapeHtml(text).replace(/\n/g, '<br>'), text, lang };
}

/**
 * A mail in both languages, the student's first (decision 031): the college's names in that order, the letter in
 * the student's language, then the same letter in the other, then what both share (figures, links) with their
 * labels in both languages, the student's first. Nothing is in one language only.
 */
export function bilingualMail(
  college: CollegeName,
  to: string,
  lang: Language,
  parts: {
    subject: Bilingual;
    /** What the subject names once after both languages: an amount, a number ("… / Admitted: 2025-26/BCOM/0001"). */
    subjectTail?: string;
    body: Record<Language, MailParagraph[]>;
    shared?: MailParagraph[];
  },
): MailMessage {
  const other = lang === 'hi' ? 'en' : 'hi';
  const paragraphs = [...parts.body[lang], ...parts.body[other], ...(parts.shared ?? [])];
  const names = { hi: college.hindi, en: college.english };
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 12px"${p.lang ? ` lang="${p.lang}"` : ''}>${p.html}</p>`)
    .join('');
  const heading = (l: Language, tag: 'h2' | 'h3', margin: string) =>
    `<${tag} style="margin:${margin};color:#7a1f1f" lang="${l}">${escapeHtml(names[l])}</${tag}>`;
  const html =
    `<!doctype html><html lang="${lang}"><body style="font-family:Arial,'Noto Sans Devanagari',sans-serif;color:#1f2933;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:16px">` +
    heading(lang, 'h2', '0 0 4px') +
    (names[other] && names[other] !== names[lang] ? heading(other, 'h3', '0 0 16px') : '') +
    `${body}</div></body></html>`;
  return {
    to,
    subject: `${bothWays(parts.subject, lang)}${parts.subjectTail ?? ''}`,
    text: [...paragraphs.map((p) => p.text), bothWays(names, lang)].join('\n\n'),
    html,
  };
}

/** A figure a mail shows once under a label in both languages ("संदर्भ / Reference: …"). */
export function fact(label: Bilingual, value: string, lang: Language): string {
  return `${bothWays(label, lang)}: ${value}`;
}

/** A link under its words in both languages, the student's first. */
export function linkLine(label: Bilingual, url: string, lang: Language): MailParagraph {
  return {
    html: `${escapeHtml(bothWays(label, lang))}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`,
    text: `${bothWays(label, lang)}: ${url}`,
  };
}

/** A button link under its words in both languages. */
function buttonLink(label: Bilingual, url: string, lang: Language): MailParagraph {
  return {
    html: `<a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#7a1f1f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(bothWays(label, lang))}</a>`,
    text: `${bothWays(label, lang)}: ${url}`,
  };
}

const minutes = (ms: number) => Math.round(ms / 60000);

export function otpMail(to: string, code: string, college: CollegeName, lang: Language = 'hi'): MailMessage {
  const m = minutes(OTP_TTL_MS);
  return bilingualMail(college, to, lang, {
    subject: { en: `${code} is your verification code`, hi: `${code} आपका सत्यापन कोड है` },
    body: {
      hi: [
        said(`आपका ईमेल सत्यापन कोड ${code} है। यह ${m} मिनट तक मान्य है। यह कोड किसी को न बताएँ।`, 'hi'),
        said('यदि आपने यह कोड नहीं माँगा, तो इस मेल को अनदेखा करें।', 'hi'),
      ],
      en: [
        said(
          `Your email verification code is ${code}. It is valid for ${m} minutes. Do not share it with anyone.`,
          'en',
        ),
        said('If you did not ask for it, ignore this mail.', 'en'),
      ],
    },
    shared: [
      {
        html: `<strong style="font-size:28px;letter-spacing:6px">${escapeHtml(code)}</strong>`,
        text: code,
      },
    ],
  });
}

export function resetMail(
  to: string,
  name: string,
  link: string,
  college: CollegeName,
  lang: Language = 'hi',
): MailMessage {
  const m = minutes(RESET_TTL_MS);
  return bilingualMail(college, to, lang, {
    subject: { en: 'Reset your password', hi: 'पासवर्ड बदलें' },
    body: {
      hi: [
        said(`प्रिय ${name}, अपना पासवर्ड बदलने के लिए नीचे दिया लिंक खोलें। यह ${m} मिनट तक और केवल एक बार काम करेगा।`, 'hi'),
        said('यदि आपने यह नहीं माँगा, तो इस मेल को अनदेखा करें; आपका पासवर्ड वही रहेगा।', 'hi'),
      ],
      en: [
        said(`Dear ${name}, open the link below to set a new password. It works once, for ${m} minutes.`, 'en'),
        said('If you did not ask for it, ignore this mail; your password stays as it is.', 'en'),
      ],
    },
    shared: [buttonLink({ en: 'Set a new password', hi: 'नया पासवर्ड बनाएँ' }, link, lang)],
  });
}

export function welcomeMail(
  to: string,
  name: string,
  loginUrl: string,
  college: CollegeName,
  lang: Language = 'hi',
): MailMessage {
  return bilingualMail(college, to, lang, {
    subject: { en: 'Registration complete', hi: 'पंजीकरण पूर्ण' },
    body: {
      hi: [
        said(
          `प्रिय ${name}, छात्र पोर्टल पर आपका पंजीकरण पूर्ण हो गया है। अगला चरण: अपनी प्रोफ़ाइल पूरी करें और पंजीकरण शुल्क (₹50) जमा करें।`,
          'hi',
        ),
      ],
      en: [
        said(
          `Dear ${name}, your registration on the student portal is complete. Next: complete your profile and pay the registration fee (₹50).`,
          'en',
        ),
      ],
    },
    shared: [linkLine({ en: 'Log in', hi: 'लॉगिन करें' }, loginUrl, lang)],
  });
}
