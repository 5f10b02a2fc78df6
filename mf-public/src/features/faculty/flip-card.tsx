// One staff member: photo, name and designation on the front; department, stream, contacts and the bio-data
// button on the back. The card turns on hover, on keyboard focus inside it, and with its button.
import { useState } from 'react';
import { biodataLink, languageOfText, type Staff, pickContent } from '@college/shared-types';
import * as ui from '../../components/ui.module.css';
import * as css from './faculty.module.css';
import { Image } from '../../components/image';
import { placeholderPhoto } from '../../components/placeholder-images';
import { useText } from '@college/web-kit';

const TEXT = {
  en: {
    department: 'Department',
    stream: 'Stream',
    email: 'Email',
    mobile: 'Mobile',
    notSpecified: 'Not specified',
    notAvailable: 'Not available',
    bioData: 'Bio Data',
    bioDataMissing: 'Bio Data Not Available',
    newTab: '(opens in a new tab)',
    showDetails: 'Show details',
    showPhoto: 'Show photo',
  },
  hi: {
    department: 'विभाग',
    stream: 'संकाय',
    email: 'ईमेल',
    mobile: 'मोबाइल',
    notSpecified: 'निर्दिष्ट नहीं',
    notAvailable: 'उपलब्ध नहीं',
    bioData: 'बायोडाटा',
    bioDataMissing: 'बायोडाटा उपलब्ध नहीं',
    newTab: '(नए टैब में खुलता है)',
    showDetails: 'विवरण देखें',
    showPhoto: 'फ़ोटो देखें',
  },
};

function Stored({ value, fallback }: { value: string | null | undefined; fallback: string }) {
  const v = value?.trim();
  return v ? <span lang={languageOfText(v)}>{v}</span> : <>{fallback}</>;
}

export function FlipCard({ staff: stored }: { staff: Staff }) {
  const { lang } = useText();
  // The texts the office writes in both languages, in the page's language (decision 029).
  const staff = {
    ...stored,
    name: pickContent(lang, { en: stored.name, hi: stored.name_hi }),
    department: pickContent(lang, { en: stored.department, hi: stored.department_hi }),
    designation: pickContent(lang, { en: stored.designation, hi: stored.designation_hi }),
  };
  const x = TEXT[lang];
  const [flipped, setFlipped] = useState(false);
  const link = biodataLink(staff);
  const email = staff.email?.trim();
  const mobile = staff.mobile?.trim();
  const nameLang = languageOfText(staff.name);
  return (
    <article className={css.card} data-flipped={flipped} aria-label={staff.name}>
      <div className={css.inner}>
        <div className={css.face}>
          <Image
            className={css.photo}
            src={staff.image_link}
            fallback={placeholderPhoto}
            alt={staff.name}
            width={180}
            height={180}
            sizes="180px"
          />
          <h2 className={css.name} lang={nameLang}>
            {staff.name}
          </h2>
          <p className={css.designation}>
            <Stored value={staff.designation} fallback={x.notSpecified} />
          </p>
        </div>
        <div className={`${css.face} ${css.back}`}>
          <p className={css.name} lang={nameLang}>
            {staff.name}
          </p>
          <dl className={css.details}>
            <dt>{x.department}</dt>
            <dd>
              <Stored value={staff.department} fallback={x.notSpecified} />
            </dd>
            <dt>{x.stream}</dt>
            <dd>
              <Stored value={staff.stream} fallback={x.notSpecified} />
            </dd>
            <dt>{x.email}</dt>
            <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : x.notAvailable}</dd>
            <dt>{x.mobile}</dt>
            <dd>{mobile ? <a href={`tel:${mobile.replace(/[^\d+]/g, '')}`}>{mobile}</a> : x.notAvailable}</dd>
          </dl>
          <div className={css.biodata}>
            {link ? (
              <a className={ui.button} href={link} target="_blank" rel="noopener noreferrer">
                {x.bioData}
                <span className="sr-only">
                  : {staff.name} {x.newTab}
                </span>
              </a>
            ) : (
              <button type="button" className={ui.button} disabled>
                {x.bioDataMissing}
              </button>
            )}
          </div>
        </div>
      </div>
      <button type="button" className={css.flip} aria-pressed={flipped} onClick={() => setFlipped((f) => !f)}>
        {flipped ? x.showPhoto : x.showDetails}
        <span className="sr-only">: {staff.name}</span>
      </button>
    </article>
  );
}
