import type { PaymentCheckResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** Asks the gateway at once about one of the student's own pending payments (decision 030). */
export function checkPayment(api: ApiClient, txnid: string) {
  return api.post<PaymentCheckResponse>('paymentCheck', { params: { txnid } });
}
