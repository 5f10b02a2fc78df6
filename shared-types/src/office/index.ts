// The office console: the review queue, decisions and their rules, overview, fees, seats, staff and audit.
export * from './api';
export * from './review-state';
export * from './rules';
