// A facility page (SPEC §2): the facility's name, image and description (HTML from the server, sanitised); the
// fixed facilities also show the Hindi note on the college's founding.
import { FIXED_FACILITIES, facilityEntries, pick, splitStoreTitle, pickContent } from '@college/shared-types';
import * as ui from '../../components/ui.module.css';
import * as css from './facilities.module.css';
import { Image } from '../../components/image';
import { Page } from '../../components/page';
import { placeholderImage } from '../../components/placeholder-images';
import { SanitizedHtml } from '../../components/sanitized-html';
import { useParams } from '@college/web-kit/routing';
import { useText } from '@college/web-kit';
import { useSite } from '../../app/use-site';
import { FIXED_FACILITY_TEXT, FOUNDING_HEADING, foundingText } from './facility-text';

export function FacilityPage() {
  const { lang, t } = useText();
  const { slug = '' } = useParams();
  const store = useSite('store');
  const entry = facilityEntries(store).find((f) => f.slug === slug);
  const isFixed = FIXED_FACILITIES.some((f) => f.slug === slug);
  const title = entry?.label ?? slug;
  const description = pickContent(lang, {
    en: entry?.facility?.description,
    hi: entry?.facility?.description_hi,
  }).trim();
  const fixedText = FIXED_FACILITY_TEXT[slug];
  const names = splitStoreTitle(store?.store_title);
  return (
    <Page title={title}>
      <div className={css.layout}>
        <Image
          className={css.picture}
          src={entry?.facility?.image}
          fallback={placeholderImage}
          alt={pick(title, lang)}
          width={800}
          height={500}
          sizes="(min-width: 900px) 50vw, 100vw"
          // The page's largest paint.
          priority
        />
        <div className={ui.prose}>
          {description ? (
            <SanitizedHtml html={description} />
          ) : fixedText ? (
            <p className={ui.lead}>{t(fixedText)}</p>
          ) : null}
        </div>
      </div>
      {isFixed && (
        <section className={`${css.founding} ${ui.prose}`}>
          <h2>{t(FOUNDING_HEADING)}</h2>
          <p lang="hi">{foundingText(names.hindi)}</p>
        </section>
      )}
    </Page>
  );
}
