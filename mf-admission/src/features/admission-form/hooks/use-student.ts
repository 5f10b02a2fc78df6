// The logged-in student for the admission pages, from the kit (fetched once per page, kept in the site state).
import { useCurrentStudent } from '@college/web-kit';
import type { Student } from '@college/shared-types';

export type StudentState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'error'; message: string }
  | { status: 'ready'; user: Student };

export function useStudent(): [StudentState, () => void] {
  const { student, status, error, reload } = useCurrentStudent();
  const retry = () => void reload();
  if (status === 'ready' && student) return [{ status: 'ready', user: student }, retry];
  if (status === 'error') return [{ status: 'error', message: error ?? '' }, retry];
  if (status === 'anonymous') return [{ status: 'anonymous' }, retry];
  return [{ status: 'loading' }, retry];
}
