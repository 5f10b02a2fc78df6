// The notice board (SPEC §4, §9): notices of typeof 1 scrolling upward in a box 312 px high, 2 px every
// 100 ms, in an endless loop (a second, hidden copy follows the first). It stops under the mouse; its button,
// or keyboard focus inside it, stops it and lets it scroll by hand.
import { useRef, useState, type CSSProperties } from 'react';
import { HOME_PAGE, type Notice } from '@college/shared-types';
import * as css from './home.module.css';
import { ModuleLink, useText } from '@college/web-kit';
import { HOME_TEXT } from './home-text';
import { NoticeItem } from './notice-list';
import { useSize } from './use-size';

const PX_PER_SECOND = HOME_PAGE.noticeScrollAmountPx * (1000 / HOME_PAGE.noticeScrollDelayMs);

export function NoticeBoard({ notices }: { notices: Notice[] }) {
  const { t } = useText();
  const list = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const height = HOME_PAGE.noticeBoardHeightPx;
  // One list's height per loop, at the spec's speed.
  const listHeight = useSize(list, (el) => el.offsetHeight);
  const duration = listHeight > 0 ? listHeight / PX_PER_SECOND : 20;

  const still = stopped || focused;
  return (
    <section className={css.panel} aria-labelledby="notice-board-title">
      <div className={css.panelHead}>
        <h2 id="notice-board-title">{t(HOME_TEXT.noticeBoard)}</h2>
        {notices.length > 0 && (
          <button type="button" className={css.iconButton} onClick={() => setStopped((s) => !s)}>
            {t(stopped ? HOME_TEXT.play : HOME_TEXT.pause)}
            <span className="sr-only">: {t(HOME_TEXT.noticeBoard)}</span>
          </button>
        )}
      </div>
      {/* A fixed item above the notices: the published merit lists (decision 026). */}
      <p className={css.pinned}>
        <ModuleLink href="/merit-list">{t(HOME_TEXT.meritLists)}</ModuleLink>
      </p>
      <div
        className={css.board}
        style={{ height, '--board-duration': `${duration}s` } as CSSProperties}
        data-static={still}
        data-testid="notice-board"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {notices.length === 0 ? (
          <p className={css.emptyNote}>{t(HOME_TEXT.noNotices)}</p>
        ) : (
          <div className={css.boardTrack} data-running={!hovered}>
            <ul ref={list} className={css.boardList}>
              {notices.map((n) => (
                <NoticeItem key={n.id} notice={n} />
              ))}
            </ul>
            {!still && (
              <ul className={css.boardList} aria-hidden="true" inert>
                {notices.map((n) => (
                  <NoticeItem key={n.id} notice={n} />
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** Events (typeof 2): the same items in a box of the same height, scrolled by hand. */
export function EventList({ events }: { events: Notice[] }) {
  const { t } = useText();
  return (
    <section className={css.panel} aria-labelledby="events-title">
      <div className={css.panelHead}>
        <h2 id="events-title">{t(HOME_TEXT.events)}</h2>
      </div>
      {events.length === 0 ? (
        <p className={css.emptyNote} style={{ height: HOME_PAGE.noticeBoardHeightPx }}>
          {t(HOME_TEXT.noEvents)}
        </p>
      ) : (
        <ul
          className={css.events}
          style={{ height: HOME_PAGE.noticeBoardHeightPx }}
          tabIndex={0}
          aria-labelledby="events-title"
          data-testid="events"
        >
          {events.map((n) => (
            <NoticeItem key={n.id} notice={n} />
          ))}
        </ul>
      )}
    </section>
  );
}
