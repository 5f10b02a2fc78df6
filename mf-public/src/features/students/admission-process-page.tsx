// Admission Process (SPEC §2): UG admission online and on merit, PG by entrance examination, both run by the
// university; then the steps on this site's student portal.
import * as ui from '../../components/ui.module.css';
import { Page } from '../../components/page';
import { ModuleLink } from '@college/web-kit';
import { useText } from '@college/web-kit';

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
    stepList: [
      'Register with your email address and verify it with the code sent to you.',
      'Log in and complete your profile: course, year, category and photo.',
      'Pay the registration fee of ₹50 online.',
      'Fill the admission form for your course and upload your documents.',
      'When the college approves your admission, pay the admission fee online.',
      'Print your admission form, fee receipt and fee slip.',
    ],
    register: 'Register on the student portal',
    rules: 'Read the admission rules',
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
    stepList: [
      'अपने ईमेल पते से पंजीकरण करें और भेजे गए कोड से उसे सत्यापित करें।',
      'लॉग इन करके अपनी प्रोफ़ाइल पूरी करें: पाठ्यक्रम, वर्ष, श्रेणी एवं फ़ोटो।',
      '₹50 का पंजीकरण शुल्क ऑनलाइन जमा करें।',
      'अपने पाठ्यक्रम का प्रवेश फ़ॉर्म भरें और अभिलेख अपलोड करें।',
      'महाविद्यालय द्वारा प्रवेश स्वीकृत होने पर प्रवेश शुल्क ऑनलाइन जमा करें।',
      'प्रवेश फ़ॉर्म, शुल्क रसीद एवं शुल्क पर्ची प्रिंट करें।',
    ],
    register: 'छात्र पोर्टल पर पंजीकरण करें',
    rules: 'प्रवेश नियम पढ़ें',
  },
};

export function AdmissionProcessPage() {
  const { lang } = useText();
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
      <ol>
        {x.stepList.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <ModuleLink className={ui.button} href="/student/register">
          {x.register}
        </ModuleLink>
        <ModuleLink className={ui.buttonOutline} href="/students/admission-rules">
          {x.rules}
        </ModuleLink>
      </p>
    </Page>
  );
}
