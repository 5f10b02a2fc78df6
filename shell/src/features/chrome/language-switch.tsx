// The language switch of the header: English or Hindi for every fixed text of the site, remembered across visits.
import { pick, setLanguage, type Language } from '@college/shared-types';
import { CHROME_TEXT } from './chrome-text';

const CHOICES: ReadonlyArray<{ lang: Language; label: string }> = [
  { lang: 'en', label: 'English' },
  { lang: 'hi', label: 'हिन्दी' },
];

export function LanguageSwitch({ lang, className }: { lang: Language; className?: string }) {
  return (
    <div role="group" aria-label={pick(CHROME_TEXT.language, lang)} className={className}>
      {CHOICES.map((c) => (
        <button
          key={c.lang}
          type="button"
          lang={c.lang}
          aria-pressed={lang === c.lang}
          onClick={() => {
            if (lang !== c.lang) setLanguage(c.lang);
          }}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}
