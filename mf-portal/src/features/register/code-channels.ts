// The two addresses /student/register verifies by a code (SPEC §3, decision 035): the email, by a mailed code, and
// the mobile number, by an SMS code when the office asks for it. One flow (`use-code-verification.ts`); here what
// differs: the words, the call's kind, the field, and how the address is read.
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_MESSAGES_HI,
  EMAIL_PATTERN,
  indianMobile,
  ruleMessage,
  type Bilingual,
  type SendOtpRequest,
} from '@college/shared-types';
import { texts } from '@college/web-kit';

/** No answer from the server, for the code calls and the signup alike. */
export const NO_ANSWER = texts({
  serverBusy: { en: 'Server Busy', hi: 'सर्वर व्यस्त है' },
  tryLater: { en: 'Please try again in a few minutes.', hi: 'कृपया कुछ मिनट बाद फिर प्रयास करें।' },
});

export interface CodeTexts {
  /** The address field's button that asks for the code. */
  getCode: Bilingual;
  /** Under the address while the code is awaited. */
  hint: Bilingual;
  /** A key pressed in the address once it is locked. */
  locked: Bilingual;
  /** The code box's label, and its button. */
  codeLabel: Bilingual;
  verify: Bilingual;
  /** The line once verified, and the link that starts again with an empty address. */
  verified: Bilingual;
  reset: Bilingual;
  /** Toasts: the code sent, not sent, the address verified, the code refused. */
  sent: Bilingual;
  sendFailed: Bilingual;
  verifiedToast: Bilingual;
  notCorrect: Bilingual;
  /** Refusals before any call: a malformed address, a code that is not six digits. */
  badAddress: Bilingual;
  badCode: Bilingual;
}

export interface CodeChannel {
  channel: 'email' | 'phone';
  typeOf: SendOtpRequest['type_of'];
  /** The address field's id (focused again after a reset) and the code box's name. */
  fieldId: string;
  codeName: string;
  text: CodeTexts;
  /** The address the code goes to, or null when the typed one is malformed. */
  sendTo: (typed: string) => string | null;
  /** The address the check of the code names. */
  checkAs: (typed: string) => string;
  /** Whether the field is given the address as sent (the email, trimmed). */
  keepsSent: boolean;
  /** Whether a success toast in English is the server's own sentence (else always the page's words). */
  serverWords: boolean;
}

export const EMAIL_CODE: CodeChannel = {
  channel: 'email',
  typeOf: 'email_otp',
  fieldId: 'register-email',
  codeName: 'email_otp',
  text: texts({
    getCode: { en: 'Get Otp', hi: 'OTP पाएँ' },
    hint: { en: 'Enter the 6 digit code we mailed to this address.', hi: 'इस पते पर भेजा गया 6 अंकों का कोड लिखें।' },
    locked: { en: 'OTP Already sent you cannot change Email', hi: 'OTP भेजा जा चुका है, अब ईमेल नहीं बदला जा सकता' },
    codeLabel: { en: 'Email OTP', hi: 'ईमेल OTP' },
    verify: { en: 'Verify', hi: 'सत्यापित करें' },
    verified: { en: 'Verified Email', hi: 'ईमेल सत्यापित' },
    reset: { en: 'Reset Verification', hi: 'सत्यापन फिर से करें' },
    sent: { en: 'OTP sent to your email', hi: 'आपके ईमेल पर OTP भेज दिया गया है' },
    sendFailed: { en: 'Could not send the code', hi: 'कोड नहीं भेजा जा सका' },
    verifiedToast: { en: 'Email verified', hi: 'ईमेल सत्यापित हो गया' },
    notCorrect: { en: 'The code is not correct', hi: 'कोड सही नहीं है' },
    // The rules' own messages, in Hindi from their table.
    badAddress: ruleWords(ACCOUNT_MESSAGES.email),
    badCode: ruleWords(ACCOUNT_MESSAGES.otp),
  }),
  sendTo: (typed) => {
    const email = typed.trim();
    return EMAIL_PATTERN.test(email) ? email : null;
  },
  checkAs: (typed) => typed.trim(),
  keepsSent: true,
  serverWords: true,
};

export const MOBILE_CODE: CodeChannel = {
  channel: 'phone',
  typeOf: 'phone',
  fieldId: 'register-phone',
  codeName: 'phone_otp',
  text: texts({
    getCode: { en: 'Get code', hi: 'कोड प्राप्त करें' },
    hint: {
      en: 'Enter the 6 digit code we sent by SMS to this number.',
      hi: 'इस नंबर पर SMS से भेजा गया 6 अंकों का कोड लिखें।',
    },
    locked: {
      en: 'Code already sent: you cannot change the mobile number',
      hi: 'कोड भेजा जा चुका है, अब मोबाइल नंबर नहीं बदला जा सकता',
    },
    codeLabel: { en: 'Mobile code', hi: 'मोबाइल कोड' },
    verify: { en: 'Check code', hi: 'कोड जाँचें' },
    verified: { en: 'Verified Mobile Number', hi: 'मोबाइल नंबर सत्यापित' },
    reset: { en: 'Reset Mobile Verification', hi: 'मोबाइल सत्यापन फिर से करें' },
    sent: { en: 'Code sent by SMS to your mobile', hi: 'आपके मोबाइल पर SMS से कोड भेज दिया गया है' },
    sendFailed: { en: 'Could not send the code', hi: 'कोड नहीं भेजा जा सका' },
    verifiedToast: { en: 'Mobile number verified', hi: 'मोबाइल नंबर सत्यापित हो गया' },
    notCorrect: { en: 'The code is not correct', hi: 'कोड सही नहीं है' },
    badAddress: { en: ACCOUNT_MESSAGES.mobile, hi: ACCOUNT_MESSAGES_HI.mobile },
    badCode: { en: 'Enter the 6 digit code sent to your mobile', hi: 'मोबाइल पर भेजा गया 6 अंकों का कोड लिखें' },
  }),
  sendTo: (typed) => indianMobile(typed),
  checkAs: (typed) => typed,
  keepsSent: false,
  serverWords: false,
};

/** A message of the rules as shown under a field: the English as written, the Hindi from the rules' table. */
function ruleWords(en: string): Bilingual {
  return { en, hi: ruleMessage(en).hi };
}
