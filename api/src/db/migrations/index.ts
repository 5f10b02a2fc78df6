// The ordered list of migrations. A migration, once released, is never edited: add a new one.
import type { Migration } from 'kysely';
import * as content from './2026-11-01-content';
import * as accounts from './2026-11-02-accounts';
import * as enquiriesCodesFiles from './2026-11-02b-enquiries-codes-files';
import * as admissionsPayments from './2026-11-03-admissions-payments';
import * as throttleCounters from './2026-11-23-sec-throttle-counters';
import * as adminStaffConsole from './2026-11-23-admin-staff-console';
import * as payReconciliation from './2026-11-23-pay-reconciliation';
import * as clusterFileBytesAndJobs from './2026-11-23-cluster-file-bytes-and-jobs';
import * as financialRestrict from './2026-11-23-sec-financial-restrict';
import * as cmsPagesAndDrafts from './2026-11-23-cms-pages-and-drafts';
import * as cmsEnquiryStatus from './2026-11-23-cms-enquiry-status';
import * as cmsPublicContentChanges from './2026-11-23-cms-public-content-changes';
import * as journeyAdmissionDrafts from './2026-11-23-journey-admission-drafts';
import * as imagesContentImages from './2026-11-23-images-content-images';
import * as cmsEditorsContentKinds from './2026-11-23-cms-editors-content-kinds';
import * as admissionFeesEws from './2026-11-24-admission-fees-ews';
import * as seatsSeatMatrix from './2026-11-24-seats-seat-matrix';
import * as selectionScrutiny from './2026-11-24-selection-scrutiny';
import * as selectionRounds from './2026-11-25-selection-rounds';
import * as contentHindiFields from './2026-11-27-content-hindi-fields';
import * as selectionEntranceRanks from './2026-11-27-selection-entrance-ranks';
import * as counterOfficeReceipts from './2026-11-27-counter-office-receipts';
import * as studentLanguage from './2026-11-27-student-language';
import * as officeLookup from './2026-11-27-office-lookup';
import * as messaging from './2026-11-27-messaging';

export const migrations: Record<string, Migration> = {
  '2026-11-01-content': content,
  '2026-11-02-accounts': accounts,
  '2026-11-02b-enquiries-codes-files': enquiriesCodesFiles,
  '2026-11-03-admissions-payments': admissionsPayments,
  '2026-11-23-sec-throttle-counters': throttleCounters,
  '2026-11-23-admin-staff-console': adminStaffConsole,
  '2026-11-23-pay-reconciliation': payReconciliation,
  '2026-11-23-cluster-file-bytes-and-jobs': clusterFileBytesAndJobs,
  '2026-11-23-sec-financial-restrict': financialRestrict,
  '2026-11-23-cms-pages-and-drafts': cmsPagesAndDrafts,
  '2026-11-23-cms-enquiry-status': cmsEnquiryStatus,
  '2026-11-23-cms-public-content-changes': cmsPublicContentChanges,
  '2026-11-23-journey-admission-drafts': journeyAdmissionDrafts,
  '2026-11-23-images-content-images': imagesContentImages,
  '2026-11-23-cms-editors-content-kinds': cmsEditorsContentKinds,
  '2026-11-24-admission-fees-ews': admissionFeesEws,
  '2026-11-24-seats-seat-matrix': seatsSeatMatrix,
  '2026-11-24-selection-scrutiny': selectionScrutiny,
  '2026-11-25-selection-rounds': selectionRounds,
  '2026-11-27-content-hindi-fields': contentHindiFields,
  '2026-11-27-selection-entrance-ranks': selectionEntranceRanks,
  '2026-11-27-counter-office-receipts': counterOfficeReceipts,
  '2026-11-27-student-language': studentLanguage,
  '2026-11-27-office-lookup': officeLookup,
  '2026-11-27-messaging': messaging,
};
