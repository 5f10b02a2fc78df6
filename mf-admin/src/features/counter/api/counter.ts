import type { CounterDue, OfficeReceipt } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';
import { officeCall } from '../../../api/office-call';

/** What a student owes for a purpose, as the server reckons it. */
export function getDue(api: ApiClient, query: { student_id: string; purpose: string }) {
  return officeCall<{ data: CounterDue }>(api, 'GET', 'due', { query });
}

/** Records a payment taken at the counter and answers its receipt. */
export function issueReceipt(api: ApiClient, json: Record<string, unknown>) {
  return officeCall<{ data: OfficeReceipt }>(api, 'POST', 'receipts', { json });
}
