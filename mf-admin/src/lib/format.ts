// How the console writes dates, money and counts, and how it saves a downloaded file.
import type { Language } from '@college/shared-types';
import { isApiError } from '@college/web-kit';
import { COMMON } from './texts';

const locale = (lang: Language) => (lang === 'hi' ? 'hi-IN' : 'en-IN');

/** A timestamp in India time as DD/MM/YYYY HH:mm (27/11/2026 05:55), the same in both languages. */
export function formatDateTime(value: string | null | undefined, _lang?: Language): string {
  if (!value) return '—';
  const d = new Date(value.includes('T') || value.endsWith('Z') ? value : `${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(d.getTime())) return value;
  // India is UTC+05:30 all year.
  const india = new Date(d.getTime() + 330 * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(india.getUTCDate())}/${two(india.getUTCMonth() + 1)}/${india.getUTCFullYear()} ${two(india.getUTCHours())}:${two(india.getUTCMinutes())}`;
}

export function formatRupees(value: string | number | null | undefined, lang: Language): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (Number.isNaN(n)) return String(value);
  return `₹${n.toLocaleString(locale(lang), { maximumFractionDigits: 2 })}`;
}

export function formatCount(n: number, lang: Language): string {
  return n.toLocaleString(locale(lang));
}

/** Today in India time as YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The text to show for a failed call: the API's message, or a bilingual one for no answer and refusals. */
export function failureText(error: unknown, t: (l: { en: string; hi: string }) => string): string {
  if (!isApiError(error)) return t(COMMON.failed);
  if (error.status === 0) return t(COMMON.noAnswer);
  if (error.status === 403) return t(COMMON.forbidden);
  return error.message;
}

/** Saves a blob under a file name (a download the browser asks nothing about). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
