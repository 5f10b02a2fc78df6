// The logged-in student on the portal's pages, from the kit: fetched once per page and kept in the site state; an
// ended session goes to the login page (the kit's one 401 policy).
import { useCurrentStudent } from '@college/web-kit';
import type { Student } from '@college/shared-types';

export interface StudentState {
  student: Student | null;
  /** True until the first answer of get-user (a student already in the site state shows at once). */
  loading: boolean;
  reload: () => Promise<Student | null>;
}

export function useStudent(): StudentState {
  const { student, status, reload } = useCurrentStudent();
  return { student, loading: status === 'loading', reload };
}
