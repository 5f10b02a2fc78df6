// UG Courses and PG Courses: the courses of the fixed catalogue at that level, with the way to apply.
import { COURSE_CATALOGUE } from '@college/shared-types';
import * as ui from '../../components/ui.module.css';
import * as css from './academic.module.css';
import { Page } from '../../components/page';
import { ModuleLink } from '@college/web-kit';
import { useLocation } from '@college/web-kit/routing';
import { useText } from '@college/web-kit';

const TEXT = {
  UG: {
    en: {
      title: 'UG Courses',
      intro: 'Undergraduate courses of three years (Part 1, 2 and 3), taught in Hindi and English.',
    },
    hi: {
      title: 'स्नातक पाठ्यक्रम',
      intro: 'तीन वर्षीय स्नातक पाठ्यक्रम (प्रथम, द्वितीय एवं तृतीय वर्ष), हिन्दी एवं अंग्रेज़ी माध्यम में।',
    },
  },
  PG: {
    en: {
      title: 'PG Courses',
      intro: 'Postgraduate courses of two years, admitted through the university entrance examination.',
    },
    hi: { title: 'परास्नातक पाठ्यक्रम', intro: 'दो वर्षीय परास्नातक पाठ्यक्रम, विश्वविद्यालय की प्रवेश परीक्षा के माध्यम से प्रवेश।' },
  },
} as const;

const COMMON = {
  en: { code: 'Course code', subjects: 'Subjects', apply: 'Apply on the student portal' },
  hi: { code: 'पाठ्यक्रम कोड', subjects: 'विषय', apply: 'छात्र पोर्टल पर आवेदन करें' },
};

export function LevelCoursesPage() {
  const { lang } = useText();
  const level = useLocation().pathname.includes('/pg-courses') ? 'PG' : 'UG';
  const x = TEXT[level][lang];
  const c = COMMON[lang];
  const courses = COURSE_CATALOGUE.filter((k) => k.type === level);
  return (
    <Page title={{ en: TEXT[level].en.title, hi: TEXT[level].hi.title }}>
      <p>{x.intro}</p>
      <ul className={css.courses}>
        {courses.map((k) => (
          <li key={k.code} className={css.course}>
            <div className={css.body}>
              <span className={css.code}>
                <span className="sr-only">{c.code}: </span>
                {k.code}
              </span>
              <h2 lang={lang === 'hi' ? 'hi' : 'en'}>{lang === 'hi' ? k.second_name : k.name}</h2>
              <p className={css.meta} lang={lang === 'hi' ? 'en' : 'hi'}>
                {lang === 'hi' ? k.name : k.second_name}
              </p>
              <p className={css.meta}>
                {c.subjects}: {k.subject_groups.join(', ')}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p style={{ marginTop: 24 }}>
        <ModuleLink className={ui.button} href="/student/login">
          {c.apply}
        </ModuleLink>
      </p>
    </Page>
  );
}
