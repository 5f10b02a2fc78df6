// POST v2/send-otp and v2/validate-otp: the email code of registration (the phone code is recorded only).
import type { FastifyPluginAsync } from 'fastify';
import {
  API_PATHS,
  languageFromCookie,
  sendOtpSchema,
  validateOtpSchema,
  type OtpResponse,
} from '@college/shared-types';
import { HttpError } from '../plugins/errors';
import { RATE_LIMITS } from '../plugins/security';
import { collegeName, mailLanguage, otpMail } from '../mail/mail-templates';
import { checkCode, issueCode, normaliseSender, type OtpChannel } from './otp-service';
import { checkRules, textBody } from '../http/validation';

export const OTP_MESSAGES = {
  sentEmail: 'OTP sent to your email',
  sentPhone: 'OTP sent to your phone',
  verifiedEmail: 'Email Verified Successfully',
  verifiedPhone: 'Phone Verified Successfully',
  wait: (s: number) => `Please wait ${s} seconds before asking for a new OTP.`,
  daily: 'Too many OTPs were asked for this address today. Please try again tomorrow.',
  wrong: (left: number) => `Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  locked: 'Too many wrong attempts. Please ask for a new OTP.',
  expired: 'This OTP has expired. Please ask for a new one.',
  unknown: 'This OTP is no longer valid. Please ask for a new one.',
  phoneUnavailable: 'Phone verification is not available yet. It is not needed to register.',
  mailFailed: 'The OTP could not be sent right now. Please try again in a few minutes.',
} as const;

const failed = { success: false, refrence_id: null };

const otp: FastifyPluginAsync = async (app) => {
  app.post(
    API_PATHS.sendOtp,
    {
      config: { rateLimit: RATE_LIMITS.sendOtp },
      schema: { body: textBody({ type_of: 20, sender: 200 }) },
    },
    async (request): Promise<OtpResponse> => {
      const values = checkRules(sendOtpSchema, request.body, failed);
      const channel: OtpChannel = values.type_of === 'email_otp' ? 'email' : 'phone';
      // Without an SMS provider a phone code could never arrive, so none is made.
      if (channel === 'phone' && !app.messaging.provider) {
        throw new HttpError(503, OTP_MESSAGES.phoneUnavailable, undefined, failed);
      }
      const sender = normaliseSender(channel, values.sender);
      const issued = await issueCode(app.db, { channel, sender, ip: request.ip });
      if (!issued.ok) {
        if (issued.reason === 'wait') {
          throw HttpError.coded(429, 'otp_wait', { seconds: issued.retryAfterSeconds }, undefined, failed);
        }
        throw new HttpError(429, OTP_MESSAGES.daily, undefined, failed);
      }
      if (channel === 'email') {
        try {
          await app.messaging.tell({
            student: { name: sender, email: sender, language: languageFromCookie(request.headers.cookie) },
            kind: 'registration_code',
            mail: otpMail(
              sender,
              issued.code,
              await collegeName(app.db),
              mailLanguage(languageFromCookie(request.headers.cookie)),
            ),
          });
        } catch (error) {
          request.log.error({ err: error }, 'verification mail not sent');
          throw new HttpError(503, OTP_MESSAGES.mailFailed, undefined, failed);
        }
        return { success: true, message: OTP_MESSAGES.sentEmail, refrence_id: issued.referenceId };
      }
      // The code goes by SMS, queued: the answer does not wait for the gateway (decision 035).
      await app.messaging.tell({
        student: { name: sender, phone_number: sender, language: languageFromCookie(request.headers.cookie) },
        kind: 'mobile_code',
        values: { code: issued.code },
      });
      return { success: true, message: OTP_MESSAGES.sentPhone, refrence_id: issued.referenceId };
    },
  );

  app.post(
    API_PATHS.validateOtp,
    {
      config: { rateLimit: RATE_LIMITS.validateOtp },
      schema: { body: textBody({ sender: 200, reference_id: 100, otp: 20 }) },
    },
    async (request): Promise<OtpResponse> => {
      const values = checkRules(validateOtpSchema, request.body, failed);
      const channel: OtpChannel = values.sender.includes('@') ? 'email' : 'phone';
      const sender = normaliseSender(channel, values.sender);
      const result = await checkCode(app.db, { channel, sender, referenceId: values.reference_id, code: values.otp });
      const withRef = { success: false, refrence_id: values.reference_id };
      switch (result.status) {
        case 'verified':
          return {
            success: true,
            message: channel === 'email' ? OTP_MESSAGES.verifiedEmail : OTP_MESSAGES.verifiedPhone,
            refrence_id: values.reference_id,
          };
        case 'wrong':
          if (result.attemptsLeft === 0) throw new HttpError(400, OTP_MESSAGES.unknown, undefined, withRef);
          throw HttpError.coded(400, 'otp_invalid', { attemptsLeft: result.attemptsLeft }, undefined, withRef);
        case 'locked':
          throw new HttpError(429, OTP_MESSAGES.locked, undefined, withRef);
        case 'expired':
          throw new HttpError(400, OTP_MESSAGES.expired, undefined, withRef);
        default:
          throw new HttpError(400, OTP_MESSAGES.unknown, undefined, withRef);
      }
    },
  );
};
export default otp;
