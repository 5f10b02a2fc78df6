// A name the office and the student must read alike (a document, a state, a seat): both languages at once, the
// console's language first.
import type { Bilingual } from '@college/shared-types';
import { useText } from '@college/web-kit';

/** "OBC — women / अन्य पिछड़ा वर्ग — महिला" in English, the other way round in Hindi. */
export function bothLanguages(text: Bilingual, lang: 'en' | 'hi'): string {
  return lang === 'hi' ? `${text.hi} / ${text.en}` : `${text.en} / ${text.hi}`;
}

export function BothLanguages({ text }: { text: Bilingual }) {
  const { lang } = useText();
  return lang === 'hi' ? (
    <>
      <span lang="hi">{text.hi}</span> / <span lang="en">{text.en}</span>
    </>
  ) : (
    <>
      {text.en} / <span lang="hi">{text.hi}</span>
    </>
  );
}
