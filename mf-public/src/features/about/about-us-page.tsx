// About Us (SPEC §2): the about image from the store data and the college's facts.
import { languageOfText, splitStoreTitle, storeText } from '@college/shared-types';
import * as ui from '../../components/ui.module.css';
import * as css from './about.module.css';
import { Page } from '../../components/page';
import { Image } from '../../components/image';
import { placeholderImage } from '../../components/placeholder-images';
import { useText } from '@college/web-kit';
import { useSite } from '../../app/use-site';

const TEXT = {
  en: {
    title: 'About Us',
    introHeading: 'Introduction',
    intro: (name: string) =>
      `${name} is a government degree college of the Department of Higher Education, Uttar Pradesh. It teaches science and commerce at the undergraduate and postgraduate levels.`,
    imageAlt: 'The college campus',
    glance: 'The campus at a glance',
    facts: [
      ['14.36 acres', 'Land area'],
      ['8899.11 sq m', 'Built-up area'],
      ['9', 'Lecture rooms'],
      ['4', 'Laboratories'],
      ['17,457', 'Books and journals in the library'],
    ],
    affiliation: 'Affiliation',
    stateUniversity: 'Affiliated to the state university',
    departments: 'Departments',
    science: 'Science',
    scienceList: 'Botany, Chemistry, Mathematics, Physics and Zoology',
    commerce: 'Commerce',
    commerceList: 'Undergraduate (UG) and postgraduate (PG)',
    courses: 'Courses',
    courseList: 'B.Sc., B.Com., M.Sc. and M.Com.',
    started: 'The postgraduate courses M.Sc. and M.Com. started in 2013.',
  },
  hi: {
    title: 'हमारे बारे में',
    introHeading: 'परिचय',
    intro: (name: string) =>
      `${name} उत्तर प्रदेश शासन के उच्च शिक्षा विभाग का राजकीय स्नातक महाविद्यालय है। यहाँ विज्ञान एवं वाणिज्य संकाय में स्नातक तथा परास्नातक स्तर की शिक्षा दी जाती है।`,
    imageAlt: 'महाविद्यालय परिसर',
    glance: 'परिसर एक नज़र में',
    facts: [
      ['14.36 एकड़', 'भूमि का क्षेत्रफल'],
      ['8899.11 वर्ग मीटर', 'निर्मित क्षेत्रफल'],
      ['9', 'व्याख्यान कक्ष'],
      ['4', 'प्रयोगशालाएँ'],
      ['17,457', 'पुस्तकालय में पुस्तकें एवं पत्रिकाएँ'],
    ],
    affiliation: 'सम्बद्धता',
    stateUniversity: 'राज्य विश्वविद्यालय से सम्बद्ध',
    departments: 'विभाग',
    science: 'विज्ञान',
    scienceList: 'वनस्पति विज्ञान, रसायन विज्ञान, गणित, भौतिक विज्ञान एवं जन्तु विज्ञान',
    commerce: 'वाणिज्य',
    commerceList: 'स्नातक (UG) एवं परास्नातक (PG)',
    courses: 'पाठ्यक्रम',
    courseList: 'बी.एससी., बी.कॉम., एम.एससी. एवं एम.कॉम.',
    started: 'परास्नातक पाठ्यक्रम एम.एससी. एवं एम.कॉम. वर्ष 2013 में प्रारम्भ हुए।',
  },
};

export function AboutUsPage() {
  const { lang } = useText();
  const store = useSite('store');
  const names = splitStoreTitle(store?.store_title);
  const x = TEXT[lang];
  const affiliation = storeText(store?.affiliation_info, lang);
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }}>
      <div className={ui.twoColumns}>
        <div className={ui.prose}>
          <h2>{x.introHeading}</h2>
          <p className={ui.lead}>{x.intro(lang === 'hi' ? names.hindi : names.english)}</p>
          <h2>{x.glance}</h2>
          <ul className={css.facts}>
            {x.facts.map(([value, label]) => (
              <li key={label} className={css.fact}>
                <span className={css.factValue}>{value}</span>
                <span className={css.factLabel}>{label}</span>
              </li>
            ))}
          </ul>
          <h3>{x.affiliation}</h3>
          <p lang={affiliation ? languageOfText(affiliation) : undefined}>{affiliation || x.stateUniversity}</p>
          <h2>{x.departments}</h2>
          <ul>
            <li>
              <strong>{x.science}:</strong> {x.scienceList}
            </li>
            <li>
              <strong>{x.commerce}:</strong> {x.commerceList}
            </li>
          </ul>
          <h2>{x.courses}</h2>
          <p>{x.courseList}</p>
          <p>{x.started}</p>
        </div>
        <figure className={ui.figure}>
          <Image
            src={store?.about_image}
            fallback={placeholderImage}
            alt={x.imageAlt}
            width={800}
            height={600}
            sizes="(min-width: 900px) 50vw, 100vw"
          />
        </figure>
      </div>
    </Page>
  );
}
