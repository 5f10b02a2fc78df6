// The console's sections: where each one lives and which roles see it (the API refuses the others with 403).
import type { Bilingual, StaffRole } from '@college/shared-types';

export interface Section {
  path: string;
  label: Bilingual;
  /** Roles that see it; admin sees every section. */
  roles: readonly StaffRole[];
  /** Not in the menu. */
  unlisted?: boolean;
}

export const SECTIONS: readonly Section[] = [
  { path: '/admin/overview', label: { en: 'Overview', hi: 'सारांश' }, roles: ['verifier', 'accounts'] },
  { path: '/admin/applicants', label: { en: 'Applicants', hi: 'आवेदक' }, roles: ['verifier', 'accounts'] },
  { path: '/admin/payments', label: { en: 'Payments', hi: 'भुगतान' }, roles: ['accounts'] },
  { path: '/admin/counter', label: { en: 'Counter', hi: 'काउंटर' }, roles: ['accounts'] },
  { path: '/admin/day-book', label: { en: 'Day-book', hi: 'रोकड़ बही' }, roles: ['accounts'] },
  { path: '/admin/settings', label: { en: 'Seats, fees, session', hi: 'सीटें, शुल्क, सत्र' }, roles: [] },
  { path: '/admin/seats', label: { en: 'Seat matrix', hi: 'सीट मैट्रिक्स' }, roles: [] },
  { path: '/admin/merit', label: { en: 'Merit rounds', hi: 'मेरिट चरण' }, roles: ['verifier', 'accounts'] },
  {
    path: '/admin/admitted',
    label: { en: 'Admitted register', hi: 'प्रवेशित रजिस्टर' },
    roles: ['verifier', 'accounts'],
  },
  { path: '/admin/staff', label: { en: 'Staff accounts', hi: 'कर्मचारी खाते' }, roles: [] },
  { path: '/admin/audit', label: { en: 'Audit log', hi: 'गतिविधि लॉग' }, roles: [] },
  { path: '/admin/messages', label: { en: 'Messages', hi: 'संदेश' }, roles: ['verifier', 'accounts'] },
  { path: '/admin/content', label: { en: 'Site content', hi: 'वेबसाइट सामग्री' }, roles: ['editor'] },
];

const allowed = (s: Section, role: StaffRole) => role === 'admin' || s.roles.includes(role);

/** The menu of a role. */
export function sectionsFor(role: StaffRole): Section[] {
  return SECTIONS.filter((s) => !s.unlisted && allowed(s, role));
}

/** Where a staff member lands after signing in: their first section (a verifier: the applicants ready to review). */
export function homeFor(role: StaffRole): string {
  // A verifier starts on the applicants ready to review (decision 033).
  if (role === 'verifier') return '/admin/applicants?status=ready';
  return SECTIONS.find((s) => allowed(s, role))?.path ?? '/admin/password';
}
