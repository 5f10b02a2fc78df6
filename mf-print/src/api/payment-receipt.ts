// GET v2/payment/receipt/:txnid: one of the student's own transactions, for the chalan receipt.
import { API_PATHS, type PaymentReceiptResponse } from '@college/shared-types';
import { requestJson } from '../lib/api-client';

export type PaymentReceipt = PaymentReceiptResponse['data'];

export async function getPaymentReceipt(
  apiBase: string,
  token: string,
  txnid: string,
  signal?: AbortSignal,
): Promise<PaymentReceipt> {
  const path = API_PATHS.paymentReceipt.replace(':txnid', encodeURIComponent(txnid));
  return (await requestJson<PaymentReceiptResponse>(apiBase, path, { token, signal })).data;
}
