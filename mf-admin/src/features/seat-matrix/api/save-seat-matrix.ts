import type { SeatMatrixResponse, SeatMatrixSettings } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export function saveSeatMatrix(api: ApiClient, course: string, year: string | number, json: SeatMatrixSettings) {
  return api.put<SeatMatrixResponse>('adminSeatMatrix', { params: { course, year }, json });
}
