// Bilingual texts: every module follows the shell's one language atom (Hindi or English).
import { useCallback, useSyncExternalStore } from 'react';
import { pick, ruleErrorsIn, type Bilingual, type Label, type Language } from '@college/shared-types';
import { currentLanguage, setLanguage, subscribeLanguage } from './language';
import { useOptionalShell } from './shell';
import { errorText, fieldErrorsText } from './api/client';

/** The page language from the shell's atom (outside a module, from <html lang>). */
export function useLanguage(): Language {
  const shell = useOptionalShell();
  const subscribe = useCallback(
    (callback: () => void) =>
      shell ? shell.jotaiStore.sub(shell.atoms.language, callback) : subscribeLanguage(callback),
    [shell],
  );
  const read = () => (shell ? shell.jotaiStore.get(shell.atoms.language) : currentLanguage());
  return useSyncExternalStore(subscribe, read, read);
}

/** Switches the page language: the atom (every module re-renders), <html lang> and the stored choice. */
export function useSetLanguage(): (lang: Language) => void {
  const shell = useOptionalShell();
  return useCallback(
    (lang: Language) => {
      setLanguage(lang);
      shell?.jotaiStore.set(shell.atoms.language, lang);
    },
    [shell],
  );
}

export interface TextApi {
  lang: Language;
  /** The text of a label in the page language; a plain string is returned as it is. */
  t: (label: Label) => string;
}

/** `const { t, lang } = useText(); t({ en: 'Submit', hi: 'जमा करें' })` */
export function useText(): TextApi {
  const lang = useLanguage();
  const t = useCallback((label: Label) => pick(label, lang), [lang]);
  return { lang, t };
}

/** Writes a bilingual text once, typed: `const TEXT = texts({ submit: { en: 'Submit', hi: 'जमा करें' } })`. */
export function texts<K extends string>(table: Record<K, Bilingual>): Record<K, Bilingual> {
  return table;
}

export interface ErrorTextApi {
  /** The message of a failed call in the page language (`fallback` when no answer came or nothing is known). */
  errorText: (error: unknown, fallback: Label) => string;
  /** Its field errors in the page language. */
  fieldErrors: (error: unknown) => Record<string, string[]>;
  /** A shared rule's field errors (English keys) in the page language. */
  ruleErrors: (errors: Record<string, string[]>) => Record<string, string[]>;
}

/** `const { errorText } = useErrorText(); toast.show({ title: errorText(error, TEXT.failed) })` */
export function useErrorText(): ErrorTextApi & { lang: Language } {
  const lang = useLanguage();
  return {
    lang,
    errorText: useCallback((error: unknown, fallback: Label) => errorText(error, lang, fallback), [lang]),
    fieldErrors: useCallback((error: unknown) => fieldErrorsText(error, lang), [lang]),
    ruleErrors: useCallback((errors: Record<string, string[]>) => ruleErrorsIn(errors, lang), [lang]),
  };
}
