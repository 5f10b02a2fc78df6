// GET v2/payment/receipt/:txnid: one of the student's own transactions, for the chalan receipt.
import type { PaymentReceiptResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export type PaymentReceipt = PaymentReceiptResponse['data'];

export async function getPaymentReceipt(api: ApiClient, txnid: string, signal?: AbortSignal): Promise<PaymentReceipt> {
  return (await api.get<PaymentReceiptResponse>('paymentReceipt', { params: { txnid }, signal })).data;
}
