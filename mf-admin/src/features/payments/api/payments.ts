import type {
  AdminPaymentActionResponse,
  AdminPaymentsResponse,
  CollectionReport,
  ReconcileCounts,
} from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export function getPayments(api: ApiClient, query: Record<string, string | number>, signal?: AbortSignal) {
  return api.get<AdminPaymentsResponse>('adminPayments', { query, signal });
}

/** Asks the gateway about every pending payment. */
export function reconcilePayments(api: ApiClient) {
  return api.post<ReconcileCounts>('adminPaymentsReconcile');
}

/** Asks the gateway about one payment. */
export function verifyPayment(api: ApiClient, txnid: string) {
  return api.post<AdminPaymentActionResponse>('adminPaymentVerify', { params: { txnid } });
}

/** Refunds a payment made twice or after its offer closed. */
export function refundPayment(api: ApiClient, txnid: string) {
  return api.post<AdminPaymentActionResponse>('adminPaymentRefund', { params: { txnid } });
}

/** A day’s collections (date YYYY-MM-DD) by mode and purpose. */
export function getCollectionReport(api: ApiClient, date: string, signal?: AbortSignal) {
  return api.get<{ data: CollectionReport }>('adminPaymentsReport', { query: { date }, signal });
}
