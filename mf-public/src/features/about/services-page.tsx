// We Value Their Services: a word of thanks and the two lists below it.
import * as ui from '../../components/ui.module.css';
import { Page } from '../../components/page';
import { ModuleLink } from '@college/web-kit';
import { useText } from '@college/web-kit';

const TEXT = {
  en: {
    title: 'We Value Their Services',
    text: 'The college owes what it is to the principals, teachers and staff who served it before us. We remember them with gratitude.',
    principals: 'Our Past Principals',
    faculties: 'Our Past Faculties',
  },
  hi: {
    title: 'हम उनकी सेवाओं का सम्मान करते हैं',
    text: 'महाविद्यालय आज जो कुछ है, वह उन प्राचार्यों, शिक्षकों एवं कर्मचारियों की देन है जिन्होंने पहले इसकी सेवा की। हम उन्हें कृतज्ञता से स्मरण करते हैं।',
    principals: 'पूर्व प्राचार्य',
    faculties: 'पूर्व प्राध्यापक',
  },
};

export function ServicesPage() {
  const { lang } = useText();
  const x = TEXT[lang];
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }} prose>
      <p className={ui.lead}>{x.text}</p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <ModuleLink className={ui.button} href="/about/we-value-their-services/our-past-principal">
          {x.principals}
        </ModuleLink>
        <ModuleLink className={ui.buttonOutline} href="/about/we-value-their-services/our-past-faculties">
          {x.faculties}
        </ModuleLink>
      </p>
    </Page>
  );
}
