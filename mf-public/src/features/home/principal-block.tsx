// The principal's message on the home page: photo, the start of the message (sanitised) and a link to it all.
import { pickContent, type Store } from '@college/shared-types';
import * as css from './home.module.css';
import { Image } from '../../components/image';
import { placeholderPhoto } from '../../components/placeholder-images';
import { SanitizedHtml } from '../../components/sanitized-html';
import { ModuleLink } from '@college/web-kit';
import { useText } from '@college/web-kit';
import { HOME_TEXT } from './home-text';

export function PrincipalBlock({ store }: { store: Store | null }) {
  const { t, lang } = useText();
  const message = pickContent(lang, { en: store?.principal_message, hi: store?.principal_message_hi });
  return (
    <section className={css.panel} aria-labelledby="principal-title">
      <div className={css.panelHead}>
        <h2 id="principal-title">{t(HOME_TEXT.principal)}</h2>
      </div>
      <div className={css.principal}>
        <Image
          className={css.principalPhoto}
          src={store?.principal_image}
          fallback={placeholderPhoto}
          alt={t(HOME_TEXT.principalPhoto)}
          width={96}
          height={96}
          sizes="96px"
        />
        <div className={css.principalText}>
          {message.trim() ? <SanitizedHtml html={message} /> : <p>{t(HOME_TEXT.principalFallback)}</p>}
        </div>
        <ModuleLink className={css.more} href="/administration/principals-message">
          {t(HOME_TEXT.readMore)}
        </ModuleLink>
      </div>
    </section>
  );
}
