// GET v2/offer-letter/:admission_code: the offer letter of the student's seat in a merit round (decision 028), for
// the student holding the offer (offered, admitted or lapsed) or the office; anyone else gets the 404 of an unknown
// form.
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type OfferLetterResponse } from '@college/shared-types';
import { readerOf } from '../plugins/auth';
import { RATE_LIMITS } from '../plugins/security';
import { offerLetterFor } from './offer-letter-service';

const offerLetterRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { admission_code: string } }>(
    API_PATHS.offerLetter,
    {
      config: { rateLimit: RATE_LIMITS.authenticated },
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['admission_code'],
          properties: { admission_code: { type: 'string', minLength: 1, maxLength: 40 } },
        },
      },
    },
    async (request, reply): Promise<OfferLetterResponse> => {
      // The letter changes when the offer lapses or the fee is paid.
      reply.header('cache-control', 'no-store');
      return { data: await offerLetterFor(app.db, await readerOf(app.db, request), request.params.admission_code) };
    },
  );
};

export default offerLetterRoutes;
