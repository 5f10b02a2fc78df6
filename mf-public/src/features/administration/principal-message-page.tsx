// Principal's Message (SPEC §2): the message and photo from the store data, with a Sanskrit verse.
import { splitStoreTitle, pickContent } from '@college/shared-types';
import * as ui from '../../components/ui.module.css';
import * as css from './administration.module.css';
import { Image } from '../../components/image';
import { Page } from '../../components/page';
import { placeholderPhoto } from '../../components/placeholder-images';
import { SanitizedHtml } from '../../components/sanitized-html';
import { useText } from '@college/web-kit';
import { useSite } from '../../app/use-site';

const TEXT = {
  en: {
    title: "Principal's Message",
    photo: 'The Principal',
    meaning:
      'Knowledge gives humility; humility brings worth; worth earns wealth; wealth used rightly leads to right conduct, and right conduct to happiness.',
    heading: 'Message from the Principal',
    fallback:
      'Dear students, welcome to the college. Study with sincerity, respect your teachers and one another, and make full use of the library, the laboratories and the activities of the college. We are here to help you grow.',
    principal: 'Principal',
  },
  hi: {
    title: 'प्राचार्य का संदेश',
    photo: 'प्राचार्य',
    meaning: 'विद्या विनय देती है, विनय से पात्रता आती है, पात्रता से धन प्राप्त होता है, धन से धर्म और धर्म से सुख मिलता है।',
    heading: 'प्राचार्य का संदेश',
    fallback:
      'प्रिय विद्यार्थियों, महाविद्यालय में आपका स्वागत है। निष्ठा से अध्ययन करें, शिक्षकों एवं एक-दूसरे का सम्मान करें और पुस्तकालय, प्रयोगशालाओं एवं महाविद्यालय की गतिविधियों का पूरा लाभ उठाएँ। आपकी प्रगति में हम सदैव आपके साथ हैं।',
    principal: 'प्राचार्य',
  },
};

export function PrincipalMessagePage() {
  const { lang } = useText();
  const store = useSite('store');
  const x = TEXT[lang];
  const names = splitStoreTitle(store?.store_title);
  const message = pickContent(lang, { en: store?.principal_message, hi: store?.principal_message_hi });
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }}>
      <div className={css.message}>
        <Image
          className={css.portrait}
          src={store?.principal_image}
          fallback={placeholderPhoto}
          alt={x.photo}
          width={220}
          height={220}
          sizes="220px"
        />
        <div className={ui.prose}>
          <blockquote className={css.verse}>
            <p lang="sa">
              विद्या ददाति विनयं विनयाद् याति पात्रताम्।
              <br />
              पात्रत्वाद् धनमाप्नोति धनाद् धर्मं ततः सुखम्॥
            </p>
            <p className={css.meaning}>{x.meaning}</p>
          </blockquote>
          <h2>{x.heading}</h2>
          {message.trim() ? (
            // The stored message carries its own signature.
            <SanitizedHtml html={message} />
          ) : (
            <>
              <p>{x.fallback}</p>
              <p className={css.signature}>
                {x.principal}
                <span>{lang === 'hi' ? names.hindi : names.english}</span>
              </p>
            </>
          )}
        </div>
      </div>
    </Page>
  );
}
