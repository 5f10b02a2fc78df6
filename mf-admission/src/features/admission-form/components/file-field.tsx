// One upload: type and size checked before anything is sent, an image preview at most 150 px, the chosen name kept.
import { useContext, useEffect, useId, useState } from 'react';
import { UPLOAD_LIMITS, checkUpload, uploadKind } from '@college/shared-types';
import { labelOf } from '../labels';
import { ServerErrorsContext, fieldId } from './fields';
import { Button, ErrorText, FieldBox, Hindi, Hint, LabelText, VisuallyHidden } from './ui';

export const PREVIEW_MAX_PX = 150;

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function FileField({
  name,
  label,
  file,
  previousName,
  stored = false,
  onFile,
}: {
  name: string;
  label?: { en: string; hi: string };
  file: File | undefined;
  /** Name of a file chosen before a reload: it has to be chosen again. */
  previousName?: string;
  /** A file of this field is stored with the submitted form: sending the form again keeps it. */
  stored?: boolean;
  onFile: (file: File | null) => void;
}) {
  const server = useContext(ServerErrorsContext);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const hintId = useId();
  const id = fieldId(name);
  const limit = UPLOAD_LIMITS[uploadKind(name)];
  const l = label ?? labelOf(name);
  const shownError = error ?? server.errors[name];

  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    server.clear(name);
    if (!chosen) return;
    const problem = checkUpload(name, chosen);
    if (problem) {
      setError(problem);
      // The refused file is not kept: the input is emptied so the same file can be tried again after fixing it.
      setInputKey((k) => k + 1);
      return;
    }
    setError(null);
    onFile(chosen);
  };

  return (
    <FieldBox data-testid={`upload-${name}`}>
      <LabelText htmlFor={id}>
        {l.en} {l.hi && <Hindi>/ {l.hi}</Hindi>}
      </LabelText>
      <input
        key={inputKey}
        id={id}
        name={name}
        type="file"
        accept={limit.types.join(',')}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={`${hintId}${shownError ? ` ${id}-error` : ''}`}
        onChange={(e) => choose(e.target.files?.[0])}
        style={{ fontSize: 15, maxWidth: '100%' }}
      />
      <Hint id={hintId}>{limit.label}</Hint>
      {file && (
        <Hint data-testid={`chosen-${name}`}>
          Chosen: <strong>{file.name}</strong> ({sizeText(file.size)}){' '}
          <Button
            type="button"
            $variant="secondary"
            style={{ minHeight: 32, padding: '2px 10px', fontSize: 14 }}
            onClick={() => {
              onFile(null);
              setInputKey((k) => k + 1);
            }}
          >
            Remove <VisuallyHidden>{l.en}</VisuallyHidden>
          </Button>
        </Hint>
      )}
      {!file && stored && (
        <Hint data-testid={`stored-${name}`}>
          Uploaded with your form: it is kept unless you choose another file.{' '}
          <Hindi>/ आपके फ़ॉर्म के साथ अपलोड हो चुकी है; दूसरी फ़ाइल न चुनें तो यही रहेगी।</Hindi>
        </Hint>
      )}
      {!file && !stored && previousName && (
        <Hint data-testid={`previous-${name}`} style={{ color: 'var(--color-warning)' }}>
          Chosen before: <strong>{previousName}</strong> – please choose it again.
        </Hint>
      )}
      {preview && (
        <img
          src={preview}
          alt={`Preview of ${l.en}`}
          data-testid={`preview-${name}`}
          style={{
            maxWidth: PREVIEW_MAX_PX,
            maxHeight: PREVIEW_MAX_PX,
            objectFit: 'contain',
            border: '1px solid var(--color-border)',
            borderRadius: 4,
            alignSelf: 'flex-start',
          }}
        />
      )}
      {shownError && (
        <ErrorText id={`${id}-error`} role="alert" data-field-error={name}>
          {shownError}
        </ErrorText>
      )}
    </FieldBox>
  );
}
