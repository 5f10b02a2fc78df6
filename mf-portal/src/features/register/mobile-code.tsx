// The mobile number's SMS code on /student/register (decision 035): asked only when the office turns mobile
// verification on. Get code → code box with Verify → verified, with a reset, as the email's code (SPEC §3).
import { useEffect, useState, type Dispatch, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_MESSAGES_HI,
  colors,
  indianMobile,
  MESSAGING_PATHS,
  OTP_PATTERN,
  verificationStep,
  type SignUpAction,
  type VerificationStatus,
} from '@college/shared-types';
import { Button } from '@college/web-kit/ui';
import { isNoAnswer, texts, type ApiClient } from '@college/web-kit';
import { sendOtp } from './api/send-otp';
import { validateOtp } from './api/validate-otp';

export const MOBILE_TEXT = texts({
  getCode: { en: 'Get code', hi: 'कोड प्राप्त करें' },
  smsHint: {
    en: 'Enter the 6 digit code we sent by SMS to this number.',
    hi: 'इस नंबर पर SMS से भेजा गया 6 अंकों का कोड लिखें।',
  },
  codeSent: { en: 'Code sent by SMS to your mobile', hi: 'आपके मोबाइल पर SMS से कोड भेज दिया गया है' },
  verifyMobile: { en: 'Check code', hi: 'कोड जाँचें' },
  verifiedMobile: { en: 'Verified Mobile Number', hi: 'मोबाइल नंबर सत्यापित' },
  verifiedToast: { en: 'Mobile number verified', hi: 'मोबाइल नंबर सत्यापित हो गया' },
  lockedMobile: {
    en: 'Code already sent: you cannot change the mobile number',
    hi: 'कोड भेजा जा चुका है, अब मोबाइल नंबर नहीं बदला जा सकता',
  },
  resetMobile: { en: 'Reset Mobile Verification', hi: 'मोबाइल सत्यापन फिर से करें' },
  wrongNumber: { en: ACCOUNT_MESSAGES.mobile, hi: ACCOUNT_MESSAGES_HI.mobile },
  wrongCode: { en: 'Enter the 6 digit code sent to your mobile', hi: 'मोबाइल पर भेजा गया 6 अंकों का कोड लिखें' },
  sendFailed: { en: 'Could not send the code', hi: 'कोड नहीं भेजा जा सका' },
  notCorrect: { en: 'The code is not correct', hi: 'कोड सही नहीं है' },
  serverBusy: { en: 'Server Busy', hi: 'सर्वर व्यस्त है' },
  tryLater: { en: 'Please try again in a few minutes.', hi: 'कृपया कुछ मिनट बाद फिर प्रयास करें।' },
});

type Label = { en: string; hi: string };

/**
 * Whether registration asks for the mobile number's code: the public setting, read once the page runs in the
 * browser (a plain GET without a token; the path is not in the shared API table every page carries). No answer
 * means off: the signup's 422 `mobile_not_verified` then turns it on (`require`).
 */
export function useMobileVerification(api: ApiClient): { on: boolean; require: () => void } {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let live = true;
    const ask = async () => {
      try {
        const res = await fetch(api.url(MESSAGING_PATHS.mobileVerification), {
          headers: { Accept: 'application/json' },
        });
        const body = res.ok ? ((await res.json()) as { verify_mobile?: unknown }) : null;
        if (live && body?.verify_mobile === true) setOn(true);
      } catch {
        // No answer: the page stays as without verification; the signup says so if it is needed.
      }
    };
    void ask();
    return () => {
      live = false;
    };
  }, [api]);
  return { on, require: () => setOn(true) };
}

const Verified = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: -8px 0 16px;
  color: ${colors.success};
  font-weight: 700;
`;

const ResetRow = styled.div`
  margin: -8px 0 16px;
