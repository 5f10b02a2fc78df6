// One notice or event: its date, its message as stored, and its link opened in a new tab.
import { languageOfText, type Notice } from '@college/shared-types';
import * as css from './home.module.css';
import { useText } from '@college/web-kit';
import { HOME_TEXT } from './home-text';
import { noticeDate } from './notice-date';

export function NoticeItem({ notice }: { notice: Notice }) {
  const { lang, t } = useText();
  const date = noticeDate(notice.created_at, lang);
  return (
    <li className={css.notice}>
      {date && (
        <span className={css.date}>
          <strong>{date.day}</strong>
          {date.month}
        </span>
      )}
      <p className={css.noticeText}>
        <span lang={languageOfText(notice.popup_message)}>{notice.popup_message}</span>
        {notice.popup_link && (
          <a href={notice.popup_link} target="_blank" rel="noopener noreferrer">
            {t(HOME_TEXT.view)}
            <span className="sr-only">
              : {notice.popup_message} {t(HOME_TEXT.newTab)}
            </span>
          </a>
        )}
      </p>
    </li>
  );
}
