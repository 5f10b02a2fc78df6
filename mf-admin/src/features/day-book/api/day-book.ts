import type { DayBook, OfficeReceipt } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';
import { officeCall } from '../../../api/office-call';

export function getDayBook(api: ApiClient, from: string, to: string, signal?: AbortSignal) {
  return officeCall<{ data: DayBook }>(api, 'GET', 'dayBook', { query: { from, to }, signal });
}

/** Cancels a counter receipt with the reason the day-book keeps. */
export function cancelReceipt(api: ApiClient, id: number, reason: string) {
  return officeCall<{ data: OfficeReceipt }>(api, 'POST', 'cancel', { params: { id }, json: { reason } });
}
