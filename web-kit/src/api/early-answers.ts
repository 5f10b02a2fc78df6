// The answers of the calls a signed-in student's page starts before its scripts have run (the shell's
// src/early/student-calls.js: get-user, and the admission draft on the form). The browser's transport takes each one
// once, for the same address and the same token, instead of asking again; an answer older than a minute is not
// taken. Part of the transport's chunk, so a page that calls nothing (the login page) does not download it.
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

/** The answer the page already asked for, once, for a GET without a query with the same token; else null. */
export function takeEarlyAnswer(r: TransportRequest): Promise<TransportResponse | null> | null {
  const calls = typeof window === 'undefined' ? undefined : window.__earlyCalls;
  const call = r.method === 'GET' && !r.query && r.responseType === 'json' ? calls?.[r.url] : undefined;
  if (!call) return null;
  delete calls![r.url];
  if (`Bearer ${call.token}` !== r.headers.Authorization || Date.now() - call.at > 60_000) return null;
  // No answer came (the network): the transport asks again.
  return call.answer.catch(() => null);
}
