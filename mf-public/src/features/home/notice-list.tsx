// One notice or event: its date, its title in the page's language (the other one when it has none; the spec's
// popup_message for a notice written without titles), and its link opened in a new tab.
import { languageOfText, pickContent, type Notice } from '@college/shared-types';
import * as css from './home.module.css';
import { useText } from '@college/web-kit';
import { HOME_TEXT } from './home-text';
import { noticeDate } from './notice-date';

export function NoticeItem({ notice }: { notice: Notice }) {
  const { lang, t } = useText();
  const date = noticeDate(notice.created_at, lang);
  const text = pickContent(lang, { en: notice.title_en, hi: notice.title_hi }) || notice.popup_message;
  return (
    <li className={css.notice}>
      {date && (
        <span className={css.date}>
          <strong>{date.day}</strong>
          {date.month}
        </span>
      )}
      <p className={css.noticeText}>
        <span lang={languageOfText(text)}>{text}</span>
        {notice.popup_link && (
          <a href={notice.popup_link} target="_blank" rel="noopener noreferrer">
            {t(HOME_TEXT.view)}
            <span className="sr-only">
              : {text} {t(HOME_TEXT.newTab)}
            </span>
          </a>
        )}
      </p>
    </li>
  );
}
