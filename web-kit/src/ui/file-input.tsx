// A file chooser from the shared upload table: `accept=` and the size and type checks are the server's own, so
// a phone's HEIC photo is refused here with a message that names the allowed types. Shows the chosen file (an
// image as a preview) and the upload's progress.
import { forwardRef, useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { UPLOAD_LIMITS, uploadAccept, uploadProblem, uploadProblemText, type UploadKind } from '@college/shared-types';
import { useText } from '../text';
import { tokens } from '../theme/tokens';
import { buttonStyles, type ButtonStyleProps } from './button';
import { ErrorList, FieldBox, Hint, hasErrors, type FieldErrors } from './field';

const c = tokens.color;

const TEXT = {
  choose: { en: 'Choose file', hi: 'फ़ाइल चुनें' },
  change: { en: 'Change file', hi: 'फ़ाइल बदलें' },
  none: { en: 'No file chosen', hi: 'कोई फ़ाइल नहीं चुनी गई' },
  uploading: { en: 'Uploading', hi: 'अपलोड हो रहा है' },
  preview: { en: 'Preview of the chosen image', hi: 'चुने गए चित्र का पूर्वावलोकन' },
};

const Chooser = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space(1)} ${tokens.space(2)};
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  input:focus-visible + label {
    outline: 3px solid ${c.accent};
    outline-offset: 2px;
  }
`;

const ChooseLabel = styled.label<ButtonStyleProps>`
  ${buttonStyles}
`;

const FileName = styled.span`
  word-break: break-all;
  color: ${c.muted};
`;

const Preview = styled.img`
  display: block;
  margin-top: ${tokens.space(1)};
  max-width: 160px;
  max-height: 160px;
  border: 1px solid ${c.border};
  border-radius: ${tokens.radius.sm};
  object-fit: contain;
`;

const Progress = styled.progress`
  display: block;
  width: 100%;
  height: 8px;
  margin-top: ${tokens.space(1)};
  accent-color: ${c.primary};
`;

export interface FileChooserProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  /** The chosen file's name, or null when nothing is chosen. */
  chosen: string | null;
  /** A file is stored already: the button says "Change file". */
  hasFile?: boolean;
}

/**
 * The file input itself, in the page's language: the browser's own button ("Choose File", "No file chosen") speaks
 * the browser's language, so the input is visually hidden and a label styled as a button opens it. The input keeps
 * focus, keyboard and screen reader; the caller names it (a label or aria-labelledby).
 */
export const FileChooser = forwardRef<HTMLInputElement, FileChooserProps>(function FileChooser(
  { id, chosen, hasFile, ...input },
  ref,
) {
  const { t } = useText();
  return (
    <Chooser>
      <input ref={ref} id={id} type="file" {...input} />
      <ChooseLabel htmlFor={id} $variant="secondary" aria-hidden="true">
        {t(chosen || hasFile ? TEXT.change : TEXT.choose)}
      </ChooseLabel>
      <FileName>{chosen ?? t(TEXT.none)}</FileName>
    </Chooser>
  );
});

export interface FileInputProps {
  label: ReactNode;
  /** Which row of the upload table applies: 'image' (photo, signature) or 'document'. */
  kind: UploadKind;
  name?: string;
  file: File | null;
  /** A chosen file that passed the table's checks, or null when cleared or refused. */
  onChange: (file: File | null) => void;
  /** The address of a file already stored, shown when nothing new is chosen. */
  currentUrl?: string | null;
  /** 0 to 1 while uploading; null or undefined otherwise. */
  progress?: number | null;
  error?: FieldErrors;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

export function FileInput(props: FileInputProps) {
  const { label, kind, name, file, onChange, currentUrl, progress, error, hint, disabled, required } = props;
  const { t, lang } = useText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const limit = UPLOAD_LIMITS[kind];

  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const errors = problem ? [problem] : error;
  const invalid = hasErrors(errors);
  const shown = preview ?? (file ? null : (currentUrl ?? null));

  return (
    <FieldBox>
      <span id={`${id}-label`} style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
        {label}
      </span>
      <FileChooser
        ref={input}
        id={id}
        chosen={file ? file.name : null}
        hasFile={!!currentUrl}
        name={name}
        accept={uploadAccept(kind)}
        disabled={disabled}
        required={required && !file && !currentUrl}
        aria-labelledby={`${id}-label`}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          const chosen = e.currentTarget.files?.[0] ?? null;
          if (!chosen) {
            setProblem(null);
            onChange(null);
            return;
          }
          const found = uploadProblem(kind, chosen);
          if (found) {
            setProblem(t(uploadProblemText(kind, found)));
            e.currentTarget.value = '';
            onChange(null);
            return;
          }
          setProblem(null);
          onChange(chosen);
        }}
      />
      <Hint id={`${id}-hint`}>{hint ?? (lang === 'hi' ? limit.labelHi : limit.label)}</Hint>
      {shown && <Preview src={shown} alt={t(TEXT.preview)} />}
      {progress != null && (
        <Progress max={1} value={progress} aria-label={`${t(TEXT.uploading)} ${Math.round(progress * 100)}%`} />
      )}
      <ErrorList id={`${id}-error`} errors={errors} />
    </FieldBox>
  );
}
