// Every message the college sends a student, and its SMS as registered on the DLT platform (decision 035): one
// row per kind with the template id and the exact registered text of each language, `{#var#}` standing for each
// variable in order. A text sent by SMS is this text with the variables filled in; nothing else reaches the
// gateway, and operators drop an SMS whose text does not match its registered template.
import type { Bilingual, Language } from '../content/language';

/** What a message tells the student. */
export const MESSAGE_KINDS = [
  'registration_code',
  'mobile_code',
  'password_reset',
  'registration_fee_received',
  'application_decided',
  'form_submitted',
  'correction_requested',
  'form_verified',
  'offer_made',
  'offer_lapsed',
  'admitted',
  'admission_fee_receipt',
  'notice',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** How a kind reaches the student: by mail, by SMS, by both, or not at all. */
export const MESSAGE_CHANNELS = ['mail', 'sms', 'both', 'off'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The largest value DLT takes in one `{#var#}`. */
export const DLT_VARIABLE_MAX = 30;

export interface TemplateVariable {
  /** The name the code fills it by. */
  name: string;
  /** Its registered size in characters (at most DLT_VARIABLE_MAX). */
  max: number;
  /** A longer value is shortened with "…" (a name); otherwise it is refused (a code, a number, an amount). */
  clip?: boolean;
}

export interface SmsTemplate {
  /** The DLT template id (19 digits) of each language's registered text. */
  id: Record<Language, string>;
  /** The registered text of each language. */
  text: Record<Language, string>;
  variables: TemplateVariable[];
  /** A code the student waits for: sent at any hour, as an OTP message. */
  code?: boolean;
  /** The channels the office may choose for this kind (a kind sent before a mobile number is known has no SMS). */
  channels: readonly MessageChannel[];
  /** The channel until the office chooses. */
  defaultChannel: MessageChannel;
  /** The kind in the console's words. */
  label: Bilingual;
  /** Values for the console's preview and the conformance test. */
  sample: Record<string, string>;
}

const NAME: TemplateVariable = { name: 'name', max: 30, clip: true };
const EN_SIGN = '-Govt. Degree College';
const HI_SIGN = '-राजकीय महाविद्यालय';
const ALL: readonly MessageChannel[] = MESSAGE_CHANNELS;
const SAMPLE_NAME = 'Seema Yadav';

/** The registered templates. The ids are the college's DLT registration: a changed text needs a new id. */
export const SMS_TEMPLATES: Record<MessageKind, SmsTemplate> = {
  registration_code: {
    id: { en: '1007161234500000101', hi: '1007161234500000102' },
    text: {
      en: `{#var#} is your code to register on the admission portal. It is valid for 10 minutes. Do not share it. ${EN_SIGN}`,
      hi: `प्रवेश पोर्टल पर पंजीकरण हेतु आपका कोड {#var#} है। यह 10 मिनट मान्य है। इसे किसी को न बताएँ। ${HI_SIGN}`,
    },
    variables: [{ name: 'code', max: 6 }],
    code: true,
    // Registration's code goes to the email being registered: no mobile number is known yet.
    channels: ['mail'],
    defaultChannel: 'mail',
    label: { en: 'Registration code', hi: 'पंजीकरण कोड' },
    sample: { code: '482913' },
  },
  mobile_code: {
    id: { en: '1007161234500000111', hi: '1007161234500000112' },
    text: {
      en: `{#var#} is your code to verify your mobile number on the admission portal. It is valid for 10 minutes. ${EN_SIGN}`,
      hi: `प्रवेश पोर्टल पर मोबाइल नंबर सत्यापन हेतु आपका कोड {#var#} है। यह 10 मिनट मान्य है। ${HI_SIGN}`,
    },
    variables: [{ name: 'code', max: 6 }],
    code: true,
    channels: ['sms'],
    defaultChannel: 'sms',
    label: { en: 'Mobile verification code', hi: 'मोबाइल सत्यापन कोड' },
    sample: { code: '305127' },
  },
  password_reset: {
    id: { en: '1007161234500000121', hi: '1007161234500000122' },
    text: {
      en: `Dear {#var#}, a link to set a new password was sent to {#var#}. It works for 1 hour. Ignore it if you did not ask. ${EN_SIGN}`,
      hi: `प्रिय {#var#}, नया पासवर्ड बनाने का लिंक {#var#} पर भेजा गया है। यह 1 घंटे मान्य है। यदि आपने नहीं माँगा तो अनदेखा करें। ${HI_SIGN}`,
    },
    variables: [NAME, { name: 'email', max: 30, clip: true }],
    code: true,
    channels: ['mail', 'both'],
    defaultChannel: 'mail',
    label: { en: 'Password reset', hi: 'पासवर्ड रीसेट' },
    sample: { name: SAMPLE_NAME, email: 'se***@gmail.com' },
  },
  registration_fee_received: {
    id: { en: '1007161234500000131', hi: '1007161234500000132' },
    text: {
      en: `Dear {#var#}, your registration fee of Rs {#var#} is received. Reference {#var#}. ${EN_SIGN}`,
      hi: `प्रिय {#var#}, आपका पंजीकरण शुल्क रु {#var#} प्राप्त हुआ। संदर्भ {#var#}। ${HI_SIGN}`,
    },
    variables: [NAME, { name: 'amount', max: 12 }, { name: 'reference', max: 30 }],
    channels: ALL,
    defaultChannel: 'mail',
    label: { en: 'Registration fee received', hi: 'पंजीकरण शुल्क प्राप्त' },
    sample: { name: SAMPLE_NAME, amount: '250.00', reference: 'TXN1764201234567' },
  },
  application_decided: {
    id: { en: '1007161234500000221', hi: '1007161234500000222' },
    text: {
      en: `Dear {#var#}, your application on the admission portal is {#var#}. Details are on your dashboard and in your mail. ${EN_SIGN}`,
      hi: `प्रिय {#var#}, प्रवेश पोर्टल पर आपका आवेदन {#var#} हुआ है। विवरण आपके डैशबोर्ड और ईमेल में है। ${HI_SIGN}`,
    },
    // The decision in each language's own words: APPLICATION_DECISIONS.
    variables: [NAME, { name: 'decision', max: 20 }],
    channels: ALL,
    defaultChannel: 'mail',
    label: { en: 'Application approved or rejected', hi: 'आवेदन स्वीकृत या अस्वीकृत' },
    sample: { name: SAMPLE_NAME, decision: 'approved' },
  },
  form_submitted: {
    id: { en: '1007161234500000141', hi: '1007161234500000142' },
    text: {
      en: `Dear {#var#}, your admission form no. {#var#} for {#var#} is submitted. The college office will verify it. ${EN_SIGN}`,
      hi: `प्रिय {#var#}, आपका प्रवेश फॉर्म संख्या {#var#} ({#var#}) जमा हो गया है। महाविद्यालय कार्यालय इसका सत्यापन करेगा। ${HI_SIGN}`,
    },
    variables: [NAME, { name: 'form', max: 10 }, { name: 'course', max: 30, clip: true }],
    channels: ALL,
    defaultChannel: 'mail',
    label: { en: 'Form submitted', hi: 'फॉर्म जमा' },
    sample: { name: SAMPLE_NAME, form: '14', course: 'B.A. I' },
  },
  correction_requested: {
    id: { en: '1007161234500000151', hi: '1007161234500000152' },
    text: {
      en: `Dear {#var#}, the college office asks you to correct your admission form no. {#var#}. The reason is on your dashboard and in your mail. ${EN_SIGN}`,
      hi: `प्रिय {#var#}, महाविद्यालय कार्यालय ने आपके प्रवेश फॉर्म संख्या {#var#} में सुधार माँगा है। कारण आपके डैशबोर्ड और ईमेल में है। ${HI_SIGN}`,
    },
    variables: [NAME, { name: 'form', max: 10 }],
    channels: ALL,
    defaultChannel: 'mail',
    label: { en: 'Correction requested', hi: 'सुधार हेतु' },
    sample: { name: SAMPLE_NAME, form: '14' },
  },
  form_verified: {
    id: { en: '1007161234500000161', hi: '1007161234500000162' },
    text: {
      en: `Dear {#var#}, your admission form no. {#var#} is verified. Pay the admission fee from your dashboard once it shows. ${EN_SIGN}`,
      hi: `प्रिय {#var#}, आपका प्रवेश फॉर्म संख्या {#var#} सत्यापित हो गया है। डैशबोर्ड पर दिखने पर प्रवेश शुल्क जमा करें। ${HI_SIGN}`,
    },
    variables: [NAME, { name: 'form', max: 10 }],
    channels: ALL,
    defaultChannel: 'mail',
    label: { en: 'Form verified', hi: 'फॉर्म सत्यापित' },
    sample: { name: SAMPLE_NAME, form: '14' },
  },
  offer_made: {
    id: { en: '1007161234500000171', hi: '1007161234500000172' },
    text: {
      en: `Dear {#var#}, merit round {#var#}: you are offered a seat in {#var#}. Pay the admission fee by {#var#} or the offer lapses. ${EN_SIGN}`,
      hi: `प्रिय {#var#}, मेरिट चरण {#var#}: आपको {#var#} में सीट आवंटित हुई है। प्रवेश शुल्क {#var#} तक जमा करें, अन्यथा आवंटन समाप्त हो जाएगा। ${HI_SIGN}`,
    },
    variables: [NAME, { name: 'round', max: 3 }, { name: 'seat', max: 30, clip: true }, { name: 'deadline', max: 20 }],
    channels: ALL,
    defaultChannel: 'mail',
    label: { en: 'Seat offered', hi: 'सीट आवंटित' },
    sample: { name: SAMPLE_NAME, round: '1', seat: 'B.A. I (UR)', deadline: '05/12/2026 17:00' },
  },
  offer_lapsed: {
    id: { en: '1007161234500000181', hi: '1007161234500000182' },
    text: {
      en: `Dear {#var#}, your seat offer in {#var#} has lapsed as the admission fee was not paid by {#var#}. ${EN_SIGN}`,
      hi: `प्रिय {#var#}, {#var#} में आपका सीट आवंटन समाप्त हो गया है क्योंकि प्रवेश शुल्क {#var#} तक जमा नहीं हुआ। ${HI_SIGN}`,
    },
    variables: [NAME, { name: 'seat', max: 30, clip: true }, { name: 'deadline', max: 20 }],
    channels: ALL,
    defaultChannel: 'mail',
    label: { en: 'Seat offer lapsed', hi: 'आवंटन समाप्त' },
    sample: { name: SAMPLE_NAME, seat: 'B.A. I (UR)', deadline: '05/12/2026 17:00' },
  },
  admitted: {
    id: { en: '1007161234500000191', hi: '1007161234500000192' },
    text: {
      en: `Dear {#var#}, you are admitted to {#var#}. Your enrolment number is {#var#}. ${EN_SIGN}`,
      hi: `प्रिय {#var#}, आपका प्रवेश {#var#} में हो गया है। आपकी नामांकन संख्या {#var#} है। ${HI_SIGN}`,
    },
    variables: [NAME, { name: 'course', max: 30, clip: true }, { name: 'enrolment', max: 30 }],
    channels: ALL,
    defaultChannel: 'mail',
    label: { en: 'Admitted', hi: 'प्रवेश हुआ' },
    sample: { name: SAMPLE_NAME, course: 'B.A. I', enrolment: 'GDC/2026/BA/0014' },
  },
  admission_fee_receipt: {
    id: { en: '1007161234500000201', hi: '1007161234500000202' },
    text: {
      en: `Dear {#var#}, your admission fee of Rs {#var#} is received. Receipt {#var#}. ${EN_SIGN}`,
      hi: `प्रिय {#var#}, आपका प्रवेश शुल्क रु {#var#} प्राप्त हुआ। रसीद {#var#}। ${HI_SIGN}`,
    },
    variables: [NAME, { name: 'amount', max: 12 }, { name: 'reference', max: 30 }],
    channels: ALL,
    defaultChannel: 'mail',
    label: { en: 'Admission fee receipt', hi: 'प्रवेश शुल्क रसीद' },
    sample: { name: SAMPLE_NAME, amount: '2450.00', reference: 'TXN1764201239876' },
  },
  notice: {
    id: { en: '1007161234500000211', hi: '1007161234500000212' },
    text: {
      en: `Dear {#var#}, a notice from the college: {#var#}. Details are on the college website. ${EN_SIGN}`,
      hi: `प्रिय {#var#}, महाविद्यालय की सूचना: {#var#}। विवरण महाविद्यालय की वेबसाइट पर है। ${HI_SIGN}`,
    },
    variables: [NAME, { name: 'notice', max: 30 }],
    channels: ['sms'],
    defaultChannel: 'sms',
    label: { en: 'Notice (bulk)', hi: 'सूचना (सामूहिक)' },
    sample: { name: SAMPLE_NAME, notice: 'Classes start on 1 July' },
  },
};

/** The `decision` of application_decided: the office's approval or rejection, in each language's words. */
export const APPLICATION_DECISIONS = {
  approve: { en: 'approved', hi: 'स्वीकृत' },
  reject: { en: 'not approved', hi: 'अस्वीकृत' },
} as const satisfies Record<string, Bilingual>;

/** A value that does not fit its registered size. */
export class SmsTemplateError extends Error {
  constructor(
    readonly kind: MessageKind,
    readonly variable: string,
    readonly max: number,
  ) {
    super(`The value of ${variable} is longer than the ${max} characters registered for ${kind}`);
  }
}

/** Shortens a value to `max` characters with "…" (whole code points). */
function clip(value: string, max: number): string {
  const chars = [...value];
  return chars.length <= max ? value : `${chars.slice(0, max - 1).join('')}…`;
}

/** A variable's value: the same in both languages, or each language's own (a course's name). */
export type SmsValue = string | number | null | undefined | Bilingual;

/** A value as it can go in a `{#var#}`: one line, no surrounding spaces. */
function oneLine(value: SmsValue, language: Language): string {
  const text = value !== null && typeof value === 'object' ? value[language] : value;
  return String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface RenderedSms {
  kind: MessageKind;
  language: Language;
  templateId: string;
  text: string;
  /** Sent as Unicode (Hindi, or any character outside GSM 03.38). */
  unicode: boolean;
}

/**
 * The text of a kind in a language with its variables filled in order. A value longer than its size is shortened
 * when the variable allows it, else refused with SmsTemplateError.
 */
export function renderSms(kind: MessageKind, language: Language, values: Record<string, SmsValue>): RenderedSms {
  const template = SMS_TEMPLATES[kind];
  let i = 0;
  const text = template.text[language].replace(/\{#var#\}/g, () => {
    const variable = template.variables[i++]!;
    const value = oneLine(values[variable.name], language);
    if ([...value].length <= variable.max) return value;
    if (variable.clip) return clip(value, variable.max);
    throw new SmsTemplateError(kind, variable.name, variable.max);
  });
  return { kind, language, templateId: template.id[language], text, unicode: !isGsmText(text) };
}

const GSM = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà^{}\\[~]|€',
);

/** Whether every character is in the GSM 03.38 alphabet (else the SMS goes as Unicode). */
export function isGsmText(text: string): boolean {
  return [...text].every((c) => GSM.has(c));
}

/** The parts an SMS takes: 160/153 characters in GSM, 70/67 in Unicode. */
export function smsParts(text: string): number {
  const length = [...text].length;
  const [one, many] = isGsmText(text) ? [160, 153] : [70, 67];
  return length <= one ? 1 : Math.ceil(length / many);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a text is its registered template with each `{#var#}` filled by at most DLT_VARIABLE_MAX characters. */
export function fitsTemplate(registered: string, text: string): boolean {
  const pattern = registered.split('{#var#}').map(escapeRegExp).join(`[^\\n]{0,${DLT_VARIABLE_MAX}}`);
  return new RegExp(`^${pattern}$`, 'u').test(text);
}

/** The channel of each kind the office has not set. */
export function defaultChannels(): Record<MessageKind, MessageChannel> {
  return Object.fromEntries(MESSAGE_KINDS.map((k) => [k, SMS_TEMPLATES[k].defaultChannel])) as Record<
    MessageKind,
    MessageChannel
  >;
}

export function isMessageKind(value: unknown): value is MessageKind {
  return typeof value === 'string' && (MESSAGE_KINDS as readonly string[]).includes(value);
}

/** The templates a bulk message may use: the office writes the notice; the rest comes from each student's record. */
export const BULK_KINDS = [
  'notice',
  'form_submitted',
  'correction_requested',
  'form_verified',
] as const satisfies readonly MessageKind[];
export type BulkKind = (typeof BULK_KINDS)[number];

/** The variables of a kind that the office fills in a bulk message. */
export const OFFICE_VARIABLES: Partial<Record<MessageKind, string[]>> = { notice: ['notice'] };
