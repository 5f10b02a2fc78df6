// The answers of the calls a signed-in page starts before its scripts have run (the shell's early-calls.js: a student's
// get-user and, on the form, the admission draft; a staff member's `me` and, on the queue, its first page). The
// browser's transport takes each one once, for the same address, query and token, instead of asking again; an answer
// older than a minute is not taken. Part of the transport's chunk, so a page that calls nothing (the login page) does not download it.
import type { TransportRequest, TransportResponse } from './client';

/** One call the page started: the token it was sent with, when, and its answer (the body parsed as JSON, else text). */
export interface EarlyCall {
  token: string;
  at: number;
  answer: Promise<TransportResponse>;
}

declare global {
  interface Window {
    __earlyCalls?: Record<string, EarlyCall>;
  }
}

/** A call's query as URL parameters: values left undefined are not sent. */
export function searchParamsOf(query?: TransportRequest['query']): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) q.append(k, String(v));
  return q;
}

/** The address of a call as the early scripts write it: its query's values sorted by name, undefined ones left out. */
export function earlyKey(url: string, query?: TransportRequest['query']): string {
  const q = searchParamsOf(query);
  q.sort();
  const s = q.toString();
  return s ? `${url}?${s}` : url;
}

/** The answer the page already asked for, once, for a GET of the same address and query with the same token; else null. */
export function takeEarlyAnswer(r: TransportRequest): Promise<TransportResponse | null> | null {
  const calls = typeof window === 'undefined' ? undefined : window.__earlyCalls;
  const key = earlyKey(r.url, r.query);
  const call = r.method === 'GET' && r.responseType === 'json' ? calls?.[key] : undefined;
  if (!call) return null;
  delete calls![key];
  if (`Bearer ${call.token}` !== r.headers.Authorization || Date.now() - call.at > 60_000) return null;
  // No answer came (the network): the transport asks again.
  return call.answer.catch(() => null);
}
