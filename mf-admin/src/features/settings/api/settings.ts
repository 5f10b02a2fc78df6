import type { FeeTableRow, OfficeSettings, SeatRow } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export function getSettings(api: ApiClient, signal?: AbortSignal) {
  return api.get<{ data: OfficeSettings }>('adminSettings', { signal });
}

export function saveAcademicSession(api: ApiClient, academicSession: string) {
  return api.put<{ message?: string }>('adminSettings', { json: { academic_session: academicSession } });
}

export function saveEnrolmentPattern(api: ApiClient, pattern: string) {
  return api.put<{ message?: string }>('adminSettings', { json: { enrolment_pattern: pattern } });
}

export function getSeats(api: ApiClient, signal?: AbortSignal) {
  return api.get<{ data: SeatRow[] }>('adminSeats', { signal });
}

export function saveSeats(api: ApiClient, seats: SeatRow[]) {
  return api.put<{ message?: string }>('adminSeats', { json: { seats } });
}

export function saveFees(api: ApiClient, fees: FeeTableRow[]) {
  return api.put<{ message?: string }>('adminFees', { json: { fees } });
}
