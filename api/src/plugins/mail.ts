// Sends mail through SMTP when SMTP_URL is set; otherwise, outside production, keeps it in the outbox table
// (read at GET /api/dev/outbox).
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { keepMail } from '../mail/outbox-repository';

import type { MailMessage } from '../mail/mail-message';

export type { MailMessage };

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  /** 'smtp', 'outbox', or 'none' (production without SMTP_URL: mail is logged as not sent). */
  mode: 'smtp' | 'outbox' | 'none';
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export default fp(async (app) => {
  const { smtpUrl, mailFrom, env } = app.config;
  let transport: Transporter | null = null;
  const mode: Mailer['mode'] = smtpUrl ? 'smtp' : env === 'production' ? 'none' : 'outbox';
  if (smtpUrl) transport = nodemailer.createTransport(smtpUrl);

  const mailer: Mailer = {
    mode,
    send: async (m) => {
      if (transport) {
        await transport.sendMail({ from: mailFrom, to: m.to, subject: m.subject, text: m.text, html: m.html });
      } else if (mode === 'outbox') {
        await keepMail(app.db, m);
      } else {
        app.log.error({ to: m.to, subject: m.subject }, 'mail not sent: SMTP_URL is not set');
      }
    },
  };
  app.decorate('mail', mailer);
  app.addHook('onClose', async () => transport?.close());
});
