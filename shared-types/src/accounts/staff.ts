// The office's staff accounts and roles, and the office's settings: what the API and the console agree on.
import { DEFAULT_ENROLMENT_PATTERN } from '../selection/enrolment-number';

/** What a staff account may do; `admin` may do everything the others may. */
export type StaffRole = 'admin' | 'verifier' | 'accounts' | 'editor';

export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'verifier', 'accounts', 'editor'];

/** Role names as the console shows them. */
export const STAFF_ROLE_LABELS: Record<StaffRole, { en: string; hi: string }> = {
  admin: { en: 'Administrator', hi: 'प्रशासक' },
  verifier: { en: 'Verifier', hi: 'सत्यापनकर्ता' },
  accounts: { en: 'Accounts', hi: 'लेखा' },
  editor: { en: 'Editor', hi: 'सम्पादक' },
};

/** The staff member behind a request, as the API knows it after `requireStaff`. */
export interface StaffIdentity {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** Whether a role may do what any of `allowed` may: `admin` passes every check. */
export function roleAllows(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return role === 'admin' || allowed.includes(role);
}

export const STAFF_MESSAGES = {
  forbidden: { en: 'You do not have permission to do this.', hi: 'आपको यह करने की अनुमति नहीं है।' },
} as const;

/** The site's settings the office edits (admin); the front end reads them from GET /api/v1/settings. */
export interface SiteSettings {
  /** The academic session printed on forms and slips, e.g. "2025-26". */
  academic_session: string;
}

export const DEFAULT_SETTINGS: SiteSettings = { academic_session: '2025-26' };

/** Every setting of the office (GET and PUT /api/admin/settings): the public ones and the office's own. */
export interface OfficeSettings extends SiteSettings {
  /** The enrolment number's pattern (decision 025), e.g. "{session}/{course}/{serial:4}". */
  enrolment_pattern: string;
}

export const DEFAULT_OFFICE_SETTINGS: OfficeSettings = {
  ...DEFAULT_SETTINGS,
  enrolment_pattern: DEFAULT_ENROLMENT_PATTERN,
};

/** "2025-26": a four-digit start year and the next year's last two digits. */
export const ACADEMIC_SESSION_PATTERN = /^(\d{4})-(\d{2})$/;

export function isAcademicSession(text: string): boolean {
  const m = ACADEMIC_SESSION_PATTERN.exec(text);
  return !!m && (Number(m[1]) + 1) % 100 === Number(m[2]);
}

/** An Aadhaar number as the console shows it: only the last four digits ("XXXX XXXX 1234"). */
export function maskAadhaar(value: string | null | undefined): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  if (!digits) return '';
  return `XXXX XXXX ${digits.slice(-4).padStart(4, 'X')}`;
}

export type SettingsResponse = { data: OfficeSettings };
