// Syllabus (SPEC §2): the university sets the syllabus and the examinations; a link to its syllabus page.
import { languageOfText, storeText } from '@college/shared-types';
import * as ui from '../../components/ui.module.css';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';
import { useSite } from '../../app/use-site';

/** The affiliating university's website, where its syllabus page is. */
export const UNIVERSITY_SYLLABUS_URL = 'https://www.dbrau.ac.in/';

const TEXT = {
  en: {
    title: 'Syllabus',
    university: 'the affiliating state university',
    text: [
      'The college follows the syllabus of the university it is affiliated to. The university frames the syllabus of every course, following the National Education Policy 2020 for the undergraduate courses, and conducts the examinations and declares the results.',
      'Teachers of the college publish a teaching plan for each paper at the start of the session, and the departments keep printed copies of the syllabus for students.',
    ],
    affiliation: 'Affiliation',
    link: "Open the university's syllabus page",
    newTab: '(opens in a new tab)',
  },
  hi: {
    title: 'पाठ्यक्रम (सिलेबस)',
    university: 'सम्बद्ध राज्य विश्वविद्यालय',
    text: [
      'महाविद्यालय अपने सम्बद्ध विश्वविद्यालय का पाठ्यक्रम पढ़ाता है। प्रत्येक पाठ्यक्रम का सिलेबस विश्वविद्यालय द्वारा — स्नातक पाठ्यक्रमों में राष्ट्रीय शिक्षा नीति 2020 के अनुसार — निर्धारित किया जाता है, तथा परीक्षाएँ एवं परिणाम भी विश्वविद्यालय ही घोषित करता है।',
      'सत्र के प्रारम्भ में महाविद्यालय के शिक्षक प्रत्येक प्रश्नपत्र की शिक्षण योजना प्रकाशित करते हैं तथा विभागों में विद्यार्थियों के लिए सिलेबस की मुद्रित प्रतियाँ उपलब्ध रहती हैं।',
    ],
    affiliation: 'सम्बद्धता',
    link: 'विश्वविद्यालय का सिलेबस पृष्ठ खोलें',
    newTab: '(नए टैब में खुलता है)',
  },
};

export function SyllabusPage() {
  const { lang } = useText();
  const store = useSite('store');
  const x = TEXT[lang];
  const affiliation = storeText(store?.affiliation_info, lang);
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }} prose>
      {x.text.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p>
        <strong>{x.affiliation}:</strong>{' '}
        <span lang={affiliation ? languageOfText(affiliation) : undefined}>{affiliation || x.university}</span>
      </p>
      <p>
        <a className={ui.button} href={UNIVERSITY_SYLLABUS_URL} target="_blank" rel="noopener noreferrer">
          {x.link}
          <span className="sr-only"> {x.newTab}</span>
        </a>
      </p>
    </Page>
  );
}
