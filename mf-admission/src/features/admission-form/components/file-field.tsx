// One upload of the form: the kit's FileInput (the upload table's types and sizes, checked before sending), sent to
// the draft as soon as it is chosen with a progress bar; a preview (fetched with the bearer header after a reload
// or on another device), Replace and Remove. Required uploads are marked.
import { useContext, useEffect, useState } from 'react';
import { uploadKind, type AdmissionFileField, type DraftFile } from '@college/shared-types';
import { isApiError, useApi, useText } from '@college/web-kit';
import { FileInput } from '@college/web-kit/ui';
import { removeDraftFile, uploadDraftFile } from '../api/draft';
import { errorText, labelOf } from '../labels';
import { ServerErrorsContext, fieldId } from './fields';
import { Button, Hint, VisuallyHidden } from './ui';

const TEXT = {
  uploaded: { en: 'Uploaded', hi: 'अपलोड हो गई' },
  kept: {
    en: 'Uploaded with your form: it is kept unless you choose another file.',
    hi: 'आपके फ़ॉर्म के साथ अपलोड हो चुकी है; दूसरी फ़ाइल न चुनें तो यही रहेगी।',
  },
  remove: { en: 'Remove', hi: 'हटाएँ' },
  required: { en: 'required', hi: 'आवश्यक' },
  failed: {
    en: 'The file could not be uploaded. Please try again.',
    hi: 'फ़ाइल अपलोड नहीं हो सकी। कृपया फिर से प्रयास करें।',
  },
};

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function FileField({
  name,
  label,
  required = false,
  uploaded,
  stored = false,
  onUploaded,
  onUploading,
}: {
  name: AdmissionFileField;
  label?: { en: string; hi: string };
  required?: boolean;
  /** The file uploaded to the draft for this field, if any. */
  uploaded?: DraftFile;
  /** A file of this field is stored with the submitted form (a correction): it is kept unless another is chosen. */
  stored?: boolean;
  onUploaded: (field: AdmissionFileField, file: DraftFile | null) => void;
  /** Told when an upload of this field starts (true) and ends, uploaded or not (false). */
  onUploading?: (field: AdmissionFileField, busy: boolean) => void;
}) {
  const api = useApi();
  const { t } = useText();
  const server = useContext(ServerErrorsContext);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [remoteUrl, setRemoteUrl] = useState<string | null>(null);
  const kind = uploadKind(name);
  const l = label ?? labelOf(name);

  // After a reload (or on another device) the chosen File is gone: the uploaded image is fetched for its preview.
  const link = !file && uploaded && uploaded.mime.startsWith('image/') ? uploaded.document_link : null;
  useEffect(() => {
    if (!link || typeof URL.createObjectURL !== 'function') {
      setRemoteUrl(null);
      return undefined;
    }
    let live = true;
    let url: string | null = null;
    api.blob(link).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setRemoteUrl(url);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, link]);

  const choose = async (chosen: File | null) => {
    server.clear(name);
    setFailure(null);
    if (!chosen) return;
    setFile(chosen);
    setProgress(0);
    onUploading?.(name, true);
    try {
      const saved = await uploadDraftFile(api, name, chosen, setProgress);
      onUploaded(name, saved);
    } catch (error) {
      setFile(null);
      const body = (isApiError(error) ? error.body : null) as { message?: string; message_hi?: string } | null;
      setFailure(body?.message ? t({ en: body.message, hi: body.message_hi ?? body.message }) : t(TEXT.failed));
    } finally {
      setProgress(null);
      onUploading?.(name, false);
    }
  };

  const remove = async () => {
    setFailure(null);
    try {
      await removeDraftFile(api, name);
    } catch (error) {
      // Already gone on the server: the field is empty all the same.
      if (!isApiError(error) || error.status !== 404) {
        setFailure(t(TEXT.failed));
        return;
      }
    }
    setFile(null);
    onUploaded(name, null);
  };

  const shownError = failure ?? (server.errors[name] ? t(errorText(server.errors[name] as string)) : undefined);
  const title = t(l);
  return (
    <div data-testid={`upload-${name}`} id={fieldId(name)} tabIndex={-1}>
      <FileInput
        label={
          <>
            {title}
            {required && (
              <>
                <span aria-hidden="true"> *</span>
                <VisuallyHidden> ({t(TEXT.required)})</VisuallyHidden>
              </>
            )}
          </>
        }
        kind={kind}
        name={name}
        file={file}
        onChange={(f) => void choose(f)}
        currentUrl={remoteUrl}
        progress={progress}
        error={shownError ? [shownError] : undefined}
        required={required && !uploaded && !stored}
      />
      {uploaded && progress === null && (
        <Hint
          data-testid={`uploaded-${name}`}
          style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <span>
            ✓ {t(TEXT.uploaded)}: <strong>{uploaded.name}</strong> ({sizeText(uploaded.size)})
          </span>
          <Button
            type="button"
            $variant="secondary"
            style={{ minHeight: 44, padding: '2px 12px', fontSize: 14 }}
            onClick={() => void remove()}
          >
            {t(TEXT.remove)} <VisuallyHidden>{title}</VisuallyHidden>
          </Button>
        </Hint>
      )}
      {!uploaded && stored && <Hint data-testid={`stored-${name}`}>{t(TEXT.kept)}</Hint>}
    </div>
  );
}
