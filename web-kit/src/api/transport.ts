// The API client's way to the network in the browser (web-kit/api/client.ts), loaded with a page's first call:
// fetch, and XMLHttpRequest for an upload that reports its progress (fetch cannot).
import type { TransportRequest, TransportResponse } from './client';
import { searchParamsOf, takeEarlyAnswer } from './early-answers';

/** The address with its query: values left undefined are not sent. */
function withQuery(url: string, query?: TransportRequest['query']): string {
  const s = searchParamsOf(query).toString();
  return s ? `${url}${url.includes('?') ? '&' : '?'}${s}` : url;
}

function parseText(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The browser's transport: the page's own answer, fetch, or XMLHttpRequest when the upload's progress is wanted. */
export async function browserTransport(r: TransportRequest): Promise<TransportResponse> {
  // The page may have asked already (get-user, the draft: early-answers.ts).
  const early = await takeEarlyAnswer(r);
  if (early) return early;
  if (r.onUploadProgress && typeof XMLHttpRequest !== 'undefined') return xhrTransport(r);
  const res = await fetch(withQuery(r.url, r.query), {
    method: r.method,
    headers: r.headers,
    body: r.body,
    signal: r.signal,
  });
  if (res.ok && r.responseType === 'blob') return { status: res.status, body: await res.blob() };
  return { status: res.status, body: parseText(await res.text()) };
}

function abortError(): Error {
  return typeof DOMException === 'function'
    ? new DOMException('The call was aborted', 'AbortError')
    : Object.assign(new Error('The call was aborted'), { name: 'AbortError' });
}

/** XMLHttpRequest, for the calls that report their upload's progress (fetch cannot). */
function xhrTransport(r: TransportRequest): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    if (r.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open(r.method, withQuery(r.url, r.query));
    for (const [k, v] of Object.entries(r.headers)) xhr.setRequestHeader(k, v);
    xhr.responseType = 'blob';
    const progress = r.onUploadProgress;
    if (progress) xhr.upload.onprogress = (e) => progress(e.total ? Math.min(1, e.loaded / e.total) : 0);
    const onAbort = () => xhr.abort();
    r.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.onload = () => {
      r.signal?.removeEventListener('abort', onAbort);
      const blob = xhr.response as Blob;
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && r.responseType === 'blob') return resolve({ status: xhr.status, body: blob });
      blob.text().then((text) => resolve({ status: xhr.status, body: parseText(text) }), reject);
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(abortError());
    xhr.send(r.body ?? null);
  });
}
