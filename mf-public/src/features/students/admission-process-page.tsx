// Admission Process (SPEC §2): UG admission online and on merit, PG by entrance examination, both run by the
// university; then the steps on this site's student portal, in the order the portal allows them (the same
// steps the dashboard's journey tracker shows).
import * as ui from '../../components/ui.module.css';
import { Page } from '../../components/page';
import { ModuleLink } from '@college/web-kit';
import { useText } from '@college/web-kit';
import { JOURNEY_STEPS } from '@college/shared-types';

const TEXT = {
  en: {
    title: 'Admission Process',
    ug: 'Undergraduate (B.Sc., B.Com.)',
    ugText:
      'Admission to the undergraduate courses is online and on merit. The university publishes the admission schedule and the merit lists; the college admits students in the order of merit within its seats.',
    pg: 'Postgraduate (M.Sc., M.Com.)',
    pgText:
      'Admission to the postgraduate courses is through the entrance examination of the university. Candidates who qualify are admitted in the order of their rank within the seats of the college.',
    both: 'Both the merit admissions and the entrance examination are run by the university.',
    steps: 'Steps on the student portal',
    register: 'Register on the student portal',
    rules: 'Read the admission rules',
    merit: 'Merit lists of admission',
  },
  hi: {
    title: 'प्रवेश प्रक्रिया',
    ug: 'स्नातक (बी.एससी., बी.कॉम.)',
    ugText:
      'स्नातक पाठ्यक्रमों में प्रवेश ऑनलाइन एवं योग्यता (मेरिट) के आधार पर होता है। प्रवेश की समय-सारणी एवं मेरिट सूची विश्वविद्यालय प्रकाशित करता है; महाविद्यालय अपनी सीटों के भीतर मेरिट क्रम में प्रवेश देता है।',
    pg: 'परास्नातक (एम.एससी., एम.कॉम.)',
    pgText:
      'परास्नातक पाठ्यक्रमों में प्रवेश विश्वविद्यालय की प्रवेश परीक्षा के माध्यम से होता है। उत्तीर्ण अभ्यर्थियों को महाविद्यालय की सीटों के भीतर उनकी रैंक के क्रम में प्रवेश दिया जाता है।',
    both: 'मेरिट आधारित प्रवेश एवं प्रवेश परीक्षा, दोनों विश्वविद्यालय द्वारा संचालित होते हैं।',
    steps: 'छात्र पोर्टल पर चरण',
    register: 'छात्र पोर्टल पर पंजीकरण करें',
    rules: 'प्रवेश नियम पढ़ें',
    merit: 'प्रवेश की मेरिट सूचियाँ',
  },
};

export function AdmissionProcessPage() {
  const { lang, t } = useText();
  const x = TEXT[lang];
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }} prose>
      <h2>{x.ug}</h2>
      <p>{x.ugText}</p>
      <h2>{x.pg}</h2>
      <p>{x.pgText}</p>
      <p>
        <strong>{x.both}</strong>
      </p>
      <h2>{x.steps}</h2>
      <ol data-testid="journey-steps">
        {JOURNEY_STEPS.map((step) => (
          <li key={step.id}>
            <strong>{t(step.title)}</strong>: {t(step.about)}
          </li>
        ))}
      </ol>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <ModuleLink className={ui.button} href="/student/register">
          {x.register}
        </ModuleLink>
        <ModuleLink className={ui.buttonOutline} href="/students/admission-rules">
          {x.rules}
        </ModuleLink>
        <ModuleLink className={ui.buttonOutline} href="/merit-list">
          {x.merit}
        </ModuleLink>
      </p>
    </Page>
  );
}
