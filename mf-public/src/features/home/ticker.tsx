// The ticker of what is new (SPEC §4): the store's marquee HTML, sanitised, scrolling sideways; it stops while
// the mouse is over it and goes on when the mouse leaves. A button stops it for keyboard and touch users.
import { useMemo, useRef, useState, type CSSProperties } from 'react';
import { languageOfText } from '@college/shared-types';
import * as css from './home.module.css';
import { sanitizeHtml, textOf } from '../../components/sanitize';
import { useText } from '@college/web-kit';
import { HOME_TEXT } from './home-text';
import { useSize } from './use-size';

/** Scrolling speed in pixels per second. */
const SPEED = 60;

export function Ticker({ html }: { html: string | null | undefined }) {
  const { t } = useText();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const width = useSize(track, (el) => el.scrollWidth);
  const duration = width > 0 ? Math.max(8, width / SPEED) : 30;

  if (!clean) return null;
  return (
    <section className={css.ticker} aria-label={t(HOME_TEXT.latestNews)}>
      <span className={css.tickerLabel} aria-hidden="true">
        {t(HOME_TEXT.latest)}
      </span>
      <div
        ref={viewport}
        className={css.tickerViewport}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        data-testid="ticker"
      >
        <div
          ref={track}
          className={css.tickerTrack}
          data-running={!hovered && !stopped}
          style={{ '--ticker-duration': `${duration}s` } as CSSProperties}
          lang={languageOfText(textOf(clean))}
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      </div>
      <button type="button" className={css.iconButton} onClick={() => setStopped((s) => !s)}>
        {t(stopped ? HOME_TEXT.play : HOME_TEXT.pause)}
        <span className="sr-only">: {t(HOME_TEXT.latestNews)}</span>
      </button>
    </section>
  );
}
