// Printouts: the print record, how stored values are shown, verification codes, the fixed words in both languages.
export * from './api';
export * from './print-rules';
export * from './print-texts';
