// The one language switch of the site (the header, the console and the printouts): English or हिन्दी for every
// fixed text, remembered across visits. Plain React without styles of its own: each place styles it through
// `className` (a CSS module, or `styled(LanguageSwitch)`). Its own entry, `@college/web-kit/language-switch`, so the
// pages without a switch (the login page) do not download it; the kit's core comes through the shared singleton.
import { pick, type Bilingual, type Language } from '@college/shared-types';
import { useLanguage, useSetLanguage } from '@college/web-kit';

/** Each language named in itself, as a reader of that language looks for it. */
export const LANGUAGE_CHOICES: ReadonlyArray<{ lang: Language; label: string }> = [
  { lang: 'en', label: 'English' },
  { lang: 'hi', label: 'हिन्दी' },
];

const GROUP_LABEL: Bilingual = { en: 'Language', hi: 'भाषा' };

export interface LanguageSwitchProps {
  /** The page language when the caller knows it better than the kit (the shell's chrome rendered on the server). */
  lang?: Language;
  className?: string;
}

export function LanguageSwitch({ lang, className }: LanguageSwitchProps) {
  const pageLanguage = useLanguage();
  const setLanguage = useSetLanguage();
  const current = lang ?? pageLanguage;
  return (
    <div role="group" aria-label={pick(GROUP_LABEL, current)} className={className}>
      {LANGUAGE_CHOICES.map((c) => (
        <button
          key={c.lang}
          type="button"
          lang={c.lang}
          aria-pressed={current === c.lang}
          onClick={() => {
            if (current !== c.lang) setLanguage(c.lang);
          }}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}
