// How the merit screen runs an action of the office: one at a time (its key marks the button pending), confirmed
// first in a dialog, the API's answer shown as a toast in the page language and a refusal in the page.
import { useState } from 'react';
import { errorText, isApiError, useText } from '@college/web-kit';
import { useToast } from '@college/web-kit/ui';
import { COMMON } from '../../lib/texts';
import type { Confirmation } from './confirm-dialog';

export interface MeritActions {
  /** The key of the action under way ('publish', 'close-2', ...), or null. */
  pending: string | null;
  setPending: (key: string | null) => void;
  /** The last refusal, in the page language. */
  failure: string | null;
  setFailure: (text: string | null) => void;
  /** A failed call in words: no answer, not allowed, or the API's own message. */
  failureOf: (error: unknown) => string;
  /** Runs one action; the API's answer (message/message_hi) is shown as a toast, its refusal in the page. */
  act: (key: string, run: () => Promise<{ message: string; message_hi: string }>, after?: () => void) => Promise<void>;
  /** The confirmation asked for now, if any. */
  confirming: Confirmation | null;
  confirm: (confirmation: Confirmation | null) => void;
}

/** `done` runs after every action that succeeded (the rounds are loaded again). */
export function useMeritActions(done: () => void): MeritActions {
  const { t, lang } = useText();
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, confirm] = useState<Confirmation | null>(null);

  const failureOf = (error: unknown) => {
    if (isApiError(error) && error.status === 0) return t(COMMON.noAnswer);
    if (isApiError(error) && error.status === 403) return t(COMMON.forbidden);
    return errorText(error, lang, COMMON.failed);
  };

  const act: MeritActions['act'] = async (key, run, after) => {
    setPending(key);
    setFailure(null);
    try {
      const res = await run();
      toast.show({ kind: 'success', title: lang === 'hi' ? res.message_hi : res.message });
      after?.();
      done();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setPending(null);
    }
  };

  return { pending, setPending, failure, setFailure, failureOf, act, confirming, confirm };
}
