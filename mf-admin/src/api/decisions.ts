import type { AdminDecisionResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** Approves an applicant with the fee to pay (and the office's remark, when written). */
export function approve(api: ApiClient, id: number, json: { fee_to_pay: string; remark?: string }) {
  return api.post<AdminDecisionResponse>('adminApprove', { params: { id }, json });
}

/** Rejects an applicant, or sends the form back for correction, with the reason the student reads. */
export function refuse(api: ApiClient, id: number, decision: 'reject' | 'correction', reason: string) {
  return api.post<AdminDecisionResponse>(decision === 'reject' ? 'adminReject' : 'adminCorrection', {
    params: { id },
    json: { reason },
  });
}
