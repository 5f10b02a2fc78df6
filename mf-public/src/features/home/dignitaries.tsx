// The four fixed dignitaries of the home page (SPEC §2).
import * as css from './home.module.css';
import { placeholderPhoto } from '../../components/placeholder-images';
import { useText } from '@college/web-kit';
import { DIGNITARIES, HOME_TEXT } from './home-text';

export function Dignitaries() {
  const { t } = useText();
  return (
    <section className={css.section} aria-labelledby="dignitaries-title">
      <h2 id="dignitaries-title" className={css.sectionTitle}>
        {t(HOME_TEXT.dignitaries)}
      </h2>
      <ul className={css.people}>
        {DIGNITARIES.map((d) => (
          <li key={d.name.en} className={css.person}>
            <img src={placeholderPhoto} alt="" width={112} height={112} loading="lazy" decoding="async" />
            <strong>{t(d.name)}</strong>
            <span>{t(d.post)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
