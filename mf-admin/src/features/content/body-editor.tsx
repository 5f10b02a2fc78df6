// A page body in one language: the rich-text editor (loaded lazily, its own chunk of the console only), or, with
// the "HTML" toggle pressed, the plain HTML text area of before for power users. Both edit the same HTML string.
import { lazy, Suspense, useId, useState } from 'react';
import type { Label } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Button, ErrorList, TextAreaField, type FieldErrors } from '@college/web-kit/ui';

const RichTextEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor'));

const TEXT = {
  html: { en: 'HTML', hi: 'HTML' },
  htmlLabel: { en: 'Edit {label} as HTML', hi: '{label} को HTML में बदलें' },
  loading: { en: 'Loading the editor…', hi: 'संपादक लोड हो रहा है…' },
};

export interface BodyEditorProps {
  label: Label;
  hint: string;
  lang: 'hi' | 'en';
  value: string;
  onChange: (html: string) => void;
  error?: FieldErrors;
}

export function BodyEditor({ label, hint, lang, value, onChange, error }: BodyEditorProps) {
  const { t } = useText();
  const [html, setHtml] = useState(false);
  const id = useId();
  return (
    <div style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 4 }}>
        <strong>{t(label)}</strong>
        <Button
          small
          type="button"
          variant="secondary"
          aria-pressed={html}
          aria-label={t(TEXT.htmlLabel).replace('{label}', t(label))}
          onClick={() => setHtml((h) => !h)}
        >
          {t(TEXT.html)}
        </Button>
      </div>
      {html ? (
        <TextAreaField
          label={`${t(label)} (HTML)`}
          hint={hint}
          lang={lang}
          rows={10}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      ) : (
        <>
          <p id={`${id}-hint`} style={{ margin: '0 0 4px', fontSize: '0.9em' }}>
            {hint}
          </p>
          <Suspense fallback={<p>{t(TEXT.loading)}</p>}>
            <RichTextEditor
              label={label}
              lang={lang}
              value={value}
              onChange={onChange}
              describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
            />
          </Suspense>
          <ErrorList id={`${id}-error`} errors={error} />
        </>
      )}
    </div>
  );
}
