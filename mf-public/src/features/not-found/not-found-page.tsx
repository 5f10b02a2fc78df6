import * as ui from '../../components/ui.module.css';
import { useBanner } from '../../app/use-banner';
import { useText } from '@college/web-kit';
import { ModuleLink } from '@college/web-kit';
import notFoundImage from './not-found.svg';

const TEXT = {
  title: { en: '404 - Page Not Found', hi: '404 - पृष्ठ नहीं मिला' },
  body: { en: 'The page you are looking for does not exist.', hi: 'आप जिस पृष्ठ को खोज रहे हैं, वह उपलब्ध नहीं है।' },
  home: { en: 'Go to the home page', hi: 'मुखपृष्ठ पर जाएँ' },
};

export function NotFoundPage() {
  const { t } = useText();
  useBanner(t(TEXT.title));
  return (
    <section className={ui.page} style={{ textAlign: 'center' }}>
      <img src={notFoundImage} alt="" width={240} height={160} style={{ maxWidth: '100%', height: 'auto' }} />
      <h2>{t(TEXT.title)}</h2>
      <p>{t(TEXT.body)}</p>
      <p>
        <ModuleLink className={ui.button} href="/">
          {t(TEXT.home)}
        </ModuleLink>
      </p>
    </section>
  );
}
