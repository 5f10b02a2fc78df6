// The course and year a screen works on (the seat matrix, the merit rounds): kept in the address
// (?course=BCOM&year=1) so a reload or a shared link keeps them, and chosen from the catalogue in words.
import { useSearchParams } from '@college/web-kit/routing';
import styled from 'styled-components';
import { COURSE_CATALOGUE, courseYears } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Panel, SelectField } from '@college/web-kit/ui';
import { COMMON } from '../lib/texts';

const TEXT = {
  choose: { en: 'Course and year', hi: 'पाठ्यक्रम और वर्ष' },
  yearOption: { en: 'Year {year}', hi: 'वर्ष {year}' },
};

/** Wide enough for a course's whole name. */
const Chooser = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 0 16px;
`;

export interface CourseYear {
  course: string;
  year: number;
  years: number[];
  /** Another course or year; a year the course does not have becomes year 1. */
  choose: (course: string, year: number) => void;
}

/** The course and year of the address (the catalogue's first course and year 1 when it names none it has). */
export function useCourseYear(onChoose?: () => void): CourseYear {
  const [search, setSearch] = useSearchParams();
  const asked = (search.get('course') ?? '').toUpperCase();
  const course = COURSE_CATALOGUE.some((c) => c.code === asked) ? asked : COURSE_CATALOGUE[0]!.code;
  const years = courseYears(course);
  const year = years.includes(Number(search.get('year'))) ? Number(search.get('year')) : 1;
  const choose = (code: string, y: number) => {
    setSearch({ course: code, year: String(courseYears(code).includes(y) ? y : 1) }, { replace: true });
    onChoose?.();
  };
  return { course, year, years, choose };
}

export function CourseYearChooser({ course, year, years, choose }: CourseYear) {
  const { t, lang } = useText();
  return (
    <Panel title={t(TEXT.choose)}>
      <Chooser>
        <SelectField
          label={t(COMMON.course)}
          value={course}
          onChange={(e) => choose(e.target.value, year)}
          options={COURSE_CATALOGUE.map((c) => ({ value: c.code, label: lang === 'hi' ? c.second_name : c.name }))}
        />
        <SelectField
          label={t(COMMON.year)}
          value={String(year)}
          onChange={(e) => choose(course, Number(e.target.value))}
          options={years.map((y) => ({ value: String(y), label: t(TEXT.yearOption).replace('{year}', String(y)) }))}
        />
      </Chooser>
    </Panel>
  );
}
