// List of Holidays (SPEC §2): the holiday list as an embedded PDF, with a link to open it on its own. The office
// uploads the PDF in the console (the one released with the site until then) and may add the holidays as rows.
import type { HolidayList } from '@college/shared-types';
import * as ui from '../../components/ui.module.css';
import * as css from './academic.module.css';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';
import { DataTable } from '../../components/data-table';
import { useContent } from '../../app/use-content';
import builtIn from './documents/list-of-holidays-2025.pdf';

const TEXT = {
  en: {
    title: 'List of Holidays',
    intro: 'Holidays of the college, as notified by the Government of Uttar Pradesh.',
    open: 'Open the PDF',
    frame: 'List of Holidays (PDF)',
    caption: 'Holidays',
    date: 'Date',
    holiday: 'Holiday',
    newTab: '(opens in a new tab)',
  },
  hi: {
    title: 'अवकाश सूची',
    intro: 'उत्तर प्रदेश शासन द्वारा अधिसूचित महाविद्यालय की अवकाश सूची।',
    open: 'पीडीएफ खोलें',
    frame: 'अवकाश सूची (पीडीएफ)',
    caption: 'अवकाश',
    date: 'दिनांक',
    holiday: 'अवकाश',
    newTab: '(नए टैब में खुलता है)',
  },
};

const TEXT_LABELS = {
  date: { en: TEXT.en.date, hi: TEXT.hi.date },
  holiday: { en: TEXT.en.holiday, hi: TEXT.hi.holiday },
};

export function HolidaysPage() {
  const { lang } = useText();
  const x = TEXT[lang];
  const list = useContent<HolidayList>('holidays');
  // The office's PDF when it set one; the released one otherwise (and if the call fails).
  const holidays = list.loading ? null : list.data?.pdf || builtIn;
  const rows = (list.data?.rows ?? []).map((h) => ({
    date: h.date.split('-').reverse().join('/'),
    holiday: lang === 'hi' ? h.name_hi : h.name_en,
  }));
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }}>
      <p>{x.intro}</p>
      {holidays && (
        <p className={css.actions}>
          <a className={ui.button} href={holidays} target="_blank" rel="noopener noreferrer">
            {x.open}
            <span className="sr-only"> {x.newTab}</span>
          </a>
        </p>
      )}
      {rows.length > 0 && (
        <DataTable
          caption={x.caption}
          columns={[
            { key: 'date', label: TEXT_LABELS.date },
            { key: 'holiday', label: TEXT_LABELS.holiday },
          ]}
          rows={rows}
        />
      )}
      {holidays && <iframe className={css.pdf} src={holidays} title={x.frame} loading="lazy" />}
    </Page>
  );
}
