// The first three gallery images on the home page, each linking to its gallery.
import { galleryTypes, homeGallery, languageOfText, pickContent, type GalleryImage } from '@college/shared-types';
import * as css from './home.module.css';
import { Image } from '../../components/image';
import { placeholderImage } from '../../components/placeholder-images';
import { ModuleLink } from '@college/web-kit';
import { useText } from '@college/web-kit';
import { HOME_TEXT } from './home-text';

export function GalleryPreview({ images }: { images: GalleryImage[] }) {
  const { t, lang } = useText();
  const first = homeGallery(images);
  const types = galleryTypes(images);
  if (first.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="gallery-title">
      <h2 id="gallery-title" className={css.sectionTitle}>
        {t(HOME_TEXT.gallery)}
      </h2>
      <ul className={css.galleryGrid} data-testid="home-gallery">
        {first.map((img) => {
          const caption =
            pickContent(lang, { en: img.description, hi: img.description_hi }) ||
            pickContent(lang, { en: img.title, hi: img.title_hi });
          return (
            <li key={img.id}>
              <ModuleLink
                className={css.galleryItem}
                href={`/gallery/${types.find((g) => g.title === img.title.trim())?.slug ?? 'photo'}`}
              >
                <Image
                  src={img.image_link}
                  fallback={placeholderImage}
                  alt=""
                  width={400}
                  height={300}
                  sizes="(min-width: 600px) 300px, 100vw"
                />
                <span lang={languageOfText(caption)}>{caption}</span>
              </ModuleLink>
            </li>
          );
        })}
      </ul>
      <p>
        <ModuleLink href="/gallery">{t(HOME_TEXT.viewGallery)}</ModuleLink>
      </p>
    </section>
  );
}
