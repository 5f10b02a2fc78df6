// The query of the review queue, shared by the queue, one applicant (its neighbours) and the CSV export: its JSON
// schema (400 on a wrong shape), its rules (422) and the repository's filters and sort.
import {
  ADMIN_STUDENT_SORTS,
  applicantFiltersSchema,
  type AdminStudentFilters,
  type AdminStudentSort,
} from '@college/shared-types';
import type { ApplicantFilters, ApplicantSort, ApplicantSortKey } from '../accounts/applicants-repository';
import { checkRules } from './validation';

const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const applicantQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['', '0', '1', '2', 'correction', 'incomplete', 'ready'] },
    course: { type: 'string', maxLength: 20 },
    year: { type: 'string', enum: ['', '1', '2', '3'] },
    category: { type: 'string', maxLength: 20 },
    registration_paid: { type: 'string', enum: ['', 'yes', 'no'] },
    paid: { type: 'string', enum: ['', 'yes', 'no'] },
    submitted: { type: 'string', enum: ['', 'yes', 'no'] },
    submitted_from: { anyOf: [date, { type: 'string', maxLength: 0 }] },
    submitted_to: { anyOf: [date, { type: 'string', maxLength: 0 }] },
    search: { type: 'string', maxLength: 100 },
    scrutiny: { type: 'string', enum: ['', 'to_verify', 'verified', 'correction'] },
    sort: { type: 'string', enum: ['', ...ADMIN_STUDENT_SORTS] },
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    per_page: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
  },
} as const;

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

export function readApplicantQuery(query: AdminStudentFilters): {
  filters: ApplicantFilters;
  sort: ApplicantSort;
  page: number;
  perPage: number;
} {
  const q = Object.fromEntries(Object.entries(query ?? {}).filter(([, v]) => v !== '')) as AdminStudentFilters;
  checkRules(applicantFiltersSchema, { submitted_from: q.submitted_from, submitted_to: q.submitted_to });
  const yes = (v: string | undefined) => (v === undefined ? undefined : v === 'yes');
  const filters: ApplicantFilters = {
    ...(q.status !== undefined
      ? {
          status:
            q.status === 'correction' || q.status === 'incomplete' || q.status === 'ready'
              ? q.status
              : (Number(q.status) as 0 | 1 | 2),
        }
      : {}),
    ...(q.course?.trim() ? { course: q.course.trim().toUpperCase() } : {}),
    ...(q.year ? { year: Number(q.year) } : {}),
    ...(q.category?.trim() ? { category: q.category.trim().toUpperCase() } : {}),
    ...(q.registration_paid ? { registrationPaid: yes(q.registration_paid) } : {}),
    ...(q.paid ? { feePaid: yes(q.paid) } : {}),
    ...(q.submitted ? { submitted: yes(q.submitted) } : {}),
    ...(q.submitted_from ? { submittedFrom: q.submitted_from } : {}),
    ...(q.submitted_to ? { submittedTo: q.submitted_to } : {}),
    ...(q.search?.trim() ? { search: q.search.trim().toLowerCase() } : {}),
    ...(q.scrutiny ? { scrutiny: q.scrutiny } : {}),
  };
  const sortText: AdminStudentSort = q.sort ?? '-id';
  const sort: ApplicantSort = {
    key: sortText.replace(/^-/, '') as ApplicantSortKey,
    desc: sortText.startsWith('-'),
  };
  const page = Number(q.page ?? 1);
  const perPage = Math.min(MAX_PER_PAGE, Number(q.per_page ?? DEFAULT_PER_PAGE));
  return { filters, sort, page, perPage };
}
