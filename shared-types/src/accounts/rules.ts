// Rules of the student account.
import type { Student } from './entities';

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
