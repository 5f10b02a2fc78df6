// Printouts: the print record, how stored values are shown, verification codes.
export * from './api';
export * from './print-rules';
