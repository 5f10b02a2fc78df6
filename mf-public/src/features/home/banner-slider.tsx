// The home banner slider (SPEC §4, §9) on Swiper with only the modules it uses: autoplay every 3000 ms, loop,
// fade with cross-fade, going on after a swipe. Swiper's autoplay pauses while the tab is hidden and resumes
// when it is visible again. A button pauses it for good (moving content must be stoppable). A slide's caption is
// the office's, in the page's language (decision 029); it is also the picture's text alternative.
import { useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { Autoplay, EffectFade } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { HOME_PAGE, languageOfText } from '@college/shared-types';
import * as css from './home.module.css';
import { useText } from '@college/web-kit';
import { ResponsiveImage } from '@college/web-kit';
import { HOME_TEXT } from './home-text';

export interface Slide {
  src: string;
  /** In the page's language; '' when the office wrote none. */
  caption: string;
}

export function BannerSlider({ slides: images }: { slides: Slide[] }) {
  const { t } = useText();
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const [paused, setPaused] = useState(false);
  const many = images.length > 1;

  useEffect(() => {
    const el = root.current;
    if (!el) return undefined;
    let instance: Swiper | null = null;
    // The first slide is on screen from the HTML; the slider starts when the browser is idle (at the latest after
    // one second, well before the first change at 3 s), in a task of its own rather than in the page's first one.
    const start = () => {
      instance = new Swiper(el, {
        modules: [Autoplay, EffectFade],
        effect: 'fade',
        fadeEffect: { crossFade: true },
        loop: many,
        speed: HOME_PAGE.sliderSpeedMs,
        threshold: HOME_PAGE.swipeThresholdPx,
        autoplay: many ? { delay: HOME_PAGE.sliderDelayMs, disableOnInteraction: false } : false,
      });
      swiper.current = instance;
    };
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(start, { timeout: 1000 }) : window.setTimeout(start, 0);
    return () => {
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      instance?.destroy(true, true);
      swiper.current = null;
    };
  }, [many]);

  const toggle = () => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (paused) autoplay.start();
    else autoplay.stop();
    setPaused(!paused);
  };

  return (
    <section className={css.slider} aria-roledescription="carousel" aria-label={t(HOME_TEXT.slides)}>
      <div className="swiper" ref={root} data-testid="home-slider">
        <div className="swiper-wrapper">
          {images.map(({ src, caption }, i) => (
            <div
              key={`${i}-${src}`}
              className={`swiper-slide ${css.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t(HOME_TEXT.slide(i + 1, images.length))}
            >
              <ResponsiveImage
                src={src}
                alt={caption ? '' : t(HOME_TEXT.slide(i + 1, images.length))}
                width={1280}
                height={480}
                sizes="100vw"
                // The first slide is the largest paint of the page: fetch it first; the others when needed.
                priority={i === 0}
              />
              {caption && (
                <p className={css.slideCaption} lang={languageOfText(caption)} data-testid="slide-caption">
                  {caption}
                </p>
              )}
            </div>
          ))}
        </div>
      </div>
      {many && (
        <button
          type="button"
          className={css.sliderButton}

          aria-label={t(paused ? HOME_TEXT.playSlides : HOME_TEXT.pauseSlides)}
          onClick={toggle}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          <span className={css.sliderLabel} aria-hidden="true">
            {t(paused ? HOME_TEXT.playSlides : HOME_TEXT.pauseSlides)}
          </span>
        </button>
      )}
    </section>
  );
}
