import type { PaymentInitiateRequest, PaymentInitiateResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** The server fixes the amount and signs the fields; the page only posts them on to the gateway. */
export function initiatePayment(api: ApiClient, body: PaymentInitiateRequest) {
  return api.post<PaymentInitiateResponse>('paymentInitiate', { json: body });
}
