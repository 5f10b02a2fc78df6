// The home page (SPEC §1, §2, §4): banner slider, ticker, welcome with the college's names, notice board,
// events, principal's message, dignitaries, Facilities tiles, call to action and the first gallery images.
import { languageOfText, pickContent, splitNotices, splitStoreTitle, storeText } from '@college/shared-types';
import * as ui from '../../components/ui.module.css';
import * as css from './home.module.css';
import { Image } from '../../components/image';
import { placeholderImage } from '../../components/placeholder-images';
import { ModuleLink } from '@college/web-kit';
import { useBanner } from '../../app/use-banner';
import { useText } from '@college/web-kit';
import { useSite } from '../../app/use-site';
import { BannerSlider } from './banner-slider';
import { CallToAction } from './call-to-action';
import { Dignitaries } from './dignitaries';
import { FacilityTiles } from './facility-tiles';
import { GalleryPreview } from './gallery-preview';
import { HOME_TEXT } from './home-text';
import { EventList, NoticeBoard } from './notice-board';
import { PrincipalBlock } from './principal-block';
import { Ticker } from './ticker';
import slideCampus from './images/slide-campus.svg';
import slideGraduation from './images/slide-graduation.svg';
import slideLibrary from './images/slide-library.svg';

/** Shown when the store has no sliders (SPEC §2). */
const DEFAULT_SLIDES = [slideCampus, slideLibrary, slideGraduation];

export function HomePage() {
  const { t, lang } = useText();
  const store = useSite('store');
  const sliders = useSite('sliders');
  const notices = useSite('notices');
  const gallery = useSite('gallery_images');
  const dataLoaded = useSite('dataLoaded');
  const names = splitStoreTitle(store?.store_title);
  const { board, events } = splitNotices(notices);
  useBanner(null);

  const slides = sliders
    .filter((s) => s.slider_image)
    .map((s) => ({ src: s.slider_image, caption: pickContent(lang, { en: s.caption, hi: s.caption_hi }) }));
  // Until the data is in, the first default image holds the slider's place; the slider starts once it is known.
  const defaults = (dataLoaded ? DEFAULT_SLIDES : DEFAULT_SLIDES.slice(0, 1)).map((src) => ({ src, caption: '' }));
  const images = slides.length > 0 ? slides : defaults;
  const about = storeText(store?.store_description, lang);

  return (
    <div className={css.home}>
      <BannerSlider key={images.map((s) => s.src).join('|')} slides={images} />
      <Ticker html={pickContent(lang, { en: store?.marquee, hi: store?.marquee_hi })} />
      <div className={css.container}>
        <section className={`${css.section} ${css.welcome}`} aria-labelledby="home-title">
          <div>
            <p className={css.kicker}>{t(HOME_TEXT.welcome)}</p>
            <h1 id="home-title" className={css.title} data-testid="home-title" data-both-languages>
              <span lang="hi">{names.hindi}</span> <span lang="en">{names.english}</span>
            </h1>
            <p lang={about ? languageOfText(about) : undefined}>{about || t(HOME_TEXT.aboutFallback)}</p>
            <p className={css.actions}>
              <ModuleLink className={ui.button} href="/about/about-us">
                {t(HOME_TEXT.aboutUs)}
              </ModuleLink>
              <ModuleLink className={ui.buttonOutline} href="/e-pathshalas/">
                {t(HOME_TEXT.ePathshala)}
              </ModuleLink>
            </p>
          </div>
          <Image
            className={css.aboutImage}
            src={store?.about_image}
            fallback={placeholderImage}
            alt={t(HOME_TEXT.aboutImage)}
            width={640}
            height={480}
            sizes="(min-width: 900px) 40vw, 100vw"
          />
        </section>
        <div className={`${css.section} ${css.updates}`}>
          <NoticeBoard notices={board} />
          <EventList events={events} />
          <PrincipalBlock store={store} />
        </div>
        <Dignitaries />
        <FacilityTiles />
      </div>
      <CallToAction />
      <div className={css.container}>
        <GalleryPreview images={gallery} />
      </div>
    </div>
  );
}
