// Front-end rules of the admission form (SPEC §4, §5): who may open it, BSC subject groups, locks, address copy, drafts.
import type { Category, Student } from '../accounts/entities';
import { isProfileComplete } from '../accounts/rules';
import { admissionFormPath, findCourse } from './catalogue';

/** localStorage key of the admission draft (SPEC §9); each student's draft is kept under its own key. */
export const ADMISSION_DRAFT_KEY = 'courseFormV';

/** The draft key of one student, so a second student on the same browser never sees the first one's draft. */
export function admissionDraftKey(studentEmail: string): string {
  return `${ADMISSION_DRAFT_KEY}:${studentEmail.trim().toLowerCase()}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Who may open the form

export type AdmissionAccess =
  | { kind: 'login' }
  | { kind: 'dashboard'; message: string }
  | { kind: 'form'; path: string; course: string; year: number };

export const ACCESS_MESSAGES = {
  pending: 'Your registration is waiting for verification. The admission form opens once it is approved.',
  rejected: 'Your registration was not approved, so the admission form cannot be filled.',
  profile: 'Complete your Profile (course, year, category and photo) before filling the admission form.',
  paid: 'Your admission fee is already paid. Print your form from the dashboard.',
  course: 'The course in your profile is not open for admission. Choose a course in your profile.',
} as const;

/** What admissionAccess reads of the student: the browser passes get-user's user, the API its own row. */
export type AdmissionAccessFields = Pick<
  Student,
  | 'status'
  | 'academic_level'
  | 'category'
  | 'course_name'
  | 'course_year'
  | 'profile_photo'
  | 'is_admission_fee_payed'
  | 'correction_reason'
>;

/**
 * Logged in, status 1 (or a correction asked by the office), profile complete (with its photo) and fee not yet
 * paid opens the form of the profile's course and year. The API refuses save2 by the same rule and texts.
 */
export function admissionAccess(user: AdmissionAccessFields | null | undefined): AdmissionAccess {
  if (!user) return { kind: 'login' };
  // A correction request reopens the form whatever the status; resubmitting puts it back in the office's queue.
  const reopened = !!user.correction_reason;
  if (user.status === 0 && !reopened) return { kind: 'dashboard', message: ACCESS_MESSAGES.pending };
  if (user.status !== 1 && !reopened) return { kind: 'dashboard', message: ACCESS_MESSAGES.rejected };
  if (!isProfileComplete(user)) return { kind: 'dashboard', message: ACCESS_MESSAGES.profile };
  if (user.is_admission_fee_payed) return { kind: 'dashboard', message: ACCESS_MESSAGES.paid };
  const course = findCourse(user.course_name);
  const year = Number(user.course_year);
  if (!course || ![1, 2, 3].includes(year)) return { kind: 'dashboard', message: ACCESS_MESSAGES.course };
  return { kind: 'form', path: admissionFormPath(course.code, year), course: course.code, year };
}

/** Reads the route's ':course' and ':part' ('bscbio', 'part-1'); null when they name no catalogue course and year. */
export function parseFormRoute(
  course: string | undefined,
  part: string | undefined,
): { code: string; year: number } | null {
  const found = findCourse(course);
  const m = /^part-([123])$/.exec(part ?? '');
  if (!found || !m || course !== found.code.toLowerCase()) return null;
  return { code: found.code, year: Number(m[1]) };
}

// ---------------------------------------------------------------------------------------------------------------
// BSC subject groups

export type BscGroup = 'ZBC' | 'PCM';

/** The subjects each group allows as majors, in the order the form lists them. */
export const BSC_GROUP_SUBJECTS: Readonly<Record<BscGroup, readonly string[]>> = {
  ZBC: ['Botany', 'Chemistry', 'Zoology'],
  PCM: ['Physics', 'Chemistry', 'Maths'],
};

/** Chemistry belongs to both groups, so it cannot decide the group: it is never a first major. */
export const FIRST_MAJOR_DISABLED: readonly string[] = ['Chemistry'];

export interface SubjectOption {
  value: string;
  disabled: boolean;
}

export function isBscCourse(code: string | null | undefined): boolean {
  return (findCourse(code)?.code ?? '').startsWith('BSC');
}

/** The groups a BSC course admits (BSCBIO: ZBC, BSCMATH: PCM); none for other courses. */
export function bscGroupsOf(code: string | null | undefined): BscGroup[] {
  const groups = findCourse(code)?.subject_groups ?? [];
  return groups.filter((g): g is BscGroup => g === 'ZBC' || g === 'PCM');
}

/** The first-major choices of a BSC course, Chemistry listed but disabled. */
export function firstMajorOptions(code: string | null | undefined): SubjectOption[] {
  const seen = new Set<string>();
  const out: SubjectOption[] = [];
  for (const g of bscGroupsOf(code)) {
    for (const s of BSC_GROUP_SUBJECTS[g]) {
      if (seen.has(s)) continue;
      seen.add(s);
      out.push({ value: s, disabled: FIRST_MAJOR_DISABLED.includes(s) });
    }
  }
  return out;
}

/** ZBC from Botany or Zoology, PCM from Physics or Maths; '' for anything else (Chemistry included). */
export function subjectGroupOf(firstMajor: string | null | undefined): BscGroup | '' {
  if (!firstMajor || FIRST_MAJOR_DISABLED.includes(firstMajor)) return '';
  for (const g of Object.keys(BSC_GROUP_SUBJECTS) as BscGroup[]) {
    if (BSC_GROUP_SUBJECTS[g].includes(firstMajor)) return g;
  }
  return '';
}

/** The second-major choices the first major's group allows; the first major itself is disabled. */
export function secondMajorOptions(firstMajor: string | null | undefined): SubjectOption[] {
  const group = subjectGroupOf(firstMajor);
  if (!group) return [];
  return BSC_GROUP_SUBJECTS[group].map((s) => ({ value: s, disabled: s === firstMajor }));
}

export interface BscSubjects {
  subject_group: string;
  major_subject_1: string;
  major_subject_2: string;
}

/** A new first major: the group follows it and a second major the new group does not allow is cleared. */
export function chooseFirstMajor<T extends BscSubjects>(values: T, firstMajor: string): T {
  const allowed = secondMajorOptions(firstMajor).filter((o) => !o.disabled);
  const keep = allowed.some((o) => o.value === values.major_subject_2);
  return {
    ...values,
    major_subject_1: subjectGroupOf(firstMajor) ? firstMajor : '',
    subject_group: subjectGroupOf(firstMajor),
    major_subject_2: keep ? values.major_subject_2 : '',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Locks

/** Filled from the profile and never edited on the form (the API takes them from the profile too). */
export const PROFILE_LOCKED_FIELDS = ['applicant_name', 'gender', 'email', 'category'] as const;

/** The caste fields: locked (and kept empty) when the category has no caste to prove (GENERAL, EWS). */
export const GENERAL_LOCKED_FIELDS = ['sub_category', 'caste_certificate_number'] as const;

/** Categories with no caste to prove: GENERAL, and EWS (proven by the income and asset certificate instead). */
export const CASTE_FREE_CATEGORIES: readonly Category[] = ['GENERAL', 'EWS'];

export function isGeneralCategory(category: Category | string | null | undefined): boolean {
  return String(category ?? '').toUpperCase() === 'GENERAL';
}

/** GENERAL or EWS: the caste fields are not asked. */
export function isCasteFreeCategory(category: Category | string | null | undefined): boolean {
  return (CASTE_FREE_CATEGORIES as readonly string[]).includes(String(category ?? '').toUpperCase());
}

export function isFieldLocked(field: string, category: string | null | undefined): boolean {
  if ((PROFILE_LOCKED_FIELDS as readonly string[]).includes(field)) return true;
  return isCasteFreeCategory(category) && (GENERAL_LOCKED_FIELDS as readonly string[]).includes(field);
}

/** The profile's values for the locked fields, and the caste fields emptied for GENERAL and EWS. */
export function withProfile<T extends Record<string, unknown>>(
  values: T,
  user: Pick<Student, 'name' | 'gender' | 'email' | 'category'>,
): T {
  const out: Record<string, unknown> = {
    ...values,
    applicant_name: user.name ?? '',
    gender: user.gender ?? '',
    email: user.email ?? '',
    category: user.category ?? '',
  };
  if (isCasteFreeCategory(user.category)) {
    for (const f of GENERAL_LOCKED_FIELDS) out[f] = '';
  }
  return out as T;
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses

export const ADDRESS_PARTS = ['village_mohalla', 'post', 'tehsil', 'district', 'pincode'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

export type CorrespondenceAddress = Record<`correspondence_address_${AddressPart}`, string>;
export type PermanentAddress = Record<`permanent_address_${AddressPart}`, string>;

/** When 'same as correspondence' is Yes the permanent address is the correspondence address. */
export function withPermanentAddress<
  T extends CorrespondenceAddress & PermanentAddress & { same_as_correspondence: string },
>(values: T): T {
  if (values.same_as_correspondence !== 'Yes') return values;
  const out = { ...values };
  for (const p of ADDRESS_PARTS) {
    out[`permanent_address_${p}`] = values[`correspondence_address_${p}`];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Drafts

export interface AdmissionDraft<V = Record<string, unknown>> {
  version: 1;
  /** Email of the student the draft belongs to: a shared computer never shows one student's draft to another. */
  owner: string;
  course: string;
  year: number;
  /** 1..6 */
  step: number;
  values: V;
  /** Names of the files chosen before; files themselves cannot be kept in localStorage. */
  files: Record<string, string>;
  savedAt: string;
}

/** Keeps only what JSON can carry: strings, numbers, booleans, lists and plain objects (files are dropped). */
function plain(value: unknown): unknown {
  if (value == null || typeof value === 'string' || typeof value === 'boolean') return value ?? '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, plain(v)]));
  }
  return undefined;
}

export function serializeDraft<V>(draft: Omit<AdmissionDraft<V>, 'version'>): string {
  return JSON.stringify({ ...draft, version: 1, values: plain(draft.values) });
}

/** The stored draft if it is readable and belongs to this student; anything else is ignored. */
export function parseDraft<V = Record<string, unknown>>(
  raw: string | null | undefined,
  owner: string,
): AdmissionDraft<V> | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const d = data as Partial<AdmissionDraft<V>>;
  if (d.version !== 1 || typeof d.owner !== 'string' || d.owner.toLowerCase() !== owner.toLowerCase()) return null;
  if (!d.values || typeof d.values !== 'object' || Array.isArray(d.values)) return null;
  const step = Number(d.step);
  return {
    version: 1,
    owner: d.owner,
    course: String(d.course ?? ''),
    year: Number(d.year) || 0,
    step: Number.isInteger(step) && step >= 1 && step <= 6 ? step : 1,
    values: d.values,
    files: d.files && typeof d.files === 'object' ? (d.files as Record<string, string>) : {},
    savedAt: String(d.savedAt ?? ''),
  };
}

/** Draft values over the empty form: only known fields, each of the same kind (text stays text, lists stay lists). */
export function mergeDraftValues<V extends Record<string, unknown>>(empty: V, draft: Record<string, unknown>): V {
  const out: Record<string, unknown> = { ...empty };
  for (const [key, base] of Object.entries(empty)) {
    const saved = draft[key];
    if (saved === undefined) continue;
    if (Array.isArray(base)) {
      if (Array.isArray(saved)) out[key] = saved.filter((v) => typeof v === 'string');
    } else if (base && typeof base === 'object') {
      if (saved && typeof saved === 'object' && !Array.isArray(saved)) {
        out[key] = mergeDraftValues(base as Record<string, unknown>, saved as Record<string, unknown>);
      }
    } else if (typeof saved === 'string') {
      out[key] = saved;
    }
  }
  return out as V;
}
