// The console's calls of the messages (decision 035): the delivery log, resend, the bulk message and the settings.
import type { Bilingual, Language } from '../content/language';
import type { MessageChannel, MessageKind } from './templates';

/** The messages' calls (decision 035); the console reaches them as API_PATHS.adminMessages with its `part`. */
export const MESSAGING_PATHS = {
  /** GET (verifier, accounts): the delivery log, ?search=&student=&kind=&status=&channel=&page=&per_page=. */
  log: '/api/admin/messages/log',
  /** POST (verifier, accounts): the same message once more, as a new row of the log. */
  resend: '/api/admin/messages/:id',
  /** POST (admin): the count and the first student's text of a bulk message to the queue's filtered list. */
  preview: '/api/admin/messages/preview',
  /** POST (admin): send it, with the count the office confirmed; audited. */
  bulk: '/api/admin/messages/bulk',
  /** GET, PUT (admin): each kind's channel, the bulk cap, mobile verification at registration. */
  settings: '/api/admin/messages/settings',
  /** GET, public: { verify_mobile }: registration needs the mobile number's SMS code (phone_refrence_id). */
  mobileVerification: '/api/v1/mobile-verification',
  /** GET (development, this machine): the SMS kept instead of sent, ?to=. */
  smsOutbox: '/api/dev/sms-outbox',
  /** POST (development, this machine): the stand-in for CDAC's Mobile Seva gateway. */
  smsGateway: '/api/dev/sms-gateway',
} as const;

/** Where a message stands: waiting its turn, sent (the provider took it), failed for good, or not sent by choice. */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, Bilingual> = {
  queued: { en: 'Waiting', hi: 'प्रतीक्षा में' },
  sending: { en: 'Sending', hi: 'भेजा जा रहा' },
  sent: { en: 'Sent', hi: 'भेजा गया' },
  failed: { en: 'Failed', hi: 'विफल' },
  skipped: { en: 'Not sent', hi: 'नहीं भेजा' },
};

export interface MessageLogEntry {
  id: number;
  student_id: number | null;
  student_name: string | null;
  form_number: number | null;
  kind: MessageKind;
  channel: 'sms' | 'mail';
  /** The mobile number or the mail address. */
  recipient: string;
  language: Language;
  template_id: string | null;
  text: string;
  status: MessageStatus;
  attempts: number;
  next_attempt_at: string | null;
  provider: string | null;
  /** The provider's last answer, as it came (or what went wrong). */
  provider_answer: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface MessageLogResponse {
  data: MessageLogEntry[];
  total: number;
  page: number;
  per_page: number;
}

export interface MessagingSettings {
  channels: Record<MessageKind, MessageChannel>;
  /** The most students one bulk message may go to. */
  bulk_cap: number;
  /** Registration asks for a code sent by SMS to the mobile number. */
  verify_mobile: boolean;
}

export interface MessagingSettingsResponse {
  data: MessagingSettings;
  /** The SMS provider this API sends through: 'outbox' (development), 'cdac', 'http' or 'none'. */
  provider: string;
}

/** A bulk message: the applicants' filters of the queue, the template and the notice's own words. */
export interface BulkMessageRequest {
  filters: Record<string, string>;
  kind: MessageKind;
  /** The variables the office fills (the notice's text); the student's own come from the record. */
  values: Record<string, string>;
  /** The count the office confirmed (sending refuses when the list has changed since). */
  confirm_count?: number;
}

export interface BulkMessagePreview {
  count: number;
  cap: number;
  /** The first student's message in both languages. */
  preview: Record<Language, string> | null;
}
