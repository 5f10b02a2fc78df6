import * as ui from './ui.module.css';
import { useText } from '@college/web-kit';

/** Shown while a page's code or the site data is on its way. */
export function Loading() {
  const { t } = useText();
  return (
    <p className={ui.loading} role="status">
      {t({ en: 'Loading...', hi: 'लोड हो रहा है...' })}
    </p>
  );
}
