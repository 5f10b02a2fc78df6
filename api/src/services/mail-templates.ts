// The mails the API sends, each in Hindi and English, as plain text and HTML. Never a password.
import type { Kysely } from 'kysely';
import { splitStoreTitle } from '@college/shared-types';
import type { Database } from '../db/database';
import type { MailMessage } from '../plugins/mail';
import { storeTitle } from '../repositories/content';
import { OTP_TTL_MS } from './otp';
import { RESET_TTL_MS } from './tokens';

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

function layout(college: CollegeName, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${p}</p>`).join('');
  return (
    `<!doctype html><html><body style="font-family:Arial,'Noto Sans Devanagari',sans-serif;color:#1f2933;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:16px">` +
    `<h2 style="margin:0 0 4px;color:#7a1f1f" lang="hi">${escapeHtml(college.hindi)}</h2>` +
    `<h3 style="margin:0 0 16px;color:#7a1f1f">${escapeHtml(college.english)}</h3>${body}</div></body></html>`
  );
}

const minutes = (ms: number) => Math.round(ms / 60000);

export function otpMail(to: string, code: string, college: CollegeName): MailMessage {
  const m = minutes(OTP_TTL_MS);
  return {
    to,
    subject: `${code} is your verification code / आपका सत्यापन कोड`,
    text:
      `आपका ईमेल सत्यापन कोड ${code} है। यह ${m} मिनट तक मान्य है। यह कोड किसी को न बताएँ।\n\n` +
      `Your email verification code is ${code}. It is valid for ${m} minutes. Do not share it with anyone.\n\n` +
      `If you did not ask for it, ignore this mail.\n${college.english}`,
    html: layout(college, [
      `<span lang="hi">आपका ईमेल सत्यापन कोड है:</span> / Your email verification code is:`,
      `<strong style="font-size:28px;letter-spacing:6px">${escapeHtml(code)}</strong>`,
      `<span lang="hi">यह ${m} मिनट तक मान्य है। यह कोड किसी को न बताएँ।</span>`,
      `It is valid for ${m} minutes. Do not share it with anyone. If you did not ask for it, ignore this mail.`,
    ]),
  };
}

export function resetMail(to: string, name: string, link: string, college: CollegeName): MailMessage {
  const m = minutes(RESET_TTL_MS);
  return {
    to,
    subject: 'Reset your password / पासवर्ड बदलें',
    text:
      `प्रिय ${name}, अपना पासवर्ड बदलने के लिए यह लिंक खोलें (${m} मिनट तक, केवल एक बार): ${link}\n\n` +
      `Dear ${name}, open this link to set a new password (valid for ${m} minutes, once): ${link}\n\n` +
      `If you did not ask for it, ignore this mail; your password stays as it is.\n${college.english}`,
    html: layout(college, [
      `<span lang="hi">प्रिय ${escapeHtml(name)}, अपना पासवर्ड बदलने के लिए नीचे दिया लिंक खोलें। यह ${m} मिनट तक और केवल एक बार काम करेगा।</span>`,
      `Dear ${escapeHtml(name)}, open the link below to set a new password. It works once, for ${m} minutes.`,
      `<a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#7a1f1f;color:#fff;text-decoration:none;border-radius:4px">Set a new password / नया पासवर्ड</a>`,
      `If you did not ask for it, ignore this mail; your password stays as it is.`,
    ]),
  };
}

export function welcomeMail(to: string, name: string, loginUrl: string, college: CollegeName): MailMessage {
  return {
    to,
    subject: 'Registration complete / पंजीकरण पूर्ण',
    text:
      `प्रिय ${name}, छात्र पोर्टल पर आपका पंजीकरण पूर्ण हो गया है। लॉगिन करें: ${loginUrl}\n` +
      `अगला चरण: अपनी प्रोफ़ाइल पूरी करें और पंजीकरण शुल्क (₹50) जमा करें।\n\n` +
      `Dear ${name}, your registration on the student portal is complete. Log in: ${loginUrl}\n` +
      `Next: complete your profile and pay the registration fee (₹50).\n${college.english}`,
    html: layout(college, [
      `<span lang="hi">प्रिय ${escapeHtml(name)}, छात्र पोर्टल पर आपका पंजीकरण पूर्ण हो गया है। अगला चरण: अपनी प्रोफ़ाइल पूरी करें और पंजीकरण शुल्क (₹50) जमा करें।</span>`,
      `Dear ${escapeHtml(name)}, your registration on the student portal is complete. Next: complete your profile and pay the registration fee (₹50).`,
      `<a href="${escapeHtml(loginUrl)}">Log in / लॉगिन करें</a>`,
    ]),
  };
}
