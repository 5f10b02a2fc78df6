// GET v2/verification-code (the code printed on the reader's own form or receipt) and GET v2/verify/:code (the
// public check of a printed code).
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type VerificationCodeResponse, type VerifyResponse } from '@college/shared-types';
import { readerOf } from '../plugins/auth';
import { RATE_LIMITS } from '../plugins/security';
import { checkVerificationCode, verificationCodeFor, VERIFY_MESSAGES } from './verification-service';

export { VERIFY_MESSAGES };

/** Public and unauthenticated: generous for an office checking a pile of forms, tight for guessing. */
const VERIFY_RATE = { max: 60, timeWindow: '1 minute' } as const;

const recordKey = { type: 'string', minLength: 1, maxLength: 60 } as const;

const verify: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { admission_code?: string; txnid?: string } }>(
    API_PATHS.verificationCode,
    {
      config: { rateLimit: RATE_LIMITS.authenticated },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { admission_code: recordKey, txnid: recordKey },
        },
      },
    },
    async (request): Promise<VerificationCodeResponse> =>
      verificationCodeFor(app.db, await readerOf(app.db, request), request.query),
  );

  app.get<{ Params: { code: string } }>(
    API_PATHS.verify,
    {
      config: { rateLimit: VERIFY_RATE },
      schema: {
        params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
      },
    },
    async (request, reply): Promise<VerifyResponse> => {
      // A check is never cached by a shared proxy: the payment status can change.
      reply.header('cache-control', 'no-store');
      return { data: await checkVerificationCode(app.db, request.params.code) };
    },
  );
};

export default verify;
