// A stored upload shown inline: fetched with the staff token in the Authorization header (never a token in a
// URL) and shown from a blob: address — an image as an image, a PDF in a frame.
import { useEffect, useState } from 'react';
import { tokens, useText } from '@college/web-kit';
import { Spinner } from '@college/web-kit/ui';
import { failureText } from '../lib/format';
import { useOfficeApi } from '../lib/staff-session';

export function AuthorisedFile({ path, title, height = 480 }: { path: string; title: string; height?: number }) {
  const { t } = useText();
  const api = useOfficeApi();
  const [file, setFile] = useState<{ url: string; type: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setFile(null);
    setFailure(null);
    api
      .blob(path, { signal: controller.signal })
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setFile({ url, type: blob.type });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(failureText(error, t));
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, path]);

  if (failure) return <p role="alert">{`${title}: ${failure}`}</p>;
  if (!file) return <Spinner />;
  if (file.type === 'application/pdf') {
    return (
      <iframe
        src={file.url}
        title={title}
        style={{ width: '100%', height, border: `1px solid ${tokens.color.border}` }}
      />
    );
  }
  return (
    <a href={file.url} target="_blank" rel="noreferrer">
      <img src={file.url} alt={title} style={{ maxWidth: '100%', maxHeight: height, display: 'block' }} />
    </a>
  );
}
