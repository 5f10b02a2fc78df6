// The fixed course catalogue (SPEC §3) and the form option lists.
import type { AcademicLevel } from '../accounts/entities';

export interface CatalogueCourse {
  code: string;
  type: AcademicLevel;
  name: string;
  /** Hindi name */
  second_name: string;
  /** Subject groups a student may choose from (BSC: ZBC or PCM). */
  subject_groups: string[];
}

export const COURSE_CATALOGUE: readonly CatalogueCourse[] = [
  { code: 'BCOM', type: 'UG', name: 'Bachelor of Commerce', second_name: 'वाणिज्य स्नातक', subject_groups: ['Commerce'] },
  {
    code: 'MCOM',
    type: 'PG',
    name: 'Master of Commerce',
    second_name: 'वाणिज्य परास्नातक',
    subject_groups: ['Commerce'],
  },
  {
    code: 'BSCBIO',
    type: 'UG',
    name: 'Bachelor of Science (Biology)',
    second_name: 'विज्ञान स्नातक (जीव विज्ञान)',
    subject_groups: ['ZBC'],
  },
  {
    code: 'BSCMATH',
    type: 'UG',
    name: 'Bachelor of Science (Mathematics)',
    second_name: 'विज्ञान स्नातक (गणित)',
    subject_groups: ['PCM'],
  },
  {
    code: 'MSCBOT',
    type: 'PG',
    name: 'Master of Science (Botany)',
    second_name: 'विज्ञान परास्नातक (वनस्पति विज्ञान)',
    subject_groups: ['Botany'],
  },
  {
    code: 'MSCZOO',
    type: 'PG',
    name: 'Master of Science (Zoology)',
    second_name: 'विज्ञान परास्नातक (जन्तु विज्ञान)',
    subject_groups: ['Zoology'],
  },
  {
    code: 'MSCCHEM',
    type: 'PG',
    name: 'Master of Science (Chemistry)',
    second_name: 'विज्ञान परास्नातक (रसायन विज्ञान)',
    subject_groups: ['Chemistry'],
  },
  {
    code: 'MSCMATH',
    type: 'PG',
    name: 'Master of Science (Mathematics)',
    second_name: 'विज्ञान परास्नातक (गणित)',
    subject_groups: ['Mathematics'],
  },
  {
    code: 'MSCPHY',
    type: 'PG',
    name: 'Master of Science (Physics)',
    second_name: 'विज्ञान परास्नातक (भौतिक विज्ञान)',
    subject_groups: ['Physics'],
  },
];

export function findCourse(code: string | null | undefined): CatalogueCourse | undefined {
  if (!code) return undefined;
  const wanted = code.toUpperCase();
  return COURSE_CATALOGUE.find((c) => c.code === wanted);
}

export function coursesForLevel(level: AcademicLevel | null | undefined): CatalogueCourse[] {
  return COURSE_CATALOGUE.filter((c) => c.type === level);
}

export const COURSE_YEARS = [1, 2, 3] as const;

/** The admission form route of a course and year. */
export function admissionFormPath(code: string, year: number): string {
  return `/student/admission-form/${code.toLowerCase()}/part-${year}`;
}

/** 'Part -1' style label the admission form carries. */
export function partLabel(year: number): string {
  return `Part -${year}`;
}

export const OPTIONS = {
  gender: [
    { value: 'M', label: 'Male' },
    { value: 'F', label: 'Female' },
    { value: 'O', label: 'Other' },
  ],
  nationality: ['Resident of India', 'Non resident of India'],
  maritalStatus: ['Married', 'Single'],
  category: ['GENERAL', 'EWS', 'OBC', 'SC', 'ST'],
  horizontalReservation: ['Disable Person', 'Freedom Fighter', 'Defense Person'],
  weightage: ['N.C.C', 'N.S.S', 'Sports', 'Scout'],
  gap: ['Yes', 'No'],
  attachments: [
    '10th Marksheet',
    '12th Marksheet',
    'UG Marksheet',
    'Other Course',
    'Aadhar Card',
    'Caste Certificate',
    'Domicile Certificate',
    'TC & CC Original Copy',
    'Income Certificate',
    'Anti Ragging Affidavit',
  ],
} as const;

export const PASSING_YEARS: readonly number[] = Array.from({ length: 26 }, (_, i) => 2000 + i);
