// The answers of the calls a signed-in student's page starts before its scripts have run (the shell's
// src/early/student-calls.js: get-user, and the admission draft on the form). The client takes each one once, for
// the same address and the same token, instead of asking again; an answer older than a minute is not taken.
import type { TransportResponse } from './client';

/** One call the page started: the token it was sent with, when, and its answer (status and text). */
export interface EarlyCall {
  token: string;
  at: number;
  answer: Promise<{ status: number; text: string }>;
}

declare global {
  interface Window {
    __earlyCalls?: Record<string, EarlyCall>;
  }
}

/** The body as the transport reads it: JSON, else the text. */
export function parseText(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The answer the page already asked for at `url` with `token`, once; null when there is none to take. */
export function takeEarlyAnswer(url: string, token: string): Promise<TransportResponse> | null {
  const calls = typeof window === 'undefined' ? undefined : window.__earlyCalls;
  const call = calls?.[url];
  if (!call) return null;
  delete calls![url];
  if (call.token !== token || Date.now() - call.at > 60_000) return null;
  return call.answer.then((a) => ({ status: a.status, body: parseText(a.text) }));
}
