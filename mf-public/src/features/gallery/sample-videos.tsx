// The Video gallery (SPEC §2): two fixed sample videos titled 'Sample Video'. Each shows a play button and
// loads the video player only when asked, so the page makes no third-party request until then.
import { useState } from 'react';
import * as css from './gallery.module.css';
import { useText } from '@college/web-kit';

/** Fixed placeholders until the college publishes its own videos. */
const SAMPLE_VIDEOS = [
  'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ',
];

function Player({ src, title }: { src: string; title: string }) {
  const { t } = useText();
  const [playing, setPlaying] = useState(false);
  return (
    <div className={css.player}>
      {playing ? (
        <iframe
          src={`${src}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" className={css.play} onClick={() => setPlaying(true)}>
          <svg className={css.playIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 14.5v-9l6 4.5z" />
          </svg>
          {t({ en: 'Play', hi: 'चलाएँ' })}
          <span className="sr-only">: {title}</span>
        </button>
      )}
    </div>
  );
}

export function SampleVideos() {
  return (
    <ul className={css.videos}>
      {SAMPLE_VIDEOS.map((src, i) => (
        <li key={src} className={css.video}>
          <h2>Sample Video</h2>
          <Player src={src} title={`Sample Video ${i + 1}`} />
        </li>
      ))}
    </ul>
  );
}
