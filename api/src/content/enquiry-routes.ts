// POST /api/v1/add-enquiry: the contact and feedback forms.
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, enquirySchema, type EnquiryResponse } from '@college/shared-types';
import { RATE_LIMITS } from '../plugins/security';
import { insertEnquiry } from './content-repository';
import { checkRules, textBody } from '../http/validation';

/** The portal clears the form only on exactly this message (SPEC §4). */
export const ENQUIRY_SENT = 'Sent Message Successfully';

const enquiry: FastifyPluginAsync = async (app) => {
  app.post(
    API_PATHS.addEnquiry,
    {
      config: { rateLimit: RATE_LIMITS.enquiry },
      schema: { body: textBody({ name: 200, email: 200, mobile: 40, message: 4000 }) },
    },
    async (request): Promise<EnquiryResponse> => {
      const values = checkRules(enquirySchema, request.body);
      await insertEnquiry(app.db, { ...values, email: values.email.toLowerCase(), ip: request.ip });
      return { message: ENQUIRY_SENT };
    },
  );
};
export default enquiry;
