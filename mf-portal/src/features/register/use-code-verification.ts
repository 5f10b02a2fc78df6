// One address verified by a code on /student/register (SPEC §3): Get code (or Enter in the address) → the address
// locked with the code box → Verify (or Enter in the box) → verified, with a reset that empties the address and
// focuses it again. The email and the mobile number run it with their own words and calls (`code-channels.ts`).
import { useState, type Dispatch, type KeyboardEvent } from 'react';
import {
  OTP_PATTERN,
  verificationStep,
  type Bilingual,
  type Label,
  type Language,
  type SignUpAction,
  type VerificationStatus,
  type VerificationStep,
} from '@college/shared-types';
import { isNoAnswer, type ApiClient } from '@college/web-kit';
import type { Toaster } from '@college/web-kit/ui';
import { sendOtp } from './api/send-otp';
import { validateOtp } from './api/validate-otp';
import { NO_ANSWER, type CodeChannel } from './code-channels';

export interface CodeVerificationOptions {
  channel: CodeChannel;
  api: ApiClient;
  toast: Toaster;
  lang: Language;
  errorText: (error: unknown, fallback: Label) => string;
  /** The channel's state in the page's verification reducer, and its dispatch. */
  status: VerificationStatus;
  dispatch: Dispatch<SignUpAction>;
  /** The address as typed in its field. */
  value: string;
  /** Writes the address field (the address as sent, or empty on a reset); settles once the form holds it. */
  setValue: (value: string) => Promise<unknown>;
}

export interface CodeVerification {
  channel: CodeChannel;
  status: VerificationStatus;
  step: VerificationStep;
  /** Which call is under way, for its button's spinner. */
  busy: 'send' | 'verify' | null;
  /** A text of the page in its language. */
  t: (label: Bilingual) => string;
  send: () => Promise<void>;
  verify: () => Promise<void>;
  reset: () => Promise<void>;
  typeCode: (otp: string) => void;
  onAddressKey: (e: KeyboardEvent<HTMLInputElement>) => void;
  onCodeKey: (e: KeyboardEvent<HTMLInputElement>) => void;
}

export function useCodeVerification(o: CodeVerificationOptions): CodeVerification {
  const { channel, status } = o;
  const text = channel.text;
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const t = (label: Bilingual) => label[o.lang];
  /** The server's own sentence in English; the page's text in Hindi. */
  const said = (message: string | undefined, label: Bilingual) => (o.lang === 'hi' ? label.hi : message || label.en);
  const succeeded = (message: string | undefined, label: Bilingual) =>
    channel.serverWords ? said(message, label) : t(label);
  const step = verificationStep(status);

  function failed(error: unknown, fallback: Bilingual) {
    if (isNoAnswer(error)) {
      console.error(error);
      o.toast.show({ kind: 'error', title: t(NO_ANSWER.serverBusy), text: t(NO_ANSWER.tryLater) });
    } else o.toast.show({ kind: 'warning', title: o.errorText(error, fallback) });
  }

  async function send() {
    const sender = channel.sendTo(o.value);
    if (!sender) {
      o.toast.show({ kind: 'warning', title: t(text.badAddress) });
      return;
    }
    setBusy('send');
    try {
      const body = await sendOtp(o.api, { type_of: channel.typeOf, sender });
      const referenceId = body.refrence_id;
      if (body.success && referenceId) {
        o.dispatch({ type: 'otpSent', channel: channel.channel, referenceId });
        if (channel.keepsSent) await o.setValue(sender);
        o.toast.show({ kind: 'success', title: succeeded(body.message, text.sent) });
      } else o.toast.show({ kind: 'warning', title: said(body.message, text.sendFailed) });
    } catch (error) {
      failed(error, text.sendFailed);
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    const otp = status.otp ?? '';
    if (!OTP_PATTERN.test(otp) || !status.referenceId) {
      o.toast.show({ kind: 'warning', title: t(text.badCode) });
      return;
    }
    setBusy('verify');
    try {
      const body = await validateOtp(o.api, {
        sender: channel.checkAs(o.value),
        reference_id: status.referenceId,
        otp,
      });
      if (body.success) {
        o.dispatch({ type: 'verified', channel: channel.channel, referenceId: body.refrence_id });
        o.toast.show({ kind: 'success', title: succeeded(body.message, text.verifiedToast) });
      } else o.toast.show({ kind: 'warning', title: said(body.message, text.notCorrect) });
    } catch (error) {
      failed(error, text.notCorrect);
    } finally {
      setBusy(null);
    }
  }

  async function reset() {
    o.dispatch({ type: 'resetVerification', channel: channel.channel });
    // After the address is emptied and the field drawn again with its button.
    await o.setValue('');
    document.getElementById(channel.fieldId)?.focus();
  }

  function onAddressKey(e: KeyboardEvent<HTMLInputElement>) {
    // Enter in the address asks for the code, the step the student is on, rather than submitting the form.
    if (e.key === 'Enter' && step === 'not-sent') {
      e.preventDefault();
      void send();
      return;
    }
    // The address is read-only once a code is sent; say why instead of silently ignoring the keys.
    if (status.isReadonly && (e.key.length === 1 || e.key === 'Backspace' || e.key === 'Delete')) {
      o.toast.show({ kind: 'warning', title: t(text.locked) });
    }
  }

  function onCodeKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      void verify();
    }
  }

  return {
    channel,
    status,
    step,
    busy,
    t,
    send,
    verify,
    reset,
    typeCode: (otp) => o.dispatch({ type: 'otpTyped', channel: channel.channel, otp }),
    onAddressKey,
    onCodeKey,
  };
}
