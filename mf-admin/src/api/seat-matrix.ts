import type { SeatMatrixResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** A course year's seat matrix (the seat matrix screen edits it; merit lists read it). */
export function getSeatMatrix(api: ApiClient, course: string, year: string | number, signal?: AbortSignal) {
  return api.get<SeatMatrixResponse>('adminSeatMatrix', { params: { course, year }, signal });
}
