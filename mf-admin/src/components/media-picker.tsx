// An image or PDF field of the content editors: the address (typed, or filled by an upload), a preview, and an
// upload button with its progress. Images go to POST /api/admin/media/images (multipart `images`, answered
// { data: [{ url, width, height }] }), PDFs to POST /api/admin/media/documents (multipart `file`, answered
// { data: { url } }); the address is what the content row stores. Keyboard: the address box, then the file
// chooser (a real file input, focusable), then the clear button.
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ApiPathName, Label } from '@college/shared-types';
import { tokens, useText } from '@college/web-kit';
import {
  Button,
  ErrorList,
  TextField,
  buttonStyles,
  type ButtonStyleProps,
  type FieldErrors,
} from '@college/web-kit/ui';
import { failureText } from '../lib/format';
import { useOfficeApi } from '../lib/staff-session';
import { uploadMedia } from '../api/media';

const TEXT = {
  address: { en: 'File address', hi: 'फ़ाइल का पता' },
  addressHint: {
    en: 'Starts with https:// or /. Or upload a file.',
    hi: 'https:// या / से आरम्भ। या फ़ाइल अपलोड करें।',
  },
  upload: { en: 'Upload a file', hi: 'फ़ाइल अपलोड करें' },
  uploading: { en: 'Uploading {n}%', hi: 'अपलोड हो रहा है {n}%' },
  clear: { en: 'Clear', hi: 'हटाएँ' },
  preview: { en: 'Preview', hi: 'पूर्वावलोकन' },
  open: { en: 'Open the PDF', hi: 'PDF खोलें' },
};

const Box = styled.fieldset`
  border: 1px solid ${tokens.color.border};
  border-radius: 6px;
  padding: 8px 12px 12px;
  margin: 0 0 16px;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  input[type='file']:focus-visible + label {
    outline: 3px solid ${tokens.color.accent};
    outline-offset: 2px;
  }
`;

const Choose = styled.label<ButtonStyleProps>`
  ${buttonStyles}
`;

const Preview = styled.img`
  display: block;
  margin-top: 8px;
  max-width: 200px;
  max-height: 140px;
  object-fit: contain;
  border: 1px solid ${tokens.color.border};
`;

export interface MediaPickerProps {
  label: Label;
  value: string;
  onChange: (url: string) => void;
  /** 'image' shows a preview; 'pdf' a link. */
  media: 'image' | 'pdf';
  /** The upload call (default: the images or the documents upload, by `media`); null: an address only. */
  uploadTo?: ApiPathName | null;
  error?: FieldErrors;
}

export function MediaPicker({ label, value, onChange, media, uploadTo: chosen, error }: MediaPickerProps) {
  const uploadTo = chosen === undefined ? (media === 'image' ? 'adminMediaImages' : 'adminMediaDocuments') : chosen;
  const { t } = useText();
  const api = useOfficeApi();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    if (!uploadTo) return;
    setFailure(null);
    setProgress(0);
    try {
      const data = new FormData();
      data.append(media === 'image' ? 'images' : 'file', file);
      const answer = await uploadMedia<{ data: { url: string } | Array<{ url: string }> }>(
        api,
        uploadTo,
        data,
        setProgress,
      );
      const first = Array.isArray(answer.data) ? answer.data[0] : answer.data;
      if (first?.url) onChange(first.url);
    } catch (e) {
      setFailure(failureText(e, t));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box>
      <legend>{t(label)}</legend>
      <TextField
        label={t(TEXT.address)}
        hint={t(TEXT.addressHint)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        inputMode="url"
      />
      <Row>
        {uploadTo && (
          <>
            <input
              id={id}
              type="file"
              accept={media === 'pdf' ? 'application/pdf,.pdf' : 'image/jpeg,image/png,image/webp'}
              disabled={progress !== null}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (file) void upload(file);
              }}
            />
            <Choose htmlFor={id} $variant="secondary">
              {t(TEXT.upload)}
              <span className="sr-only">: {t(label)}</span>
            </Choose>
          </>
        )}
        {value && (
          <Button type="button" variant="link" small onClick={() => onChange('')}>
            {t(TEXT.clear)}
            <span className="sr-only">: {t(label)}</span>
          </Button>
        )}
      </Row>
      {progress !== null && (
        <progress
          max={1}
          value={progress}
          aria-label={t(TEXT.uploading).replace('{n}', String(Math.round(progress * 100)))}
          style={{ display: 'block', width: '100%' }}
        />
      )}
      {failure && <ErrorList id={`${id}-failure`} errors={[failure]} />}
      {value && media === 'image' && /^(https?:\/\/|\/)/.test(value) && (
        <Preview src={value} alt={`${t(TEXT.preview)}: ${t(label)}`} />
      )}
      {value && media === 'pdf' && /^(https?:\/\/|\/)/.test(value) && (
        <a href={value} target="_blank" rel="noopener noreferrer">
          {t(TEXT.open)}
        </a>
      )}
    </Box>
  );
}
