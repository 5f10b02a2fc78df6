// List of Holidays (SPEC §2): the holiday list as an embedded PDF, with a link to open it on its own.
import * as ui from '../../components/ui.module.css';
import * as css from './academic.module.css';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';
import holidays from './documents/list-of-holidays-2025.pdf';

const TEXT = {
  en: {
    title: 'List of Holidays',
    intro: 'Holidays of the college for the year 2025, as notified by the Government of Uttar Pradesh.',
    open: 'Open the PDF',
    frame: 'List of Holidays 2025 (PDF)',
    newTab: '(opens in a new tab)',
  },
  hi: {
    title: 'अवकाश सूची',
    intro: 'उत्तर प्रदेश शासन द्वारा अधिसूचित, वर्ष 2025 के लिए महाविद्यालय की अवकाश सूची।',
    open: 'पीडीएफ खोलें',
    frame: 'अवकाश सूची 2025 (पीडीएफ)',
    newTab: '(नए टैब में खुलता है)',
  },
};

export function HolidaysPage() {
  const { lang } = useText();
  const x = TEXT[lang];
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }}>
      <p>{x.intro}</p>
      <p className={css.actions}>
        <a className={ui.button} href={holidays} target="_blank" rel="noopener noreferrer">
          {x.open}
          <span className="sr-only"> {x.newTab}</span>
        </a>
      </p>
      <iframe className={css.pdf} src={holidays} title={x.frame} loading="lazy" />
    </Page>
  );
}
