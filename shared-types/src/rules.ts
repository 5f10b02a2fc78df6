// Business rules of the spec as pure functions; components and the API call these, never re-derive them.
import type { AdmissionStatus, Student, Transaction } from './entities';

/** Slug rule (SPEC §2): lowercase, spaces to hyphens, non-word characters removed, hyphens collapsed and trimmed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Splits the store title "Hindi name=English name"; a missing title gives 'University Name'. */
export function splitStoreTitle(title: string | null | undefined): { hindi: string; english: string } {
  if (!title || !title.trim()) return { hindi: 'University Name', english: 'University Name' };
  const [hindi = '', english = ''] = title.split('=');
  const h = hindi.trim();
  const e = english.trim();
  return { hindi: h || e || 'University Name', english: e || h || 'University Name' };
}

/** Registration fee in rupees; a chalan counts only for exactly this amount. */
export const REGISTRATION_FEE = 50;

function isSuccess(t: Transaction): boolean {
  return String(t.status).toLowerCase() === 'success';
}

/** 'Success' when any transaction is a success of exactly 50, else 'Pending'. */
export function chalanStatus(transactions: readonly Transaction[] | null | undefined): 'Success' | 'Pending' {
  return (transactions ?? []).some((t) => isSuccess(t) && Number(t.amount) === REGISTRATION_FEE)
    ? 'Success'
    : 'Pending';
}

/** The last successful transaction above 50 (the admission fee), if any. */
export function admissionFeeTransaction(
  transactions: readonly Transaction[] | null | undefined,
): Transaction | undefined {
  const paid = (transactions ?? []).filter((t) => isSuccess(t) && Number(t.amount) > REGISTRATION_FEE);
  return paid[paid.length - 1];
}

/** Incomplete while any of academic_level, category, course_name, course_year is null or the photo is '0'. */
export function isProfileComplete(
  s: Pick<Student, 'academic_level' | 'category' | 'course_name' | 'course_year' | 'profile_photo'>,
): boolean {
  return (
    s.academic_level != null &&
    s.category != null &&
    s.course_name != null &&
    s.course_year != null &&
    s.profile_photo != null &&
    s.profile_photo !== '0'
  );
}

export function statusLabel(status: AdmissionStatus): 'Pending' | 'Approved' | 'Reject' {
  if (status === 1) return 'Approved';
  if (status === 2) return 'Reject';
  return 'Pending';
}

export type ApplicationAction = 'fill' | 'pay' | 'print';

/** At status 1: Fill Form (not submitted), Pay (submitted, unpaid), Print (submitted and paid). */
export function applicationAction(
  s: Pick<Student, 'status' | 'is_admission_submitted' | 'is_admission_fee_payed'>,
): ApplicationAction | null {
  if (s.status !== 1) return null;
  if (!s.is_admission_submitted) return 'fill';
  if (!s.is_admission_fee_payed) return 'pay';
  return 'print';
}

/** obtained / max × 100 to two decimals when max > 0, else ''. */
export function percentage(
  obtained: string | number | null | undefined,
  max: string | number | null | undefined,
): string {
  const o = Number(obtained);
  const m = Number(max);
  if (!Number.isFinite(o) || !Number.isFinite(m) || m <= 0 || obtained === '' || obtained == null) return '';
  return ((o / m) * 100).toFixed(2);
}

/** Breadcrumb from a URL path: Home, then each segment linking to its cumulative path. */
export function breadcrumb(pathname: string): Array<{ label: string; href: string }> {
  const parts = pathname.split('/').filter(Boolean);
  const crumbs = [{ label: 'Home', href: '/' }];
  let acc = '';
  for (const p of parts) {
    acc += `/${p}`;
    const label = decodeURIComponent(p)
      .replace(/-/g, ' ')
      .replace(/\b\w/g, (c) => c.toUpperCase());
    crumbs.push({ label, href: acc });
  }
  return crumbs;
}
