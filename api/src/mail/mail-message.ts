// One mail as the domains write it and the mail plugin sends it (plugins/mail.ts): plain values, no framework.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}
