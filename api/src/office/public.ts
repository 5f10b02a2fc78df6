// What the office domain offers the other domains (decision 034): they import from here, never from its other files.
export { recordAudit } from './audit-repository';
export { feeFor, readSettings } from './settings-repository';