`;

interface Toast {
  show: (t: { kind: 'success' | 'warning' | 'error'; title: string; text?: string }) => void;
}

export interface MobileCodeOptions {
  api: ApiClient;
  toast: Toast;
  lang: 'en' | 'hi';
  status: VerificationStatus;
  dispatch: Dispatch<SignUpAction>;
  phone: string;
  clearPhone: () => Promise<unknown>;
  errorText: (error: unknown, fallback: Label) => string;
  /** The page's own field renderer of the code box (its TextField). */
  codeField: (props: {
    value: string;
    onChange: (otp: string) => void;
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
    addon: ReactNode;
  }) => ReactNode;
}

/** The phone field's additions (button, hint, lock) and what follows it (code box, verified line, reset). */
export function useMobileCode(o: MobileCodeOptions) {
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const t = (label: Label) => label[o.lang];
  const said = (message: string | undefined, label: Label) => (o.lang === 'hi' ? label.hi : message || label.en);
  const step = verificationStep(o.status);

  function failed(error: unknown, fallback: Label) {
    if (isNoAnswer(error)) {
      console.error(error);
      o.toast.show({ kind: 'error', title: t(MOBILE_TEXT.serverBusy), text: t(MOBILE_TEXT.tryLater) });
    } else o.toast.show({ kind: 'warning', title: o.errorText(error, fallback) });
  }

  async function getCode() {
    const mobile = indianMobile(o.phone);
    if (!mobile) {
      o.toast.show({ kind: 'warning', title: t(MOBILE_TEXT.wrongNumber) });
      return;
    }
    setBusy('send');
    try {
      const body = await sendOtp(o.api, { type_of: 'phone', sender: mobile });
      if (body.success && body.refrence_id) {
        o.dispatch({ type: 'otpSent', channel: 'phone', referenceId: body.refrence_id });
        o.toast.show({ kind: 'success', title: said(undefined, MOBILE_TEXT.codeSent) });
      } else o.toast.show({ kind: 'warning', title: said(body.message, MOBILE_TEXT.sendFailed) });
    } catch (error) {
      failed(error, MOBILE_TEXT.sendFailed);
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    const otp = o.status.otp ?? '';
    if (!OTP_PATTERN.test(otp) || !o.status.referenceId) {
      o.toast.show({ kind: 'warning', title: t(MOBILE_TEXT.wrongCode) });
      return;
    }
    setBusy('verify');
    try {
      const body = await validateOtp(o.api, { sender: o.phone, reference_id: o.status.referenceId, otp });
      if (body.success) {
        o.dispatch({ type: 'verified', channel: 'phone', referenceId: body.refrence_id });
        o.toast.show({ kind: 'success', title: t(MOBILE_TEXT.verifiedToast) });
      } else o.toast.show({ kind: 'warning', title: said(body.message, MOBILE_TEXT.notCorrect) });
    } catch (error) {
      failed(error, MOBILE_TEXT.notCorrect);
    } finally {
      setBusy(null);
    }
  }

  async function reset() {
    o.dispatch({ type: 'resetVerification', channel: 'phone' });
    // After the number is emptied and the field drawn again with its button, as the email's reset.
    await o.clearPhone();
    document.getElementById('register-phone')?.focus();
  }

  function onPhoneKey(e: KeyboardEvent<HTMLInputElement>) {
    // Enter in the number asks for the code, the step the student is on, rather than submitting the form.
    if (e.key === 'Enter' && step === 'not-sent') {
      e.preventDefault();
      void getCode();
      return;
    }
    if (o.status.isReadonly && (e.key.length === 1 || e.key === 'Backspace' || e.key === 'Delete')) {
      o.toast.show({ kind: 'warning', title: t(MOBILE_TEXT.lockedMobile) });
    }
  }

  const phoneProps = {
    readOnly: o.status.isReadonly,
    'aria-readonly': o.status.isReadonly || undefined,
    verified: o.status.isVerified,
    onKeyDown: onPhoneKey,
    hint: step === 'sent' ? t(MOBILE_TEXT.smsHint) : undefined,
    addon:
      step === 'not-sent' ? (
        <Button onClick={getCode} pending={busy === 'send'} variant="secondary">
          {t(MOBILE_TEXT.getCode)}
        </Button>
      ) : undefined,
  };

  const after = (
    <>
      {step === 'sent' &&
        o.codeField({
          value: o.status.otp ?? '',
          onChange: (otp) => o.dispatch({ type: 'otpTyped', channel: 'phone', otp }),
          onKeyDown: (e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void verify();
            }
          },
          addon: (
            <Button onClick={verify} pending={busy === 'verify'} variant="secondary">
              {t(MOBILE_TEXT.verifyMobile)}
            </Button>
          ),
        })}
      {step === 'verified' && (
        <Verified role="status">
          <span aria-hidden="true">✔</span> {t(MOBILE_TEXT.verifiedMobile)}
        </Verified>
      )}
      {step !== 'not-sent' && (
        <ResetRow>
          <Button variant="link" small onClick={reset}>
            {t(MOBILE_TEXT.resetMobile)}
          </Button>
        </ResetRow>
      )}
    </>
  );

  return { phoneProps, after };
}
