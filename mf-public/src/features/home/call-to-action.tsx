// The call to action of the home page: admissions are open; apply on the student portal.
import * as css from './home.module.css';
import { ModuleLink } from '@college/web-kit';
import { useText } from '@college/web-kit';
import { HOME_TEXT } from './home-text';

export function CallToAction() {
  const { t } = useText();
  return (
    <section className={css.cta} aria-labelledby="cta-title">
      <div className={`${css.container} ${css.ctaInner}`}>
        <div>
          <h2 id="cta-title">{t(HOME_TEXT.ctaTitle)}</h2>
          <p>{t(HOME_TEXT.ctaText)}</p>
        </div>
        <div className={css.ctaButtons}>
          <ModuleLink className={css.ctaPrimary} href="/student/register">
            {t(HOME_TEXT.apply)}
          </ModuleLink>
          <ModuleLink className={css.ctaSecondary} href="/students/admission">
            {t(HOME_TEXT.process)}
          </ModuleLink>
        </div>
      </div>
    </section>
  );
}
