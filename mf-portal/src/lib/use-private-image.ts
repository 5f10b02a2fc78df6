// Shows an image the API serves only to its owner: an <img> cannot send the bearer token, so fetch it first.
import { useEffect, useState } from 'react';
import { useApi } from '@college/web-kit';

/** The address to put in <img src>, or null while loading or when there is no image ('0' means none). */
export function usePrivateImage(src: string | null | undefined): string | null {
  const api = useApi();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!src || src === '0') return undefined;
    // Images of other hosts and inline data need no token.
    if (/^(data:|blob:)/.test(src) || (/^https?:/.test(src) && !src.startsWith(window.location.origin))) {
      setUrl(src);
      return undefined;
    }
    let objectUrl: string | null = null;
    let live = true;
    api
      .blob(src)
      .then((blob) => {
        if (!live) return;
        if (typeof URL.createObjectURL === 'function') {
          objectUrl = URL.createObjectURL(blob);
          setUrl(objectUrl);
        } else {
          setUrl(src);
        }
      })
      .catch((error: unknown) => {
        console.error('photo', error);
        if (live) setUrl(null);
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, src]);
  return url;
}
