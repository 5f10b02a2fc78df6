import {
  API_PATHS,
  type ErrorResponse,
  type PaymentInitiateRequest,
  type PaymentInitiateResponse,
} from '@college/shared-types';
import type { ApiClient } from '../../../lib/api-client';

/** The server fixes the amount and signs the fields; the page only posts them on to the gateway. */
export function initiatePayment(api: ApiClient, body: PaymentInitiateRequest) {
  return api.request<PaymentInitiateResponse & Partial<ErrorResponse>>(API_PATHS.paymentInitiate, {
    json: body,
    auth: true,
  });
}
