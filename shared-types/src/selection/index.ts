// Admission by merit (decision 023): what the office sets per course and year.
export * from './seat-matrix';
export * from './rounds';
export * from './student-offer';
export * from './admitted';
export * from './offer-letter';
export * from './merit-list';
export * from './enrolment-number';
