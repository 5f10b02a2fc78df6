// How the printouts show stored values (SPEC §3, §4): year of study, gender, dates, counted payments, verification codes.
import type { Transaction } from '../payments/entities';
import { REGISTRATION_FEE } from '../payments/rules';

const YEAR_NAMES: Record<string, string> = { '1': 'First Year', '2': 'Second Year', '3': 'Third Year' };

/** Part '1', '2', '3' as First, Second, Third Year; anything else is shown as given. */
export function yearOfStudy(part: string | number | null | undefined): string {
  const key = String(part ?? '').trim();
  return YEAR_NAMES[key] ?? key;
}

/** 'M' Male, 'F' Female, anything else Other. */
export function genderName(gender: string | null | undefined): 'Male' | 'Female' | 'Other' {
  const g = String(gender ?? '')
    .trim()
    .toUpperCase();
  if (g === 'M') return 'Male';
  if (g === 'F') return 'Female';
  return 'Other';
}

/** 'YYYY-MM-DD hh:mm:ss' (or an ISO timestamp) as DD/MM/YYYY; an unreadable value is shown as given. */
export function printDate(addedon: string | null | undefined): string {
  const text = String(addedon ?? '').trim();
  const date = text.split(/[ T]/)[0] ?? '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : text;
}

/**
 * On the admission form a transaction counts when its amount is above the 50-rupee registration fee (SPEC §4) and
 * it succeeded: a failed, cancelled or pending attempt is never printed as a payment.
 */
export function formTransactions<T extends Pick<Transaction, 'amount' | 'status'>>(
  transactions: readonly T[] | null | undefined,
): T[] {
  return (transactions ?? []).filter((t) => Number(t.amount) > REGISTRATION_FEE && isSuccessStatus(t.status));
}

/** A payment the gateway settled as paid ('success', in any case). */
export function isSuccessStatus(status: string | null | undefined): boolean {
  return (
    String(status ?? '')
      .trim()
      .toLowerCase() === 'success'
  );
}

/** Whole rupees with two decimals, as the gateway and the office write them. */
export function rupees(amount: string | number | null | undefined): string {
  const n = Number(amount);
  return Number.isFinite(n) ? `₹ ${n.toFixed(2)}` : '₹ -';
}

/*
 * Verification codes: "<form number>-<8 characters>" for an admission form, "R<receipt number>-<8 characters>" for a
 * payment receipt, "OR<office receipt id>-<8 characters>" for an office receipt of a fee taken at the counter
 * (decision 032) and "S<offer number>-<8 characters>" for the offer letter of a seat in a merit round (decision 028). The characters are a keyed digest of the number in Crockford's base 32 (no I, L, O, U), so a code
 * cannot be made up for a number, and it is easy to read aloud or type from paper. Only the API computes the digest.
 */
export const VERIFICATION_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CHECK_LENGTH = 8;

export type VerificationKind = 'form' | 'receipt' | 'offer' | 'office';

const KIND_PREFIX: Record<VerificationKind, string> = { form: '', receipt: 'R', offer: 'S', office: 'OR' };

export interface VerificationCode {
  kind: VerificationKind;
  /** The form number, the receipt number or the offer number. */
  number: number;
  check: string;
}

/** Encodes the first 40 bits of a digest as the 8-character check. */
export function verificationCheck(digest: Uint8Array): string {
  let bits = 0n;
  for (let i = 0; i < 5; i += 1) bits = (bits << 8n) | BigInt(digest[i] ?? 0);
  let out = '';
  for (let i = VERIFICATION_CHECK_LENGTH - 1; i >= 0; i -= 1) {
    out += VERIFICATION_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  }
  return out;
}

export function formatVerificationCode(kind: VerificationKind, number: number, check: string): string {
  return `${KIND_PREFIX[kind]}${number}-${check}`;
}

/** Reads a code as typed from paper: case, spaces and the look-alikes O/I/L are forgiven. Null when malformed. */
export function parseVerificationCode(input: string | null | undefined): VerificationCode | null {
  const text = String(input ?? '')
    .trim()
    .toUpperCase()
    .replace(/\s+/g, '');
  const m = /^(OR|[RS])?(\d{1,9})-([0-9A-Z]{8})$/.exec(text);
  if (!m) return null;
  const check = (m[3] as string).replace(/O/g, '0').replace(/[IL]/g, '1');
  if ([...check].some((c) => !VERIFICATION_ALPHABET.includes(c))) return null;
  const number = Number(m[2]);
  if (!Number.isSafeInteger(number) || number <= 0) return null;
  const kinds: Record<string, VerificationKind> = { R: 'receipt', S: 'offer', OR: 'office' };
  return { kind: kinds[m[1] ?? ''] ?? 'form', number, check };
}

/** The public page that confirms a printout. */
export function verificationPath(code: string): string {
  return `/verify/${encodeURIComponent(code)}`;
}
