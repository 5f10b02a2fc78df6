// A gallery page (SPEC §2): the images of one gallery type as thumbnails. A thumbnail without post_link opens
// the lightbox; one with post_link opens that post in a new tab ('View Post'). The Video type shows the
// office's videos (the two sample videos when there are none).
import { useCallback, useReducer, useRef } from 'react';
import { galleryImagesOf, galleryTypes, languageOfText, pickContent } from '@college/shared-types';
import * as css from './gallery.module.css';
import { Image } from '../../components/image';
import { Page } from '../../components/page';
import { placeholderImage } from '../../components/placeholder-images';
import { useParams } from '@college/web-kit/routing';
import { useText } from '@college/web-kit';
import { useSite } from '../../app/use-site';
import { Lightbox } from './lightbox';
import { CLOSED, lightboxReducer } from './lightbox-state';
import { Videos } from './sample-videos';

const TEXT = {
  en: {
    viewPost: 'View Post',
    newTab: '(opens in a new tab)',
    open: 'Open image',
    empty: 'Photographs of this gallery will be added soon.',
  },
  hi: {
    viewPost: 'पोस्ट देखें',
    newTab: '(नए टैब में खुलता है)',
    open: 'चित्र खोलें',
    empty: 'इस गैलरी के चित्र शीघ्र जोड़े जाएँगे।',
  },
};

export function GalleryPage() {
  const { lang } = useText();
  const x = TEXT[lang];
  const { slug = '' } = useParams();
  const all = useSite('gallery_images');
  const type = galleryTypes(all).find((g) => g.slug === slug) ?? { slug, label: slug };
  const own = galleryImagesOf(all, type);
  // 'Photo' is every photograph when no image carries that title itself.
  const images = own.length === 0 && slug === 'photo' ? all : own;
  const boxed = images.filter((img) => !img.post_link);
  const [state, dispatch] = useReducer(lightboxReducer(boxed.length), CLOSED);
  const opener = useRef<HTMLButtonElement | null>(null);
  const close = useCallback(() => {
    dispatch({ type: 'close' });
    // Back to the thumbnail that opened it.
    requestAnimationFrame(() => opener.current?.focus());
  }, []);

  return (
    <Page title={type.label}>
      {slug === 'video' && own.length === 0 ? (
        <Videos />
      ) : images.length === 0 ? (
        <p className={css.empty}>{x.empty}</p>
      ) : (
        <ul className={css.grid} data-testid="gallery-grid">
          {images.map((img) => {
            const caption =
              pickContent(lang, { en: img.description, hi: img.description_hi }) ||
              pickContent(lang, { en: img.title, hi: img.title_hi });
            const thumb = (
              <>
                <Image
                  src={img.image_link}
                  fallback={placeholderImage}
                  alt=""
                  width={400}
                  height={300}
                  sizes="(min-width: 600px) 300px, 100vw"
                />
                <span className={css.caption} lang={languageOfText(caption)}>
                  {caption}
                </span>
              </>
            );
            return (
              <li key={img.id}>
                {img.post_link ? (
                  <a className={css.thumb} href={img.post_link} target="_blank" rel="noopener noreferrer">
                    {thumb}
                    <span className={css.post}>{x.viewPost}</span>
                    <span className="sr-only"> {x.newTab}</span>
                  </a>
                ) : (
                  <button
                    type="button"
                    className={css.thumb}
                    onClick={(e) => {
                      opener.current = e.currentTarget;
                      dispatch({ type: 'open', index: boxed.indexOf(img) });
                    }}
                  >
                    <span className="sr-only">{x.open}: </span>
                    {thumb}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {state.open && (
        <Lightbox
          images={boxed}
          index={state.index}
          onPrevious={() => dispatch({ type: 'previous' })}
          onNext={() => dispatch({ type: 'next' })}
          onClose={close}
        />
      )}
    </Page>
  );
}
