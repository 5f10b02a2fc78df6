// Science and Commerce courses (SPEC §2): the courses the API lists for the category, their description and
// detail (HTML from the server, sanitised).
import { languageOfText, type CourseCategory, pickContent } from '@college/shared-types';
import * as css from './academic.module.css';
import { Image } from '../../components/image';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { placeholderImage } from '../../components/placeholder-images';
import { SanitizedHtml } from '../../components/sanitized-html';
import { useLocation } from '@college/web-kit/routing';
import { useText } from '@college/web-kit';
import { useSite } from '../../app/use-site';

const TITLES = {
  science: { en: 'Science Courses', hi: 'विज्ञान संकाय के पाठ्यक्रम' },
  commerce: { en: 'Commerce Courses', hi: 'वाणिज्य संकाय के पाठ्यक्रम' },
};

const TEXT = {
  en: {
    subjects: 'Subjects',
    email: 'Email',
    notAvailable: 'Not available',
    more: 'Course details',
    none: 'The courses of this faculty will be listed here soon.',
  },
  hi: {
    subjects: 'विषय',
    email: 'ईमेल',
    notAvailable: 'उपलब्ध नहीं',
    more: 'पाठ्यक्रम का विवरण',
    none: 'इस संकाय के पाठ्यक्रम शीघ्र ही यहाँ सूचीबद्ध किए जाएँगे।',
  },
};

export function CategoryCoursesPage() {
  const { lang } = useText();
  const category: CourseCategory = useLocation().pathname.includes('/commerce') ? 'commerce' : 'science';
  // The texts the office writes in both languages, in the page's language (decision 029).
  const courses = useSite('courses')
    .filter((c) => c.categ === category)
    .map((c) => ({
      ...c,
      name: pickContent(lang, { en: c.name, hi: c.name_hi }),
      description: pickContent(lang, { en: c.description, hi: c.description_hi }),
      detail: pickContent(lang, { en: c.detail, hi: c.detail_hi }),
    }));
  const loaded = useSite('dataLoaded');
  const x = TEXT[lang];
  return (
    <Page title={TITLES[category]}>
      {!loaded ? (
        <Loading />
      ) : courses.length === 0 ? (
        <p>{x.none}</p>
      ) : (
        <ul className={css.courses}>
          {courses.map((c) => (
            <li key={c.id} className={css.course}>
              <Image
                src={c.image}
                fallback={placeholderImage}
                alt=""
                width={800}
                height={500}
                sizes="(min-width: 640px) 400px, 100vw"
              />
              <div className={css.body}>
                <span className={css.code}>{c.short_name}</span>
                <h2 lang={languageOfText(c.name)}>{c.name}</h2>
                {c.subjects && (
                  <p className={css.meta}>
                    {x.subjects}: <span lang={languageOfText(c.subjects)}>{c.subjects}</span>
                  </p>
                )}
                <SanitizedHtml className={css.html} html={c.description} />
                {c.detail && (
                  <details className={css.details}>
                    <summary>{x.more}</summary>
                    <SanitizedHtml className={css.html} html={c.detail} />
                  </details>
                )}
                <p className={`${css.meta} ${css.footer}`}>
                  {x.email}: {c.email_id ? <a href={`mailto:${c.email_id}`}>{c.email_id}</a> : x.notAvailable}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
